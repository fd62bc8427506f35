import KioskGeometry
import KioskRaster

/// `feDisplacementMap`: each pixel of `in` moved by the colour of `in2` at its place, along x
/// by one channel and along y by another (`scale` times the channel less a half), as design
/// tools distort with noise (ripples, frosted glass, torn edges). Pixels are taken whole,
/// the nearest one, as resvg and browsers take them; what comes from outside the region is
/// transparent.
extension SVGFilter {
    func displacementMap(_ input: PixelBuffer, _ map: PixelBuffer, _ a: [String: String]) -> PixelBuffer {
        let out = PixelBuffer(width: input.width, height: input.height)
        let scale = number(a["scale"], 0)
        let (sx, sy) = deviceLengths(scale, scale)
        guard sx.isFinite, sy.isFinite, abs(sx) < 1e6, abs(sy) < 1e6 else { return out }
        func shift(_ name: String?) -> UInt32 {
            switch name?.trimmed {
            case "R": 16
            case "G": 8
            case "B": 0
            default: 24
            }
        }
        let xShift = shift(a["xChannelSelector"]), yShift = shift(a["yChannelSelector"])
        for y in 0..<out.height {
            let row = out.row(y), mapRow = map.row(y)
            for x in 0..<out.width {
                // The map's colour unpremultiplied, as the specification reads it.
                let m = mapRow[x], alpha = m >> 24
                func channel(_ shift: UInt32) -> Double {
                    let v = Double((m >> shift) & 0xFF)
                    if shift == 24 { return v / 255 }
                    return alpha == 0 ? 0 : min(1, v / Double(alpha))
                }
                let dx = sx * (channel(xShift) - 0.5), dy = sy * (channel(yShift) - 0.5)
                let fromX = Int((Double(x) + dx).rounded()), fromY = Int((Double(y) + dy).rounded())
                guard fromX >= 0, fromY >= 0, fromX < input.width, fromY < input.height else { continue }
                row[x] = input.row(fromY)[fromX]
            }
        }
        return out
    }
}
