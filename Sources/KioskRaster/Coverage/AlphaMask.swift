import KioskBlend
import KioskGeometry

/// An 8-bit coverage mask over a rectangle of device pixels: the shape of an anti-aliased clip,
/// or of a shadow before it is coloured. Outside `bounds` the coverage is zero.
package struct AlphaMask: @unchecked Sendable {
    package let bounds: PixelRect
    /// A rectangle of `bounds` where every coverage is 255, known from the shape the mask was
    /// made of (the inside of a rounded clip; empty when none is known): what is drawn wholly
    /// within it is drawn as if there were no mask.
    package let opaque: PixelRect
    final class Storage {
        let bytes: UnsafeMutablePointer<UInt8>
        init(count: Int) { bytes = .allocate(capacity: max(1, count)) }
        deinit { bytes.deallocate() }
    }
    let storage: Storage

    /// A mask of no coverage, but for `opaque`: its bytes are left for the caller, who must
    /// write them all (the fill of the shape it is known from covers every one), so that a
    /// large clip is not cleared only to be filled.
    package init(bounds: PixelRect, opaque: PixelRect = .zero) {
        self.bounds = bounds
        self.opaque = opaque.intersection(bounds)
        storage = Storage(count: bounds.width * bounds.height)
        let o = self.opaque
        guard !o.isEmpty else {
            storage.bytes.initialize(repeating: 0, count: max(1, bounds.width * bounds.height))
            return
        }
        let w = bounds.width
        pointer(x: bounds.x, y: bounds.y).initialize(repeating: 0, count: (o.y - bounds.y) * w)
        pointer(x: bounds.x, y: o.maxY).initialize(repeating: 0, count: (bounds.maxY - o.maxY) * w)
        for y in o.y..<o.maxY {
            pointer(x: bounds.x, y: y).initialize(repeating: 0, count: o.x - bounds.x)
            pointer(x: o.maxX, y: y).initialize(repeating: 0, count: bounds.maxX - o.maxX)
        }
    }

    /// Whether every pixel of `rows` × `x ..< x + count` lies where the mask is wholly opaque.
    @inline(__always)
    func isOpaque(_ rows: Range<Int>, x: Int, count: Int) -> Bool {
        rows.lowerBound >= opaque.y && rows.upperBound <= opaque.maxY && x >= opaque.x && x + count <= opaque.maxX
    }

    package subscript(x: Int, y: Int) -> UInt8 {
        guard bounds.contains(x: x, y: y) else { return 0 }
        return storage.bytes[(y - bounds.y) * bounds.width + (x - bounds.x)]
    }

    /// Pointer to coverage of device pixel (x, y), which must lie inside `bounds`.
    @inline(__always)
    func pointer(x: Int, y: Int) -> UnsafeMutablePointer<UInt8> {
        storage.bytes + (y - bounds.y) * bounds.width + (x - bounds.x)
    }
}

extension AlphaMask {
    /// Multiplies each coverage by `other`'s at the same pixel (the intersection of clips).
    func multiply(by other: AlphaMask) {
        for y in bounds.y..<bounds.maxY {
            let row = pointer(x: bounds.x, y: y)
            for i in 0..<bounds.width { row[i] = UInt8(div255(UInt32(row[i]) * UInt32(other[bounds.x + i, y]))) }
        }
    }
}

/// Which part of a layer's pixels becomes coverage (`Canvas.endLayerAsClip`).
package enum MaskChannel: Sendable {
    case alpha
    /// Luminance times alpha, with the coefficients SVG gives for masks: from premultiplied
    /// channels it is just their weighted sum.
    case luminance

    @inline(__always)
    func coverage(_ pixel: UInt32) -> UInt8 {
        switch self {
        case .alpha: return UInt8(pixel >> 24)
        case .luminance:
            // 0.2125, 0.7154 and 0.0721 in 1/65536ths (summing to 65536), rounded.
            let r = (pixel >> 16) & 0xFF, g = (pixel >> 8) & 0xFF, b = pixel & 0xFF
            return UInt8((r * 13926 + g * 46885 + b * 4725 + 32768) >> 16)
        }
    }
}

/// A shape of a clip, under its own transform within user space (`Canvas.clip(toUnionOf:)`).
package struct ClipShape: Sendable {
    package var path: Path
    package var transform: AffineTransform
    package var rule: FillRule
    package init(path: Path, transform: AffineTransform = .identity, rule: FillRule = .nonZero) {
        self.path = path
        self.transform = transform
        self.rule = rule
    }
}

/// Adds rasteriser coverage into a mask as an opaque paint would (`a + b - ab`): the union of
/// a clip's shapes.
struct MaskUnionSink: SpanSink {
    let mask: AlphaMask

    mutating func blendRun(y: Int, x: Int, count: Int, coverage: UInt8) {
        let dst = mask.pointer(x: x, y: y), c = UInt32(coverage)
        for i in 0..<count { dst[i] = UInt8(UInt32(dst[i]) + c - div255(UInt32(dst[i]) * c)) }
    }

    mutating func blendMask(y: Int, x: Int, coverage: UnsafePointer<UInt8>, count: Int) {
        let dst = mask.pointer(x: x, y: y)
        for i in 0..<count {
            let c = UInt32(coverage[i])
            dst[i] = UInt8(UInt32(dst[i]) + c - div255(UInt32(dst[i]) * c))
        }
    }
}

/// Writes rasteriser coverage into a mask, multiplied by an optional previous mask (clip intersection).
struct MaskSink: SpanSink {
    let mask: AlphaMask
    let previous: AlphaMask?

    mutating func blendRun(y: Int, x: Int, count: Int, coverage: UInt8) {
        let dst = mask.pointer(x: x, y: y)
        if let previous {
            for i in 0..<count { dst[i] = UInt8(div255(UInt32(coverage) * UInt32(previous[x + i, y]))) }
        } else {
            dst.update(repeating: coverage, count: count)
        }
    }

    mutating func blendMask(y: Int, x: Int, coverage: UnsafePointer<UInt8>, count: Int) {
        let dst = mask.pointer(x: x, y: y)
        for i in 0..<count {
            let c = UInt32(coverage[i])
            dst[i] = UInt8(previous.map { div255(c * UInt32($0[x + i, y])) } ?? c)
        }
    }
}
