import KioskGeometry
import KioskRaster

/// `<filter>`: the effects icon sets and drawing programs export (drop shadows, glows,
/// blurs, tints), run on device pixels. The element is drawn offscreen; the primitives work on
/// the filter region's pixels, each taking `SourceGraphic`, `SourceAlpha`, a named `result`
/// or the result before it; the last result is drawn in the element's place.
///
/// Primitives: feGaussianBlur, feOffset, feFlood, feComposite (every operator), feMerge,
/// feBlend (every CSS blend mode), feColorMatrix (every type), feComponentTransfer (every
/// function type), feMorphology, feTurbulence, feDisplacementMap, feConvolveMatrix, feImage, feDiffuseLighting and
/// feSpecularLighting (every light source), feTile and feDropShadow. Colours are worked in
/// linearRGB unless `color-interpolation-filters` says sRGB, as SVG specifies. Each primitive's
/// result is cut to its subregion (`SVGFilter+Subregion.swift`). A primitive of another kind
/// passes its input through and is listed among the unsupported elements.
struct SVGFilter {
    /// Named results kept at most (`result="..."`); references to others read the last result.
    static let maximumResults = 16

    static let primitives: Set<String> = [
        "feGaussianBlur", "feOffset", "feFlood", "feComposite", "feMerge", "feMergeNode", "feBlend", "feColorMatrix",
        "feDropShadow",
        "feComponentTransfer", "feFuncR", "feFuncG", "feFuncB", "feFuncA", "feMorphology", "feTurbulence",
        "feDisplacementMap", "feConvolveMatrix", "feImage", "feTile", "feDiffuseLighting", "feSpecularLighting",
        "feDistantLight", "fePointLight", "feSpotLight",
    ]

    let element: SVGElement
    /// User space to device pixels, where the element is drawn.
    let transform: AffineTransform
    /// The filter region in user space.
    let userRegion: Rect
    /// The filter region's pixels, and the source drawn there.
    let region: PixelRect
    let currentColor: RGBAColor
    let viewport: Size
    /// The element's bounding box, for `primitiveUnits="objectBoundingBox"`.
    let box: Rect?
    /// The pictures of the feImage primitives on the region's pixels (premultiplied sRGB).
    var images: [ObjectIdentifier: PixelBuffer] = [:]

