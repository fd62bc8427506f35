// The soak scene: a screen that never rests, driven by scripted input for millions of frames
// (`kiosk bench soak`), so that a leak or a cache that outgrows its budget shows as memory
// that keeps growing. Every frame changes a label (a new string for the layout cache); every
// 120 frames the list's numbers change; on a schedule it types into a field and deletes it
// again, flips a toggle, scrolls a list of rows both ways, posts toasts and presents and
// dismisses a sheet. Written as an app should be: what changes often is a view of its own.
import DesignFoundation
import KioskGeometry
import KioskPlatform
import KioskRuntime
import Observation
import KioskInput

/// What the list shows, updated every 120 frames (as a dashboard's feed would be).
@MainActor @Observable
final class SoakModel {
    var tick = 0
}

@MainActor
package struct SoakScene: BenchmarkScene {
    package let name = "soak"
    let queue = DFToastQueue()
    let model = SoakModel()
    package init() {}

    package func makeView(clock: BenchClock, size: Size) -> AnyView {
        AnyView(SoakView(clock: clock, model: model).dfToast(queue: queue).dfThemePreset(.slate))
    }

    static let keyboard = InputDeviceDescription(
        name: "soak keyboard", devicePath: "/dev/input/soak-keyboard", capabilities: [.keyboard, .typing])

    package func input(frame: Int, size: Size) -> [InputEvent] {
        var events: [InputEvent] = []
        func tap(_ p: Point) { events += [.touchDown(slot: 0, location: p), .touchUp(slot: 0)] }
        if frame == 1 { events.append(.deviceAdded(Self.keyboard)) }
        // The field takes focus, then 40 letters, one every 10 frames; then 40 deletions.
        let cycle = frame % 900
        if cycle == 5 { tap(Point(x: size.width / 2, y: 86)) }
        if cycle >= 10 && cycle < 410 && cycle % 10 == 0 {
            let letter = String(UnicodeScalar(UInt8(97 + (frame / 10) % 26)))
            events += [.key(code: 30, isPressed: true, text: letter), .key(code: 30, isPressed: false, text: nil)]
        }
        if cycle >= 420 && cycle < 820 && cycle % 10 == 0 {
            events += [.key(code: 14, isPressed: true, text: nil), .key(code: 14, isPressed: false, text: nil)]
        }
        if frame % 120 == 60 { tap(Point(x: size.width - 40, y: 30)) }  // the toggle
        // The list: a wheel turned one way for 1500 frames, then back.
        if frame % 50 == 0 {
            events += [
                .pointerMove(location: Point(x: size.width / 2, y: size.height - 100)),
                .scroll(dx: 0, dy: (frame / 1500) % 2 == 0 ? 40 : -40),
            ]
        }
        if frame % 120 == 0 { model.tick += 1 }
        if frame % 500 == 250 {
            queue.show(DFToastMessage("Saved \(frame)", icon: "checkmark.circle", severity: .success, duration: 1))
        }
        // A sheet every 1200 frames, closed 300 frames later by a tap above it.
        if frame % 1200 == 600 { tap(Point(x: 260, y: 30)) }
        if frame % 1200 == 900 { tap(Point(x: size.width / 2, y: 10)) }
        return events
    }
}

/// The label that changes every frame, in a view of its own so that only it is rebuilt.
struct SoakFrameLabel: View {
    let clock: BenchClock
    let prefix: String
    var body: some View { Text("\(prefix) \(clock.frame)") }
}

struct SoakRow: View {
    let index: Int
    let live: Bool
    let model: SoakModel
    var body: some View {
        HStack {
            Image(systemName: index % 3 == 0 ? "star.fill" : "bell")
            Text("Row \(index)").font(.system(size: 15))
            Spacer()
            Text(live ? "\((index * 37 + model.tick) % 1000)" : "paused").foregroundStyle(.secondary)
        }
        .padding(10)
        .background(RoundedRectangle(cornerRadius: 10).fill(Color.gray.opacity(0.12)))
    }
}

struct SoakView: View {
    let clock: BenchClock
    let model: SoakModel
    @State private var note = ""
    @State private var live = true
    @State private var details = false

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(spacing: 16) {
                SoakFrameLabel(clock: clock, prefix: "Frame").font(.system(size: 17, weight: .semibold)).frame(
                    width: 180, alignment: .leading)
                Button("Details") { details = true }.buttonStyle(.bordered).frame(width: 120)
                Spacer()
                DFToggle("Live", isOn: $live).frame(width: 150)
            }
            .frame(height: 44)
            DFTextField("Note", text: $note, placeholder: "Type a note")
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 8) {
                    ForEach(0..<400) { i in SoakRow(index: i, live: live, model: model) }
                }
            }
        }
        .padding(.horizontal, 16)
        .padding(.top, 8)
        .sheet(isPresented: $details) {
            VStack(spacing: 16) {
                Text("Details").font(.title2)
                SoakFrameLabel(clock: clock, prefix: "Opened at frame")
                ProgressView()
            }
            .padding(24)
            .presentationDetents([.medium])
        }
    }
}
