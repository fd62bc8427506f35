import CFreeType
import CHarfBuzz

/// A font file opened once for every size a library sets it at: one FreeType face, on which
/// each size is an `FT_Size` of its own, and one HarfBuzz face, which keeps the shaping plans
/// (the lookups compiled for a script, a direction and features) that every size then reuses.
/// Opened per size, each new size read and parsed the file again and compiled its plans
/// again, some 230 K and 160 K instructions: text whose size changes every frame (a floor plan
/// pinched in or out) paid both at every frame.
///
/// Not thread-safe, like the faces made on it: one per `FontLibrary`.
final class FontFile {
    let path: String
    let faceIndex: Int
    let face: FT_Face
    /// The HarfBuzz face that shapes every size with HarfBuzz's own OpenType functions
    /// (outlines scaled without hinting: the advances FreeType's light hinting gives). Nil
    /// for a bitmap-only or non-OpenType face, shaped through FreeType at each size instead.
    let hbFace: OpaquePointer?
    private let library: FreeTypeLibrary

    init(library: FreeTypeLibrary, path: String, faceIndex: Int) throws(FontLoadError) {
        var f: FT_Face?
        let err = FT_New_Face(library.handle, path, FT_Long(faceIndex), &f)
        guard err == 0, let f else { throw FontLoadError(path: path, code: err) }
        face = f
        self.library = library
        self.path = path
        self.faceIndex = faceIndex
        let flags = f.pointee.face_flags
        if flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0, flags & FT_Long(FT_FACE_FLAG_SFNT) != 0,
            let blob = hb_blob_create_from_file(path)
        {
            defer { hb_blob_destroy(blob) }
            let candidate = hb_face_create(blob, UInt32(faceIndex & 0xFFFF))
            // A file HarfBuzz cannot parse shapes to nothing; FreeType read it, so it shapes
            // through FreeType.
            if let candidate, hb_face_get_glyph_count(candidate) > 0 {
                hbFace = candidate
            } else {
                hb_face_destroy(candidate)
                hbFace = nil
            }
        } else {
            hbFace = nil
        }
    }

    deinit {
        if let hbFace { hb_face_destroy(hbFace) }
        FT_Done_Face(face)
    }

    /// The named instance of a variable font the face index selects (its upper 16 bits, one
    /// based), if any.
    var namedInstance: UInt32? { faceIndex >> 16 > 0 ? UInt32(faceIndex >> 16) - 1 : nil }
}
