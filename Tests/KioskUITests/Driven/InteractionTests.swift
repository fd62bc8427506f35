import Testing
import KioskTesting
import KioskText

enum Shared { nonisolated(unsafe) static let fonts = FontLibrary() }

struct CounterScreen: View {
    @State var count = 0
    @State var disabledTaps = 0
    var body: some View {
        VStack(spacing: 20) {
            Text("Count \(count)")
            Button("Add") { count += 1 }
            Button("Reset", role: .destructive) { count = 0 }
            Button("Locked") { disabledTaps += 1 }.disabled(true)
            Text("Locked taps \(disabledTaps)")
        }
    }
}

@MainActor
@Suite(.serialized) struct InteractionTests {
    @Test func tappingAButtonRunsItsAction() throws {
        let ui = UITestDriver(CounterScreen(), fonts: Shared.fonts)
        try ui.tap("Add")
        try ui.tap("Add")
        #expect(ui.exists(label: "Count 2"))
        try ui.tap("Reset")
        #expect(ui.exists(label: "Count 0"))
    }

    @Test func disabledButtonsDoNothing() throws {
        let ui = UITestDriver(CounterScreen(), fonts: Shared.fonts)
        try ui.tap("Locked")
        #expect(ui.exists(label: "Locked taps 0"))
    }

    @Test func slidingOffAButtonCancelsIt() throws {
        let ui = UITestDriver(CounterScreen(), fonts: Shared.fonts)
        let add = try ui.element(label: "Add").frame
        let id = ui.touchDown(at: add.center)
        let pressed = ui.screenshot.copy()
        ui.touchMove(id, to: Point(x: add.center.x + 200, y: add.center.y + 200))
        let released = ui.screenshot.copy()
        ui.touchUp(id, at: Point(x: add.center.x + 200, y: add.center.y + 200))
        #expect(ui.exists(label: "Count 0"), "no action when released outside")
        // The pressed look (dimmed label) shows while the finger is on the button, and goes away.
        #expect(!pressed.hasSamePixels(as: released))
        #expect(released.hasSamePixels(as: ui.screenshot))
    }

    @Test func accessibilityTreeHasRolesLabelsAndActions() throws {
        let ui = UITestDriver(CounterScreen(), fonts: Shared.fonts)
        let reset = try ui.element(label: "Reset")
        #expect(reset.role == .button)
        #expect(reset.traits.contains(.isDestructive))
        #expect(reset.actions == ["activate"])
        try ui.perform("activate", on: "Add")
        #expect(ui.exists(label: "Count 1"))
        #expect(ui.accessibilityDump.contains("button \"Add\""))
        #expect(throws: UITestError.self) { try ui.element(label: "Nope") }
    }

    @Test func doubleTapNeedsTwoTapsWithinTheInterval() {
        struct Screen: View {
            @State var hits = 0
            var body: some View {
                VStack {
                    Color.blue.frame(width: 100, height: 100).onTapGesture(count: 2) { hits += 1 }
                    Text("Hits \(hits)")
                }
            }
        }
        let ui = UITestDriver(Screen(), size: Size(width: 200, height: 200), fonts: Shared.fonts)
        let p = Point(x: 100, y: 90)
        ui.tap(at: p)
        ui.advance(by: 0.1)
        ui.tap(at: p)
        #expect(ui.exists(label: "Hits 1"))
        ui.tap(at: p)
        ui.advance(by: 1.0)
        ui.tap(at: p)
        #expect(ui.exists(label: "Hits 1"), "taps too far apart in time")
    }

    @Test func longPressFiresAfterItsDurationOnTheManualClock() {
        struct Screen: View {
            @State var fired = false
            var body: some View {
                VStack {
                    Color.orange.frame(width: 80, height: 80).onLongPressGesture(minimumDuration: 0.5) { fired = true }
                    Text(fired ? "Fired" : "Waiting")
                }
            }
        }
        let ui = UITestDriver(Screen(), size: Size(width: 200, height: 200), fonts: Shared.fonts)
        let p = Point(x: 100, y: 85)
        let id = ui.touchDown(at: p)
        ui.advance(by: 0.3)
        ui.settle()
        #expect(ui.exists(label: "Waiting"))
        #expect(ui.graph.nextGestureDeadline == 0.5)
        ui.advance(by: 0.3)
        ui.settle()
        #expect(ui.exists(label: "Fired"))
        ui.touchUp(id, at: p)
        #expect(ui.graph.nextGestureDeadline == nil)
    }

