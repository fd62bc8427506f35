import KioskBlend
import KioskGeometry

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Produces premultiplied colours for a horizontal span of device pixels: the per-pixel side
/// of gradient and image paints. Built once per draw call from a `Paint` and the device-to-user
/// transform; sampling happens at pixel centres.
struct Shader {
    enum Kind {
        case linear(lut: LUTSampler, t0: Float, dtdx: Float, dtdy: Float)
        /// A padded linear gradient (the usual kind), in fixed point.
        case linearPad(lut: LUTSampler, LinearGradientSpan)
        case radial(lut: LUTSampler, inverse: AffineTransform, cx: Float, cy: Float, r0: Float, dr: Float)
        /// Circles moving from a focus to the centre, as `Shader.focal` describes them.
        case focal(lut: LUTSampler, inverse: AffineTransform)
        /// t is the angle round the centre, in turns from the start angle.
        case conic(lut: LUTSampler, inverse: AffineTransform, cx: Float, cy: Float, start: Float)
        case image(ImageSampler, inverse: AffineTransform)
        /// An image seen in perspective: its texel at `projection` (device to image) of each
        /// pixel, bilinear and transparent outside (a view under `rotation3DEffect`).
        case projectedImage(ImageSampler)
        /// No paint: the placeholder a solid colour's sink holds (`Shader.none`).
        case none
    }
    let kind: Kind
    /// Keep an image's pixels and a gradient's table alive while `kind` reads them through raw
    /// pointers: render threads share images and cached tables, and a reference counted on
    /// every span would have the cores fight over one counter.
    private(set) var retainedImage: PixelBuffer?
    private var retainedLUT: GradientLUT?
    /// Global opacity folded into every produced colour (255 = none).
    let opacity: UInt32
    /// How a span's colours depend on its row, worked out once (asked for every row).
    private(set) var rowPattern = RowPattern.general
    /// An image moved by whole texels (drawn at its own size): the texel offsets, so that
    /// rows need not test the transform again (two calls into libm's round a row).
    private(set) var wholeTexelShift: (x: Int, y: Int)? = nil
    /// The circles of a two-point radial gradient (`Kind.focal`). Kept out of `Kind`, whose
    /// size every shaded row pays for: inside it, full-frame linear gradients ran 10-28% slower.
    private(set) var focal = FocalGradient.none
    /// Device pixels to image texels, for `Kind.projectedImage` (kept out of `Kind` as
    /// `focal` is).
    private(set) var projection = ProjectionTransform()

    /// The placeholder of a sink that paints a solid colour: its shades are transparent.
    static var none: Shader { Shader() }

    private init() {
        kind = .none
        opacity = 255
    }

    /// The shader of `image` drawn through `imageToDevice` (texels to device pixels), bilinear
    /// and transparent outside the image; nil when the transform has no inverse.
    init?(image: PixelBuffer, imageToDevice: ProjectionTransform, opacity: UInt32) {
        var inverse = imageToDevice
        guard image.width > 0, image.height > 0, inverse.invert() else { return nil }
        self.opacity = opacity
        retainedImage = image
        projection = inverse
        kind = .projectedImage(ImageSampler(ImagePaint(image: image, filter: .bilinear, tileMode: .decal)))
    }

