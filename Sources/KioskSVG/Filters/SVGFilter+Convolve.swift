import KioskGeometry
import KioskRaster

/// `feConvolveMatrix`: each pixel the weighted sum of its neighbours, as SVG specifies it (the
/// kernel turned half a turn, a divisor, a bias, a target cell, edges duplicated, wrapped or
/// transparent, alpha convolved or kept): sharpening, embossing, edge detection. Worked on
/// device pixels, as resvg and browsers work it.
extension SVGFilter {
    /// The largest kernel side: a hostile `order` costs no more than this squared per pixel.
    static let maximumKernelOrder = 32

    func convolve(_ input: PixelBuffer, _ a: [String: String]) -> PixelBuffer {
        let out = PixelBuffer(width: input.width, height: input.height)
        let order = SVGAttributes.numbers(a["order"] ?? "3")
        let ox = order.first ?? 3, oy = order.count > 1 ? order[1] : ox
        // An order that is not a positive whole number, or a kernel of the wrong size, is an
        // error: the primitive gives transparent black.
        guard ox >= 1, oy >= 1, ox == ox.rounded(), oy == oy.rounded(),
            ox <= Double(Self.maximumKernelOrder), oy <= Double(Self.maximumKernelOrder)
        else { return out }
        let w = Int(ox), h = Int(oy)
        let kernel = SVGAttributes.numbers(a["kernelMatrix"] ?? "")
        guard kernel.count == w * h, kernel.allSatisfy(\.isFinite) else { return out }
        var divisor = a["divisor"].flatMap { Double($0.trimmed) } ?? kernel.reduce(0, +)
        if divisor == 0 || !divisor.isFinite { divisor = 1 }
        let bias = number(a["bias"], 0)
        let tx = a["targetX"].flatMap { Int($0.trimmed) } ?? w / 2,
            ty = a["targetY"].flatMap { Int($0.trimmed) } ?? h / 2
        guard (0..<w).contains(tx), (0..<h).contains(ty), bias.isFinite else { return out }
        let edge = a["edgeMode"]?.trimmed ?? "duplicate"
        let keepsAlpha = a["preserveAlpha"]?.trimmed == "true"
        let width = input.width, height = input.height
        /// A source pixel as four channels (red, green, blue, alpha, 0...1); with alpha kept,
        /// its colour unpremultiplied.
        func source(_ x: Int, _ y: Int) -> SIMD4<Double> {
            var sx = x, sy = y
            switch edge {
            case "wrap":
                sx = ((x % width) + width) % width
                sy = ((y % height) + height) % height
            case "none":
                if x < 0 || y < 0 || x >= width || y >= height { return .zero }
            default:
                sx = min(max(x, 0), width - 1)
                sy = min(max(y, 0), height - 1)
            }
            let p = input.row(sy)[sx]
            var c =
                SIMD4<Double>(Double((p >> 16) & 0xFF), Double((p >> 8) & 0xFF), Double(p & 0xFF), Double(p >> 24))
                / 255
            if keepsAlpha { c = c[3] > 0 ? SIMD4(c[0] / c[3], c[1] / c[3], c[2] / c[3], c[3]) : .zero }
            return c
        }
        for y in 0..<height {
            let row = out.row(y)
            for x in 0..<width {
                var sum = SIMD4<Double>()
                for i in 0..<h {
                    for j in 0..<w {
                        // The kernel turned half a turn, as convolution takes it.
                        sum += source(x - tx + j, y - ty + i) * kernel[(h - 1 - i) * w + (w - 1 - j)]
                    }
                }
                let own = source(x, y)
                var r = sum / divisor + bias * own[3]
                if keepsAlpha {
                    r[3] = own[3]
                    r = SIMD4(r[0] * r[3], r[1] * r[3], r[2] * r[3], r[3])
                }
                // Premultiplied: no channel above alpha.
                let alpha = min(1, max(0, r[3]))
                let c = SIMD3(min(alpha, max(0, r[0])), min(alpha, max(0, r[1])), min(alpha, max(0, r[2])))
                let bytes = SIMD3<UInt32>(truncatingIfNeeded: SIMD3<Int64>((c * 255).rounded(.toNearestOrAwayFromZero)))
                row[x] = UInt32((alpha * 255).rounded()) << 24 | bytes[0] << 16 | bytes[1] << 8 | bytes[2]
            }
        }
        return out
    }
}