    @Test func dragReportsTranslationAndPredictedEndAndBeatsTheButtonUnderIt() {
        struct Screen: View {
            @State var offset = 0.0
            @State var predicted = 0.0
            @State var taps = 0
            var body: some View {
                VStack {
                    Button("Tile") { taps += 1 }
                        .frame(width: 200, height: 80)
                        .gesture(
                            DragGesture().onChanged { offset = $0.translation.width }.onEnded {
                                predicted = $0.predictedEndTranslation.width
                            })
                    Text("Offset \(Int(offset.rounded())) predicted \(Int(predicted.rounded())) taps \(taps)")
                }
            }
        }
        let ui = UITestDriver(Screen(), size: Size(width: 300, height: 200), fonts: Shared.fonts)
        let start = (try? ui.element(label: "Tile").frame.center) ?? .zero
        ui.drag(from: start, to: Point(x: start.x + 60, y: start.y), steps: 6, duration: 0.12)
        // 60 points in 0.12 s: 500 pt/s at release, predicted 125 points further.
        #expect(ui.exists(label: "Offset 60 predicted 185 taps 0"), "\(ui.elements.map(\.label))")
    }

    @Test func highPriorityGestureOnAParentBeatsTheChildsTap() {
        struct Screen: View {
            @State var log = "none"
            var body: some View {
                VStack {
                    Color.green.frame(width: 100, height: 100).onTapGesture { log = "child" }
                        .padding(20)
                        .highPriorityGesture(TapGesture().onEnded { log = "parent" })
                    Text("Log \(log)")
                }
            }
        }
        let ui = UITestDriver(Screen(), size: Size(width: 200, height: 220), fonts: Shared.fonts)
        ui.tap(at: Point(x: 100, y: 90))
        #expect(ui.exists(label: "Log parent"))
    }

    @Test func twoFingersPressTwoButtonsAtOnce() throws {
        struct Screen: View {
            @State var a = 0
            @State var b = 0
            var body: some View {
                VStack(spacing: 40) {
                    Button("A") { a += 1 }
                    Button("B") { b += 1 }
                    Text("A \(a) B \(b)")
                }
            }
        }
        let ui = UITestDriver(Screen(), size: Size(width: 200, height: 300), fonts: Shared.fonts)
        let pa = try ui.element(label: "A").frame.center, pb = try ui.element(label: "B").frame.center
        let f1 = ui.touchDown(at: pa), f2 = ui.touchDown(at: pb)
        ui.touchUp(f1, at: pa)
        ui.touchUp(f2, at: pb)
        #expect(ui.exists(label: "A 1 B 1"))
    }

    @Test func smallControlsAnswerWithinTheMinimumTouchTarget() {
        struct Screen: View {
            @State var hits = 0
            var body: some View {
                VStack(spacing: 60) {
                    Color.red.frame(width: 16, height: 16).onTapGesture { hits += 1 }
                    Text("Hits \(hits)")
                }
            }
        }
        let ui = UITestDriver(Screen(), size: Size(width: 200, height: 200), fonts: Shared.fonts)
        let dot = ui.graph.accessibilityTree().isEmpty ? Point.zero : Point(x: 100, y: 100 - 38)
        // 12 points beside the 16-point dot: outside it, inside its 44-point target.
        ui.tap(at: Point(x: dot.x + 12, y: dot.y + 12))
        #expect(ui.exists(label: "Hits 1"))
        ui.tap(at: Point(x: dot.x + 40, y: dot.y))
        #expect(ui.exists(label: "Hits 1"), "too far even for the minimum target")
    }

    @Test func hiddenAndLabelledElements() throws {
        struct Screen: View {
            var body: some View {
                VStack {
                    Image(systemName: "star.fill").accessibilityLabel("Favourite")
                    Text("Decoration").accessibilityHidden(true)
                    HStack {
                        Text("Total")
                        Text("$12")
                    }.accessibilityElement(children: .combine)
                    Text("Volume").accessibilityAdjustableAction { _ in }
                }
            }
        }
        let ui = UITestDriver(Screen(), size: Size(width: 200, height: 200), fonts: Shared.fonts)
        #expect(try ui.element(label: "Favourite").role == .image)
        #expect(!ui.exists(label: "Decoration"))
        #expect(ui.exists(label: "Total, $12"))
        #expect(try ui.element(label: "Volume").actions == ["increment", "decrement"])
    }
}
