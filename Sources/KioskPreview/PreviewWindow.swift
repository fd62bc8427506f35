#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import CLinux
import KioskGeometry
import KioskPlatform
import KioskRaster
import KioskInput

/// The desktop preview: the kiosk's screen in a window on an X11 or Wayland desktop, through
/// SDL2 loaded at run time, for app developers without a board. The mouse is a finger (press,
/// drag, release are touches), the wheel scrolls, the desktop keyboard types (`input`). The
/// runtime's loop sleeps on the desktop connection. The window can be resized: the mode
/// follows it and `onResize` tells the runtime to lay the app out again, so one preview shows
/// how the app fits panels of every size.
package final class PreviewWindow: DisplayOutput {
    package private(set) var name: String
    package private(set) var mode: DisplayMode
    /// Called after the window took a new size (the mode has it already).
    package var onResize: (() -> Void)?
    package let rotation: Rotation = .none
    package var eventDescriptor: Int32? { nil }
    package var isFlipPending: Bool { false }
    /// The window's mouse and keyboard, as an input source.
    package private(set) lazy var input = PreviewInput(window: self)
    var transform: InputTransform

    private let sdl: SDLLibrary
    private let window: OpaquePointer
    /// Readable when the desktop connection is, or when events are already queued in SDL.
    let epoll: Int32
    private let wake: EventCounter
    private var buttonDown = false
    private var ages = SwapChainAges(count: 1)

    static let device = InputDeviceDescription(
        name: "desktop preview (mouse as touch, keyboard)", devicePath: "preview",
        capabilities: [.touch, .keyboard, .typing])

    /// `hasDesktopSession`: whether the process runs in one (`DISPLAY` or `WAYLAND_DISPLAY`).
    package init(width: Int, height: Int, title: String, hasDesktopSession: Bool) throws(PreviewError) {
        let library: SDLLibrary
        switch SDLLibrary.load() {
        case .success(let l): library = l
        case .failure(let e): throw e
        }
        guard hasDesktopSession else {
            throw PreviewError("no desktop session (neither DISPLAY nor WAYLAND_DISPLAY is set)")
        }
        guard library.initialize(0x20) == 0 else {
            throw PreviewError("SDL could not start its video: \(library.lastError)")
        }
        let centered: Int32 = 0x2FFF_0000
        // Shown and resizable.
        guard
            let w = title.withCString({
                library.createWindow($0, centered, centered, Int32(width), Int32(height), 0x4 | 0x20)
            })
        else {
            let e = library.lastError
            library.quit()
            throw PreviewError("SDL could not open a \(width)x\(height) window: \(e)")
        }
        sdl = library
        window = w
        guard let fd = DesktopConnection.descriptor(sdl: library, window: w) else {
            library.destroyWindow(w)
            library.quit()
            throw PreviewError("the desktop connection's descriptor is unknown (neither X11 nor Wayland)")
        }
        do throws(EventLoopError) {
            wake = try EventCounter()
        } catch {
            library.destroyWindow(w)
            library.quit()
            throw PreviewError("cannot make the window's wake-up counter: \(error)")
        }
        epoll = epoll_create1(Int32(EPOLL_CLOEXEC))
        guard epoll >= 0 else {
            let e = String(cString: strerror(errno))
            library.destroyWindow(w)
            library.quit()
            throw PreviewError("cannot make the window's epoll set: \(e)")
        }
        for watched in [fd, wake.fd] {
            var event = epoll_event()
            event.events = EPOLLIN.rawValue
            event.data.fd = watched
            _ = epoll_ctl(epoll, EPOLL_CTL_ADD, watched, &event)
        }
        sdl.startTextInput()
        mode = DisplayMode(width: width, height: height, refreshMillihertz: 60000)
        name = "preview \(width)x\(height)"
        transform = InputTransform(panelWidth: Double(width), panelHeight: Double(height), rotation: .none, scale: 1)
        // The first readEvents announces the device, as a hotplugged one would be.
        signalPending()
    }

    package func present(_ shadow: PixelBuffer, damage: Region) throws(DisplayError) -> PresentReport {
        guard let surface = sdl.getWindowSurface(window) else {
            throw DisplayError(device: name, "SDL has no window surface: \(sdl.lastError)")
        }
        let format = surface.load(fromByteOffset: 8, as: UnsafeRawPointer.self)
        let dstFormat = format.load(as: UInt32.self)
        let bytesPerPixel = Int(format.load(fromByteOffset: 17, as: UInt8.self))
        let w = Int(surface.load(fromByteOffset: 16, as: Int32.self)),
            h = Int(surface.load(fromByteOffset: 20, as: Int32.self))
        let pitch = Int(surface.load(fromByteOffset: 24, as: Int32.self))
        guard let pixels = surface.load(fromByteOffset: 32, as: UnsafeMutableRawPointer?.self) else {
            throw DisplayError(device: name, "the window surface has no pixels")
        }
        let screen = PixelRect(x: 0, y: 0, width: min(w, shadow.width), height: min(h, shadow.height))
        var rects: [Int32] = []
        var copied = 0
        for r in damage.rects {
            let c = r.intersection(screen)
            guard !c.isEmpty else { continue }
            // Premultiplied BGRA in memory is SDL's ARGB8888 (opaque on screen).
            let src = UnsafeRawPointer(shadow.row(c.y) + c.x)
            let dst = pixels + c.y * pitch + c.x * bytesPerPixel
            _ = sdl.convertPixels(
                Int32(c.width), Int32(c.height), 0x1636_2004, src, Int32(shadow.stride * 4), dstFormat, dst,
                Int32(pitch))
            rects += [Int32(c.x), Int32(c.y), Int32(c.width), Int32(c.height)]
            copied += c.area
        }
        if !rects.isEmpty {
            _ = rects.withUnsafeBytes { sdl.updateWindowSurfaceRects(window, $0.baseAddress!, Int32(rects.count / 4)) }
        }
        // Showing the frame may have queued desktop events that the descriptor no longer shows.
        signalIfQueued()
        return PresentReport(panelDamage: damage.rects, bufferAge: 1, pixelsCopied: copied)
    }

    package func dispatchEvents() -> [FlipEvent] { [] }
    package func setPowered(_ on: Bool) throws(DisplayError) {}

    package func close() {
        sdl.destroyWindow(window)
        sdl.quit()
        wake.close()
        Glibc.close(epoll)
    }

    func readEvents() -> [InputEvent] {
        wake.drain()
        var out: [InputEvent] = []
        if announce {
            announce = false
            out.append(.deviceAdded(Self.device))
        }
        let event = UnsafeMutableRawPointer.allocate(byteCount: 64, alignment: 8)
        defer { event.deallocate() }
        var resized: (Int, Int)?
        while sdl.pollEvent(event) != 0 {
            // A new window size (SDL_WINDOWEVENT_SIZE_CHANGED): the last one of the batch counts.
            if event.load(as: UInt32.self) == 0x200 && event.load(fromByteOffset: 12, as: UInt8.self) == 6 {
                resized = (
                    Int(event.load(fromByteOffset: 16, as: Int32.self)),
                    Int(event.load(fromByteOffset: 20, as: Int32.self))
                )
                continue
            }
            out += translate(event)
        }
        if let (w, h) = resized, w > 0, h > 0, w != mode.width || h != mode.height {
            // After the batch: touches in it were made on the old size.
            mode = DisplayMode(width: w, height: h, refreshMillihertz: mode.refreshMillihertz)
            name = "preview \(w)x\(h)"
            transform.panelWidth = Double(w)
            transform.panelHeight = Double(h)
            onResize?()
        }
        return out
    }
    private var announce = true

    private func signalPending() { wake.signal() }
    private func signalIfQueued() {
        sdl.pumpEvents()
        if sdl.hasEvents(0, 0xFFFF) != 0 { signalPending() }
    }

    private func point(_ e: UnsafeMutableRawPointer, x: Int, y: Int) -> Point {
        transform.point(
            panelX: Double(e.load(fromByteOffset: x, as: Int32.self)),
            panelY: Double(e.load(fromByteOffset: y, as: Int32.self)))
    }

    private func translate(_ e: UnsafeMutableRawPointer) -> [InputEvent] {
        switch e.load(as: UInt32.self) {
        case 0x100:
            // The window was closed: the runtime shuts down as on SIGTERM (its handler restores all).
            kill(getpid(), SIGTERM)
            return []
        case 0x200 where e.load(fromByteOffset: 12, as: UInt8.self) == 3:
            // Exposed: the window surface holds the whole last frame.
            _ = sdl.updateWindowSurface(window)
            return []
        case 0x400 where buttonDown:
            return [.touchMove(slot: 0, location: point(e, x: 20, y: 24))]
        case 0x401 where e.load(fromByteOffset: 16, as: UInt8.self) == 1:
            buttonDown = true
            return [.touchDown(slot: 0, location: point(e, x: 20, y: 24))]
        case 0x402 where e.load(fromByteOffset: 16, as: UInt8.self) == 1 && buttonDown:
            buttonDown = false
            return [.touchUp(slot: 0)]  // lifted where the last motion left it
        case 0x403:
            // A wheel detent moves about 40 points, as the libinput source scales it.
            let dx = Double(e.load(fromByteOffset: 16, as: Int32.self)),
                dy = Double(e.load(fromByteOffset: 20, as: Int32.self))
            return [.scroll(dx: dx * 40, dy: -dy * 40)]
        case 0x303:
            let text = String(
                decoding: UnsafeRawBufferPointer(start: e + 12, count: 32).prefix { $0 != 0 }, as: UTF8.self)
            guard !text.isEmpty else { return [] }
            return [.key(code: 0, isPressed: true, text: text), .key(code: 0, isPressed: false, text: nil)]
        case let type where type == 0x300 || type == 0x301:
            let pressed = type == 0x300
            let scancode = e.load(fromByteOffset: 16, as: Int32.self)
            let modifiers = e.load(fromByteOffset: 24, as: UInt16.self)
            guard let code = PreviewKeys.evdev(scancode: scancode) else { return [] }
            // Letters and digits type through SDL's text events; as keys they matter only with
            // Ctrl or Alt held (Ctrl+A) and for their release.
            if PreviewKeys.isText(scancode: scancode) && pressed && modifiers & 0x03C0 == 0 { return [] }
            return [.key(code: code, isPressed: pressed, text: nil)]
        default:
            return []
        }
    }
}

