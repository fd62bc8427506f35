import KioskBlend
// KioskRaster: the software rasteriser that draws every pixel Kiosk shows.
//
// Pixels are premultiplied 32-bit ARGB, one UInt32 per pixel with alpha in the top byte, which
// is the byte order B, G, R, A in memory: exactly DRM's ARGB8888/XRGB8888, so a finished frame
// is copied to scan-out without swizzling. Premultiplied because source-over then costs one
// multiply per channel and blurs and bilinear filtering do not bleed colour from transparent
// pixels.
import KioskGeometry

/// Owns the memory of a pixel buffer. Views (`PixelBuffer`) share it without copying.
@usableFromInline package final class PixelStorage: @unchecked Sendable {
    @usableFromInline package let pointer: UnsafeMutablePointer<UInt32>
    package let count: Int
    init(count: Int) {
        self.count = count
        // 64-byte alignment keeps SIMD rows on cache-line boundaries.
        let raw = UnsafeMutableRawPointer.allocate(byteCount: max(1, count) * 4, alignment: 64)
        pointer = raw.initializeMemory(as: UInt32.self, repeating: 0, count: max(1, count))
        PixelBudget.allocated(count)
    }
    deinit {
        PixelBudget.freed(count)
        pointer.deallocate()
    }
}

/// A rectangle of premultiplied ARGB pixels: a whole image or a view into part of one.
///
/// A `PixelBuffer` is a view with reference semantics for its pixels: copies of the struct draw
/// into the same memory (like a canvas, not like an array). `copy()` makes an independent one.
public struct PixelBuffer: @unchecked Sendable {
    @usableFromInline package let storage: PixelStorage
    /// Index of the view's top-left pixel in `storage`.
    @usableFromInline package let offset: Int
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// Distance between rows, in pixels (not bytes).
    @usableFromInline package let stride: Int

    /// A surface of `width` x `height` whose size comes from outside: refused, with an error
    /// that names `what` it is for, when it is over the pixel budget.
    package init(checkedWidth width: Int, height: Int, for what: String) throws(PixelBudgetError) {
        try PixelBudget.check(width: width, height: height, what: what)
        self.init(width: width, height: height)
    }

    /// A new buffer of transparent black pixels (a negative size counts as zero).
    public init(width: Int, height: Int) {
        let w = max(0, width), h = max(0, height)
        storage = PixelStorage(count: w * h)
        offset = 0
        self.width = w
        self.height = h
        stride = w
    }

    init(storage: PixelStorage, offset: Int, width: Int, height: Int, stride: Int) {
        self.storage = storage
        self.offset = offset
        self.width = width
        self.height = height
        self.stride = stride
    }

    package var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

    /// Pointer to the first pixel of row `y` of this view. Inlinable: the presenter's damage
    /// copy, in another module, asks it for every row it copies.
    @inlinable @inline(__always)
    package func row(_ y: Int) -> UnsafeMutablePointer<UInt32> { storage.pointer + offset + y * stride }

    /// The pixel at column `x` and row `y`, premultiplied ARGB in one word (alpha in the top byte).
    public subscript(x: Int, y: Int) -> UInt32 {
        get { row(y)[x] }
        nonmutating set { row(y)[x] = newValue }
    }

    /// A view of `rect` (clipped to the buffer) sharing this buffer's memory.
    package func view(_ rect: PixelRect) -> PixelBuffer {
        let r = rect.intersection(bounds)
        return PixelBuffer(
            storage: storage, offset: offset + r.y * stride + r.x, width: r.width, height: r.height, stride: stride)
    }

    /// An independent, tightly packed copy.
    public func copy() -> PixelBuffer {
        let out = PixelBuffer(width: width, height: height)
        for y in 0..<height { out.row(y).update(from: row(y), count: width) }
        return out
    }

    /// Sets every pixel of `rect` (clipped) to `pixel`.
    package func fill(_ pixel: UInt32, in rect: PixelRect? = nil) {
        let r = (rect ?? bounds).intersection(bounds)
        guard !r.isEmpty else { return }
        for y in r.y..<r.maxY { (row(y) + r.x).fillPixels(pixel, count: r.width) }
    }

    /// Multiplies every pixel by `opacity` (0...1): premultiplied, so all four channels, with
    /// the blend kernels' rounding.
    package func multiply(byOpacity opacity: Double) {
        let f = UInt32((min(1, max(0, opacity)) * 255).rounded())
        guard f < 255 else { return }
        for y in 0..<height {
            let r = row(y)
            for x in 0..<width { r[x] = ReferenceKernels.scale(r[x], f) }
        }
    }

    /// Copies `source` so that its top-left lands at (x, y); parts outside this buffer are skipped.
    package func copy(from source: PixelBuffer, toX x: Int, y: Int) {
        let dest = PixelRect(x: x, y: y, width: source.width, height: source.height).intersection(bounds)
        guard !dest.isEmpty else { return }
        for row in dest.y..<dest.maxY {
            let src = source.row(row - y) + (dest.x - x)
            (self.row(row) + dest.x).update(from: src, count: dest.width)
        }
    }

    /// True when both views hold the same pixels (storage and stride may differ).
    public func hasSamePixels(as other: PixelBuffer) -> Bool {
        guard width == other.width, height == other.height else { return false }
        for y in 0..<height where memcmp(row(y), other.row(y), width * 4) != 0 { return false }
        return true
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
