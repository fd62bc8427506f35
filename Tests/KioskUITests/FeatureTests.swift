import Testing
import Observation
import KioskRaster
import KioskPlatform
import KioskHeadless
@testable import KioskUI

@Observable final class OrderModel: @unchecked Sendable {
    var total = 0
    var note = "none"
}

/// An image at half-pixel position and size while `model.total` is 1.
struct ShownImage: View {
    let model: OrderModel
    let image: Image
    var body: some View {
        if model.total == 1 {
            image.resizable().frame(width: 20.5, height: 20.5).padding(.leading, 10.5).padding(.top, 10.5)
        }
    }
}

struct OrderView: View {
    let model: OrderModel
    var body: some View { Text("Total \(model.total)") }
}

struct EnvironmentChild: View {
    let label: String
    @Environment(\.colorScheme) var scheme
    @State var taps = 0
    var body: some View { Text("\(label) \(taps)") }
}

struct BoundChild: View {
    @Binding var note: String
    var body: some View { Text("Bound \(note)") }
}

struct WrapperParent: View {
    let model: OrderModel
    var body: some View {
        VStack {
            Text("Total \(model.total)")
            EnvironmentChild(label: "Fixed")
            BoundChild(note: Binding(get: { model.note }, set: { model.note = $0 }))
        }
    }
}

struct NoteView: View {
    let model: OrderModel
    var body: some View { Text("Note \(model.note)") }
}

/// A custom layout: children on a diagonal, each 10 points right and down of the previous.
struct DiagonalLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        var w = 0.0, h = 0.0
        for (i, s) in subviews.enumerated() {
            let size = s.sizeThatFits(.unspecified)
            w = max(w, Double(i) * 10 + size.width)
            h = max(h, Double(i) * 10 + size.height)
        }
        return Size(width: w, height: h)
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (i, s) in subviews.enumerated() {
            s.place(at: Point(x: bounds.minX + Double(i) * 10, y: bounds.minY + Double(i) * 10), proposal: .unspecified)
        }
    }
}

struct KioskApp: App {
    init() {}
    var body: some Scene { WindowGroup { Text("Hello") } }
}

@MainActor
@Suite(.serialized) struct FeatureTests {
    @Test func observableModelInvalidatesOnlyTheViewsThatReadIt() {
        let model = OrderModel()
        let r = ViewRenderer(
            VStack {
                OrderView(model: model)
                NoteView(model: model)
            }, size: Size(width: 200, height: 80), fonts: Fixtures.fonts)
        r.render()
        model.total = 42
        #expect(r.graph.needsUpdate)
        r.render()
        #expect(r.graph.bodyEvaluationsByType["OrderView"] == 2)
        #expect(r.graph.bodyEvaluationsByType["NoteView"] == 1)
        let texts = r.graph.root.allNodes().compactMap { ($0.view as? Text)?.content }
        #expect(texts.contains("Total 42"))
    }

    /// A parent's new body does not re-evaluate children whose inputs are the same, even when
    /// they hold @Environment or @State (fresh wrapper objects in every view value); a child
    /// handed a binding whose value changed is evaluated again.
    @Test func unchangedChildrenWithWrappersAreNotEvaluatedAgain() {
        let model = OrderModel()
        let r = ViewRenderer(WrapperParent(model: model), size: Size(width: 300, height: 200), fonts: Fixtures.fonts)
        r.render()
        model.total = 1
        r.render()
        #expect(r.graph.bodyEvaluationsByType["WrapperParent"] == 2)
        #expect(r.graph.bodyEvaluationsByType["EnvironmentChild"] == 1, "same label, same environment key")
        #expect(r.graph.bodyEvaluationsByType["BoundChild"] == 1, "the bound value did not change")
        model.note = "flag"
        r.render()
        #expect(r.graph.bodyEvaluationsByType["BoundChild"] == 2, "the bound value changed")
        #expect(r.graph.bodyEvaluationsByType["EnvironmentChild"] == 1)
        #expect(r.buffer.hasSamePixels(as: r.renderFull()))
    }

