/// A set of damaged pixels, kept as at most `limit` disjoint rectangles.
///
/// Rectangles never overlap, so a renderer that redraws each one touches every damaged pixel
/// exactly once. Past `limit` rectangles, the two whose bounding box wastes the fewest pixels
/// are joined (and what that box overlaps joins it): a few dozen rectangles bound the
/// per-rectangle cost of rendering and of the kernel's damage clips, and scattered small
/// changes (arcs, cards) stay small instead of becoming one box around them all.
package struct Region: Hashable, Sendable, CustomStringConvertible {
    package private(set) var rects: [PixelRect] = []
    package let limit: Int

    package init(limit: Int = 32) { self.limit = max(1, limit) }
    package init(_ rect: PixelRect, limit: Int = 32) {
        self.init(limit: limit)
        add(rect)
    }

    package var isEmpty: Bool { rects.isEmpty }
    /// The smallest rectangle that covers the whole region.
    package var bounds: PixelRect { rects.reduce(PixelRect.zero) { $0.union($1) } }
    /// Number of pixels in the region (rectangles are disjoint, so this is exact).
    package var area: Int { rects.reduce(0) { $0 + $1.area } }
    package var description: String { "Region(\(rects.map { $0.description }.joined(separator: " ")))" }

    package mutating func removeAll() { rects.removeAll(keepingCapacity: true) }

    /// Adds `rect`: the parts already covered are skipped, rectangles it covers are absorbed.
    package mutating func add(_ rect: PixelRect) {
        guard !rect.isEmpty else { return }
        var rect = rect
        // A rectangle that overlaps one already there and with it nearly fills their bounding
        // box (a moved shape's old and new bounds, a border around its fill) joins it as that
        // box: cut around it, it left slivers that the next rectangles were cut by again, and a
        // moved card came out as a dozen pieces.
        var joined = true
        while joined {
            joined = false
            for (i, r) in rects.enumerated() where r.intersects(rect) && !r.contains(rect) && !rect.contains(r) {
                let box = r.union(rect)
                let covered = r.area + rect.area - r.intersection(rect).area
                if (box.area - covered) * 16 <= box.area {
                    rects.remove(at: i)
                    rect = box
                    joined = true
                    break
                }
            }
        }
        rects.removeAll { rect.contains($0) }
        // Most damage overlaps nothing already there: no pieces to cut (nor an array for them).
        guard rects.contains(where: { $0.intersects(rect) }) else {
            insertMerging(rect)
            while rects.count > limit { joinCheapestPair() }
            return
        }
        var pieces = [rect]
        for existing in rects where existing.intersects(rect) {
            pieces = pieces.flatMap { $0.subtracting(existing) }
            if pieces.isEmpty { return }
        }
        for piece in pieces { insertMerging(piece) }
        while rects.count > limit { joinCheapestPair() }
    }

    /// Joins the two rectangles whose bounding box adds the fewest pixels beyond their own;
    /// rectangles the box overlaps join it too, so the region stays disjoint.
    private mutating func joinCheapestPair() {
        var best = (i: 0, j: 1, waste: Int.max)
        for i in 0..<(rects.count - 1) {
            let a = rects[i]
            for j in (i + 1)..<rects.count {
                let b = rects[j]
                let waste = a.union(b).area - a.area - b.area
                if waste < best.waste { best = (i, j, waste) }
            }
        }
        var box = rects[best.i].union(rects[best.j])
        rects.remove(at: best.j)
        rects.remove(at: best.i)
        var grew = true
        while grew {
            grew = false
            var kept: [PixelRect] = []
            kept.reserveCapacity(rects.count)
            for r in rects {
                if box.intersects(r) {
                    box = box.union(r)
                    grew = true
                } else {
                    kept.append(r)
                }
            }
            rects = kept
        }
        insertMerging(box)
    }

    package mutating func add(_ other: Region) { for r in other.rects { add(r) } }

    /// Keeps only the parts of the region inside `clip` (for example the screen).
    package mutating func clip(to clip: PixelRect) {
        // In place: a frame clips its damage to the screen without a new array.
        var kept = 0
        for i in rects.indices {
            let part = rects[i].intersection(clip)
            if part.isEmpty { continue }
            rects[kept] = part
            kept += 1
        }
        rects.removeLast(rects.count - kept)
    }

    package func intersects(_ r: PixelRect) -> Bool { rects.contains { $0.intersects(r) } }

    /// Joins a disjoint piece with a neighbour that shares a full edge, so that a row of
    /// adjacent damage (a moving label) stays one rectangle.
    private mutating func insertMerging(_ piece: PixelRect) {
        var piece = piece
        var merged = true
        while merged {
            merged = false
            for (i, r) in rects.enumerated() {
                let sameRows = r.y == piece.y && r.height == piece.height && (r.maxX == piece.x || piece.maxX == r.x)
                let sameCols = r.x == piece.x && r.width == piece.width && (r.maxY == piece.y || piece.maxY == r.y)
                if sameRows || sameCols {
                    piece = piece.union(r)
                    rects.remove(at: i)
                    merged = true
                    break
                }
            }
        }
        rects.append(piece)
    }
}