/// The preview window's mouse (as a finger) and keyboard.
package final class PreviewInput: InputSource {
    unowned let window: PreviewWindow
    init(window: PreviewWindow) { self.window = window }
    package var eventDescriptor: Int32 { window.epoll }
    package func readEvents() -> [InputEvent] { window.readEvents() }
    package var transform: InputTransform {
        get { window.transform }
        set { window.transform = newValue }
    }
    package var devices: [InputDeviceDescription] { [PreviewWindow.device] }
}

/// SDL (USB HID) scancodes to Linux key codes, for the keys the runtime acts on.
enum PreviewKeys {
    static let letters: [UInt32] = [
        30, 48, 46, 32, 18, 33, 34, 35, 23, 36, 37, 38, 50, 49, 24, 25, 16, 19, 31, 20, 22, 47, 17, 45, 21, 44,
    ]
    static let digits: [UInt32] = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11]  // 1 ... 9, 0
    static let named: [Int32: UInt32] = [
        40: 28, 41: 1, 42: 14, 43: 15, 44: 57, 58: 59, 59: 60, 60: 61, 61: 62, 62: 63, 63: 64, 64: 65, 65: 66, 66: 67,
        67: 68, 68: 87, 69: 88,
        73: 110, 74: 102, 75: 104, 76: 111, 77: 107, 78: 109, 79: 106, 80: 105, 81: 108, 82: 103,
        224: 29, 225: 42, 226: 56, 227: 125, 228: 97, 229: 54, 230: 100,
    ]
    static func evdev(scancode: Int32) -> UInt32? {
        if (4...29).contains(scancode) { return letters[Int(scancode - 4)] }
        if (30...39).contains(scancode) { return digits[Int(scancode - 30)] }
        return named[scancode]
    }
    static func isText(scancode: Int32) -> Bool { (4...39).contains(scancode) || scancode == 44 }
}