    /// nil when the paint is solid (no shader needed) or degenerate (a singular transform).
    init?(paint: Paint, userToDevice: AffineTransform, opacity: UInt32, cache: GradientCache) {
        guard let inv = userToDevice.inverted else { return nil }
        self.opacity = opacity
        switch paint {
        case .solid: return nil
        case .linearGradient(let g):
            // t(p) = dot(p - start, d) / |d|^2 in user space; with p = inv(device) it is affine in device x, y.
            let dx = g.end.x - g.start.x, dy = g.end.y - g.start.y
            let len2 = dx * dx + dy * dy
            let table = cache.lut(for: g.gradient)
            retainedLUT = table
            let lut = LUTSampler(table)
            guard len2 > 1e-12 else {
                kind = .linear(lut: lut, t0: 1, dtdx: 0, dtdy: 0)  // SVG: a zero-length gradient paints the last stop.
                rowPattern = .constantAlongRow
                return
            }
            let ax = dx / len2, ay = dy / len2
            // t = ax*(u - sx) + ay*(v - sy), u = inv.a*x + inv.c*y + inv.tx, v = inv.b*x + inv.d*y + inv.ty.
            let dtdx = ax * inv.a + ay * inv.b
            let dtdy = ax * inv.c + ay * inv.d
            let t0 = ax * (inv.tx - g.start.x) + ay * (inv.ty - g.start.y)
            if lut.spread == .pad, let span = LinearGradientSpan(t0: t0, dtdx: dtdx, dtdy: dtdy) {
                kind = .linearPad(lut: lut, span)
                // Exact: with no change along x, every pixel of a row has the same position
                // (and so the same colour) as its first; with none along y, every row the same.
                rowPattern = span.dx == 0 ? .constantAlongRow : span.dy == 0 ? .sameOnEveryRow : .general
                return
            }
            kind = .linear(lut: lut, t0: Float(t0), dtdx: Float(dtdx), dtdy: Float(dtdy))
            rowPattern = Float(dtdx) == 0 ? .constantAlongRow : Float(dtdy) == 0 ? .sameOnEveryRow : .general
        case .radialGradient(let g):
            guard let gInv = g.transform.inverted else { return nil }
            let toGradient = inv.concatenating(gInv)
            let table = cache.lut(for: g.gradient)
            retainedLUT = table
            if let focus = g.focus, focus != g.center {
                kind = .focal(lut: LUTSampler(table), inverse: toGradient)
                focal = FocalGradient(g, focus: focus)
                return
            }
            kind = .radial(
                lut: LUTSampler(table), inverse: toGradient, cx: Float(g.center.x), cy: Float(g.center.y),
                r0: Float(g.startRadius), dr: Float(g.endRadius - g.startRadius))
        case .conicGradient(let g):
            guard let gInv = g.transform.inverted else { return nil }
            let table = cache.lut(for: g.gradient)
            retainedLUT = table
            kind = .conic(
                lut: LUTSampler(table), inverse: inv.concatenating(gInv), cx: Float(g.center.x),
                cy: Float(g.center.y), start: Float(g.startAngle))
        case .image(var p):
            guard let imgInv = p.transform.inverted, p.image.width > 0, p.image.height > 0 else { return nil }
            let m = inv.concatenating(imgInv)
            // An integer translation puts every pixel centre on a texel centre, where bilinear
            // sampling returns the texel itself: sample nearest, which is exact and far cheaper.
            let wholeTexels =
                m.a == 1 && m.b == 0 && m.c == 0 && m.d == 1 && m.tx == m.tx.rounded() && m.ty == m.ty.rounded()
            if wholeTexels { p.filter = .nearest }
            retainedImage = p.image
            kind = .image(ImageSampler(p), inverse: m)
            if wholeTexels && abs(m.tx) < 1e8 && abs(m.ty) < 1e8 { wholeTexelShift = (Int(m.tx), Int(m.ty)) }
        }
    }

    /// How a span's colours depend on its row, which lets a sink shade less.
    enum RowPattern {
        /// Each pixel its own colour.
        case general
        /// One colour across a whole row (a gradient that runs down the screen): the row blends
        /// as a solid colour.
        case constantAlongRow
        /// The same colours on every row (a gradient that runs across): shaded once for a
        /// rectangle's rows.
        case sameOnEveryRow
    }

    /// The colour of every pixel of row `y`, for a shader whose rows are one colour each.
    func rowColor(y: Int) -> UInt32 {
        var c: UInt32 = 0
        shade(x: 0, y: y, count: 1, into: &c)
        return c
    }

