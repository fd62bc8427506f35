/// An image drawn at its own size (moved by whole texels, at full opacity) needs no shading:
/// each pixel's colour is a texel as it is, so a row blends straight from the image's rows,
/// one piece per stretch that lies within an image row. Copying the texels to the scratch
/// first (a library call per row) and then blending them took two thirds of a 32-pixel
/// image fill.
extension Shader {
    /// The image's texels for rows drawn into `target`, when they can be blended in place. Not
    /// when the image is the target's own memory: the blend would read pixels it has just
    /// written.
    func texelSource(drawingInto target: PixelBuffer) -> TexelSource? {
        guard let shift = wholeTexelShift, opacity == 255, let image = retainedImage, image.storage !== target.storage,
            case let .image(sampler, _) = kind
        else { return nil }
        return TexelSource(sampler: sampler, shiftX: shift.x, shiftY: shift.y)
    }
}

/// The texels of an image moved by whole texels: pixel (x, y) shows texel (x + shiftX,
/// y + shiftY), tiled as the image paint says. A small value of its own, so that a sink's
/// rows read it without copying the shader.
struct TexelSource {
    let sampler: ImageSampler
    let shiftX: Int, shiftY: Int

    /// A stretch of a row's pixels.
    enum Run {
        /// The pixels' colours are these texels of the image, read in place.
        case texels(UnsafePointer<UInt32>, count: Int)
        /// Pixels with no texel of their own (outside a decal image, beside a clamped one):
        /// shaded as for any paint.
        case shaded(count: Int)
    }

    /// The stretch of pixels (x ..< x + n, y) from pixel x, n at most `count`.
    @inline(__always)
    func run(x: Int, y: Int, count: Int) -> Run {
        let w = sampler.width, h = sampler.height
        let sx = x &+ shiftX, sy = y &+ shiftY
        switch sampler.tileMode {
        case .repeat:
            let c = Self.wrap(sx, w)
            return .texels(sampler.row(Self.wrap(sy, h)) + c, count: min(count, w - c))
        case .clamp, .decal:
            if sampler.tileMode == .decal && (sy < 0 || sy >= h) { return .shaded(count: count) }
            if sx < 0 { return .shaded(count: min(count, -sx)) }
            if sx >= w { return .shaded(count: count) }
            return .texels(sampler.row(min(max(sy, 0), h - 1)) + sx, count: min(count, w - sx))
        }
    }

    /// The rows from row y, at most `count`, whose texels lie the same distance apart (the
    /// image's stride, or 0 beside a clamped image, where every row repeats its edge row):
    /// their pixels read texels from the same columns, so each stretch of `run(x:y:count:)`
    /// on row y holds for all of them, `sourceStride` further on each row. `hasTexels` is
    /// false for rows outside a decal image, which are shaded.
    @inline(__always)
    func rows(y: Int, count: Int) -> (count: Int, sourceStride: Int, hasTexels: Bool) {
        let h = sampler.height, sy = y &+ shiftY
        switch sampler.tileMode {
        case .repeat: return (min(count, h - Self.wrap(sy, h)), sampler.stride, true)
        case .clamp:
            if sy < 0 { return (min(count, -sy), 0, true) }
            if sy >= h { return (count, 0, true) }
            return (min(count, h - sy), sampler.stride, true)
        case .decal:
            if sy < 0 { return (min(count, -sy), 0, false) }
            if sy >= h { return (count, 0, false) }
            return (min(count, h - sy), sampler.stride, true)
        }
    }

    /// `v` modulo `n` in 0..<n, without a division for the usual `v` already inside.
    @inline(__always)
    static func wrap(_ v: Int, _ n: Int) -> Int {
        if v >= 0 && v < n { return v }
        let r = v % n
        return r < 0 ? r + n : r
    }
}
