import KioskGeometry

/// What a filtered layer does to its pixels before it is composited (SwiftUI's colour
/// filters and `GraphicsContext.Filter`, a view's `.blur`). Distances are in device pixels.
package enum LayerFilter: Hashable, Sendable {
    /// A Gaussian blur of deviation `sigma`; with `opaque`, the edges repeat instead of fading.
    case blur(sigma: Double, opaque: Bool)
    /// Each pixel's straight colour through a matrix.
    case colorMatrix(PixelColorMatrix)
    /// The layer's silhouette in `color`, blurred by `sigma`, moved by `dx` and `dy`, drawn
    /// as `placement` says (under the layer by default).
    case shadow(color: RGBAColor, sigma: Double, dx: Double, dy: Double, placement: ShadowPlacement)
    /// `color` where the alpha is within `min...max`, transparent elsewhere (the sharp edge of
    /// blurred shapes that melt into each other).
    case alphaThreshold(min: Double, max: Double, color: RGBAColor)
    /// The layer's pixels moved through `projection` (device pixels to device pixels),
    /// resampled bilinear; what it moves past the layer's edges is cut.
    case projection(ProjectionTransform)
    /// `filter` applied to the layer's colours in linear light (the layer converted from sRGB
    /// before, and back after).
    indirect case inLinearLight(LayerFilter)

    /// How far the filter can reach past what was drawn: the layer must cover that much more.
    package var reach: Int {
        switch self {
        case let .blur(sigma, _): GaussianBlur.extent(sigma: sigma)
        case let .shadow(_, sigma, dx, dy, _):
            GaussianBlur.extent(sigma: sigma) + Int(max(abs(dx), abs(dy)).rounded(.up))
        case .colorMatrix, .alphaThreshold, .projection: 0
        case let .inLinearLight(filter): filter.reach
        }
    }

    /// The filter applied to `buffer`'s pixels, in place; the buffer's top-left pixel is device
    /// pixel (`originX`, `originY`).
    package func apply(to buffer: PixelBuffer, originX: Int = 0, originY: Int = 0) {
        switch self {
        case let .projection(projection):
            // In the buffer's own pixels: to device pixels, projected, and back.
            let (x, y) = (Double(originX), Double(originY))
            Self.project(
                buffer,
                ProjectionTransform(AffineTransform(translationX: x, y: y)).concatenating(projection)
                    .concatenating(AffineTransform(translationX: -x, y: -y)))
        case let .blur(sigma, opaque):
            if sigma > 0 { GaussianBlur.blur(buffer, sigma: sigma, clampEdges: opaque) }
        case let .colorMatrix(matrix):
            matrix.apply(buffer, into: buffer)
        case let .shadow(color, sigma, dx, dy, placement):
            Self.shadow(
                of: buffer, color: color, sigma: sigma, dx: Int(dx.rounded()), dy: Int(dy.rounded()),
                placement: placement)
        case let .inLinearLight(filter):
            ColorSpace.map(buffer, into: buffer, ColorSpace.toLinearTable)
            filter.apply(to: buffer, originX: originX, originY: originY)
            ColorSpace.map(buffer, into: buffer, ColorSpace.toSRGBTable)
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

    /// The buffer's pixels moved through `projection` (the buffer's own pixel coordinates).
    private static func project(_ buffer: PixelBuffer, _ projection: ProjectionTransform) {
        let (w, h) = (buffer.width, buffer.height)
        guard w > 0, h > 0, !projection.isIdentity else { return }
        let source = PixelBuffer(width: w, height: h)
        source.copy(from: buffer, toX: 0, y: 0)
        guard let shader = Shader(image: source, imageToDevice: projection, opacity: 255) else {
            buffer.fill(0)
            return
        }
        for y in 0..<h { shader.shade(x: 0, y: y, count: w, into: buffer.row(y)) }
    }

    /// The layer with its silhouette's shadow: tinted, blurred and moved, then under the
    /// layer, over it (where the layer is), or alone.
    private static func shadow(
        of buffer: PixelBuffer, color: RGBAColor, sigma: Double, dx: Int, dy: Int, placement: ShadowPlacement
    ) {
        let (w, h) = (buffer.width, buffer.height)
        guard w > 0, h > 0 else { return }
        let shadow = PixelBuffer(width: w, height: h)
        let tint = Channels(color.premultiplied)
        for y in 0..<h {
            let sy = y - dy
            let dst = shadow.row(y)
            let inside = sy >= 0 && sy < h
            let src = inside ? buffer.row(sy) : nil
            for x in 0..<w {
                let sx = x - dx
                // Past the layer's edges nothing was drawn: alpha 0 (1 when inverted).
                var a = 0.0
                if let src, sx >= 0, sx < w { a = Double(src[sx] >> 24) / 255 }
                if placement.invertsAlpha { a = 1 - a }
                if a > 0 { dst[x] = (tint * a).pixel }
            }
        }
        if sigma > 0 { GaussianBlur.blur(shadow, sigma: sigma, clampEdges: placement.invertsAlpha) }
        if placement.only {
            buffer.copy(from: shadow, toX: 0, y: 0)
            return
        }
        for y in 0..<h {
            let layer = buffer.row(y), cast = shadow.row(y)
            for x in 0..<w {
                let l = Channels(layer[x]), s = Channels(cast[x])
                // Above: the shadow over the layer where the layer is (an inner shadow when
                // inverted); beneath: the layer over the shadow.
                layer[x] = (placement.above ? s * l.a + l * (1 - s.a) : l + s * (1 - l.a)).pixel
            }
        }
    }
}

/// Where a layer's shadow goes (SwiftUI's `GraphicsContext.ShadowOptions`).
package struct ShadowPlacement: Hashable, Sendable {
    /// The shadow alone, in place of the layer.
    package var only = false
    /// Over the layer, where the layer is, instead of beneath it.
    package var above = false
    /// Cast by what is outside the silhouette: with `above`, an inner shadow.
    package var invertsAlpha = false
    package init(only: Bool = false, above: Bool = false, invertsAlpha: Bool = false) {
        self.only = only
        self.above = above
        self.invertsAlpha = invertsAlpha
    }
}
