import KioskGeometry
import KioskRaster
import KioskRender
import KioskText
import Testing

/// A stroke whose path keeps its first elements and changes after them damages only the
/// reach of what changed, and a frame drawn from that damage alone has the pixels of a full
/// render.
@Suite struct StrokeTailDamageTests {
    static let screen = PixelRect(x: 0, y: 0, width: 200, height: 120)

    /// A progress ring at `degrees`, clockwise from the top: whole quarter turns, then the rest,
    /// so a ring that grows keeps its earlier quarters.
    static func ring(_ degrees: Double) -> Path {
        var p = Path()
        let start = -Double.pi / 2, center = Point(x: 60, y: 60)
        p.move(to: Point(x: 60, y: 20))
        var done = 0.0
        while done < degrees {
            let step = min(90, degrees - done)
            p.appendArcCubics(
                center: center, rx: 40, ry: 40, rotation: 0, start: start + done * .pi / 180, sweep: step * .pi / 180)
            done += step
        }
        return p
    }

    /// A line chart of `count` readings, jagged enough for sharp miter joins.
    static func chart(_ count: Int) -> Path {
        var p = Path()
        for i in 0..<count {
            let point = Point(x: 110 + Double(i) * 7, y: 90 - Double((i * 37) % 60))
            if i == 0 { p.move(to: point) } else { p.line(to: point) }
        }
        return p
    }

    static func list(frame: Int) -> DisplayList {
        let ringStyle = StrokeStyle(lineWidth: 8, lineCap: .round)
        let chartStyle = StrokeStyle(lineWidth: 3, lineJoin: .miter, miterLimit: 10)
        return DisplayList(
            background: .white,
            fragments: [
                DisplayFragment(
                    id: 1, bounds: PixelRect(x: 10, y: 10, width: 100, height: 100),
                    commands: [
                        .stroke(
                            Path.circle(center: Point(x: 60, y: 60), radius: 40), .solid(RGBAColor(hex: 0xE2E8F0)),
                            StrokeStyle(lineWidth: 8)),
                        .stroke(ring(100 + Double(frame) * 13), .solid(RGBAColor(hex: 0x2563EB)), ringStyle),
                    ]),
                DisplayFragment(
                    id: 2, bounds: PixelRect(x: 90, y: 0, width: 110, height: 120),
                    commands: [
                        .pushClipRect(Rect(x: 100, y: 5, width: 98, height: 110)),
                        .stroke(chart(3 + frame), .solid(RGBAColor(hex: 0x16A34A)), chartStyle),
                        .popClip,
                    ]),
            ])
    }

    @Test func aGrowingRingAndALineGainingPointsRedrawOnlyTheirEnds() {
        let renderer = Renderer(fonts: FontLibrary())
        let shadow = PixelBuffer(width: Self.screen.width, height: Self.screen.height)
        var previous = Self.list(frame: 0)
        renderer.render(previous, into: shadow)
        for frame in 1..<12 {
            let list = Self.list(frame: frame)
            let damage = list.damage(since: previous, screen: Self.screen)
            renderer.render(list, into: shadow, region: damage)
            let full = PixelBuffer(width: Self.screen.width, height: Self.screen.height)
            renderer.render(list, into: full)
            #expect(shadow.hasSamePixels(as: full), "frame \(frame)")
            // The fragments' bounds are 23,200 pixels; their ends are a fraction of that.
            #expect(damage.area < 8000, "frame \(frame) damaged \(damage.area) px")
            previous = list
        }
    }

