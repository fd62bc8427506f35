import KioskRaster
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// `feComponentTransfer` and `feMorphology`: per-channel curves (brightness, contrast,
/// posterising, a glow's alpha table) and the growing or shrinking of shapes (outlines).
extension SVGFilter {
    /// One channel's curve (`feFuncR`, `G`, `B`, `A`) on straight values in 0...1.
    struct TransferFunction {
        enum Kind {
            case identity, table([Double]), discrete([Double]), linear(slope: Double, intercept: Double),
                gamma(amplitude: Double, exponent: Double, offset: Double)
        }
        var kind: Kind = .identity

        init() {}

        init(_ a: [String: String]) {
            let values = SVGAttributes.numbers(a["tableValues"] ?? "")
            func number(_ k: String, _ d: Double) -> Double { a[k].flatMap { Double($0.trimmed) } ?? d }
            switch a["type"]?.trimmed {
            // An empty table leaves the channel as it is, as SVG says.
            case "table" where !values.isEmpty: kind = .table(values)
            case "discrete" where !values.isEmpty: kind = .discrete(values)
            case "linear": kind = .linear(slope: number("slope", 1), intercept: number("intercept", 0))
            case "gamma":
                kind = .gamma(
                    amplitude: number("amplitude", 1), exponent: number("exponent", 1), offset: number("offset", 0))
            default: kind = .identity
            }
        }

        func apply(_ c: Double) -> Double {
            let v: Double
            switch kind {
            case .identity: return c
            case .table(let t):
                let n = Double(t.count - 1)
                guard n > 0, c < 1 else {
                    v = t[t.count - 1]
                    break
                }
                let k = Int((c * n).rounded(.down))
                v = t[k] + (c - Double(k) / n) * n * (t[k + 1] - t[k])
            case .discrete(let t):
                v = t[min(Int((c * Double(t.count)).rounded(.down)), t.count - 1)]
            case .linear(let slope, let intercept): v = slope * c + intercept
            case .gamma(let amplitude, let exponent, let offset): v = amplitude * pow(c, exponent) + offset
            }
            return v.isFinite ? min(1, max(0, v)) : 0
        }
    }

    /// `feComponentTransfer`: each channel of the straight colour through its function.
    func componentTransfer(_ input: PixelBuffer, _ e: SVGElement) -> PixelBuffer {
        var funcs = [TransferFunction](repeating: TransferFunction(), count: 4)
        // The last function of each channel counts, as with any repeated element.
        for child in e.children {
            switch child.name {
            case "feFuncR": funcs[0] = TransferFunction(child.presentation)
            case "feFuncG": funcs[1] = TransferFunction(child.presentation)
            case "feFuncB": funcs[2] = TransferFunction(child.presentation)
            case "feFuncA": funcs[3] = TransferFunction(child.presentation)
            default: break
            }
        }
        let out = PixelBuffer(width: input.width, height: input.height)
        for y in 0..<input.height {
            let s = input.row(y), d = out.row(y)
            for x in 0..<input.width {
                let c = Channels(s[x]).unpremultiplied
                let mapped = Channels(
                    r: funcs[0].apply(c.r), g: funcs[1].apply(c.g), b: funcs[2].apply(c.b), a: funcs[3].apply(c.a))
                d[x] = mapped.premultiplied.pixel
            }
        }
        return out
    }

    /// `feMorphology`: each pixel the smallest (`erode`) or largest (`dilate`) of every
    /// channel over the rectangle of 2 rx by 2 ry around it, outside the region counting as
    /// transparent; in two passes (rows, then columns), each a constant number of steps per
    /// pixel whatever the radius (van Herk and Gil-Werman's running extremes in blocks), so a
    /// huge radius costs no more than a small one. A radius of zero or below leaves the input
    /// as it is (SVG 2).
    func morphology(_ input: PixelBuffer, _ a: [String: String]) -> PixelBuffer {
        let radii = SVGAttributes.numbers(a["radius"] ?? "0")
        let (rx, ry) = deviceLengths(radii.first ?? 0, radii.count > 1 ? radii[1] : radii.first ?? 0)
        guard rx > 0, ry > 0, rx.isFinite, ry.isFinite else { return input }
        let dilate = a["operator"]?.trimmed == "dilate"
        // Each channel's extreme, on whole pixels (the operation is per channel, so it runs
        // on packed pixels as on numbers: associative, with transparent black as the edge).
        @inline(__always) func extreme(_ p: UInt32, _ q: UInt32) -> UInt32 {
            var out: UInt32 = 0
            for shift: UInt32 in [0, 8, 16, 24] {
                let u = p >> shift & 0xFF, v = q >> shift & 0xFF
                out |= (dilate ? max(u, v) : min(u, v)) << shift
            }
            return out
        }
        func pass(_ src: PixelBuffer, horizontal: Bool, radius: Double) -> PixelBuffer {
            let out = PixelBuffer(width: src.width, height: src.height)
            let (length, lines) = horizontal ? (src.width, src.height) : (src.height, src.width)
            // The kernel is twice the radius wide, as the specification says, in whole device
            // pixels: from half of it before the pixel to the rest after it, as resvg draws it.
            // Past twice the line's length the window holds only outside pixels: it stops there.
            let window = Int(min((2 * radius).rounded(), Double(2 * length)))
            guard window > 1 else { return src }
            let r = window / 2, padded = length + window
            var line = [UInt32](repeating: 0, count: padded)
            var ahead = [UInt32](repeating: 0, count: padded), behind = [UInt32](repeating: 0, count: padded)
            for l in 0..<lines {
                for j in 0..<padded {
                    let i = j - r
                    line[j] = i < 0 || i >= length ? 0 : (horizontal ? src[i, l] : src[l, i])
                }
                // Running extremes from each block's start (ahead) and from its end (behind).
                for j in 0..<padded { ahead[j] = j % window == 0 ? line[j] : extreme(ahead[j - 1], line[j]) }
                for j in stride(from: padded - 1, through: 0, by: -1) {
                    behind[j] = j == padded - 1 || (j + 1) % window == 0 ? line[j] : extreme(behind[j + 1], line[j])
                }
                for i in 0..<length {
                    // The window i ... i + 2r of the padded line spans at most two blocks.
                    let value = extreme(behind[i], ahead[i + window - 1])
                    if horizontal { out[i, l] = value } else { out[l, i] = value }
                }
            }
            return out
        }
        return pass(pass(input, horizontal: true, radius: rx), horizontal: false, radius: ry)
    }
}
