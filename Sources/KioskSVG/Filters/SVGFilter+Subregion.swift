import KioskGeometry
import KioskRaster

/// Filter primitive subregions: each primitive's `x`, `y`, `width` and `height` (in
/// `primitiveUnits`) bound what its result holds; pixels outside are transparent. An
/// attribute left out takes its value from the default subregion: the union of the
/// subregions of the primitive's inputs, or the filter region when it reads none, reads the
/// element's own source, or is feTile (Filter Effects 1, "Filter primitive subregion").
/// feFlood and feTurbulence thus fill their subregion only, feOffset moves its input within
/// the input's subregion, and feTile repeats its input's subregion across its own.
extension SVGFilter {
    /// A primitive's result: its pixels over the filter region, and its subregion in user space.
    struct Result {
        var pixels: PixelBuffer
        var area: Rect
    }

    /// The subregion `a` gives, in user space, each attribute it leaves out taken from `defaults`.
    func subregion(_ a: [String: String], defaults: Rect) -> Rect {
        Self.subregion(
            a, defaults: defaults,
            boundingBox: element.presentation["primitiveUnits"]?.trimmed == "objectBoundingBox" ? box : nil,
            viewport: viewport)
    }

    /// With `boundingBox`, the attributes are fractions (or percentages) of that box;
    /// otherwise user-space lengths, percentages of the viewport.
    static func subregion(_ a: [String: String], defaults: Rect, boundingBox: Rect?, viewport: Size) -> Rect {
        func value(_ key: String, _ whole: Double, _ origin: Double, _ size: Double) -> Double? {
            guard let text = a[key] else { return nil }
            if boundingBox != nil {
                guard let f = SVGAttributes.length(text, percentOf: 1) else { return nil }
                return origin + f * size
            }
            return SVGAttributes.length(text, percentOf: whole)
        }
        let b = boundingBox ?? .zero
        let x = value("x", viewport.width, b.minX, b.width) ?? defaults.minX
        let y = value("y", viewport.height, b.minY, b.height) ?? defaults.minY
        // A width or height is a size: of the box, not from its corner. Left out, the
        // subregion reaches the default one's far side.
        let width = value("width", viewport.width, 0, b.width) ?? defaults.maxX - x
        let height = value("height", viewport.height, 0, b.height) ?? defaults.maxY - y
        return Rect(x: x, y: y, width: max(0, width), height: max(0, height))
    }

    /// The pixels of `area` (user space) within the filter region, relative to its corner:
    /// from the pixel its corner falls in, as many whole pixels as it needs, as the region
    /// itself is taken. Empty for an area that is not finite or holds no pixel.
    func pixels(of area: Rect) -> PixelRect {
        let d = transform.apply(area)
        guard d.width > 0, d.height > 0, d.minX.isFinite, d.minY.isFinite, d.maxX.isFinite, d.maxY.isFinite,
            abs(d.minX) < 1e7, abs(d.minY) < 1e7, d.width < 1e7, d.height < 1e7
        else { return .zero }
        let x = Int(d.minX.rounded(.down)), y = Int(d.minY.rounded(.down))
        return PixelRect(
            x: x - region.x, y: y - region.y, width: Int(d.width.rounded(.up)), height: Int(d.height.rounded(.up))
        )
        .intersection(PixelRect(x: 0, y: 0, width: region.width, height: region.height))
    }

    /// `buffer` with what lies outside `area` made transparent (a new buffer: the old one may
    /// be another primitive's result).
    static func keeping(_ buffer: PixelBuffer, inside area: PixelRect) -> PixelBuffer {
        if area == buffer.bounds { return buffer }
        let out = PixelBuffer(width: buffer.width, height: buffer.height)
        if !area.isEmpty { out.copy(from: buffer.view(area), toX: area.x, y: area.y) }
        return out
    }

    /// feTile: `input`'s pixels in `tile` repeated across `area` in both directions, one
    /// copy where the tile stands.
    static func tile(_ input: PixelBuffer, tile: PixelRect, into area: PixelRect) -> PixelBuffer {
        let out = PixelBuffer(width: input.width, height: input.height)
        guard !tile.isEmpty, !area.isEmpty else { return out }
        @inline(__always) func wrap(_ v: Int, _ origin: Int, _ size: Int) -> Int {
            let m = (v - origin) % size
            return origin + (m < 0 ? m + size : m)
        }
        for y in area.y..<area.maxY {
            let source = input.row(wrap(y, tile.y, tile.height)), target = out.row(y)
            var x = area.x
            while x < area.maxX {
                // A run of the tile's row up to its right edge, or the area's.
                let sx = wrap(x, tile.x, tile.width), count = min(tile.maxX - sx, area.maxX - x)
                (target + x).update(from: source + sx, count: count)
                x += count
            }
        }
        return out
    }
}