    /// Fills `out[0..<count]` with the colours of pixels (x ..< x+count, y).
    func shade(x: Int, y: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let px = Float(x) + 0.5, py = Float(y) + 0.5
        switch kind {
        // Every sample is computed from its own pixel position, never accumulated along the
        // span, so a pixel's colour does not depend on where a span starts: rendering only a
        // damaged rectangle gives exactly the pixels of a full render.
        case let .linearPad(lut, span):
            span.fill(x: x, y: y, count: count, table: lut.colors, into: out)
        case let .linear(lut, t0, dtdx, dtdy):
            // Repeated and reflected gradients, and padded ones whose coefficients do not fit
            // the fixed-point span.
            let rowT = t0 + dtdy * py
            for i in 0..<count { out[i] = lut.color(at: rowT + dtdx * (px + Float(i))) }
        case let .radial(lut, m, cx, cy, r0, dr):
            let u0 = Float(m.c) * py + Float(m.tx) - cx, v0 = Float(m.d) * py + Float(m.ty) - cy
            let du = Float(m.a), dv = Float(m.b)
            let inv = dr != 0 ? 1 / dr : 0
            for i in 0..<count {
                let x = px + Float(i)
                let u = u0 + du * x, v = v0 + dv * x
                let r = (u * u + v * v).squareRoot()
                out[i] = lut.color(at: dr != 0 ? (r - r0) * inv : (r >= r0 ? 1 : 0))
            }
        case let .focal(lut, m):
            focal.row(lut, m, px, py, count, out)
        case let .conic(lut, m, cx, cy, start):
            let u0 = Float(m.c) * py + Float(m.tx) - cx, v0 = Float(m.d) * py + Float(m.ty) - cy
            let du = Float(m.a), dv = Float(m.b)
            let turn = 1 / (2 * Float.pi)
            for i in 0..<count {
                let x = px + Float(i)
                var t = (atan2f(v0 + dv * x, u0 + du * x) - start) * turn
                t -= t.rounded(.down)
                out[i] = lut.color(at: t)
            }
        case let .image(p, m):
            sampleImage(p, m, px, py, count, out)
        case let .projectedImage(p):
            sampleProjected(p, px, py, count, out)
        case .none:
            out.update(repeating: 0, count: count)
        }
        if opacity < 255 { Self.scale(out, count: count, by: opacity) }
    }

    /// `count` pixels times `factor`, eight at a time (the packed arithmetic gives the
    /// reference kernel's pixels): a layer fading as it scales is shaded at its opacity.
    private static func scale(_ out: UnsafeMutablePointer<UInt32>, count: Int, by factor: UInt32) {
        let f = SIMD8<UInt32>(repeating: factor)
        var i = 0
        while i + 8 <= count {
            PixelSteps.store(out + i, PixelSteps.scale(PixelSteps.load(out + i) as SIMD8<UInt32>, f))
            i += 8
        }
        while i < count {
            out[i] = PixelSteps.scale1(out[i], factor)
            i += 1
        }
    }