    /// Runs the primitives over `source` (the region's pixels of the element drawn alone,
    /// premultiplied sRGB) and returns the result, the same size.
    func run(source: PixelBuffer) -> PixelBuffer {
        let linear = (element.presentation["color-interpolation-filters"]?.trimmed ?? "linearRGB") != "sRGB"
        let sourceGraphic = Result(pixels: linear ? ColorSpace.toLinear(source) : source, area: userRegion)
        var results: [String: Result] = [:]
        var last = sourceGraphic
        var sourceAlpha: Result? = nil
        for primitive in element.children where primitive.name.hasPrefix("fe") {
            // Each primitive's result is the region's size: past the pixel budget the filter
            // stops with what it has (a hostile filter of many results at the largest size).
            guard PixelBudget.fits(pixels: 2 * region.width * region.height) else {
                PixelBudget.noteRefusal()
                break
            }
            let a = primitive.presentation
            // The results this primitive reads: their subregions make its own by default.
            var inputs: [Result] = []
            func input(_ name: String?) -> PixelBuffer {
                let result: Result
                switch name?.trimmed {
                case nil, "": result = last
                case "SourceGraphic": result = sourceGraphic
                case "SourceAlpha":
                    if sourceAlpha == nil {
                        sourceAlpha = Result(pixels: Self.alphaOnly(sourceGraphic.pixels), area: userRegion)
                    }
                    result = sourceAlpha!
                case let other?: result = results[other] ?? last
                }
                inputs.append(result)
                return result.pixels
            }
            // What feTile fills: its subregion, which defaults to the filter region.
            func tileArea() -> PixelRect { pixels(of: subregion(a, defaults: userRegion)) }
            var out: PixelBuffer
            switch primitive.name {
            case "feGaussianBlur": out = blur(input(a["in"]), a["stdDeviation"])
            case "feOffset": out = offset(input(a["in"]), dx: number(a["dx"]), dy: number(a["dy"]))
            case "feFlood": out = flood(a, linear: linear)
            case "feComposite": out = composite(input(a["in"]), input(a["in2"]), a)
            case "feMerge":
                out = PixelBuffer(width: region.width, height: region.height)
                for node in primitive.children where node.name == "feMergeNode" {
                    Self.over(input(node.presentation["in"]), onto: out)
                }
            case "feBlend": out = blend(input(a["in"]), input(a["in2"]), mode: a["mode"]?.trimmed ?? "normal")
            case "feColorMatrix": out = colorMatrix(input(a["in"]), a)
            case "feComponentTransfer": out = componentTransfer(input(a["in"]), primitive)
            case "feMorphology": out = morphology(input(a["in"]), a)
            case "feTurbulence": out = turbulence(a, linear: linear)
            case "feDisplacementMap": out = displacementMap(input(a["in"]), input(a["in2"]), a)
            case "feConvolveMatrix": out = convolve(input(a["in"]), a)
            case "feTile":
                let source = input(a["in"])
                out = Self.tile(source, tile: pixels(of: inputs[0].area), into: tileArea())
            case "feImage":
                let picture =
                    images[ObjectIdentifier(primitive)] ?? PixelBuffer(width: region.width, height: region.height)
                out = linear ? ColorSpace.toLinear(picture) : picture
            case "feDiffuseLighting": out = lighting(input(a["in"]), primitive, specular: false, linear: linear)
            case "feSpecularLighting": out = lighting(input(a["in"]), primitive, specular: true, linear: linear)
            case "feDropShadow":
                let source = input(a["in"])
                let shadow = offset(
                    blur(Self.alphaOnly(source), a["stdDeviation"] ?? "2"), dx: number(a["dx"], 2),
                    dy: number(a["dy"], 2))
                let colored = composite(flood(a, linear: linear), shadow, ["operator": "in"])
                Self.over(source, onto: colored)
                out = colored
            default: out = input(a["in"])
            }
            // The primitive's result is what lies in its subregion: by default the union of its
            // inputs' subregions, the filter region for one that reads none or a source of the
            // element's, and for feTile.
            let defaults =
                primitive.name == "feTile" || inputs.isEmpty
                ? userRegion
                : inputs.dropFirst().reduce(inputs[0].area) { $0.union($1.area) }
            let area = subregion(a, defaults: defaults)
            out = Self.keeping(out, inside: pixels(of: area))
            last = Result(pixels: out, area: area)
            // Named results are kept for later primitives, a bounded number of them: each is
            // the region's size, and a filter of a thousand named results must not hold them all.
            if let name = a["result"]?.trimmed, !name.isEmpty,
                results.count < Self.maximumResults || results[name] != nil
            {
                results[name] = last
            }
        }
        return linear ? ColorSpace.toSRGB(last.pixels) : last.pixels
    }

    /// Ends the layer the element was drawn into, drawing the filter's result in its place:
    /// the primitives run on the region's pixels only, nothing outside the region remains.
    func endLayer(on canvas: Canvas) {
        canvas.endLayer { layer, bounds in
            let area = region.intersection(bounds)
            guard !area.isEmpty else { return PixelBuffer(width: layer.width, height: layer.height) }
            let inside = PixelRect(x: area.x - bounds.x, y: area.y - bounds.y, width: area.width, height: area.height)
            // (The result's surface is made once the steps are done: they have the memory first.)
            let result = run(source: layer.view(inside).copy())
            let out = PixelBuffer(width: layer.width, height: layer.height)
            out.copy(from: result, toX: inside.x, y: inside.y)
            return out
        }
    }

    func number(_ text: String?, _ d: Double = 0) -> Double { text.flatMap { Double($0.trimmed) } ?? d }