    @Test func theTailReachesTheMiterOfTheJoinWhereItStarts() throws {
        var old = Path()
        old.move(to: Point(x: 10, y: 50))
        old.line(to: Point(x: 50, y: 50))
        var new = old
        // A hairpin back under the shared line: its miter points far to the right.
        new.line(to: Point(x: 10, y: 54))
        let style = StrokeStyle(lineWidth: 4, lineJoin: .miter, miterLimit: 40)
        func fragment(_ p: Path) -> DisplayFragment {
            DisplayFragment(id: 1, bounds: Self.screen, commands: [.stroke(p, .solid(.black), style)])
        }
        let part = try #require(fragment(new).changedPixels(since: fragment(old)))
        // The miter's tip lies some 40 px right of the turn at x = 50.
        #expect(part.maxX > 85)
        var bevelled = style
        bevelled.miterLimit = 4
        let short = try #require(
            DisplayFragment(id: 1, bounds: Self.screen, commands: [.stroke(new, .solid(.black), bevelled)])
                .changedPixels(
                    since: DisplayFragment(
                        id: 1, bounds: Self.screen, commands: [.stroke(old, .solid(.black), bevelled)])))
        #expect(short.maxX < 60)
    }

    /// A shape's bounds follow its path: a stroke alone whose path starts where it did is
    /// still compared when its bounds grew; one that moved is all new.
    @Test func aStrokeWhoseBoundsGrewWithItsPathChangesInPart() {
        let style = StrokeStyle(lineWidth: 4)
        func fragment(_ path: Path) -> DisplayFragment {
            let b = path.controlBounds.insetBy(dx: -3, dy: -3)
            return DisplayFragment(
                id: 7,
                bounds: PixelRect(
                    minX: Int(b.minX.rounded(.down)), minY: Int(b.minY.rounded(.down)), maxX: Int(b.maxX.rounded(.up)),
                    maxY: Int(b.maxY.rounded(.up))),
                commands: [.stroke(path, .solid(.black), style)])
        }
        let shorter = fragment(Self.ring(100)), longer = fragment(Self.ring(150))
        #expect(shorter.bounds != longer.bounds)
        let part = longer.changedPixels(since: shorter)
        #expect(part != nil && part!.area < longer.bounds.area / 2)
        var moved = Self.ring(150)
        moved = moved.applying(AffineTransform(translationX: 1, y: 0))
        #expect(fragment(moved).changedPixels(since: shorter) == nil)
    }

    @Test func otherChangesDamageTheWholeBounds() {
        let style = StrokeStyle(lineWidth: 2)
        let a = Self.chart(5), b = Self.chart(6)
        func fragment(_ commands: [DrawCommand]) -> DisplayFragment {
            DisplayFragment(id: 1, bounds: Self.screen, commands: commands)
        }
        let base = fragment([.stroke(a, .solid(.black), style)])
        #expect(fragment([.stroke(b, .solid(.black), style)]).changedPixels(since: base) != nil)
        // Another colour, another width: all of it changes.
        #expect(fragment([.stroke(b, .solid(.white), style)]).changedPixels(since: base) == nil)
        #expect(fragment([.stroke(b, .solid(.black), StrokeStyle(lineWidth: 3))]).changedPixels(since: base) == nil)
        // A fill's change reaches its whole inside.
        #expect(
            fragment([.fill(b, .solid(.black), .nonZero)]).changedPixels(
                since: fragment([.fill(a, .solid(.black), .nonZero)])) == nil)
        // Two commands changed.
        #expect(
            fragment([
                .stroke(b, .solid(.black), style), .fillRect(Rect(x: 0, y: 0, width: 9, height: 9), .solid(.black)),
            ])
            .changedPixels(
                since: fragment([
                    .stroke(a, .solid(.black), style), .fillRect(Rect(x: 0, y: 0, width: 8, height: 9), .solid(.black)),
                ])) == nil)
        // Under a transform the change lands elsewhere.
        let t = AffineTransform(translationX: 5, y: 0)
        #expect(
            fragment([.pushTransform(t, source: Self.screen), .stroke(b, .solid(.black), style), .popTransform])
                .changedPixels(
                    since: fragment([
                        .pushTransform(t, source: Self.screen), .stroke(a, .solid(.black), style), .popTransform,
                    ]))
                == nil)
        // A closed outline's closing line reaches back to its start.
        var closedA = a, closedB = b
        closedA.close()
        closedB.close()
        #expect(
            fragment([.stroke(closedB, .solid(.black), style)]).changedPixels(
                since: fragment([.stroke(closedA, .solid(.black), style)])) == nil)
    }
}
