import CFriBidi

/// The Unicode bidirectional algorithm through FriBidi: an embedding level per scalar.
enum Bidi {
    /// Levels for a paragraph; even is left-to-right. `base` applies when the text has no
    /// strong character to decide (SwiftUI follows the layout direction there too), or
    /// always when the text is not to decide (`followsText` false: CSS's `direction`).
    static func levels(_ scalars: [Unicode.Scalar], base: LayoutDirection, followsText: Bool = true) -> [UInt8] {
        let n = scalars.count
        guard n > 0 else { return [] }
        // Pure left-to-right text (the common case) needs no FriBidi call.
        if base == .leftToRight && scalars.allSatisfy({ $0.value < 0x0590 }) { return [UInt8](repeating: 0, count: n) }
        let chars = scalars.map { FriBidiChar($0.value) }
        var types = [FriBidiCharType](repeating: FriBidiCharType(rawValue: 0), count: n)
        var brackets = [FriBidiBracketType](repeating: 0, count: n)
        var levels = [FriBidiLevel](repeating: 0, count: n)
        fribidi_get_bidi_types(chars, Int32(n), &types)
        fribidi_get_bracket_types(chars, Int32(n), types, &brackets)
        var direction = FriBidiParType(
            followsText
                ? (base == .rightToLeft ? FRIBIDI_PAR_WRTL : FRIBIDI_PAR_WLTR)
                : (base == .rightToLeft ? FRIBIDI_PAR_RTL : FRIBIDI_PAR_LTR))
        let ok = fribidi_get_par_embedding_levels_ex(types, brackets, Int32(n), &direction, &levels)
        guard ok != 0 else { return [UInt8](repeating: base == .rightToLeft ? 1 : 0, count: n) }
        return levels.map { UInt8(bitPattern: $0) }
    }

    /// Visual order of runs given their levels (rule L2: reverse every maximal sequence at or
    /// above each odd level, from the highest level down).
    static func visualOrder(levels: [UInt8]) -> [Int] {
        var order = Array(levels.indices)
        guard let maxLevel = levels.max(), maxLevel > 0 else { return order }
        let minOdd = (levels.min() ?? 0) | 1
        var level = maxLevel
        while level >= minOdd {
            var i = 0
            while i < order.count {
                if levels[order[i]] >= level {
                    var j = i
                    while j < order.count && levels[order[j]] >= level { j += 1 }
                    order[i..<j].reverse()
                    i = j
                } else {
                    i += 1
                }
            }
            level -= 1
        }
        return order
    }
}

/// FriBidi's weak paragraph directions (FRIBIDI_PAR_WLTR/WRTL, macros Swift does not import):
/// the text's first strong character decides, else this direction.
let FRIBIDI_PAR_WLTR: UInt32 = 0x0000_0020
let FRIBIDI_PAR_WRTL: UInt32 = 0x0000_0020 | 0x0000_0001
/// FriBidi's strong paragraph directions (FRIBIDI_PAR_LTR/RTL: its strong letter types,
/// FRIBIDI_MASK_STRONG | FRIBIDI_MASK_LETTER, and FRIBIDI_MASK_RTL): this direction, whatever
/// the text holds.
let FRIBIDI_PAR_LTR: UInt32 = 0x0000_0010 | 0x0000_0100
let FRIBIDI_PAR_RTL: UInt32 = 0x0000_0010 | 0x0000_0100 | 0x0000_0001

/// Text split where its direction changes, for a caller that sets pieces of a line itself (SVG
/// text, whose runs of styles are shaped one by one): the runs of one embedding level, in the
/// order they are seen, left to right.
package enum BidirectionalRuns {
    /// The runs of `text`, as ranges of its characters (`Character`s, as SVG counts them),
    /// with whether each runs right to left. The paragraph is `rightToLeft` whatever the text
    /// holds (CSS's `direction`).
    package static func runs(of text: String, rightToLeft: Bool) -> [(characters: Range<Int>, rightToLeft: Bool)] {
        let characters = Array(text)
        guard !characters.isEmpty else { return [] }
        let scalars = characters.flatMap(\.unicodeScalars)
        let scalarLevels = Bidi.levels(scalars, base: rightToLeft ? .rightToLeft : .leftToRight, followsText: false)
        // A character takes its first scalar's level (a base letter's, not its marks').
        var levels: [UInt8] = []
        levels.reserveCapacity(characters.count)
        var at = 0
        for c in characters {
            levels.append(at < scalarLevels.count ? scalarLevels[at] : 0)
            at += c.unicodeScalars.count
        }
        var runs: [(characters: Range<Int>, level: UInt8)] = []
        var start = 0
        for i in 1...levels.count where i == levels.count || levels[i] != levels[start] {
            runs.append((start..<i, levels[start]))
            start = i
        }
        return Bidi.visualOrder(levels: runs.map(\.level)).map { (runs[$0].characters, runs[$0].level & 1 == 1) }
    }
}