    /// A length of the primitive space along x and y, in device pixels (the transform's scale
    /// along each axis; in bounding-box units, times the box).
    func deviceLengths(_ x: Double, _ y: Double) -> (Double, Double) {
        var (ux, uy) = (x, y)
        if element.presentation["primitiveUnits"]?.trimmed == "objectBoundingBox", let b = box {
            ux *= b.width
            uy *= b.height
        }
        let sx = (transform.a * transform.a + transform.b * transform.b).squareRoot()
        let sy = (transform.c * transform.c + transform.d * transform.d).squareRoot()
        return (ux * sx, uy * sy)
    }

    // MARK: Primitives

    func blur(_ input: PixelBuffer, _ deviation: String?) -> PixelBuffer {
        let n = SVGAttributes.numbers(deviation ?? "0")
        let (sx, sy) = deviceLengths(n.first ?? 0, n.count > 1 ? n[1] : n.first ?? 0)
        let out = input.copy()
        // A negative deviation disables the effect; zero along one axis blurs the other only.
        guard sx >= 0, sy >= 0, sx > 0 || sy > 0 else {
            return sx < 0 || sy < 0 ? PixelBuffer(width: input.width, height: input.height) : out
        }
        out.gaussianBlur(sigmaX: sx, sigmaY: sy)
        return out
    }

    /// Moved by (dx, dy) in device pixels: whole pixels copied, a fraction of one shared
    /// between neighbours as bilinear sampling does. What moves in is transparent.
    func offset(_ input: PixelBuffer, dx: Double, dy: Double) -> PixelBuffer {
        let d = transform.applyToVector(
            dx, dy, box: element.presentation["primitiveUnits"]?.trimmed == "objectBoundingBox" ? box : nil)
        let out = PixelBuffer(width: input.width, height: input.height)
        guard d.x.isFinite, d.y.isFinite, abs(d.x) < 1e6, abs(d.y) < 1e6 else { return out }
        let ix = Int(d.x.rounded(.down)), iy = Int(d.y.rounded(.down))
        // Weights of the pixel one further back, in 256ths.
        let fx = UInt32(((d.x - Double(ix)) * 256).rounded()), fy = UInt32(((d.y - Double(iy)) * 256).rounded())
        @inline(__always) func at(_ x: Int, _ y: Int) -> UInt32 {
            x >= 0 && y >= 0 && x < input.width && y < input.height ? input.row(y)[x] : 0
        }
        @inline(__always) func mix(_ a: UInt32, _ b: UInt32, _ f: UInt32) -> UInt32 {
            // Per channel: a (256 - f) / 256 + b f / 256, rounded.
            var r: UInt32 = 0
            for shift in stride(from: UInt32(0), through: 24, by: 8) {
                let v = (((a >> shift) & 0xFF) * (256 - f) + ((b >> shift) & 0xFF) * f + 128) >> 8
                r |= v << shift
            }
            return r
        }
        for y in 0..<out.height {
            let row = out.row(y), sy = y - iy
            for x in 0..<out.width {
                let sx = x - ix
                let top = mix(at(sx, sy), at(sx - 1, sy), fx), bottom = mix(at(sx, sy - 1), at(sx - 1, sy - 1), fx)
                row[x] = mix(top, bottom, fy)
            }
        }
        return out
    }

    func flood(_ a: [String: String], linear: Bool) -> PixelBuffer {
        var color = RGBAColor.black
        if let text = a["flood-color"], case .some(.some(let c)) = SVGAttributes.color(text, currentColor: currentColor)
        {
            color = c
        }
        color = color.withAlpha(color.alpha * (a["flood-opacity"].flatMap(SVGAttributes.fraction) ?? 1))
        var pixel = color.premultiplied
        if linear { pixel = ColorSpace.toLinear(pixel) }
        let out = PixelBuffer(width: region.width, height: region.height)
        out.fill(pixel)
        return out
    }

