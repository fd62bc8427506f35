// Benchmark scenes of `kiosk bench scenes`: what kiosk apps do (press a button, flip a toggle,
// scroll a list, update a dashboard, rebuild a screen, nothing at all), driven by the frame
// counter and scripted input so that every run draws the same frames.
import DesignFoundation
import KioskGeometry
import KioskPlatform
import KioskRuntime
import KioskInput

package enum BenchmarkScenes {
    /// Every scene, app-like first, then LVGL's benchmark scenes.
    @MainActor package static let all: [BenchmarkScene] = appScenes + LVGLScenes.all

    @MainActor static let appScenes: [BenchmarkScene] = [
        IdleScene(), ButtonPressScene(), ToggleScene(), ListScrollScene(), DashboardScene(), FullRebuildScene(),
        KeyboardTypingScene(), ToastScene(), SheetScene(),
        NavigationPushScene(), TabSwitchScene(), SheetPullScene(), FormTypingScene(), ListFlingScene(),
        ClockTickScene(), AlertScene(), GaugesScene(), LiveChartScene(), MenuHeroScene(), PlanPinchScene(),
    ]

    @MainActor package static func scene(named name: String) -> BenchmarkScene? { all.first { $0.name == name } }
}

/// The buttons page, left alone: nothing may be drawn.
struct IdleScene: BenchmarkScene {
    let name = "idle"
    func makeView(clock: BenchClock, size: Size) -> AnyView { AnyView(GalleryScreen(page: "buttons")) }
}

/// A primary button held for 7 frames of every 30 (the press animation runs in and out).
struct ButtonPressScene: BenchmarkScene {
    let name = "button-press"
    func makeView(clock: BenchClock, size: Size) -> AnyView {
        AnyView(
            VStack(spacing: 24) {
                DFText("Checkout", style: .title)
                DFButton("Pay now") {}
                DFButton("Cancel") {}.dfButtonStyle(.outlined)
            }.frame(maxWidth: .infinity, maxHeight: .infinity))
    }
    func input(frame: Int, size: Size) -> [InputEvent] {
        // The primary button sits just above the centre: VStack of a title, two buttons.
        let p = Point(x: size.width / 2, y: size.height / 2)
        switch frame % 30 {
        case 1: return [.touchDown(slot: 0, location: p)]
        case 8: return [.touchUp(slot: 0)]
        default: return []
        }
    }
}

/// A switch flipped every 20 frames.
struct ToggleScene: BenchmarkScene {
    let name = "toggle"
    func makeView(clock: BenchClock, size: Size) -> AnyView { AnyView(ToggleSceneView()) }
    func input(frame: Int, size: Size) -> [InputEvent] {
        frame % 20 == 1
            ? [.touchDown(slot: 0, location: Point(x: size.width / 2 + 120, y: size.height / 2)), .touchUp(slot: 0)]
            : []
    }
}

struct ToggleSceneView: View {
    @State var on = false
    var body: some View {
        DFToggle("Kiosk mode", isOn: $on).frame(width: 300).frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// A 500-row list flung up and down: a drag over 6 frames every 90, momentum in between.
struct ListScrollScene: BenchmarkScene {
    let name = "list-scroll"
    func makeView(clock: BenchClock, size: Size) -> AnyView {
        AnyView(
            ScrollView {
                LazyVStack(spacing: 0) {
                    ForEach(0..<500) { i in
                        HStack {
                            DFText("Order #\(10_000 + i)", style: .body)
                            Spacer()
                            DFText("\(i % 7 + 1) items", style: .caption)
                        }
                        .padding(.horizontal, 20).frame(height: 56)
                    }
                }
            })
    }
    func input(frame: Int, size: Size) -> [InputEvent] {
        let phase = frame % 90, up = (frame / 90) % 3 != 2
        let x = size.width / 2, from = size.height * (up ? 0.8 : 0.2), to = size.height * (up ? 0.2 : 0.8)
        switch phase {
        case 1: return [.touchDown(slot: 0, location: Point(x: x, y: from))]
        case 2...6: return [.touchMove(slot: 0, location: Point(x: x, y: from + (to - from) * Double(phase - 1) / 5))]
        case 7: return [.touchUp(slot: 0)]
        default: return []
        }
    }
}

/// Twelve cards of figures; three change every frame, one every ten.
struct DashboardScene: BenchmarkScene {
    let name = "dashboard"
    func makeView(clock: BenchClock, size: Size) -> AnyView { AnyView(DashboardView(clock: clock)) }
}

struct DashboardView: View {
    let clock: BenchClock
    var body: some View {
        let f = clock.frame
        return VStack(alignment: .leading, spacing: 16) {
            DFText("Plant overview", style: .title)
            ForEach(0..<3) { row in
                HStack(spacing: 16) {
                    ForEach(0..<4) { column in
                        let i = row * 4 + column
                        let value = i < 3 ? (f * (i + 3)) % 1000 : i == 3 ? f / 10 : i * 37
                        DFCard {
                            VStack(alignment: .leading, spacing: 6) {
                                DFText("Sensor \(i + 1)", style: .caption)
                                DFText("\(value)", style: .title)
                                DFProgressBar(value: Double(value % 100) / 100)
                            }
                        }
                    }
                }
            }
        }
        .padding(24)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// A new screen every frame: every node is new, every pixel drawn.
struct FullRebuildScene: BenchmarkScene {
    let name = "full-rebuild"
    func makeView(clock: BenchClock, size: Size) -> AnyView { AnyView(RebuildView(clock: clock)) }
}

struct RebuildView: View {
    let clock: BenchClock
    var body: some View {
        GalleryScreen(page: clock.frame % 2 == 0 ? "buttons" : "controls").id(clock.frame)
    }
}