    private func sampleImage(
        _ p: ImageSampler, _ m: AffineTransform, _ px: Float, _ py: Float, _ count: Int,
        _ out: UnsafeMutablePointer<UInt32>
    ) {
        let img = p
        let w = img.width, h = img.height
        let u0 = Float(m.c) * py + Float(m.tx), v0 = Float(m.d) * py + Float(m.ty)
        let du = Float(m.a), dv = Float(m.b)
        @inline(__always) func fetch(_ x: Int, _ y: Int) -> UInt32 {
            var x = x, y = y
            switch p.tileMode {
            case .clamp:
                x = min(max(x, 0), w - 1)
                y = min(max(y, 0), h - 1)
            case .repeat:
                x %= w
                if x < 0 { x += w }
                y %= h
                if y < 0 { y += h }
            case .decal: if x < 0 || y < 0 || x >= w || y >= h { return 0 }
            }
            return img.row(y)[x]
        }
        // Translation by whole pixels: every sample falls on a texel centre, where bilinear
        // weights are zero and both filters give the texel itself. Whole runs of one source
        // row are copied (or tiled) without per-pixel maths: an image drawn at its own size.
        if let shift = wholeTexelShift {
            copyTranslatedRow(p, x: Int(px - 0.5) + shift.x, y: Int(py - 0.5) + shift.y, count: count, out: out)
            return
        }
        // Translation by a fraction of a pixel (an image placed between pixels, sliding in an
        // animation): the bilinear weights are the same for every pixel and the texels are
        // walked in order, so nothing is divided or floored per pixel.
        if p.filter == .bilinear && m.a == 1 && m.b == 0 && m.c == 0 && m.d == 1 && abs(m.tx) < 1e7 && abs(m.ty) < 1e7 {
            translatedBilinearRow(p, u: u0 + px - 0.5, v: v0 - 0.5, count: count, out: out)
            return
        }
        // Scaled without rotation (a layer scaling in a transition): one pair of texel rows
        // and one vertical weight for the whole span. The same single-precision steps as the
        // general loop below, so the pixels are the same; u only grows (or only shrinks)
        // along the span, so its ends bound it.
        if p.filter == .bilinear && m.b == 0 && m.c == 0 && p.tileMode != .repeat && v0.isFinite && abs(v0) < 1e8 {
            let first = u0 + du * px, last = u0 + du * (px + Float(count - 1))
            if first.isFinite && last.isFinite && abs(first) < 1e8 && abs(last) < 1e8 {
                scaledBilinearRow(p, u0: u0, du: du, px: px, v: v0, count: count, out: out)
                return
            }
        }
        switch p.filter {
        case .nearest:
            for i in 0..<count {
                let x = px + Float(i)
                let u = u0 + du * x, v = v0 + dv * x
                out[i] = u.isFinite && v.isFinite && abs(u) < 1e8 && abs(v) < 1e8 ? fetch(u.floorInt, v.floorInt) : 0
            }
        case .bilinear:
            for i in 0..<count {
                let x = px + Float(i)
                let u = u0 + du * x, v = v0 + dv * x
                guard u.isFinite, v.isFinite, abs(u) < 1e8, abs(v) < 1e8 else {
                    out[i] = 0
                    continue
                }
                let fu = u - 0.5, fv = v - 0.5
                let x0 = fu.floorInt, y0 = fv.floorInt
                // 8-bit weights: exact enough for images and cheap in integers.
                let wx = UInt32((fu - Float(x0)) * 256), wy = UInt32((fv - Float(y0)) * 256)
                let a = fetch(x0, y0), b = fetch(x0 + 1, y0), c = fetch(x0, y0 + 1), d = fetch(x0 + 1, y0 + 1)
                out[i] = bilerp(a, b, c, d, wx, wy)
            }
        }
    }

    /// One row of an image scaled along x (u = u0 + du * x) on texel row v, clamped or decal.
    private func scaledBilinearRow(
        _ p: ImageSampler, u0: Float, du: Float, px: Float, v: Float, count: Int,
        out: UnsafeMutablePointer<UInt32>
    ) {
        let w = p.width, h = p.height
        let fv = v - 0.5
        let y0 = fv.floorInt
        let wy = UInt32((fv - Float(y0)) * 256)
        let clamp = p.tileMode == .clamp
        func row(_ y: Int) -> UnsafeMutablePointer<UInt32>? {
            clamp ? p.row(min(max(y, 0), h - 1)) : y >= 0 && y < h ? p.row(y) : nil
        }
        let top = row(y0), bottom = row(y0 + 1)
        if top == nil && bottom == nil {
            out.update(repeating: 0, count: count)
            return
        }
        @inline(__always) func texel(_ r: UnsafeMutablePointer<UInt32>?, _ x: Int) -> UInt32 {
            guard let r else { return 0 }
            if clamp { return r[min(max(x, 0), w - 1)] }
            return x >= 0 && x < w ? r[x] : 0
        }
        guard let top, let bottom else {
            for i in 0..<count {
                let fu = (u0 + du * (px + Float(i))) - 0.5
                let x0 = fu.floorInt
                let wx = ((fu - Float(x0)) * 256).truncatedUInt32
                out[i] = bilerp(texel(top, x0), texel(top, x0 + 1), texel(bottom, x0), texel(bottom, x0 + 1), wx, wy)
            }
            return
        }
        // Both rows inside: a pixel whose two columns are inside too (0 <= x0 < w - 1, one
        // unsigned compare) reads them directly.
        let lastPair = UInt(bitPattern: w &- 1)
        for i in 0..<count {
            let fu = (u0 + du * (px + Float(i))) - 0.5
            let x0 = fu.floorInt
            let wx = ((fu - Float(x0)) * 256).truncatedUInt32
            if UInt(bitPattern: x0) < lastPair {
                out[i] = bilerp(top[x0], top[x0 &+ 1], bottom[x0], bottom[x0 &+ 1], wx, wy)
            } else {
                out[i] = bilerp(texel(top, x0), texel(top, x0 + 1), texel(bottom, x0), texel(bottom, x0 + 1), wx, wy)
            }
        }
    }

