import KioskGeometry

extension SVGRenderer {
    /// A `<tspan>`'s `textLength`: how wide its characters are to be set, by spacing them
    /// (`lengthAdjust="spacing"`, the default) or by stretching their glyphs too.
    struct SpanLength {
        var length: Double
        var stretchesGlyphs: Bool
        var characters: Range<Int>
    }

    /// Sets the glyphs of `span` (among `placed` from `first`, in the order written) from the
    /// start of its first glyph to the end of its last `span.length` wide, and moves the
    /// glyphs after it by as much as it grew: the text after a fitted span goes on from its
    /// end, as SVG 2 moves the rest of the chunk. Returns how much it grew. Spacing needs two
    /// characters to go between; one alone keeps its width.
    static func fit(_ span: SpanLength, _ placed: inout [PlacedGlyph], from first: Int) -> Double {
        guard let a = placed[first...].firstIndex(where: { span.characters.contains($0.character) }),
            let b = placed[first...].lastIndex(where: { span.characters.contains($0.character) })
        else { return 0 }
        let start = placed[a].pen.x, width = placed[b].pen.x + placed[b].advance - start
        guard width > 0 else { return 0 }
        let grown = span.length - width
        if span.stretchesGlyphs {
            let s = span.length / width
            for p in a...b {
                placed[p].pen.x = start + (placed[p].pen.x - start) * s
                placed[p].stretch *= s
            }
        } else {
            guard span.characters.count > 1 else { return 0 }
            let step = grown / Double(span.characters.count - 1)
            for p in a...b { placed[p].pen.x += step * Double(placed[p].character - span.characters.lowerBound) }
        }
        for p in (b + 1)..<placed.count { placed[p].pen.x += grown }
        return grown
    }
}
