import Testing
import KioskGoldens
import KioskRender
import KioskRaster
import KioskGeometry
import KioskText
import KioskPlatform
import KioskHeadless
#if canImport(Glibc)
import Glibc
#endif

/// A small dashboard: a header, cards with shadows, text, an icon, a glass panel, a toggle.
/// `frame` changes a few things each step, as an app's state would.
enum Scene {
    nonisolated(unsafe) static let fonts = FontLibrary()
    static let screen = PixelRect(x: 0, y: 0, width: 320, height: 200)

    static func text(_ s: String, _ size: Double, at p: Point, color: RGBAColor) -> DrawCommand {
        let style = TextStyle(font: FontDescriptor(pixelSize: size))
        return .text(
            TextRun(
                layout: TextLayout(s, style: style, width: nil, fonts: fonts), text: s, style: style, width: nil,
                origin: p, color: color))
    }

    static func list(frame: Int) -> DisplayList {
        var f: [DisplayFragment] = []
        f.append(
            DisplayFragment(
                id: 1, bounds: PixelRect(x: 0, y: 0, width: 320, height: 40),
                commands: [
                    .fillRect(
                        Rect(x: 0, y: 0, width: 320, height: 40),
                        .linearGradient(
                            LinearGradientPaint(
                                gradient: Gradient(colors: [RGBAColor(hex: 0x2563EB), RGBAColor(hex: 0x7C3AED)]),
                                start: .zero, end: Point(x: 320, y: 0)))),
                    text("Dashboard", 18, at: Point(x: 12, y: 9), color: .white),
                ]))
        // A card that slides by 3.5 px per frame (fractional positions on purpose).
        let cardX = 12 + Double(frame) * 3.5
        let card = Rect(x: cardX, y: 56, width: 130, height: 70)
        f.append(
            DisplayFragment(
                id: 2, bounds: PixelRect(covering: card).insetBy(dx: -14, dy: -14).offsetBy(dx: 0, dy: 4),
                commands: [
                    .shadow(
                        roundedRect: card, radii: CornerRadii(12), color: RGBAColor.black.withAlpha(0.25),
                        blurRadius: 10, offset: Point(x: 0, y: 4), spread: 0),
                    .fill(Path.roundedRect(card, cornerRadius: 12), .solid(.white), .nonZero),
                    .pushClip(Path.roundedRect(card, cornerRadius: 12)),
                    text("Pump \(frame % 3 + 1)", 15, at: Point(x: cardX + 12, y: 68), color: RGBAColor(hex: 0x0F172A)),
                    .popClip,
                ]))
        // A live number whose text changes every frame.
        f.append(
            DisplayFragment(
                id: 3, bounds: PixelRect(x: 180, y: 56, width: 130, height: 30),
                commands: [
                    text(
                        "\(20 + frame * 7 % 13).\(frame % 10) °C", 20, at: Point(x: 184, y: 58),
                        color: RGBAColor(hex: 0x16A34A))
                ]))
        // A toggle that flips every other frame.
        let on = frame % 2 == 1
        let track = Rect(x: 200, y: 150, width: 52, height: 30)
        f.append(
            DisplayFragment(
                id: 4, bounds: PixelRect(covering: track).insetBy(dx: -1, dy: -1),
                commands: [
                    .fill(
                        Path.capsule(in: track), .solid(on ? RGBAColor(hex: 0x22C55E) : RGBAColor(hex: 0xCBD5E1)),
                        .nonZero),
                    .fill(
                        Path.circle(
                            center: Point(x: on ? track.maxX - 15 : track.minX + 15, y: track.midY), radius: 12),
                        .solid(.white), .nonZero),
                ]))
        f.append(
            DisplayFragment(
                id: 5, bounds: PixelRect(x: 268, y: 148, width: 36, height: 36),
                commands: [
                    .icon(
                        systemName: on ? "bell.fill" : "bell", in: Rect(x: 270, y: 150, width: 32, height: 32),
                        pixelSize: 28, weight: .regular, color: RGBAColor(hex: 0x1D4ED8))
                ]))
        // A translucent layer whose opacity animates.
        f.append(
            DisplayFragment(
                id: 6, bounds: PixelRect(x: 20, y: 140, width: 150, height: 50),
                commands: [
                    .pushLayer(opacity: 0.4 + 0.1 * Double(frame % 5)),
                    .fill(
                        Path.circle(center: Point(x: 60, y: 165), radius: 22), .solid(RGBAColor(hex: 0xF97316)),
                        .nonZero),
                    .fill(
                        Path.circle(center: Point(x: 90, y: 165), radius: 22), .solid(RGBAColor(hex: 0x3B82F6)),
                        .nonZero),
                    .popLayer,
                    .stroke(
                        Path.roundedRect(Rect(x: 120.5, y: 145.5, width: 45, height: 40), cornerRadius: 6),
                        .solid(.black), StrokeStyle(lineWidth: 2, dash: [4, 2], dashPhase: Double(frame))),
                ]))
        return DisplayList(background: RGBAColor(hex: 0xF1F5F9), fragments: f)
    }
}

