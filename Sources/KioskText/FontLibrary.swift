import CFreeType
import CFontconfig

/// A font request in SwiftUI's terms, resolved by `FontLibrary`.
package struct FontDescriptor: Hashable, Sendable {
    package var family: String
    /// Em size in device pixels.
    package var pixelSize: Double
    package var weight: FontWeightValue
    package var italic: Bool
    /// OpenType features for shaping, in HarfBuzz's syntax (`tnum`, `-liga`, `ss01`).
    package var features: [String]
    package init(
        family: String = "Inter", pixelSize: Double, weight: FontWeightValue = .regular, italic: Bool = false,
        features: [String] = []
    ) {
        self.family = family
        self.pixelSize = pixelSize
        self.weight = weight
        self.italic = italic
        self.features = features
    }
}

/// Faces by file and size, the fallback chain per character, and the glyph cache.
///
/// One per render thread. Faces that FreeType cannot load are remembered with their error
/// (`loadErrors`) and skipped; the library never prints.
public final class FontLibrary {
    let library: FreeTypeLibrary?
    let catalog: FontCatalog?
    package let glyphCache: GlyphCache
    /// Runs shaped lately (see `ShapeCache`).
    let shapeCache = ShapeCache()
    private var faces: [String: FontFace] = [:]
    /// Font files opened, by path and index: each size of one is a size of its face.
    private var files: [String: FontFile] = [:]
    private var primaries: [FontDescriptor: FontFace] = [:]
    private var fallbacks: [FallbackKey: FontFace?] = [:]
    private var matches: [MatchKey: FontMatch?] = [:]
    private var nextID = 0
    /// Fonts that could not be loaded, most recent last (bounded).
    public private(set) var loadErrors: [FontLoadError] = []
    /// Families that were asked for but not installed, with the family used instead.
    public private(set) var substitutions: [String: String] = [:]

    /// The families tried, in order, after the requested one: the default UI family, then
    /// DejaVu Sans, then whatever fontconfig finds for the character.
    package static let fallbackFamilies = ["Inter", "DejaVu Sans"]

    private struct MatchKey: Hashable {
        var family: String
        var weight: FontWeightValue
        var italic: Bool
    }

    private struct FallbackKey: Hashable {
        var descriptor: FontDescriptor
        var scalar: UInt32
    }

    /// A library over the fonts fontconfig finds, caching up to `glyphCacheBytes` of rendered glyphs.
    public init(glyphCacheBytes: Int = 4 << 20) {
        library = FreeTypeLibrary()
        catalog = FontCatalog()
        glyphCache = GlyphCache(byteBudget: glyphCacheBytes)
    }

    /// Whether fontconfig finds any font at all: without one no text can be drawn (an empty
    /// or broken font configuration), which callers report.
    public var hasFonts: Bool {
        catalog?.match(family: Self.fallbackFamilies[0], weight: .regular, italic: false) != nil
    }

    /// What callers say when `hasFonts` is false.
    package static let noFontsWarning =
        "no fonts are installed (fontconfig finds none): text is not drawn; install fonts-inter and fonts-dejavu-core"

    /// Whether fontconfig has a family of this very name (rather than a substitute for it).
    public func hasFamily(_ family: String) -> Bool {
        catalog?.match(family: family, weight: .regular, italic: false)?.isExactFamily == true
    }

    /// The face for a descriptor (a substitute when the family is missing), or nil when no font
    /// at all could be loaded.
    package func face(for d: FontDescriptor) -> FontFace? {
        // Features do not pick files: the face is cached without them.
        let d = FontDescriptor(family: d.family, pixelSize: d.pixelSize, weight: d.weight, italic: d.italic)
        if let f = primaries[d] { return f }
        // The file does not depend on the size: an animated size asks fontconfig once.
        let key = MatchKey(family: d.family, weight: d.weight, italic: d.italic)
        let found: FontMatch?
        if let known = matches[key] {
            found = known
        } else {
            found = catalog?.match(family: d.family, weight: d.weight, italic: d.italic)
            matches[key] = .some(found)
        }
        guard let match = found else { return nil }
        if !match.isExactFamily { substitutions[d.family] = match.family }
        let f = load(path: match.path, index: match.faceIndex, size: d.pixelSize)
        primaries[d] = f
        return f
    }

    /// The face that draws `scalar`: the requested one if it covers it, else the fallback chain.
    package func face(for d: FontDescriptor, covering scalar: Unicode.Scalar) -> FontFace? {
        let d = FontDescriptor(family: d.family, pixelSize: d.pixelSize, weight: d.weight, italic: d.italic)
        guard let primary = face(for: d) else { return nil }
        if primary.covers(scalar) || scalar.properties.isWhitespace || scalar.value < 0x20 { return primary }
        let key = FallbackKey(descriptor: d, scalar: scalar.value)
        if let cached = fallbacks[key] { return cached ?? primary }
        var found: FontFace?
        for family in Self.fallbackFamilies where family != d.family {
            if let f = face(
                for: FontDescriptor(family: family, pixelSize: d.pixelSize, weight: d.weight, italic: d.italic)),
                f.covers(scalar)
            {
                found = f
                break
            }
        }
        if found == nil, let m = catalog?.match(containing: scalar, weight: d.weight) {
            found = load(path: m.path, index: m.faceIndex, size: d.pixelSize)
            if let f = found, !f.covers(scalar) { found = nil }
        }
        fallbacks[key] = .some(found)
        return found ?? primary
    }

    /// Opens a font file by path (one the app ships, or one handed to the kiosk), uncached:
    /// a file FreeType cannot read gives a typed error naming it.
    package func openFace(path: String, faceIndex: Int = 0, pixelSize: Double) throws(FontLoadError) -> FontFace {
        guard let library else { throw FontLoadError(path: path, code: -1) }
        let file = try FontFile(library: library, path: path, faceIndex: faceIndex)
        let f = try FontFace(file: file, pixelSize: pixelSize, id: nextID)
        nextID += 1
        return f
    }

    /// Past this many faces (sizes of files), the faces and what was resolved to them are
    /// forgotten, and made again when asked for: text whose size changes every frame (a plan
    /// pinched) would otherwise keep a face for every size it passed through. Laid-out text
    /// keeps the faces it holds.
    static let faceLimit = 96

    /// How many faces the library holds now.
    var cachedFaceCount: Int { faces.count }

    private func load(path: String, index: Int, size: Double) -> FontFace? {
        let key = "\(path)#\(index)@\(size)"
        if let f = faces[key] { return f }
        guard let library else { return nil }
        do {
            let fileKey = "\(path)#\(index)"
            let file: FontFile
            if let known = files[fileKey] {
                file = known
            } else {
                file = try FontFile(library: library, path: path, faceIndex: index)
                files[fileKey] = file
            }
            let f = try FontFace(file: file, pixelSize: size, id: nextID)
            nextID += 1
            if faces.count >= Self.faceLimit {
                faces.removeAll(keepingCapacity: true)
                primaries.removeAll(keepingCapacity: true)
                fallbacks.removeAll(keepingCapacity: true)
            }
            faces[key] = f
            return f
        } catch {
            if loadErrors.count >= 32 { loadErrors.removeFirst() }
            loadErrors.append(error)
            return nil
        }
    }
}

extension FontCatalog {
    /// A font that has a glyph for `scalar` (fontconfig's charset matching), for the fallback chain.
    func match(containing scalar: Unicode.Scalar, weight: FontWeightValue) -> FontMatch? {
        matchCovering(scalar.value, weight: weight)
    }
}
