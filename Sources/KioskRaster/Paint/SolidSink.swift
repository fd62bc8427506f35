import KioskBlend

/// Blends rasteriser coverage of one solid colour straight into the target, with no clip mask:
/// what most draw calls need, as a pointer and a few numbers. A `PaintSink` carries a shader
/// slot, a clip mask and the target buffer's storage, which a small rectangle's call spent a
/// sixth of its time copying, retaining and releasing; it hands its solid calls to one of
/// these.
///
/// The target must outlive the sink (the canvas that makes one holds its target).
struct SolidSink: SpanSink {
    /// The target's first pixel, its device position and its row stride in pixels.
    let pixels: UnsafeMutablePointer<UInt32>
    let originX: Int, originY: Int
    let stride: Int
    /// Pixels in the target (to fill whole rows as one run).
    let width: Int
    let mode: BlendMode
    /// Premultiplied colour with opacity applied.
    let color: UInt32

    init(target: PixelBuffer, originX: Int, originY: Int, mode: BlendMode, color: UInt32) {
        pixels = target.row(0)
        self.originX = originX
        self.originY = originY
        stride = target.stride
        width = target.width
        self.mode = mode
        self.color = color
    }

    @inline(__always) private func dst(_ x: Int, _ y: Int) -> UnsafeMutablePointer<UInt32> {
        pixels + ((y - originY) * stride + (x - originX))
    }

    func blendRun(y: Int, x: Int, count: Int, coverage: UInt8) {
        BlendKernels.solidRun(dst(x, y), count, color, UInt32(coverage), mode)
    }

    func blendMask(y: Int, x: Int, coverage: UnsafePointer<UInt8>, count: Int) {
        BlendKernels.solidMask(dst(x, y), coverage, count, color, mode)
    }

    /// A rectangle's interior: rows that span the whole target (a full-screen background) are
    /// one contiguous run, filled in one call (memset speed for an opaque colour, no per-row
    /// overhead for a translucent one).
    func blendRows(_ rows: Range<Int>, x: Int, count: Int, coverage: UInt8) {
        guard !rows.isEmpty else { return }
        if x == originX && count == width && stride == width {
            BlendKernels.solidRun(dst(x, rows.lowerBound), count * rows.count, color, UInt32(coverage), mode)
        } else {
            BlendKernels.solidRect(
                dst(x, rows.lowerBound), rowStride: stride, count, rows.count, color, UInt32(coverage), mode)
        }
    }

    /// An unaligned rectangle's rows: the sides and the pixels between in one pass.
    func blendRows(_ rows: Range<Int>, x: Int, count: Int, first: UInt8, coverage: UInt8, last: UInt8) {
        guard !rows.isEmpty, count > 0 else { return }
        BlendKernels.solidRectEdges(
            dst(x, rows.lowerBound), rowStride: stride, count, rows.count, color,
            first: UInt32(first), UInt32(coverage), last: UInt32(last), mode)
    }

    /// The same coverage row on each of `rows`.
    func blendMaskRows(_ rows: Range<Int>, x: Int, coverage: UnsafePointer<UInt8>, count: Int) {
        guard !rows.isEmpty else { return }
        var d = dst(x, rows.lowerBound)
        if count == 1 {
            // A rectangle's fractional side: one coverage down a column, the constants
            // worked out once (the same arithmetic as a one-pixel mask).
            BlendKernels.solidRect(d, rowStride: stride, 1, rows.count, color, UInt32(coverage[0]), mode)
            return
        }
        for _ in rows {
            BlendKernels.solidMask(d, coverage, count, color, mode)
            d += stride
        }
    }

    /// A whole rectangle of coverage (a glyph, a small shape's rows), `coverageStride` bytes a
    /// row, in one kernel call.
    func blendMaskRect(x: Int, y: Int, width: Int, height: Int, coverage: UnsafePointer<UInt8>, coverageStride: Int) {
        guard width > 0, height > 0 else { return }
        BlendKernels.solidMaskRect(
            dst(x, y), rowStride: stride, coverage, maskStride: coverageStride, width, height, color, mode)
    }
}