    /// One row of an image moved by (u, v) texels: texel (x0 + i, y0) and its right and lower
    /// neighbours blended with the fixed fractions of u and v.
    private func translatedBilinearRow(
        _ p: ImageSampler, u: Float, v: Float, count: Int, out: UnsafeMutablePointer<UInt32>
    ) {
        let w = p.width, h = p.height
        let x0 = u.floorInt, y0 = v.floorInt
        let wx = UInt32((u - Float(x0)) * 256), wy = UInt32((v - Float(y0)) * 256)
        /// A texel row for the tile mode; nil: transparent (outside a decal image).
        func row(_ y: Int) -> UnsafeMutablePointer<UInt32>? {
            switch p.tileMode {
            case .clamp: return p.row(min(max(y, 0), h - 1))
            case .repeat:
                var r = y % h
                if r < 0 { r += h }
                return p.row(r)
            case .decal: return y >= 0 && y < h ? p.row(y) : nil
            }
        }
        let top = row(y0), bottom = row(y0 + 1)
        @inline(__always) func texel(_ r: UnsafeMutablePointer<UInt32>?, _ x: Int) -> UInt32 {
            guard let r else { return 0 }
            return x >= 0 && x < w ? r[x] : 0  // callers pass wrapped or clamped columns; decal's outside reads 0
        }
        @inline(__always) func one(_ i: Int, _ a: Int, _ b: Int) {
            out[i] = bilerp(texel(top, a), texel(top, b), texel(bottom, a), texel(bottom, b), wx, wy)
        }
        // `n` pixels from `i` whose texels are columns a ... a + n of both rows, all inside.
        @inline(__always) func inside(_ i: Int, _ a: Int, _ n: Int) {
            BlendKernels.bilinearRow(
                top: top.map { UnsafePointer($0 + a) }, bottom: bottom.map { UnsafePointer($0 + a) }, count: n,
                wx: wx, wy: wy, out: out + i)
        }
        var i = 0
        switch p.tileMode {
        case .repeat:
            var a = x0 % w
            if a < 0 { a += w }
            while i < count {
                let n = min(count - i, w - 1 - a)
                if n > 0 {
                    inside(i, a, n)
                    i += n
                    a += n
                }
                if i < count {
                    one(i, a, a + 1 == w ? 0 : a + 1)
                    i += 1
                    a = a + 1 == w ? 0 : a + 1
                }
            }
        case .clamp, .decal:
            // Columns x0 + i and x0 + i + 1 both inside for i in first..<last.
            let first = min(count, max(0, -x0)), last = max(first, min(count, w - 1 - x0))
            let clamp = p.tileMode == .clamp
            func edge(_ i: Int) {
                let a = x0 + i, b = a + 1
                if clamp { one(i, min(max(a, 0), w - 1), min(max(b, 0), w - 1)) } else { one(i, a, b) }
            }
            while i < first {
                edge(i)
                i += 1
            }
            if last > first {
                inside(first, x0 + first, last - first)
                i = last
            }
            while i < count {
                edge(i)
                i += 1
            }
        }
    }

