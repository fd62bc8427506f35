#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import KioskRaster
import KioskGeometry

/// A frame in which one scroll view's content moved by whole pixels: the pixels already in
/// the shadow buffer are moved inside the viewport, and only `redraw` is rasterised (the strip
/// the motion exposed, rows that changed, and whatever overlaps the viewport without being
/// part of the content).
package struct ScrollReuse: Sendable, Equatable {
    package var viewport: PixelRect
    package var dx: Int, dy: Int
    package var redraw: Region

    /// Where moved pixels land inside the viewport (the rest of it is exposed).
    package var movedArea: PixelRect { viewport.offsetBy(dx: dx, dy: dy).intersection(viewport) }
}

extension DisplayList {
    /// The reuse plan when exactly one scroll view moved since `old` and moving pixels gives
    /// what a full render would: nil otherwise (the caller falls back to `damage(since:)`).
    package func scrollReuse(since old: DisplayList, screen: PixelRect, limit: Int = 32) -> ScrollReuse? {
        guard background == old.background else { return nil }
        var moving: (old: ScrollRecord, new: ScrollRecord)?
        for record in scrolls {
            guard let previous = old.scrolls.first(where: { $0.tag == record.tag }) else { continue }
            guard previous.dx != record.dx || previous.dy != record.dy else { continue }
            if moving != nil { return nil }  // two scroll views at once: not worth the bookkeeping
            moving = (previous, record)
        }
        guard let moving, moving.old.viewport == moving.new.viewport else { return nil }
        let tag = moving.new.tag
        let dx = moving.new.dx - moving.old.dx, dy = moving.new.dy - moving.old.dy
        let v = moving.new.viewport.intersection(screen)
        guard abs(dx) < v.width, abs(dy) < v.height else { return nil }

        var region = Region(limit: limit)
        // The strips the motion exposed.
        if dy > 0 { region.add(PixelRect(x: v.x, y: v.y, width: v.width, height: dy)) }
        if dy < 0 { region.add(PixelRect(x: v.x, y: v.maxY + dy, width: v.width, height: -dy)) }
        if dx > 0 { region.add(PixelRect(x: v.x, y: v.y, width: dx, height: v.height)) }
        if dx < 0 { region.add(PixelRect(x: v.maxX + dx, y: v.y, width: -dx, height: v.height)) }

        var oldByID: [UInt64: (index: Int, fragment: DisplayFragment)] = [:]
        for (i, f) in old.fragments.enumerated() { oldByID[f.id] = (i, f) }
        var seen = Set<UInt64>()
        var lastOldIndex = -1
        for f in fragments {
            seen.insert(f.id)
            if f.hasBackdropBlur && f.bounds.intersects(v) { return nil }
            let previous = oldByID[f.id]
            let reordered = previous.map { $0.index < lastOldIndex } ?? false
            if let previous { lastOldIndex = max(lastOldIndex, previous.index) }
            if f.translation(tag: tag) != nil {
                // Content: unchanged but for the scroll, its moved pixels are right.
                if let o = previous?.fragment, !reordered, f.isScrolled(from: o, tag: tag, dx: dx, dy: dy) { continue }
                region.add(f.bounds)
                if let o = previous?.fragment {
                    region.add(o.bounds)
                    region.add(o.bounds.offsetBy(dx: dx, dy: dy).intersection(v))
                }
            } else {
                if let o = previous?.fragment {
                    if o != f || reordered {
                        region.add(f.bounds)
                        region.add(o.bounds)
                    }
                } else {
                    region.add(f.bounds)
                }
                // Anything else that shows in the viewport moved with the pixels: redraw it where
                // it is and where its moved copy landed, unless it looks the same moved.
                if f.bounds.intersects(v) && !f.isUniformFill(covering: v) {
                    region.add(f.bounds.intersection(v))
                    if let o = previous?.fragment { region.add(o.bounds.offsetBy(dx: dx, dy: dy).intersection(v)) }
                }
            }
        }
        for o in old.fragments where !seen.contains(o.id) {
            region.add(o.bounds)
            if o.bounds.intersects(v) { region.add(o.bounds.offsetBy(dx: dx, dy: dy).intersection(v)) }
        }
        region.clip(to: screen)
        return ScrollReuse(viewport: v, dx: dx, dy: dy, redraw: region)
    }
}

extension DisplayFragment {
    /// True when the fragment is one solid colour over all of `rect`, so moving pixels inside
    /// `rect` leaves it looking the same (a background behind a scroll view).
    func isUniformFill(covering rect: PixelRect) -> Bool {
        var fills = 0
        for c in commands {
            switch c {
            case let .fillRect(r, .solid):
                fills += 1
                if r.minX > Double(rect.x) || r.minY > Double(rect.y) || r.maxX < Double(rect.maxX)
                    || r.maxY < Double(rect.maxY)
                {
                    return false
                }
            case .pushClip, .pushClipRect, .popClip: continue
            default: return false
            }
        }
        // Clips could cut into the rectangle: accept them only when the bounds still cover it.
        return fills == 1 && bounds.contains(rect)
    }
}

extension PixelBuffer {
    /// Moves the pixels of `rect` by (dx, dy), within `rect` (the shadow buffer's scroll).
    package func scroll(_ rect: PixelRect, dx: Int, dy: Int) {
        let dest = rect.offsetBy(dx: dx, dy: dy).intersection(rect).intersection(bounds)
        guard !dest.isEmpty, dx != 0 || dy != 0 else { return }
        let rows = dy > 0 ? Array((dest.y..<dest.maxY).reversed()) : Array(dest.y..<dest.maxY)
        for y in rows {
            // memmove: a sideways scroll moves pixels within the same row.
            memmove(row(y) + dest.x, row(y - dy) + (dest.x - dx), dest.width * MemoryLayout<UInt32>.stride)
        }
    }
}