@Suite(.serialized) struct RendererTests {
    @Test func unchangedListHasNoDamage() {
        let a = Scene.list(frame: 0)
        #expect(a.damage(since: a, screen: Scene.screen).isEmpty)
    }

    @Test func damageCoversOldAndNewBoundsOfWhatChanged() {
        let a = Scene.list(frame: 0), b = Scene.list(frame: 1)
        let damage = b.damage(since: a, screen: Scene.screen)
        // The header (fragment 1) did not change: its area is not damaged.
        #expect(!damage.intersects(PixelRect(x: 0, y: 0, width: 320, height: 40)))
        for id in [2, 3, 4, 5, 6] as [UInt64] {
            let old = a.fragments.first { $0.id == id }!.bounds, new = b.fragments.first { $0.id == id }!.bounds
            for r in [old, new] {
                #expect(
                    Region(r).rects.allSatisfy { rect in
                        damage.rects.contains { $0.contains(rect) } || damage.area >= rect.area
                    })
            }
        }
    }

    /// A long page moved by an offset changes every fragment, most of them below the screen:
    /// those are left out of the region, so that joining them (past its few rectangles) does
    /// not grow what is redrawn on the screen.
    @Test func fragmentsOffTheScreenAddNoDamage() {
        func page(_ dy: Int) -> DisplayList {
            DisplayList(
                fragments: (0..<40).map { i in
                    DisplayFragment(
                        id: UInt64(i + 1),
                        bounds: PixelRect(x: 10 + 37 * (i % 3), y: 20 + 60 * i + dy, width: 30, height: 40),
                        commands: [.fillRect(Rect(x: 0, y: Double(i), width: 1, height: 1), .solid(.black))])
                })
        }
        let damage = page(4).damage(since: page(0), screen: Scene.screen)
        // The three fragments on the screen, each its old and new bounds.
        let expected = (0..<4).reduce(0) { sum, i in
            let top = 20 + 60 * i
            return sum + 30 * max(0, min(top + 44, 200) - top)
        }
        #expect(damage.area == expected, "\(damage)")
    }

    @Test func removedAddedAndReorderedFragmentsAreDamaged() {
        let a = DisplayList(fragments: [
            DisplayFragment(id: 1, bounds: PixelRect(x: 0, y: 0, width: 10, height: 10), commands: []),
            DisplayFragment(id: 2, bounds: PixelRect(x: 20, y: 0, width: 10, height: 10), commands: []),
        ])
        let removed = DisplayList(fragments: [a.fragments[0]])
        #expect(removed.damage(since: a, screen: Scene.screen).bounds == PixelRect(x: 20, y: 0, width: 10, height: 10))
        #expect(a.damage(since: removed, screen: Scene.screen).bounds == PixelRect(x: 20, y: 0, width: 10, height: 10))
        let reordered = DisplayList(fragments: [a.fragments[1], a.fragments[0]])
        #expect(!reordered.damage(since: a, screen: Scene.screen).isEmpty)
        var recoloured = a
        recoloured.background = .black
        #expect(recoloured.damage(since: a, screen: Scene.screen).bounds == Scene.screen)
    }

    @Test func fragmentsOutsideTheDamageAreNotDrawn() {
        let renderer = Renderer(fonts: Scene.fonts)
        let buffer = PixelBuffer(width: 320, height: 200)
        renderer.render(
            Scene.list(frame: 0), into: buffer, region: Region(PixelRect(x: 0, y: 0, width: 50, height: 20)))
        #expect(renderer.lastFragmentsDrawn == 1)
        #expect(renderer.lastPixelsDrawn == 1000)
    }

    /// Damage inside an opaque fill starts drawing at that fill: what lies beneath is neither
    /// cleared nor drawn, and the pixels are those of a whole render (which cannot skip).
    @Test func damageUnderAnOpaqueFillSkipsWhatItHides() {
        let below = DisplayFragment(
            id: 1, bounds: PixelRect(x: 0, y: 0, width: 120, height: 80),
            commands: [
                .fillRect(Rect(x: 0, y: 0, width: 120, height: 80), .solid(RGBAColor(red: 0.9, green: 0.2, blue: 0.1)))
            ])
        let card = DisplayFragment(
            id: 2, bounds: PixelRect(x: 10, y: 10, width: 81, height: 51),
            commands: [
                .fill(
                    Path.roundedRect(Rect(x: 10.5, y: 10.25, width: 80, height: 50), cornerRadius: 8), .solid(.white),
                    .nonZero),
                .fillRect(
                    Rect(x: 30, y: 30, width: 10, height: 10), .solid(RGBAColor(red: 0, green: 0, blue: 1, alpha: 0.5))),
            ])
        let list = DisplayList(background: .black, fragments: [below, card])
        let renderer = Renderer(fonts: Scene.fonts)
        let whole = PixelBuffer(width: 120, height: 80)
        renderer.render(list, into: whole)
        #expect(renderer.lastFragmentsDrawn == 2)

        // Inside the card's corners: only the card is drawn, over pixels left as they were.
        let inside = PixelRect(x: 20, y: 20, width: 40, height: 30)
        let part = PixelBuffer(width: 120, height: 80)
        renderer.render(list, into: part, region: Region(inside))
        #expect(renderer.lastFragmentsDrawn == 1)
        // Across a rounded corner and a fractional edge: everything beneath is drawn again.
        let across = PixelRect(x: 5, y: 5, width: 20, height: 20)
        renderer.render(list, into: part, region: Region(across))
        #expect(renderer.lastFragmentsDrawn == 2)
        for r in [inside, across] {
            for y in r.y..<r.maxY {
                for x in r.x..<r.maxX where part[x, y] != whole[x, y] {
                    Issue.record("pixel \(x),\(y) differs from the whole render")
                    return
                }
            }
        }
        // A translucent fill hides nothing.
        let glassy = DisplayFragment(
            id: 3, bounds: PixelRect(x: 0, y: 0, width: 120, height: 80),
            commands: [
                .fillRect(
                    Rect(x: 0, y: 0, width: 120, height: 80), .solid(RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.9)))
            ])
        renderer.render(
            DisplayList(background: .black, fragments: [below, glassy]), into: part, region: Region(inside))
        #expect(renderer.lastFragmentsDrawn == 2)
    }

    /// Renders frames 0...7 fully (the reference) and incrementally: damage only into the
    /// shadow buffer, then the region for the back buffer's age copied into a ring of
    /// buffers. After every frame the shown buffer must equal the full render.
    @Test(arguments: [1, 2, 3])
    func incrementalFramesMatchFullRendersAtEveryBufferAge(ringSize: Int) {
        let renderer = Renderer(fonts: Scene.fonts)
        let display = HeadlessDisplay(width: 320, height: 200, agePolicy: .ring(count: ringSize))
        let shadow = PixelBuffer(width: 320, height: 200)
        var previous: DisplayList?
        for frame in 0..<8 {
            let list = Scene.list(frame: frame)
            let damage = previous.map { list.damage(since: $0, screen: Scene.screen) } ?? Region(Scene.screen)
            renderer.render(list, into: shadow, region: damage)
            _ = try? display.present(shadow, damage: damage)

            let full = PixelBuffer(width: 320, height: 200)
            renderer.render(list, into: full)
            #expect(display.frontBuffer!.hasSamePixels(as: full), "frame \(frame), ring of \(ringSize)")
            if frame > 0 { #expect(damage.area < Scene.screen.area / 2, "frame \(frame) damaged \(damage.area) px") }
            previous = list
        }
    }

    @Test func sceneRendersLikeTheGolden() {
        let renderer = Renderer(fonts: Scene.fonts)
        let buffer = PixelBuffer(width: 320, height: 200)
        renderer.render(Scene.list(frame: 1), into: buffer)
        RenderGolden.check(buffer, named: "dashboard-frame1")
    }

    @Test func damageHistoryUnionsTheFramesABufferMissed() {
        var h = DamageHistory()
        h.record(Region(PixelRect(x: 0, y: 0, width: 10, height: 10)))
        h.record(Region(PixelRect(x: 50, y: 0, width: 10, height: 10)))
        #expect(h.region(forAge: 1, screen: Scene.screen).area == 100)
        #expect(h.region(forAge: 2, screen: Scene.screen).area == 200)
        #expect(h.region(forAge: 0, screen: Scene.screen).bounds == Scene.screen)
        #expect(h.region(forAge: 9, screen: Scene.screen).bounds == Scene.screen)
    }
}

typealias RenderGolden = GoldenImage

@Suite struct HeadlessFrameLogTests {
    /// The soak found it: a headless display kept every present's report, 0.5 KB a frame.
    @Test func theFrameLogKeepsTheLatestPresentsOnly() throws {
        let display = HeadlessDisplay(width: 16, height: 16)
        let frame = PixelBuffer(width: 16, height: 16)
        for i in 0..<1000 {
            _ = try display.present(frame, damage: Region(PixelRect(x: i % 16, y: 0, width: 1, height: 1)))
        }
        #expect(display.presentCount == 1000)
        #expect(display.reports.count == HeadlessDisplay.reportLimit)
        #expect(display.reports.last?.panelDamage == [PixelRect(x: 999 % 16, y: 0, width: 1, height: 1)])
    }
}