    private func copyTranslatedRow(_ p: ImageSampler, x: Int, y: Int, count: Int, out: UnsafeMutablePointer<UInt32>) {
        let img = p
        let w = img.width, h = img.height
        var row = y
        switch p.tileMode {
        case .clamp: row = min(max(row, 0), h - 1)
        case .repeat:
            row %= h
            if row < 0 { row += h }
        case .decal:
            if row < 0 || row >= h {
                out.update(repeating: 0, count: count)
                return
            }
        }
        let src = img.row(row)
        var i = 0
        while i < count {
            var sx = x + i
            switch p.tileMode {
            case .repeat:
                sx %= w
                if sx < 0 { sx += w }
                let n = min(count - i, w - sx)
                (out + i).update(from: src + sx, count: n)
                i += n
            case .clamp where sx >= 0 && sx < w:
                let n = min(count - i, w - sx)
                (out + i).update(from: src + sx, count: n)
                i += n
            case .clamp:
                out[i] = src[min(max(sx, 0), w - 1)]
                i += 1
            case .decal where sx >= 0 && sx < w:
                let n = min(count - i, w - sx)
                (out + i).update(from: src + sx, count: n)
                i += n
            case .decal:
                out[i] = 0
                i += 1
            }
        }
    }

    /// Bilinear blend of four texels with 8-bit weights: the packed arithmetic of
    /// `BilinearKernels`, one pixel.
    @inline(__always)
    func bilerp(_ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32, _ wx: UInt32, _ wy: UInt32) -> UInt32 {
        BilinearKernels<SIMD4<UInt32>>.pixel(a, b, c, d, wx, wy)
    }
}

/// A gradient resolved to 256 premultiplied colours, plus its spread mode.
final class GradientLUT: @unchecked Sendable {
    let colors: UnsafeMutablePointer<UInt32>
    private(set) var spread: SpreadMode
    static let size = 256

    init(_ g: Gradient) {
        spread = g.spread
        colors = .allocate(capacity: Self.size)
        build(g)
    }

    /// Makes this the table of `g` (a table the cache evicts is built again in place for
    /// the next new gradient: an animated gradient allocates nothing per frame).
    func rebuild(_ g: Gradient) {
        spread = g.spread
        build(g)
    }

