import KioskGeometry
import KioskRaster

/// CSS's `transform-origin` on SVG elements (SVG 2): the element's `transform` turns and
/// scales about that point instead of the user space's origin. Its percentages and keywords
/// are of the reference box `transform-box` names: the nearest viewport (`view-box`, the
/// default for SVG elements) or the element's bounding box (`fill-box`).
extension SVGRenderer {
    /// The element's `transform` about its `transform-origin`; nil when it has none.
    func elementTransform(_ e: SVGElement, _ a: [String: String], style: SVGStyle) -> AffineTransform? {
        guard let text = a["transform"] else { return nil }
        let t = SVGAttributes.transform(text)
        guard let originText = a["transform-origin"] else { return t }
        let box: Rect
        switch a["transform-box"]?.trimmed {
        case "fill-box", "stroke-box", "content-box", "border-box":
            guard let b = bounds(of: e, style: style) else { return t }
            box = b
        default:
            box = Rect(x: 0, y: 0, width: viewport.width, height: viewport.height)
        }
        guard let o = Self.transformOrigin(originText, in: box), o.x != 0 || o.y != 0 else { return t }
        return AffineTransform(translationX: -o.x, y: -o.y).concatenating(t).concatenating(
            AffineTransform(translationX: o.x, y: o.y))
    }

    /// The point `text` names in `box`: one or two of lengths, percentages and the keywords
    /// left, center, right, top and bottom (a third value, a depth, is ignored). Nil when it
    /// is not valid.
    static func transformOrigin(_ text: String, in box: Rect) -> Point? {
        var words = text.split { $0 == " " || $0 == "\t" || $0 == "\n" }.map { $0.lowercased() }
        guard (1...3).contains(words.count) else { return nil }
        if words.count == 3 { words.removeLast() }
        // One value: a vertical keyword sets y, anything else x; the other is the centre.
        if words.count == 1 {
            words = ["top", "bottom"].contains(words[0]) ? ["center", words[0]] : [words[0], "center"]
        }
        // "top left" is "left top".
        if ["top", "bottom"].contains(words[0]) || ["left", "right"].contains(words[1]) { words.swapAt(0, 1) }
        func value(_ word: String, horizontal: Bool) -> Double? {
            let start = horizontal ? box.minX : box.minY, size = horizontal ? box.width : box.height
            switch word {
            case "center": return start + size / 2
            case "left" where horizontal, "top" where !horizontal: return start
            case "right" where horizontal, "bottom" where !horizontal: return start + size
            case "left", "right", "top", "bottom": return nil
            default:
                // Percentages of the box and lengths both measure from its corner.
                return SVGAttributes.length(word, percentOf: size).map { start + $0 }
            }
        }
        guard let x = value(words[0], horizontal: true), let y = value(words[1], horizontal: false) else { return nil }
        return Point(x: x, y: y)
    }
}
