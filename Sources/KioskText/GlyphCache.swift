import KioskRaster

/// Rasterised glyphs under a byte budget, least recently used out first.
///
/// Keyed by face, glyph and quarter-pixel horizontal position: text at any x position
/// reuses one of four masks per glyph, which is the resolution at which a 1/8 px error is
/// invisible while a 1/2 px one shows as uneven spacing.
///
/// Render threads share it: lookups and rasterisation (FreeType is not reentrant on one face)
/// run under `lock`; the masks handed out are immutable and outlive eviction while in use.
package final class GlyphCache: @unchecked Sendable {
    struct Key: Hashable {
        var face: Int
        var glyph: UInt32
        var subpixel: UInt8
        var gammaClass: UInt8
        var embolden: Int16
    }
    private final class Entry {
        let key: Key
        let mask: GlyphMask?
        var previous: Entry?, next: Entry?
        init(key: Key, mask: GlyphMask?) {
            self.key = key
            self.mask = mask
        }
        var bytes: Int { (mask?.byteCount ?? 0) + 48 }
    }

    package let byteBudget: Int
    package private(set) var byteCount = 0
    package private(set) var hits = 0, misses = 0
    private var entries: [Key: Entry] = [:]
    private var head: Entry?, tail: Entry?

    /// Held for every lookup; other code that calls FreeType while threads render (icon
    /// name resolution) takes it too.
    package let lock = Lock()

    package init(byteBudget: Int) { self.byteBudget = max(64 << 10, byteBudget) }

    /// The recency list links both ways (a cycle per pair of entries): unlink it, or a cache
    /// that goes away would leave all its masks behind (found by LeakSanitizer). Unlinking
    /// one by one also keeps a long list from being freed by deep recursion.
    deinit {
        var e = head
        while let entry = e {
            e = entry.next
            entry.next = nil
            entry.previous = nil
        }
    }

    package var count: Int { entries.count }

    /// The mask for `glyph` of `face` at `subpixel` quarters, rasterised on a miss.
    /// `embolden` thickens (positive) or thins (negative) the outline by that many 1/64 px,
    /// for icon weights.
    /// `gammaClass` selects the contrast correction baked into the coverage (see
    /// `CoverageGamma`); screens use a few text colours, so a few variants per glyph.
    func mask(face: FontFace, glyph: UInt32, subpixel: Int, embolden: Int = 0, gammaClass: Int? = nil) -> GlyphMask? {
        lock.withLock {
            lockedMask(face: face, glyph: glyph, subpixel: subpixel, embolden: embolden, gammaClass: gammaClass)
        }
    }

    private func lockedMask(face: FontFace, glyph: UInt32, subpixel: Int, embolden: Int, gammaClass: Int?) -> GlyphMask?
    {
        let key = Key(
            face: face.id, glyph: glyph, subpixel: UInt8(subpixel), gammaClass: UInt8(gammaClass ?? 255),
            embolden: Int16(clamping: embolden))
        if let e = entries[key] {
            hits += 1
            moveToFront(e)
            return e.mask
        }
        misses += 1
        let e = Entry(
            key: key,
            mask: face.rasterize(
                glyph: glyph, subpixel: subpixel, embolden: embolden,
                gamma: gammaClass.map(CoverageGamma.table(forClass:))))
        entries[key] = e
        byteCount += e.bytes
        pushFront(e)
        while byteCount > byteBudget, let last = tail, last !== e { remove(last) }
        return e.mask
    }

    package func removeAll() {
        lock.withLock {
            entries.removeAll()
            head = nil
            tail = nil
            byteCount = 0
        }
    }

    private func pushFront(_ e: Entry) {
        e.next = head
        e.previous = nil
        head?.previous = e
        head = e
        if tail == nil { tail = e }
    }
    private func unlink(_ e: Entry) {
        e.previous?.next = e.next
        e.next?.previous = e.previous
        if head === e { head = e.next }
        if tail === e { tail = e.previous }
        e.previous = nil
        e.next = nil
    }
    private func moveToFront(_ e: Entry) {
        if head !== e {
            unlink(e)
            pushFront(e)
        }
    }
    private func remove(_ e: Entry) {
        unlink(e)
        entries[e.key] = nil
        byteCount -= e.bytes
    }
}