    private func build(_ g: Gradient) {
        // Stops as channels 0...255 in Float, premultiplied unless the gradient mixes them
        // straight: interpolating premultiplied colours (as CSS does) keeps a fade to
        // transparent black from darkening.
        guard !g.stops.isEmpty else {
            colors.update(repeating: 0, count: Self.size)  // no stops: transparent
            return
        }
        // Unpremultiplied, the stops keep their colour whatever their alpha, and each entry is
        // premultiplied after mixing.
        let straight = g.interpolation == .unpremultiplied
        @inline(__always) func premultiplied(_ s: Gradient.Stop) -> SIMD4<Float> {
            let a = Float(max(0, min(1, s.color.alpha)))
            let k = straight ? 1 : a
            @inline(__always) func ch(_ v: Double) -> Float { Float(max(0, min(1, v))) * k * 255 }
            return SIMD4(ch(s.color.blue), ch(s.color.green), ch(s.color.red), a * 255)
        }
        @inline(__always) func finished(_ c: SIMD4<Float>) -> SIMD4<Float> {
            guard straight else { return c }
            let k = c[3] / 255
            return SIMD4(c[0] * k, c[1] * k, c[2] * k, c[3])
        }
        // The stops are walked once, and the entries between two stops are worked out four at
        // a time: the table is built whenever a gradient is new (a random one on every draw
        // call of the benchmark), and one entry at a time it was two thirds of a small
        // gradient fill. Each lane does the scalar form's arithmetic, so the entries are the
        // ones it gave (`GradientTableTests`).
        g.stops.withUnsafeBufferPointer { stops in
            Self.positions.withUnsafeBufferPointer { positionBuffer in
                let n = stops.count
                let positions = positionBuffer.baseAddress!
                var k = 0
                var below = premultiplied(stops[0]), above = below
                var belowAt = Float(stops[0].location), aboveAt = belowAt
                var i = 0
                while i < Self.size {
                    let t = positions[i]
                    while k < n && aboveAt < t {
                        k += 1
                        below = above
                        belowAt = aboveAt
                        if k < n {
                            above = premultiplied(stops[k])
                            aboveAt = Float(stops[k].location)
                        }
                    }
                    // The entries up to the next stop share the two stops around them.
                    var end = i + 1
                    if k < n {
                        while end < Self.size && !(aboveAt < positions[end]) { end += 1 }
                    } else {
                        end = Self.size
                    }
                    if k == 0 || k >= n {
                        (colors + i).update(repeating: Self.entry(finished(k == 0 ? above : below)), count: end - i)
                        i = end
                        continue
                    }
                    let span = aboveAt - belowAt
                    while i + 4 <= end {
                        let t4 = UnsafeRawPointer(positions + i).loadUnaligned(as: SIMD4<Float>.self)
                        let f = span > 0 ? (t4 - belowAt) / span : SIMD4(repeating: 1)
                        let scale = straight ? (below[3] + (above[3] - below[3]) * f) / 255 : SIMD4(repeating: 1)
                        @inline(__always) func channel(_ c: Int) -> SIMD4<UInt32> {
                            let mixed = below[c] + (above[c] - below[c]) * f
                            return Self.floorHalfUp(c == 3 || !straight ? mixed : mixed * scale)
                        }
                        let a = channel(3)
                        let entries =
                            a &<< 24 | channel(0).replacing(with: a, where: channel(0) .> a)
                            | channel(1).replacing(with: a, where: channel(1) .> a) &<< 8
                            | channel(2).replacing(with: a, where: channel(2) .> a) &<< 16
                        UnsafeMutableRawPointer(colors + i).storeBytes(of: entries, as: SIMD4<UInt32>.self)
                        i += 4
                    }
                    while i < end {
                        let f = span > 0 ? (positions[i] - belowAt) / span : 1
                        colors[i] = Self.entry(finished(below + (above - below) * f))
                        i += 1
                    }
                }
            }
        }
    }

    /// A premultiplied colour (channels 0...255 in Float, alpha last) as a table entry,
    /// rounded, no channel above alpha. (Scalar conversions: Swift's SIMD float-to-integer
    /// init takes a slow generic path.)
    @inline(__always)
    static func entry(_ c: SIMD4<Float>) -> UInt32 {
        let a = UInt32(c[3] + 0.5)
        return min(UInt32(c[0] + 0.5), a) | min(UInt32(c[1] + 0.5), a) << 8 | min(UInt32(c[2] + 0.5), a) << 16 | a << 24
    }

    /// The entries' positions, i / 255, worked out once.
    static let positions: [Float] = (0..<size).map { Float($0) / Float(size - 1) }

    /// UInt32(x + 0.5) for 0 <= x + 0.5 < 2^22, four lanes without conversion instructions
    /// (Swift's SIMD float-to-integer init takes a slow generic path): adding 2^23 rounds to
    /// the nearest integer (ties to even), one less where that rounded up, and the integer is
    /// then the float's low mantissa bits.
    @inline(__always)
    static func floorHalfUp(_ x: SIMD4<Float>) -> SIMD4<UInt32> {
        let magic = SIMD4<Float>(repeating: 8_388_608)
        let y = x + 0.5
        var r = (y + magic) - magic
        r = r - SIMD4<Float>(repeating: 1).replacing(with: 0, where: r .<= y)
        return unsafeBitCast(r + magic, to: SIMD4<UInt32>.self) &- 0x4B00_0000
    }

    deinit { colors.deallocate() }
}
