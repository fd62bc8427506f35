import KioskGeometry
import KioskRaster

/// What a back buffer must receive before it is shown: the damage of this frame plus the
/// damage of the frames it missed.
///
/// With a ring of n buffers, the buffer about to be drawn was last current n frames ago (its
/// age); everything damaged since then is stale in it. Age 0 means its contents are unknown
/// and the whole screen is copied. Kept here, below every backend, so the DRM presenter and
/// the headless display share one implementation.
package struct DamageHistory: Sendable {
    private var recent: [Region] = []
    package let capacity: Int

    package init(capacity: Int = 4) { self.capacity = max(1, capacity) }

    /// Records the damage of the frame just rendered (call once per frame).
    package mutating func record(_ damage: Region) {
        recent.append(damage)
        if recent.count > capacity { recent.removeFirst() }
    }

    /// The region to copy into a back buffer of `age` for the frame recorded last.
    package func region(forAge age: Int, screen: PixelRect) -> Region {
        guard age > 0, age <= recent.count else { return Region(screen) }
        var region = Region()
        for r in recent.suffix(age) { region.add(r) }
        region.clip(to: screen)
        return region
    }
}

/// Copies damaged rectangles from the shadow buffer to a back buffer of the same format and
/// orientation (the headless path; KioskDRM's presenter converts and rotates on the way).
package enum DamageCopy {
    package static func copy(_ region: Region, from shadow: PixelBuffer, to back: PixelBuffer) {
        for r in region.rects {
            let rect = r.intersection(shadow.bounds).intersection(back.bounds)
            guard !rect.isEmpty else { continue }
            for y in rect.y..<rect.maxY {
                (back.row(y) + rect.x).update(from: shadow.row(y) + rect.x, count: rect.width)
            }
        }
    }
}
