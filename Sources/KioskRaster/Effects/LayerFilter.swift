/// What a filtered layer does to its pixels before it is composited (SwiftUI's colour
/// filters and `GraphicsContext.Filter`, a view's `.blur`). Distances are in device pixels.
package enum LayerFilter: Hashable, Sendable {
    /// A Gaussian blur of deviation `sigma`; with `opaque`, the edges repeat instead of fading.
    case blur(sigma: Double, opaque: Bool)
    /// Each pixel's straight colour through a matrix.
    case colorMatrix(PixelColorMatrix)
    /// The layer's silhouette in `color`, blurred by `sigma`, moved by `dx` and `dy`, drawn
    /// under the layer (`only`: in place of it).
    case shadow(color: RGBAColor, sigma: Double, dx: Double, dy: Double, only: Bool)
    /// `color` where the alpha is within `min...max`, transparent elsewhere (the sharp edge of
    /// blurred shapes that melt into each other).
    case alphaThreshold(min: Double, max: Double, color: RGBAColor)

    /// How far the filter can reach past what was drawn: the layer must cover that much more.
    package var reach: Int {
        switch self {
        case let .blur(sigma, _): GaussianBlur.extent(sigma: sigma)
        case let .shadow(_, sigma, dx, dy, _):
            GaussianBlur.extent(sigma: sigma) + Int(max(abs(dx), abs(dy)).rounded(.up))
        case .colorMatrix, .alphaThreshold: 0
        }
    }

    /// The filter applied to `buffer`'s pixels, in place.
    package func apply(to buffer: PixelBuffer) {
        switch self {
        case let .blur(sigma, opaque):
            if sigma > 0 { GaussianBlur.blur(buffer, sigma: sigma, clampEdges: opaque) }
        case let .colorMatrix(matrix):
            matrix.apply(buffer, into: buffer)
        case let .shadow(color, sigma, dx, dy, only):
            Self.dropShadow(
                under: buffer, color: color, sigma: sigma, dx: Int(dx.rounded()), dy: Int(dy.rounded()), only: only)
        case let .alphaThreshold(low, high, color):
            let fill = color.premultiplied
            let lo = UInt32(max(0, min(255, (low * 255).rounded(.up))))
            let hi = UInt32(max(0, min(255, (high * 255).rounded(.down))))
            for y in 0..<buffer.height {
                let row = buffer.row(y)
                for x in 0..<buffer.width {
                    let a = row[x] >> 24
                    row[x] = a >= lo && a <= hi && a > 0 ? fill : 0
                }
            }
        }
    }

    /// The layer drawn over its own silhouette, tinted, blurred and moved (or the silhouette
    /// alone).
    private static func dropShadow(
        under buffer: PixelBuffer, color: RGBAColor, sigma: Double, dx: Int, dy: Int, only: Bool
    ) {
        let (w, h) = (buffer.width, buffer.height)
        guard w > 0, h > 0 else { return }
        let shadow = PixelBuffer(width: w, height: h)
        let tint = Channels(color.premultiplied)
        for y in 0..<h {
            let sy = y - dy
            guard sy >= 0, sy < h else { continue }
            let src = buffer.row(sy), dst = shadow.row(y)
            for x in 0..<w {
                let sx = x - dx
                guard sx >= 0, sx < w else { continue }
                let a = Double(src[sx] >> 24) / 255
                if a > 0 { dst[x] = (tint * a).pixel }
            }
        }
        if sigma > 0 { GaussianBlur.blur(shadow, sigma: sigma, clampEdges: false) }
        if only {
            buffer.copy(from: shadow, toX: 0, y: 0)
            return
        }
        for y in 0..<h {
            let top = buffer.row(y), under = shadow.row(y)
            for x in 0..<w {
                let s = Channels(top[x]), d = Channels(under[x])
                top[x] = (s + d * (1 - s.a)).pixel
            }
        }
    }
}
