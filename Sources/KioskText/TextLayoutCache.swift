/// Laid-out text by (string, style, width), so that measuring and drawing an unchanged label
/// on the next frame costs a dictionary lookup. Bounded by entry count; the least recently
/// used entry leaves first.
package final class TextLayoutCache {
    struct Key: Hashable {
        var text: String
        var style: TextStyle
        /// Proposed width in 1/64 px, or -1 for none: proposals that differ by rounding noise share an entry.
        var width: Int
    }
    private var entries: [Key: (layout: TextLayout, lastUse: UInt64)] = [:]
    private var clock: UInt64 = 0
    package let capacity: Int
    package let fonts: FontLibrary
    package private(set) var hits = 0, misses = 0

    package init(fonts: FontLibrary, capacity: Int = 1024) {
        self.fonts = fonts
        self.capacity = max(1, capacity)
    }

    package var count: Int { entries.count }

    package func layout(_ text: String, style: TextStyle, width: Double?) -> TextLayout {
        clock += 1
        let key = Key(
            text: text, style: style,
            width: width.flatMap { $0.isFinite && abs($0) < 1e12 ? Int(($0 * 64).rounded(.down)) : nil } ?? -1)
        // A hit is marked used in place, through its index: a second subscript by key hashed
        // the string and the style again (a thousand instructions a label a frame).
        if let index = entries.index(forKey: key) {
            hits += 1
            entries.values[index].lastUse = clock
            return entries.values[index].layout
        }
        // A layout that no width shaped is the layout at every width it fits in: a label
        // measured unconstrained and then offered its room is shaped once, not twice. (Each
        // line's advances, tracking included, stay within the box, so no line breaks.)
        let unconstrained = Key(text: text, style: style, width: -1)
        if key.width >= 0, let free = entries[unconstrained], !free.layout.isShapedByWidth,
            free.layout.size.width + max(0, style.tracking) <= Double(key.width) / 64
        {
            hits += 1
            insert(free.layout, for: key)
            return free.layout
        }
        misses += 1
        let layout = TextLayout(text, style: style, width: width, fonts: fonts)
        insert(layout, for: key)
        // The box hugs the lines unless the width was narrower than their rounded-up extent.
        if key.width >= 0, !layout.isShapedByWidth, entries[unconstrained] == nil,
            layout.size.width == (layout.lines.map(\.width).max() ?? 0).rounded(.up)
        {
            insert(layout, for: unconstrained)
        }
        return layout
    }

    private func insert(_ layout: TextLayout, for key: Key) {
        if entries.count >= capacity {
            // Evict the older half at once: amortised, a miss costs O(log n) instead of a scan.
            let cutoff = entries.values.map(\.lastUse).sorted()[entries.count / 2]
            entries = entries.filter { $0.value.lastUse >= cutoff }
        }
        entries[key] = (layout, clock)
    }

    /// The size `text` takes for a proposed width (what layout asks `Text` for).
    package func size(_ text: String, style: TextStyle, width: Double?) -> (width: Double, height: Double) {
        let s = layout(text, style: style, width: width).size
        return (s.width, s.height)
    }
}
