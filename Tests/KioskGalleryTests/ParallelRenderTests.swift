import Testing
import KioskTesting
import KioskText
import KioskRaster
@testable import KioskRender
@testable import KioskGallery

/// Render threads draw bands of the damage at once; the pixels must be exactly those of one
/// thread, on every page of the gallery (text, icons, shadows, gradients, images, layers).
@MainActor
@Suite struct ParallelRenderTests {
    static func differingPixels(_ a: PixelBuffer, _ b: PixelBuffer) -> Int {
        var n = 0
        for y in 0..<a.height { for x in 0..<a.width where a[x, y] != b[x, y] { n += 1 } }
        return n
    }

    @Test func bandsDrawTheSamePixelsAsOneThread() {
        let fonts = FontLibrary()
        var banded = 0
        for (i, page) in Gallery.pages.enumerated() {
            let size = Size(width: 800, height: 480)
            let one = ViewRenderer(
                Gallery.screen(page: page), size: size, colorScheme: i % 2 == 0 ? .light : .dark, fonts: fonts)
            one.render()
            for threads in [2, 3, 5] {
                let many = ViewRenderer(
                    Gallery.screen(page: page), size: size, colorScheme: i % 2 == 0 ? .light : .dark, fonts: fonts)
                many.renderer.threads = threads
                many.renderer.parallelThreshold = 0
                many.render()
                if many.renderer.lastBands > 1 { banded += 1 }
                #expect(Self.differingPixels(one.buffer, many.buffer) == 0, "page \(page), \(threads) threads")
                #expect(many.renderer.lastPixelsDrawn == one.renderer.lastPixelsDrawn)
            }
        }
        #expect(banded == 3 * Gallery.pages.count, "every page was drawn in bands")
    }

    @Test func bandsOfScatteredDamageRepaintExactly() {
        let fonts = FontLibrary()
        let r = ViewRenderer(Gallery.screen(page: "cards"), size: Size(width: 640, height: 400), fonts: fonts)
        r.render()
        let list = r.graph.displayList(background: .white)
        let reference = PixelBuffer(width: 640, height: 400)
        let renderer = Renderer(fonts: fonts)
        renderer.render(list, into: reference)
        // Damage in several pieces, then repainted over garbage by three threads.
        var damage = Region()
        for r in [
            PixelRect(x: 13, y: 7, width: 301, height: 97), PixelRect(x: 200, y: 150, width: 437, height: 181),
            PixelRect(x: 0, y: 333, width: 91, height: 67),
        ] { damage.add(r) }
        let target = reference.copy()
        for rect in damage.rects { target.fill(0xFF00_FF00, in: rect) }
        renderer.threads = 3
        renderer.parallelThreshold = 0
        renderer.render(list, into: target, region: damage)
        #expect(renderer.lastBands == 3)
        #expect(Self.differingPixels(reference, target) == 0)
    }

    @Test func bandsHaveEqualAreaAndCoverTheDamageOnce() {
        let rects = [PixelRect(x: 0, y: 0, width: 100, height: 10), PixelRect(x: 0, y: 10, width: 10, height: 90)]
        let bands = Renderer.bands(of: rects, count: 2)
        #expect(bands.count == 2)
        let areas = bands.map { $0.reduce(0) { $0 + $1.area } }
        #expect(areas.reduce(0, +) == 1000 + 900, "every pixel once")
        #expect(abs(areas[0] - areas[1]) <= 100, "halves of about equal area: \(areas)")
        #expect(
            Renderer.bands(of: [PixelRect(x: 0, y: 0, width: 50, height: 1)], count: 4).count == 1,
            "one row is one band")
    }

    @Test func aBackdropBlurIsDrawnAfterTheBandsOverWhatTheyDrew() {
        let fonts = FontLibrary()
        let r = ViewRenderer(Gallery.screen(page: "cards"), size: Size(width: 640, height: 400), fonts: fonts)
        r.render()
        var list = r.graph.displayList(background: .white)
        // Glass across the bands' boundaries, over the page's text and shadows.
        list.fragments.append(
            DisplayFragment(
                id: 999_999, bounds: PixelRect(x: 100, y: 60, width: 300, height: 260),
                commands: [.group([.backdropBlur(Rect(x: 100, y: 60, width: 300, height: 260), radius: 12)])]))
        #expect(list.fragments.last!.hasBackdropBlur, "a blur inside a group counts")
        let one = PixelBuffer(width: 640, height: 400)
        Renderer(fonts: fonts).render(list, into: one)
        let renderer = Renderer(fonts: fonts)
        renderer.threads = 4
        renderer.parallelThreshold = 0
        let many = PixelBuffer(width: 640, height: 400)
        renderer.render(list, into: many)
        #expect(renderer.lastBands == 4)
        #expect(Self.differingPixels(one, many) == 0)
    }
}
