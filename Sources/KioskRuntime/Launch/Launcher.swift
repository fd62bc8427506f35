import KioskPreview
import KioskDRM
import KioskGeometry
import KioskHeadless
import KioskLibinput
import KioskPlatform
import KioskRaster
import KioskText
import KioskUI
import KioskInput
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Starts a view on the backend the options and the board ask for, runs it until a signal
/// (SIGINT, SIGTERM) or a display failure, and gives the display back as it was found.
///
/// Lines for the operator go to `log`; the caller (the `kiosk` tool, `App.main`) decides where.
/// What a launched session runs on, for commands that drive it themselves (`kiosk calibrate`).
@MainActor
public struct LaunchContext {
    public let session: LiveSession
    public let display: DisplayOutput
    public let transform: InputTransform
    public let board: BoardProfile?
    public let catalog: BoardCatalog?
}

@MainActor
public enum Launcher {
    /// `themes` are the looks `--theme` and the board may name (the app's `App.themes`).
    /// `prepare` runs once everything is open, just before the first frame.
    public static func run<V: View>(_ view: V, options: RunOptions, themes: ThemeCatalog = .none, fonts: FontLibrary = FontLibrary(),
                                    log: @escaping (String) -> Void, prepare: (@MainActor (LaunchContext) -> Void)? = nil) -> Int32 {
        let launched = MonotonicClock.seconds()
        if !fonts.hasFonts { log("kiosk: warning: \(FontLibrary.noFontsWarning)") }
        // Board: named, or chosen by the machine's model; a broken board file is reported, not
        // fatal, unless it is the board asked for.
        let board: BoardProfile?, catalog: BoardCatalog?
        switch BoardCatalog.resolve(named: options.board, directory: options.boardsDirectory, log: log) {
        case .success(let found): (board, catalog) = found
        case .failure(let failure): log("kiosk: \(failure)"); return 1
        }

        // The theme the command line or the board names, over the whole app.
        do throws(RunOptionsError) { try options.checkTheme(in: themes) } catch { log("kiosk: \(error)"); return 2 }
        if options.theme == nil, let board {
            do throws(BoardProfileError) { try board.checkTheme(in: themes) } catch { log("kiosk: \(error)"); return 1 }
        }
        let view = themes.applied(options.theme ?? board?.theme, to: AnyView(view))

        var backend = options.backend
        // A seat manager (seatd, logind) opens the card and the input devices for a kiosk that
        // may not open them itself, and owns the VT.
        var seat: SeatSession?
        if ["auto", "drm"].contains(backend) {
            switch openSeat(options, log: log) {
            case .success(let s): seat = s
            case .failure: return 1
            }
        }
        defer { seat?.close() }
        let access: DeviceAccess = seat ?? DirectDeviceAccess.shared
        if backend == "auto" {
            let choice = BackendChoice.best(cards: DRMProbe.probeAll(access: access).compactMap { try? $0.get() }, environment: .current())
            backend = choice.backend.rawValue
            log("kiosk: \(backend) backend (\(choice.reason))")
        }
        let rotation = options.rotation ?? board?.rotation ?? .none
        let scale = options.scale ?? board?.scale ?? 1

        // Hotplug: a KMS kiosk that starts before its screen waits for it, and survives unplugging.
        var hotplug: DisplayHotplugMonitor?
        if backend == "drm" {
            do throws(DisplayError) { hotplug = try DisplayHotplugMonitor() } catch { log("kiosk: \(error); display hotplug is not followed") }
            let probes = DRMProbe.probeAll(access: access)
            // Cards it may not open: waiting for a display would wait for ever.
            let denied = probes.compactMap { r -> DRMProbeError? in
                if case .failure(let e) = r, e.errno == EACCES || e.errno == EPERM { return e } else { return nil }
            }
            if options.card == nil, let first = denied.first, !probes.contains(where: { (try? $0.get()) != nil }) {
                log("kiosk: cannot use the display: \(first)")
                return 1
            }
            if options.card == nil, probes.isEmpty, hotplug == nil {
                log("kiosk: no DRM device exists (/dev/dri has no card), and device hotplug cannot be followed")
                return 1
            }
            if let monitor = hotplug, options.card == nil,
               !probes.contains(where: { (try? $0.get())?.connectors.contains(where: \.isConnected) == true }) {
                log(probes.isEmpty ? "kiosk: no DRM device exists (/dev/dri has no card); waiting for one to appear"
                                   : "kiosk: no display connected; waiting for one")
                guard waitForDisplay(monitor, access: access, log: log) else { return 1 }
            }
        }

        let display: DisplayOutput
        do throws(DisplayError) {
            switch backend {
            case "drm":
                let modeText = board?.mode.flatMap(DisplayModeRequest.init)
                let mode = options.mode ?? modeText
                var configuration = DRMDisplayConfiguration(
                    card: options.card,
                    output: OutputRequest(connector: options.connector ?? board?.connector, width: mode?.width, height: mode?.height, refreshHz: mode?.refreshHz),
                    format: options.format ?? board?.pixelFormat ?? .xrgb8888, rotation: rotation,
                    bufferCount: options.buffers, commit: options.commit)
                configuration.access = access
                display = try DRMDisplay(configuration)
            case "fbdev":
                display = try FramebufferDisplay(path: options.card ?? "/dev/fb0", rotation: rotation)
            case "preview":
                // A window of the panel's logical size (the board's mode turned by its rotation).
                let mode = options.mode ?? board?.mode.flatMap(DisplayModeRequest.init) ?? options.size
                let quarter = rotation == .quarter || rotation == .threeQuarters
                do throws(PreviewError) {
                    display = try PreviewWindow(width: quarter ? mode.height : mode.width, height: quarter ? mode.width : mode.height,
                                                title: "Kiosk preview \(board?.name ?? "")",
                                                hasDesktopSession: ProcessEnvironment.current().hasDesktopSession)
                } catch {
                    if options.backend == "auto" {
                        log("kiosk: \(error); rendering headless instead")
                        return headless(view, options: options, scale: scale, fonts: fonts, log: log)
                    }
                    throw DisplayError(device: "preview", error.message)
                }
            default:
                return headless(view, options: options, scale: scale, fonts: fonts, log: log)
            }
        } catch {
            log("kiosk: cannot open the display: \(error)")
            return 1
        }
        defer { display.close() }

        // The console must neither draw over the kiosk nor receive its keys.
        var console: VirtualTerminal?
        if options.manageConsole && backend != "preview" && seat == nil {
            do throws(DisplayError) {
                let vt = try VirtualTerminal()
                try vt.takeOver()
                console = vt
                log("kiosk: \(vt.path) in graphics mode, console keyboard off, VT switching \(options.allowVTSwitch ? "honoured" : "locked")")
            } catch {
                log("kiosk: console left as it is: \(error)")
            }
        }
        defer { console?.restore() }

        let size = Size(width: Double(display.logicalWidth) / scale, height: Double(display.logicalHeight) / scale)
        let renderer = ViewRenderer(view, size: size, scale: scale, colorScheme: options.colorScheme, fonts: fonts) {
            $0.accessibilityReduceMotion = options.reduceMotion
            // The on-screen keyboard types what the board's keyboard layout would.
            $0.softKeyboardLayout = SoftKeyboardLayout(xkbLayout: options.keymapLayout ?? board?.keymap.layout)
            $0.softKeyboardMode = options.softKeyboard ?? board?.softKeyboard ?? .automatic
        }
        renderer.renderer.threads = options.renderThreads ?? board?.renderThreads ?? 1
        if renderer.renderer.threads > 1 { log("kiosk: large damage drawn by \(renderer.renderer.threads) render threads") }
        let transform = InputTransform(panelWidth: Double(display.mode.width), panelHeight: Double(display.mode.height), rotation: rotation, scale: scale)
        var inputs: [InputSource] = []
        if let preview = display as? PreviewWindow {
            inputs.append(preview.input)
        } else { do throws(InputInventoryError) {
            let keymap = KeymapNames(layout: options.keymapLayout ?? board?.keymap.layout, variant: board?.keymap.variant, options: board?.keymap.options)
            let source = try LibinputSource(configuration: InputConfiguration(
                seat: options.seat, calibration: options.touchCalibration ?? board?.touch.calibration?.map { Float($0) }, touchMatch: board?.touch.deviceMatch,
                keymap: keymap), transform: transform, access: access)
            if let e = source.keyboardError { log("kiosk: keyboard without text: \(e)") }
            inputs.append(source)
        } catch {
            // A kiosk without input still shows its screen.
            log("kiosk: no input: \(error)")
        } }

        let session: LiveSession
        let signals: SignalSource
        do throws(EventLoopError) {
            let loop = try EventLoop()
            session = try LiveSession(renderer: renderer, display: display, inputs: inputs, loop: loop)
            signals = try SignalSource(loop: loop, signals: [SIGINT, SIGTERM]) { signal in
                log("kiosk: signal \(signal), shutting down")
                loop.stop()
            }
        } catch {
            log("kiosk: event loop: \(error)")
            return 1
        }
        _ = signals
        var damageClips = "no"
        if let drm = display as? DRMDisplay { damageClips = "\(drm.format.rawValue), \(drm.commitName) commits, damage to kernel \(drm.sendsDamage ? "yes" : "no")" }
        if let fb = display as? FramebufferDisplay { damageClips = "\(fb.format.rawValue), fbdev, paced by \(fb.pacing)" }
        log("kiosk: ready on \(display.name) \(display.mode) rotation \(rotation.rawValue) scale \(scale) (\(damageClips)); screen \(Int(size.width))x\(Int(size.height)) pt")

        // systemd: READY=1 with the first frame, WATCHDOG=1 from the loop (only when asked for).
        let notifier = ServiceNotifier(environment: .current())
        var watchdog: LoopTimer?
        if let notifier, let interval = notifier.watchdogInterval {
            var beat: (() -> Void)!
            do throws(EventLoopError) {
                let timer = try LoopTimer(loop: session.loop) { beat() }
                beat = { [weak timer] in
                    notifier.send("WATCHDOG=1")
                    timer?.schedule(at: MonotonicClock.seconds() + interval)
                }
                watchdog = timer
                timer.schedule(at: MonotonicClock.seconds() + interval)
            } catch {
                log("kiosk: no watchdog heartbeat: \(error)")
            }
        }
        defer { withExtendedLifetime(watchdog) {} }

        var idleLogged = false
        var fallbackLogged = false
        session.onFrame = { record in
            idleLogged = false
            if !fallbackLogged, let drm = display as? DRMDisplay, let e = drm.fellBackToLegacy {
                fallbackLogged = true
                log("kiosk: an atomic commit failed (\(e)); continuing with legacy commits")
            }
            if record.number == 1 {
                log("kiosk: first frame on screen \(ms(MonotonicClock.seconds() - launched)) ms after launch")
                notifier?.send("READY=1\nSTATUS=showing the app")
            }
            if record.number == 1, let path = options.screenshot { writeScreenshot(renderer.buffer, to: path, log: log) }
            guard options.logFrames else { return }
            let rects = record.damage.map { "\($0.x),\($0.y) \($0.width)x\($0.height)" }.joined(separator: "; ")
            log("kiosk: frame \(record.number) damage \(record.damage.reduce(0) { $0 + $1.area }) px [\(rects)] copied \(record.report.pixelsCopied) px age \(record.report.bufferAge) render \(ms(record.updateAndRenderSeconds)) ms present \(ms(record.presentSeconds)) ms")
        }
        var chord = VTSwitchKeys()
        let vtSignals = console.flatMap { options.allowVTSwitch ? handOverOnVTSwitch($0, display: display, session: session, log: log) : nil }
        defer { withExtendedLifetime(vtSignals) {} }
        session.onInput = { events in
            for event in events {
                if case .key(let code, let pressed, _) = event, let target = chord.handle(code: code, isPressed: pressed) {
                    if let seat {
                        if options.allowVTSwitch {
                            log("kiosk: Ctrl+Alt+F\(target): asking \(seat.backend) for session \(target)")
                            seat.switchSession(target)
                        } else {
                            log("kiosk: Ctrl+Alt+F\(target) ignored: VT switching is locked")
                        }
                    } else if let vt = console {
                        if vt.switchingEnabled && target != vt.number {
                            log("kiosk: Ctrl+Alt+F\(target): switching to VT \(target)")
                            vt.activate(target)
                        } else if !vt.switchingEnabled {
                            log("kiosk: Ctrl+Alt+F\(target) ignored: VT switching is locked")
                        }
                    }
                }
                switch event {
                case .deviceAdded(let d): log("kiosk: input added \(d.name) (\(d.capabilities.names.joined(separator: ", "))) \(d.devicePath)")
                case .deviceRemoved(let d): log("kiosk: input removed \(d.name) \(d.devicePath)")
                case .touchDown(let slot, let p) where options.logFrames: log("kiosk: touch down \(slot) at \(Int(p.x)),\(Int(p.y))")
                case .touchUp(let slot) where options.logFrames: log("kiosk: touch up \(slot)")
                case .touchCancel(let slot) where options.logFrames: log("kiosk: touch cancel \(slot)")
                case .key(let code, true, let text) where options.logFrames: log("kiosk: key \(code)\(text.map { " text \"\($0)\"" } ?? "")")
                default: break
                }
            }
        }
        session.cursor = SoftwareCursor(scale: scale)
        if options.showFPS { session.frameRate = FrameRateOverlay(fonts: fonts, scale: scale) }
        session.showDamage = options.showDamage
        session.blankAfter = options.blankAfter
        session.onPowerChange = { on, error in
            if let error { log("kiosk: \(on ? "waking" : "blanking") the display failed: \(error)") } else { log("kiosk: display \(on ? "on" : "off")") }
        }
        session.onIdle = {
            guard options.logFrames, !idleLogged else { return }
            idleLogged = true
            log("kiosk: idle after frame \(session.frames)")
        }
        if let monitor = hotplug, let drm = display as? DRMDisplay { follow(monitor, drm: drm, session: session, log: log) }
        if let preview = display as? PreviewWindow {
            // A resized window is a panel of another size: the app is laid out for it.
            preview.onResize = { [unowned session, unowned preview] in
                session.adoptDisplayMode()
                log("kiosk: window resized to \(preview.mode.width)x\(preview.mode.height); screen \(Int(session.renderer.size.width))x\(Int(session.renderer.size.height)) pt")
                session.frameIfNeeded()
            }
        }
        if let seat { follow(seat, display: display, inputs: inputs, session: session, log: log) }
        prepare?(LaunchContext(session: session, display: display, transform: transform, board: board, catalog: catalog))
        do throws(DisplayError) {
            try session.run()
        } catch {
            log("kiosk: display failed: \(error)")
            return 1
        }
        for case let source as LibinputSource in inputs { for m in source.diagnostics.messages { log("kiosk: \(m)") } }
        log("kiosk: stopped after \(session.frames) frames, \(session.missedVblanks) missed vblanks, \(session.loop.wakeups) wakeups")
        return 0
    }

    /// Sleeps until a connector reports a display (or SIGINT/SIGTERM); false when interrupted.
    static func waitForDisplay(_ monitor: DisplayHotplugMonitor, access: DeviceAccess, log: @escaping (String) -> Void) -> Bool {
        var found = false
        do throws(EventLoopError) {
            let loop = try EventLoop()
            let signals = try SignalSource(loop: loop, signals: [SIGINT, SIGTERM]) { _ in loop.stop() }
            try loop.watch(monitor.fd) {
                guard !monitor.readEvents().isEmpty else { return }
                if !DRMProbe.cardsWithDisplay(access: access).isEmpty {
                    found = true
                    loop.stop()
                }
            }
            try loop.run()
            _ = signals
        } catch {
            log("kiosk: cannot wait for a display: \(error)")
        }
        if found { log("kiosk: a display was connected") }
        return found
    }

    /// No display: one frame to a PNG.
    static func headless<V: View>(_ view: V, options: RunOptions, scale: Double, fonts: FontLibrary, log: (String) -> Void) -> Int32 {
        let renderer = ViewRenderer(view, size: Size(width: Double(options.size.width) / scale, height: Double(options.size.height) / scale),
                                    scale: scale, colorScheme: options.colorScheme, fonts: fonts) {
            $0.accessibilityReduceMotion = options.reduceMotion
        }
        renderer.render()
        let path = options.screenshot ?? "kiosk-app.png"
        guard writeScreenshot(options.showDamage ? renderer.imageShowingDamage() : renderer.buffer, to: path, log: log) else { return 1 }
        log("kiosk: rendered headless to \(path)")
        return 0
    }

    @discardableResult
    static func writeScreenshot(_ image: PixelBuffer, to path: String, log: (String) -> Void) -> Bool {
        do {
            try FileAccess.write(path, bytes: try PNGCodec.encode(image))
            return true
        } catch {
            log("kiosk: cannot write \(path): \(error)")
            return false
        }
    }

    static func ms(_ seconds: Double) -> String { String(format2: seconds * 1000) }
}