    /// SwiftUI tracks what ForEach rows and GeometryReader content read, not only bodies.
    @Test func observableReadsInsideContentClosuresInvalidate() {
        let model = OrderModel()
        let r = ViewRenderer(
            VStack {
                ForEach(0..<2) { i in Text("Row \(i): \(model.total)") }
                GeometryReader { _ in Text("Note \(model.note)") }
            }, size: Size(width: 200, height: 120), fonts: Fixtures.fonts)
        r.render()
        model.total = 7
        model.note = "urgent"
        #expect(r.graph.needsUpdate)
        let damage = r.render()
        let texts = r.graph.root.allNodes().compactMap { ($0.view as? Text)?.content }
        #expect(texts.contains("Row 1: 7") && texts.contains("Note urgent"), "\(texts)")
        #expect(!damage.isEmpty)
        #expect(r.buffer.hasSamePixels(as: r.renderFull()))
    }

    @Test func geometryReaderSeesItsSizeInTheSameFrame() {
        let r = ViewRenderer(
            HStack(spacing: 0) {
                GeometryReader { proxy in Text("\(Int(proxy.size.width))x\(Int(proxy.size.height))") }
                Color.red.frame(width: 100)
            }, size: Size(width: 300, height: 50), fonts: Fixtures.fonts)
        r.render()
        let texts = r.graph.root.allNodes().compactMap { ($0.view as? Text)?.content }
        #expect(texts == ["200x50"])
    }

    @Test func customLayoutPlacesSubviews() {
        let g = ViewGraph(
            root: DiagonalLayout {
                Color.red.frame(width: 20, height: 20)
                Color.blue.frame(width: 20, height: 20)
                Color.green.frame(width: 20, height: 20)
            }.fixedSize(), fonts: Fixtures.fonts)
        g.update()
        g.layout(size: Size(width: 200, height: 200))
        let frames = g.frames(ofType: "Color")
        #expect(frames.count == 3)
        #expect(frames[1].minX - frames[0].minX == 10 && frames[2].minY - frames[1].minY == 10)
        #expect(g.frames(ofType: "LayoutContainer")[0].size == Size(width: 40, height: 40))
    }

    @Test func compositingGroupAppliesOpacityToTheWhole() {
        func render<V: View>(_ v: V) -> PixelBuffer {
            let r = ViewRenderer(v, size: Size(width: 40, height: 20), background: .white, fonts: Fixtures.fonts)
            r.render()
            return r.buffer
        }
        let overlap = ZStack {
            Color.black.frame(width: 20, height: 20)
            Color.black.frame(width: 20, height: 20)
        }
        let separate = render(overlap.opacity(0.5))
        let grouped = render(overlap.compositingGroup().opacity(0.5))
        // Per view: two 50% blacks stack to 75% ink; as a group: 50% (opacity 0.5 is alpha 128).
        #expect(separate[20, 10] & 0xFF == 63)  // 255 x (1 - 0.502)^2
        #expect(grouped[20, 10] & 0xFF == 127)  // 255 x (1 - 0.502)
    }

    @Test func scaledAndRotatedViewsRenderPartiallyAsFully() {
        let trigger = Trigger()
        struct Spinner: View {
            // Unowned: the trigger keeps closures that capture this view (a cycle LeakSanitizer reports).
            unowned let trigger: Trigger
            @State var step = 0
            var body: some View {
                trigger.actions["step"] = { step += 1 }
                return VStack(spacing: 10) {
                    RoundedRectangle(cornerRadius: 6).fill(Color.blue).frame(width: 60, height: 30)
                        .rotationEffect(.degrees(Double(step) * 17))
                    Text("Press").padding(8).background(Capsule().fill(Color.orange))
                        .scaleEffect(step % 2 == 0 ? 1 : 0.9)
                    Text("Step \(step)")
                }
            }
        }
        let r = ViewRenderer(
            Spinner(trigger: trigger), size: Size(width: 160, height: 160), scale: 1.5, fonts: Fixtures.fonts)
        let display = HeadlessDisplay(width: r.buffer.width, height: r.buffer.height, agePolicy: .ring(count: 2))
        for step in 0..<5 {
            if step > 0 { trigger.fire("step") }
            let damage = r.render()
            _ = try? display.present(r.buffer, damage: damage)
            #expect(display.frontBuffer!.hasSamePixels(as: r.renderFull()), "step \(step)")
        }
        UIGolden.check(r.buffer, named: "transforms")
    }

    @Test func localizedStringsComeFromTheTables() {
        StringTables.removeAll()
        #expect(LocalizedStringResource("checkout.title").resolved == "checkout.title")
        StringTables.register(strings: ["checkout.title": "Kasse"])
        #expect(LocalizedStringResource("checkout.title").resolved == "Kasse")
        #expect(Text(LocalizedStringResource("checkout.title")).content == "Kasse")
        StringTables.removeAll()
    }