    func composite(_ a: PixelBuffer, _ b: PixelBuffer, _ attrs: [String: String]) -> PixelBuffer {
        let op = attrs["operator"]?.trimmed ?? "over"
        let k = ["k1", "k2", "k3", "k4"].map { number(attrs[$0]) }
        return Self.combine(a, b) { s, d in
            switch op {
            case "in": return s * d.a
            case "out": return s * (1 - d.a)
            case "atop": return s * d.a + d * (1 - s.a)
            case "xor": return s * (1 - d.a) + d * (1 - s.a)
            case "arithmetic":
                // On premultiplied channels, clamped to a valid premultiplied colour.
                return (s.times(d) * k[0] + s * k[1] + d * k[2] + Channels(all: k[3])).clamped().limitedToAlpha()
            default: return s + d * (1 - s.a)
            }
        }
    }

    /// `a` over `b` in a CSS blend mode (SVG 2's feBlend takes all of them); an unknown mode
    /// is `normal`.
    func blend(_ a: PixelBuffer, _ b: PixelBuffer, mode: String) -> PixelBuffer {
        let mode = MixBlendMode(css: mode) ?? .normal
        return Self.combine(a, b) { s, d in mode.mix(s, over: d) }
    }

    /// Each pixel of `a` with the one of `b` at the same place, through `f`.
    static func combine(_ a: PixelBuffer, _ b: PixelBuffer, _ f: (Channels, Channels) -> Channels) -> PixelBuffer {
        let out = PixelBuffer(width: a.width, height: a.height)
        for y in 0..<out.height {
            let pa = a.row(y), pb = b.row(y), po = out.row(y)
            for x in 0..<out.width { po[x] = f(Channels(pa[x]), Channels(pb[x])).pixel }
        }
        return out
    }

    func colorMatrix(_ input: PixelBuffer, _ a: [String: String]) -> PixelBuffer {
        let values = SVGAttributes.numbers(a["values"] ?? "")
        let matrix: PixelColorMatrix =
            switch a["type"]?.trimmed ?? "matrix" {
            case "saturate": .saturate(values.first ?? 1)
            case "hueRotate": .hueRotate(degrees: values.first ?? 0)
            case "luminanceToAlpha": .luminanceToAlpha
            default: PixelColorMatrix(values)
            }
        let out = PixelBuffer(width: input.width, height: input.height)
        matrix.apply(input, into: out)
        return out
    }

    // MARK: Helpers

    /// Black with the input's alpha.
    static func alphaOnly(_ input: PixelBuffer) -> PixelBuffer {
        let out = PixelBuffer(width: input.width, height: input.height)
        for y in 0..<input.height {
            let s = input.row(y), d = out.row(y)
            for x in 0..<input.width { d[x] = s[x] & 0xFF00_0000 }
        }
        return out
    }

    /// `top` over `bottom`, in place.
    static func over(_ top: PixelBuffer, onto bottom: PixelBuffer) {
        for y in 0..<bottom.height {
            let s = top.row(y), d = bottom.row(y)
            for x in 0..<bottom.width { d[x] = (Channels(s[x]) + Channels(d[x]) * (1 - Channels(s[x]).a)).pixel }
        }
    }
}

extension AffineTransform {
    /// The vector (dx, dy) of user space (of a bounding box's units when `box` is given) in
    /// device pixels: the linear part only.
    func applyToVector(_ dx: Double, _ dy: Double, box: Rect?) -> (x: Double, y: Double) {
        let (x, y) = box.map { (dx * $0.width, dy * $0.height) } ?? (dx, dy)
        return (a * x + c * y, b * x + d * y)
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

extension MixBlendMode {
    /// The mode CSS names `text` (`mix-blend-mode`, `feBlend`'s `mode`); nil for another name.
    init?(css text: String) {
        guard let mode = MixBlendMode(rawValue: text.trimmed.lowercased()), mode.isCSSMixMode else { return nil }
        self = mode
    }
}
