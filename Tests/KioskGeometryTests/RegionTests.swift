import Testing
import KioskGeometry

@Suite struct RegionTests {
    @Test func overlappingRectanglesAreStoredDisjointWithExactArea() {
        var region = Region()
        region.add(PixelRect(x: 0, y: 0, width: 10, height: 10))
        region.add(PixelRect(x: 5, y: 5, width: 10, height: 10))
        #expect(region.area == 175)
        for (i, a) in region.rects.enumerated() {
            for b in region.rects[(i + 1)...] { #expect(!a.intersects(b)) }
        }
        #expect(region.bounds == PixelRect(x: 0, y: 0, width: 15, height: 15))
    }

    @Test func containedRectangleAddsNothing() {
        var region = Region(PixelRect(x: 0, y: 0, width: 100, height: 100))
        region.add(PixelRect(x: 10, y: 10, width: 5, height: 5))
        #expect(region.rects == [PixelRect(x: 0, y: 0, width: 100, height: 100)])
    }

    @Test func adjacentRectanglesOnOneRowMerge() {
        var region = Region()
        region.add(PixelRect(x: 0, y: 0, width: 10, height: 4))
        region.add(PixelRect(x: 10, y: 0, width: 10, height: 4))
        #expect(region.rects == [PixelRect(x: 0, y: 0, width: 20, height: 4)])
    }

    /// Past the limit the two rectangles whose box wastes least are joined, not everything
    /// into one box: five scattered squares under a limit of four become four rectangles, the
    /// two nearest squares sharing one, and the area grows by that box's waste only.
    @Test func joinsTheCheapestPairPastTheLimit() {
        var region = Region(limit: 4)
        let squares = [(0, 0), (200, 0), (0, 200), (200, 200), (9, 0)].map {
            PixelRect(x: $0.0, y: $0.1, width: 5, height: 5)
        }
        for s in squares { region.add(s) }
        #expect(region.rects.count == 4)
        #expect(region.rects.contains(PixelRect(x: 0, y: 0, width: 14, height: 5)))
        #expect(region.area == 3 * 25 + 70)
        for s in squares { #expect(region.rects.contains { $0.contains(s) }) }
    }

    /// The joined box may overlap other rectangles: they join it, and the region stays
    /// disjoint and covers everything added.
    @Test func aJoinedBoxAbsorbsWhatItOverlaps() {
        var region = Region(limit: 3)
        let added = [
            PixelRect(x: 0, y: 0, width: 10, height: 2), PixelRect(x: 0, y: 8, width: 10, height: 2),
            PixelRect(x: 4, y: 4, width: 2, height: 2), PixelRect(x: 100, y: 100, width: 4, height: 4),
            PixelRect(x: 200, y: 0, width: 4, height: 4),
        ]
        for r in added { region.add(r) }
        #expect(region.rects.count <= 3)
        for (i, a) in region.rects.enumerated() {
            for b in region.rects[(i + 1)...] { #expect(!a.intersects(b)) }
        }
        for r in added { #expect(region.rects.contains { $0.contains(r) }) }
        #expect(region.area < 210 * 104, "not one box around everything: \(region)")
    }

    @Test func clippingKeepsOnlyTheVisiblePart() {
        var region = Region(PixelRect(x: -10, y: -10, width: 30, height: 30))
        region.clip(to: PixelRect(x: 0, y: 0, width: 15, height: 15))
        #expect(region.rects == [PixelRect(x: 0, y: 0, width: 15, height: 15)])
    }

    @Test func subtractingLeavesFourBands() {
        let outer = PixelRect(x: 0, y: 0, width: 10, height: 10)
        let parts = outer.subtracting(PixelRect(x: 3, y: 3, width: 4, height: 4))
        #expect(parts.count == 4)
        #expect(parts.reduce(0) { $0 + $1.area } == 100 - 16)
    }

    /// A card dragged 2 px right and 4 down: its old and new bounds, and a border's a pixel
    /// wider than its fill. Cut around one another they were slivers that the next rectangles
    /// were cut by again; each that nearly fills the box it makes with one already there now
    /// joins it.
    @Test func aMovedShapesBoundsStayOneRectangle() {
        var region = Region()
        for d in [0, 2] {
            region.add(PixelRect(x: 101 + d, y: 101 + 2 * d, width: 272, height: 122))
            region.add(PixelRect(x: 111 + d, y: 111 + 2 * d, width: 82, height: 82))
        }
        for d in [0, 2] { region.add(PixelRect(x: 100 + d, y: 100 + 2 * d, width: 274, height: 124)) }
        #expect(region.rects == [PixelRect(x: 100, y: 100, width: 276, height: 128)], "\(region.rects)")
        // Rectangles that overlap little keep their own pixels.
        var apart = Region()
        apart.add(PixelRect(x: 0, y: 0, width: 100, height: 100))
        apart.add(PixelRect(x: 90, y: 90, width: 100, height: 100))
        #expect(apart.area == 2 * 100 * 100 - 100)
    }

    @Test func pixelRectCoversFractionalLogicalRectAtScale() {
        let r = PixelRect(covering: Rect(x: 0.5, y: 1.25, width: 10, height: 3), scale: 2)
        #expect(r == PixelRect(minX: 1, minY: 2, maxX: 21, maxY: 9))
    }
}

@Suite struct AffineTransformTests {
    @Test func concatenationAppliesLeftThenRight() {
        let t = AffineTransform(scaleX: 2, y: 2).concatenating(AffineTransform(translationX: 10, y: 0))
        #expect(t.apply(Point(x: 1, y: 1)) == Point(x: 12, y: 2))
    }

    @Test func inverseUndoesTheTransform() throws {
        let t = AffineTransform(rotationAngle: 0.7).scaledBy(x: 3, y: 0.5).translatedBy(x: 4, y: -2)
        let inv = try #require(t.inverted)
        let p = inv.apply(t.apply(Point(x: 3.5, y: -7)))
        #expect(abs(p.x - 3.5) < 1e-9 && abs(p.y + 7) < 1e-9)
        #expect(AffineTransform(scaleX: 0, y: 1).inverted == nil)
    }
}
