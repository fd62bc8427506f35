// KioskText: fonts, shaping, bidi, line breaking, text layout and the glyph cache.
//
// This file owns font discovery. fontconfig answers "which file draws family F at weight W",
// including the substitute it picks when F is not installed; callers are told which family
// they actually got so that a missing font is visible, never silent.
import CFontconfig

/// Font weight on the CSS/OpenType scale (100 ultralight ... 900 black).
package struct FontWeightValue: Hashable, Sendable, Comparable {
    package var value: Int
    package init(_ value: Int) { self.value = min(1000, max(1, value)) }
    package static func < (a: Self, b: Self) -> Bool { a.value < b.value }
    package static let ultraLight = Self(100), thin = Self(200), light = Self(300), regular = Self(400)
    package static let medium = Self(500), semibold = Self(600), bold = Self(700), heavy = Self(800), black = Self(900)

    /// fontconfig's own weight scale (FC_WEIGHT_*), mapped from the OpenType value.
    var fontconfigWeight: Int32 { Int32(FcWeightFromOpenTypeDouble(Double(value))) }
}

/// The font file that fontconfig chose for a request.
package struct FontMatch: Hashable, Sendable {
    /// Family the file belongs to; may differ from the requested one (a substitute).
    package var family: String
    package var style: String
    package var path: String
    /// Face index inside a collection file (.ttc).
    package var faceIndex: Int
    package var requestedFamily: String
    /// True when the match is the family that was asked for (case-insensitive).
    package var isExactFamily: Bool { family.lowercased() == requestedFamily.lowercased() }
}

/// Font discovery through fontconfig. The configuration is loaded once per catalog.
package final class FontCatalog: @unchecked Sendable {
    private let config: OpaquePointer?

    /// Loads the system's fontconfig configuration. Returns nil when fontconfig cannot initialise.
    package init?() {
        guard let config = FcInitLoadConfigAndFonts() else { return nil }
        self.config = config
    }
    deinit { FcConfigDestroy(config) }

    /// The best file for `family` at `weight`; fontconfig substitutes when the family is missing.
    package func match(family: String, weight: FontWeightValue = .regular, italic: Bool = false) -> FontMatch? {
        guard let pattern = FcPatternCreate() else { return nil }
        defer { FcPatternDestroy(pattern) }
        FcPatternAddString(pattern, FC_FAMILY, family)
        FcPatternAddInteger(pattern, FC_WEIGHT, weight.fontconfigWeight)
        FcPatternAddInteger(pattern, FC_SLANT, italic ? FC_SLANT_ITALIC : FC_SLANT_ROMAN)
        return bestMatch(pattern, requested: family)
    }

    /// Runs fontconfig's substitution and matching on `pattern` and reads the chosen file.
    private func bestMatch(_ pattern: OpaquePointer, requested: String) -> FontMatch? {
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let found = FcFontMatch(config, pattern, &result), result == FcResultMatch else { return nil }
        defer { FcPatternDestroy(found) }
        guard let path = string(found, FC_FILE) else { return nil }
        var index: Int32 = 0
        FcPatternGetInteger(found, FC_INDEX, 0, &index)
        return FontMatch(
            family: string(found, FC_FAMILY) ?? "?", style: string(found, FC_STYLE) ?? "",
            path: path, faceIndex: Int(index), requestedFamily: requested)
    }

    /// The best file with a glyph for `codepoint`.
    func matchCovering(_ codepoint: UInt32, weight: FontWeightValue) -> FontMatch? {
        guard let pattern = FcPatternCreate(), let charset = FcCharSetCreate() else { return nil }
        defer {
            FcPatternDestroy(pattern)
            FcCharSetDestroy(charset)
        }
        FcCharSetAddChar(charset, codepoint)
        FcPatternAddCharSet(pattern, "charset", charset)
        FcPatternAddInteger(pattern, FC_WEIGHT, weight.fontconfigWeight)
        return bestMatch(pattern, requested: "U+" + String(codepoint, radix: 16, uppercase: true))
    }

    /// Every family name fontconfig knows, sorted.
    package func families() -> [String] {
        guard let pattern = FcPatternCreate(), let objects = FcObjectSetCreate() else { return [] }
        defer {
            FcPatternDestroy(pattern)
            FcObjectSetDestroy(objects)
        }
        FcObjectSetAdd(objects, FC_FAMILY)
        guard let set = FcFontList(config, pattern, objects) else { return [] }
        defer { FcFontSetDestroy(set) }
        var names = Set<String>()
        for i in 0..<Int(set.pointee.nfont) {
            if let font = set.pointee.fonts[i], let name = string(font, FC_FAMILY) { names.insert(name) }
        }
        return names.sorted()
    }

    private func string(_ pattern: OpaquePointer, _ object: UnsafePointer<CChar>) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, object, 0, &value) == FcResultMatch, let value else { return nil }
        return String(cString: value)
    }
}

/// fontconfig's object names are C macros of string literals; Swift imports them as strings.
private let FC_FAMILY = "family", FC_STYLE = "style", FC_FILE = "file", FC_INDEX = "index"
private let FC_WEIGHT = "weight", FC_SLANT = "slant"
