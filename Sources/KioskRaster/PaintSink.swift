import KioskBlend
/// Blends rasteriser coverage into the canvas target with a paint, a blend mode and an optional
/// clip mask. Scratch memory belongs to the canvas and is reused across draw calls.
struct PaintSink: SpanSink {
    let target: PixelBuffer
    /// Device position of the target's top-left pixel (non-zero inside offscreen layers).
    let originX: Int, originY: Int
    let mode: BlendMode
    /// Premultiplied colour with opacity applied; used when `shader` is nil.
    let color: UInt32
    let shader: Shader?
    let clipMask: AlphaMask?
    let colorScratch: UnsafeMutablePointer<UInt32>
    let maskScratch: UnsafeMutablePointer<UInt8>

    @inline(__always) private func dst(_ x: Int, _ y: Int) -> UnsafeMutablePointer<UInt32> {
        target.row(y - originY) + (x - originX)
    }

    mutating func blendRun(y: Int, x: Int, count: Int, coverage: UInt8) {
        if let clipMask {
            let clip = clipMask.pointer(x: x, y: y)
            for i in 0..<count { maskScratch[i] = UInt8(div255(UInt32(coverage) * UInt32(clip[i]))) }
            blendMaskScratch(y: y, x: x, count: count)
            return
        }
        // (`shader!` borrows the stored shader; `if let` would copy it, retaining its tables,
        // on every row: a tenth of a small rectangle's cost.)
        if shader != nil {
            if shader!.rowPattern == .constantAlongRow {
                BlendKernels.solidRun(dst(x, y), count, shader!.rowColor(y: y), UInt32(coverage), mode)
                return
            }
            shader!.shade(x: x, y: y, count: count, into: colorScratch)
            BlendKernels.spanRun(dst(x, y), colorScratch, count, UInt32(coverage), mode)
        } else {
            solid.blendRun(y: y, x: x, count: count, coverage: coverage)
        }
    }

    /// The solid colour's sink (for calls without a shader or a clip mask).
    private var solid: SolidSink { SolidSink(target: target, originX: originX, originY: originY, mode: mode, color: color) }

    /// The solid colour's sink when this sink has neither a shader nor a clip mask: a caller
    /// that blends many masks (a line of glyphs) makes it once.
    var plainSolid: SolidSink? { clipMask == nil && shader == nil ? solid : nil }

    mutating func blendRows(_ rows: Range<Int>, x: Int, count: Int, coverage: UInt8) {
        if clipMask == nil && shader == nil { return solid.blendRows(rows, x: x, count: count, coverage: coverage) }
        if clipMask == nil, !rows.isEmpty, shader!.rowPattern == .sameOnEveryRow {
            // A gradient across a rectangle: its colours once, for every row.
            shader!.shade(x: x, y: rows.lowerBound, count: count, into: colorScratch)
            for y in rows { BlendKernels.spanRun(dst(x, y), colorScratch, count, UInt32(coverage), mode) }
            return
        }
        for y in rows { blendRun(y: y, x: x, count: count, coverage: coverage) }
    }

    /// An unaligned rectangle's rows: a solid colour without a clip mask blends the sides and
    /// the pixels between in one pass (`solidRectEdges`).
    mutating func blendRows(_ rows: Range<Int>, x: Int, count: Int, first: UInt8, coverage: UInt8, last: UInt8) {
        if clipMask == nil && shader == nil { return solid.blendRows(rows, x: x, count: count, first: first, coverage: coverage, last: last) }
        blendRowsPiecewise(rows, x: x, count: count, first: first, coverage: coverage, last: last)
    }

    mutating func blendMaskRows(_ rows: Range<Int>, x: Int, coverage: UnsafePointer<UInt8>, count: Int) {
        if clipMask == nil && shader == nil { return solid.blendMaskRows(rows, x: x, coverage: coverage, count: count) }
        if clipMask == nil, !rows.isEmpty, shader!.rowPattern == .sameOnEveryRow {
            shader!.shade(x: x, y: rows.lowerBound, count: count, into: colorScratch)
            for y in rows { BlendKernels.spanMask(dst(x, y), colorScratch, coverage, count, mode) }
            return
        }
        for y in rows { blendMask(y: y, x: x, coverage: coverage, count: count) }
    }

    /// A whole rectangle of coverage (a glyph) in one call.
    func blendMaskRect(x: Int, y: Int, width: Int, height: Int, coverage: UnsafePointer<UInt8>, stride: Int) {
        if clipMask == nil && shader == nil {
            return solid.blendMaskRect(x: x, y: y, width: width, height: height, coverage: coverage, coverageStride: stride)
        }
        var sink = self
        for row in 0..<height { sink.blendMask(y: y + row, x: x, coverage: coverage + row * stride, count: width) }
    }

    mutating func blendMask(y: Int, x: Int, coverage: UnsafePointer<UInt8>, count: Int) {
        if clipMask == nil {
            // No clip mask: blend straight from the caller's coverage, no copy.
            if shader != nil {
                shadeMask(y: y, x: x, coverage: coverage, count: count)
            } else {
                solid.blendMask(y: y, x: x, coverage: coverage, count: count)
            }
            return
        }
        if let clipMask {
            let clip = clipMask.pointer(x: x, y: y)
            for i in 0..<count { maskScratch[i] = UInt8(div255(UInt32(coverage[i]) * UInt32(clip[i]))) }
        }
        blendMaskScratch(y: y, x: x, count: count)
    }

    private func blendMaskScratch(y: Int, x: Int, count: Int) {
        if shader != nil {
            shadeMask(y: y, x: x, coverage: maskScratch, count: count)
        } else {
            BlendKernels.solidMask(dst(x, y), maskScratch, count, color, mode)
        }
    }

    /// The shader's colours through per-pixel `coverage`: a row that is one colour (a gradient
    /// running straight down) as a solid colour, else shaded into the scratch first.
    private func shadeMask(y: Int, x: Int, coverage: UnsafePointer<UInt8>, count: Int) {
        if shader!.rowPattern == .constantAlongRow {
            BlendKernels.solidMask(dst(x, y), coverage, count, shader!.rowColor(y: y), mode)
            return
        }
        shader!.shade(x: x, y: y, count: count, into: colorScratch)
        BlendKernels.spanMask(dst(x, y), colorScratch, coverage, count, mode)
    }
}
