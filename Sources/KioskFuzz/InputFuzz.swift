import KioskGallery
import KioskGeometry
import KioskPlatform
import KioskText
import KioskUI
import KioskInput

/// The input-event stream into the view graph: touches with up to three fingers (down, move,
/// up, cancel, in any order, also for fingers never put down), pointer motion, clicks and
/// wheels, key presses, keyboards and touchscreens plugged and unplugged, the display changing
/// size (another panel plugged in, a preview window resized) and time passing, on a gallery
/// page chosen by the first byte. Frames are rendered as the runtime would.
enum InputFuzz {
    @MainActor static let fonts = FontLibrary()
    static let size = Size(width: 480, height: 320)

    static let target = FuzzTarget(name: "events", summary: "input events into the view graph of a gallery page") {
        data in
        var input = FuzzBytes(data)
        let page = Gallery.pages[input.int(below: Gallery.pages.count)]
        let renderer = ViewRenderer(
            Gallery.screen(page: page, preset: Gallery.presets[input.int(below: Gallery.presets.count)]),
            size: size, fonts: fonts)
        var time = 0.0
        renderer.render(at: time)
        let keyboard = InputDeviceDescription(
            name: "fuzz keyboard", devicePath: "/dev/input/fuzz-kbd", capabilities: [.keyboard, .typing])
        let touchscreen = InputDeviceDescription(
            name: "fuzz touch", devicePath: "/dev/input/fuzz-touch", capabilities: [.touch])
        var steps = 0
        while !input.isAtEnd && steps < 400 {
            steps += 1
            let size = renderer.size
            func point() -> Point {
                // A little beyond the screen too: sources clamp, the graph must not care.
                Point(x: input.unit() * size.width * 1.1 - 10, y: input.unit() * size.height * 1.1 - 10)
            }
            let op = input.byte()
            let slot = Int(op >> 4) % 3
            if op % 13 == 12 {
                // The display changes size mid-gesture: from a tiny panel to a large one.
                renderer.resize(
                    to: Size(width: Double(60 + Int(input.byte()) * 4), height: Double(40 + Int(input.byte()) * 3)))
                renderer.render(at: time)
                continue
            }
            let event: InputEvent? =
                switch op % 13 {
                case 0, 1: .touchDown(slot: slot, location: point())
                case 2, 3: .touchMove(slot: slot, location: point())
                case 4: .touchUp(slot: slot)
                case 5: .touchCancel(slot: slot)
                case 6: .pointerMove(location: point())
                case 7:
                    .pointerButton(
                        button: input.int(below: 2) == 0 ? .primary : .secondary, isPressed: input.int(below: 2) == 0)
                case 8: .scroll(dx: Double(Int(input.byte()) - 128), dy: Double(Int(input.byte()) - 128))
                case 9:
                    // Printable ASCII, or a control key (enter, backspace, tab, arrows) with no text.
                    { () -> InputEvent in
                        let code = [28, 14, 15, 103, 108, 105, 106, 1, 30, 57][input.int(below: 10)]
                        let c = input.byte()
                        return .key(
                            code: UInt32(code), isPressed: input.int(below: 4) != 0,
                            text: c >= 32 && c < 127 ? String(UnicodeScalar(c)) : nil)
                    }()
                case 10: input.int(below: 2) == 0 ? .deviceAdded(keyboard) : .deviceRemoved(keyboard)
                default: input.int(below: 2) == 0 ? .deviceAdded(touchscreen) : .deviceRemoved(touchscreen)
                }
            if let event { renderer.graph.send(event, time: time) }
            // Time passes by up to a second; a frame every few events, as the display paces them.
            time += Double(input.byte()) / 255
            if steps % 3 == 0 || op % 12 == 4 {
                renderer.graph.advanceTime(to: time)
                renderer.render(at: time)
            }
        }
        renderer.graph.advanceTime(to: time + 5)
        renderer.render(at: time + 5)
        FuzzCheck(
            renderer.buffer.width == Int(renderer.size.width) && renderer.buffer.height == Int(renderer.size.height),
            "the shadow buffer does not have the screen's size")
    }
}
