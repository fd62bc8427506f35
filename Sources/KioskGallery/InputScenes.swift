// Benchmark scenes of text input and overlays: typing on the on-screen keyboard, a toast
// coming and going, a sheet presented and dismissed. Scripted like the others.
import DesignFoundation
import KioskGeometry
import KioskPlatform
import KioskRuntime
import KioskInput

/// A focused field and the on-screen keyboard; a key of the top row is tapped every 6 frames
/// (down for 2 frames): the key's pressed look, then the field, are all that change.
struct KeyboardTypingScene: BenchmarkScene {
    let name = "keyboard-typing"
    func makeView(clock: BenchClock, size: Size) -> AnyView { AnyView(KeyboardTypingView()) }

    /// Where the top row's keys are: the runtime keyboard's geometry (4 rows, 6-point gaps,
    /// 10 key units across the top row).
    static func topRowKey(_ index: Int, size: Size) -> Point {
        let keyHeight = min(54, max(38, (size.height * 0.085).rounded()))
        let keyboardHeight = 4 * keyHeight + 3 * 6 + 6 + 9
        let unit = (size.width - 12 - 6 * 9) / 10
        return Point(x: 6 + Double(index) * (unit + 6) + unit / 2, y: size.height - keyboardHeight + 6 + keyHeight / 2)
    }

    func input(frame: Int, size: Size) -> [InputEvent] {
        if frame == 1 { return [.touchDown(slot: 0, location: Point(x: size.width / 2, y: 60)), .touchUp(slot: 0)] }
        guard frame > 10 else { return [] }
        let key = Self.topRowKey([4, 7, 8, 2, 3][(frame / 6) % 5], size: size)  // t, i, o, e, r
        switch frame % 6 {
        case 0: return [.touchDown(slot: 0, location: key)]
        case 2: return [.touchUp(slot: 0)]
        default: return []
        }
    }
}

struct KeyboardTypingView: View {
    @State var text = ""
    var body: some View {
        VStack {
            DFTextField("Name", text: $text, placeholder: "Your name").frame(width: 320).padding(.top, 30)
            Spacer()
        }
        .frame(maxWidth: .infinity)
        .softKeyboardMode(.always)
    }
}

/// A toast posted every 60 frames that stays 20 frames (on the 16 ms clock): it slides in,
/// rests and slides out over a still screen.
@MainActor
struct ToastScene: BenchmarkScene {
    let name = "toast"
    let queue = DFToastQueue()
    func makeView(clock: BenchClock, size: Size) -> AnyView {
        AnyView(GalleryScreen(page: "buttons").dfToast(queue: queue))
    }
    func input(frame: Int, size: Size) -> [InputEvent] {
        if frame % 60 == 1 {
            queue.show(DFToastMessage("Saved", icon: "checkmark.circle", severity: .success, duration: 20 * 0.016))
        }
        return []
    }
}

/// A sheet presented by a button every 90 frames and dismissed by a tap above it 45 frames
/// later: the dimming fades over the whole screen, the sheet slides.
struct SheetScene: BenchmarkScene {
    let name = "sheet"
    func makeView(clock: BenchClock, size: Size) -> AnyView { AnyView(SheetSceneView()) }
    func input(frame: Int, size: Size) -> [InputEvent] {
        switch frame % 90 {
        case 1: return [.touchDown(slot: 0, location: Point(x: size.width / 2, y: size.height / 2)), .touchUp(slot: 0)]
        case 46: return [.touchDown(slot: 0, location: Point(x: size.width / 2, y: 10)), .touchUp(slot: 0)]
        default: return []
        }
    }
}

struct SheetSceneView: View {
    @State var shows = false
    @State var oat = true
    var body: some View {
        DFButton("Options") { shows = true }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .dfSheet(isPresented: $shows) {
                VStack(alignment: .leading, spacing: 12) {
                    DFText("Options", style: .headline)
                    DFToggle("Oat milk", isOn: $oat)
                }
            }
    }
}
