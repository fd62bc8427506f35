/// Runs shaped lately, by their text, context, face, direction and features: a label is laid
/// out at several widths (unconstrained, at its share of a stack, at the width it is placed
/// at), and a layout with a width shapes its paragraph to find the breaks and then each line.
/// Without this, a figure that changes every frame went through HarfBuzz three or four times a
/// frame for one result.
///
/// Two generations: a hit in the older one moves the entry to the newer; when the newer is
/// full the older is dropped, so the runs still in use stay and the rest go, at no cost per
/// look-up. Like `FontLibrary`, used by one thread.
final class ShapeCache {
    struct Key: Hashable {
        /// The paragraph HarfBuzz is given as context (shaping at a run's edges depends on it).
        var context: [Unicode.Scalar]
        var lower: Int, upper: Int
        var face: Int
        var rightToLeft: Bool
        var features: [String]
    }
    private var recent: [Key: [ShapedGlyph]] = [:]
    private var older: [Key: [ShapedGlyph]] = [:]
    let capacity: Int

    init(capacity: Int = 512) { self.capacity = max(1, capacity) }

    func shape(
        _ scalars: [Unicode.Scalar], _ range: Range<Int>, face: FontFace, rtl: Bool, features: [String]
    ) -> [ShapedGlyph] {
        let key = Key(
            context: scalars, lower: range.lowerBound, upper: range.upperBound, face: face.id, rightToLeft: rtl,
            features: features)
        if let glyphs = recent[key] { return glyphs }
        let glyphs =
            older.removeValue(forKey: key) ?? TextShaper.shape(scalars, range, face: face, rtl: rtl, features: features)
        if recent.count >= capacity {
            older = recent
            recent = [:]
        }
        recent[key] = glyphs
        return glyphs
    }
}