    @Test func appAndWindowGroupHaveSwiftUIsShape() {
        let scene = KioskApp().body
        let r = ViewRenderer(scene.rootView, size: Size(width: 100, height: 40), fonts: Fixtures.fonts)
        r.render()
        #expect(r.graph.frames(ofType: "Text").count == 1)
    }

    @Test func corruptImageFileDrawsAPlaceholderAndIsReported() {
        let path = "/tmp/kiosk-corrupt-\(getpid()).png"
        if let f = fopen(path, "wb") {
            fputs("not a png", f)
            fclose(f)
        }
        let image = Image(path)
        #expect(Image.loadErrors[path] != nil)
        let r = ViewRenderer(
            image.resizable().frame(width: 24, height: 24), size: Size(width: 24, height: 24), background: .white,
            fonts: Fixtures.fonts)
        r.render()
        var ink = 0
        for y in 0..<24 { for x in 0..<24 where r.buffer[x, y] != 0xFFFF_FFFF { ink += 1 } }
        #expect(ink > 20)
        unlink(path)
    }

    @Test func svgImagesDrawAsVectorsAtTheirSizeInTheForegroundColour() throws {
        let path = "/tmp/kiosk-icon-\(getpid()).svg"
        let svg =
            "<svg xmlns='http://www.w3.org/2000/svg' width='16' height='16' viewBox='0 0 4 4'>"
            + "<rect width='2' height='4' fill='currentColor'/><rect x='2' width='2' height='4' fill='#00f'/><animate/></svg>"
        if let f = fopen(path, "wb") {
            fputs(svg, f)
            fclose(f)
        }
        defer { unlink(path) }
        let image = Image(path)
        #expect(Image.loadErrors[path] == nil)
        #expect(Image.loadWarnings[path] == ["\(path): skipped unsupported element <animate>"])
        // Its own size without resizable(); any size with it, drawn sharp at that size.
        let natural = ViewRenderer(
            image.foregroundStyle(.red), size: Size(width: 16, height: 16), background: .white, fonts: Fixtures.fonts)
        natural.render()
        #expect(natural.graph.frames(ofType: "Image").first?.size == Size(width: 16, height: 16))
        let large = ViewRenderer(
            image.resizable().frame(width: 40, height: 40).foregroundStyle(.red),
            size: Size(width: 40, height: 40), background: .white, fonts: Fixtures.fonts)
        large.render()
        let red: UInt32 = 0xFFFF_3B30  // Color.red in the light scheme
        #expect(large.buffer[1, 20] == red && large.buffer[19, 20] == red)
        #expect(
            large.buffer[20, 20] == 0xFF00_00FF && large.buffer[38, 39] == 0xFF00_00FF,
            "an edge on a pixel boundary stays sharp")
    }

    /// An SVG framed between pixels is copied on whole pixels, which may pass the frame's
    /// pixels by one: all of the copy is shown, and shown and hidden again, the frames drawn
    /// from damage equal whole redraws.
    @Test func vectorImagesBetweenPixelsAreDamagedWhereTheyAreCopied() throws {
        let path = "/tmp/kiosk-square-\(getpid()).svg"
        if let f = fopen(path, "wb") {
            fputs("<svg xmlns='http://www.w3.org/2000/svg' width='4' height='4'><rect width='4' height='4'/></svg>", f)
            fclose(f)
        }
        defer { unlink(path) }
        let model = OrderModel()
        func scene() -> some View {
            ZStack(alignment: .topLeading) {
                Color.white
                ShownImage(model: model, image: Image(path))
            }
        }
        let r = ViewRenderer(scene(), size: Size(width: 48, height: 48), background: .white, fonts: Fixtures.fonts)
        r.render()
        for total in [1, 0, 1] {
            model.total = total
            r.render()
            let whole = ViewRenderer(
                scene(), size: Size(width: 48, height: 48), background: .white, fonts: Fixtures.fonts)
            whole.render()
            var differ = 0, black = 0
            for y in 0..<48 {
                for x in 0..<48 {
                    if r.buffer[x, y] != whole.buffer[x, y] { differ += 1 }
                    if whole.buffer[x, y] == 0xFF00_0000 { black += 1 }
                }
            }
            #expect(differ == 0, "shown \(total): \(differ) pixels differ from a whole redraw")
            // 20.5 points from 10.5: the copy is 21 pixels a side from pixel 11, all of it shown.
            #expect(black == (total == 1 ? 21 * 21 : 0), "shown \(total): \(black) pixels of the image")
        }
    }

    @Test func namedImagesComeFromTheAssetDirectories() throws {
        let directory = "/tmp/kiosk-assets-\(getpid())"
        mkdir(directory, 0o755)
        let path = "\(directory)/kiosk-test-logo.svg"
        if let f = fopen(path, "wb") {
            fputs("<svg xmlns='http://www.w3.org/2000/svg' width='12' height='8'/>", f)
            fclose(f)
        }
        defer {
            unlink(path)
            rmdir(directory)
        }
        let saved = Image.assetDirectories
        defer { Image.assetDirectories = saved }
        Image.assetDirectories = ["/nonexistent", directory]
        let logo = Image("kiosk-test-logo")
        #expect(Image.loadErrors["kiosk-test-logo"] == nil)
        let r = ViewRenderer(logo, size: Size(width: 40, height: 40), fonts: Fixtures.fonts)
        r.render()
        #expect(r.graph.frames(ofType: "Image").first?.size == Size(width: 12, height: 8), "the SVG's own size")
        _ = Image("kiosk-test-missing")
        let error = Image.loadErrors["kiosk-test-missing"] ?? ""
        #expect(error.contains("no image named 'kiosk-test-missing'") && error.contains(directory), "\(error)")
    }

    /// A photograph in the assets, as `name.jpg`: decoded by libjpeg, shown at its pixel size.
    @Test func namedPhotographsAreJPEGs() throws {
        var source = #filePath
        for _ in 0..<2 { source = String(source[..<source.lastIndex(of: "/")!]) }
        let jpeg = try #require(fopen(source + "/Fuzz/corpus/jpeg/quadrants-baseline.jpg", "rb"))
        var bytes = [UInt8](repeating: 0, count: 4096)
        let count = bytes.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, jpeg) }
        fclose(jpeg)
        let directory = "/tmp/kiosk-photos-\(getpid())"
        mkdir(directory, 0o755)
        let path = "\(directory)/kiosk-test-photo.jpg"
        if let f = fopen(path, "wb") {
            _ = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, count, f) }
            fclose(f)
        }
        defer {
            unlink(path)
            rmdir(directory)
        }
        let saved = Image.assetDirectories
        defer { Image.assetDirectories = saved }
        Image.assetDirectories = [directory]
        let photo = Image("kiosk-test-photo")
        #expect(Image.loadErrors["kiosk-test-photo"] == nil, "\(Image.loadErrors["kiosk-test-photo"] ?? "")")
        let r = ViewRenderer(photo, size: Size(width: 16, height: 16), fonts: Fixtures.fonts)
        r.render()
        #expect(r.graph.frames(ofType: "Image").first?.size == Size(width: 16, height: 16), "its pixel size")
        let p = r.buffer[3, 3]
        #expect(
            abs(Int(p >> 16 & 0xFF) - 200) <= 4 && abs(Int(p >> 8 & 0xFF) - 40) <= 4 && abs(Int(p & 0xFF) - 40) <= 4,
            "\(String(p, radix: 16))")
    }

    @Test func aMalformedSVGFileDrawsAPlaceholderAndIsReported() {
        let path = "/tmp/kiosk-broken-\(getpid()).svg"
        if let f = fopen(path, "wb") {
            fputs("<svg>\n<rect></svg>", f)
            fclose(f)
        }
        defer { unlink(path) }
        _ = Image(path)
        #expect(Image.loadErrors[path]?.contains("\(path):2:") == true, "\(Image.loadErrors[path] ?? "no error")")
    }

    @Test func symbolImagesTakeTheForegroundColour() {
        let r = ViewRenderer(
            Image(systemName: "star.fill").foregroundStyle(.red).font(.title), size: Size(width: 40, height: 40),
            background: .white, fonts: Fixtures.fonts)
        r.render()
        var red = 0
        for y in 0..<40 {
            for x in 0..<40 {
                let p = r.buffer[x, y]
                if (p >> 16) & 0xFF > 200 && p & 0xFF < 120 { red += 1 }
            }
        }
        #expect(red > 50)
    }
}

#if canImport(Glibc)
import Glibc
#endif
