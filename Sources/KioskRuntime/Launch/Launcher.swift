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
package struct LaunchContext {
    package let session: LiveSession
    package let display: DisplayOutput
    package let transform: InputTransform
    package let board: BoardProfile?
    package let catalog: BoardCatalog?
}

@MainActor
package enum Launcher {
    /// `themes` are the looks `--theme` and the board may name (the app's `App.themes`).
    /// `prepare` runs once everything is open, just before the first frame.
    package static func run<V: View>(
        _ view: V, options: RunOptions, themes: ThemeCatalog = .none, fonts: FontLibrary = FontLibrary(),
        log: @escaping (String) -> Void, prepare: (@MainActor (LaunchContext) -> Void)? = nil
    ) -> Int32 {
        let log = ProgramName.prefixing(log)
        let launched = MonotonicClock.seconds()
        if !fonts.hasFonts { log("warning: \(FontLibrary.noFontsWarning)") }
        // Board: named, or chosen by the machine's model; a broken board file is reported, not
        // fatal, unless it is the board asked for.
        let board: BoardProfile?, catalog: BoardCatalog?
        switch BoardCatalog.resolve(named: options.board, directory: options.boardsDirectory, log: log) {
        case .success(let found): (board, catalog) = found
        case .failure(let failure):
            log("\(failure)")
            return 1
        }

        // The theme the command line or the board names, over the whole app.
        do throws(RunOptionsError) { try options.checkTheme(in: themes) } catch {
            log("\(error)")
            return 2
        }
        if options.theme == nil, let board {
            do throws(BoardProfileError) { try board.checkTheme(in: themes) } catch {
                log("\(error)")
                return 1
            }
        }
        let view = themes.applied(options.theme ?? board?.theme, to: AnyView(view))

        // A seat manager (seatd, logind) opens the card and the input devices for a kiosk that
        // may not open them itself, and owns the VT.
        var seat: SeatSession?
        if options.backend == "auto" || options.backend == "drm" {
            switch openSeat(options, log: log) {
            case .success(let s): seat = s
            case .failure: return 1
            }
        }
        defer { seat?.close() }
        let access: DeviceAccess = seat ?? DirectDeviceAccess.shared
        var kind = BackendKind(rawValue: options.backend)
        if kind == nil {
            let choice = BackendChoice.best(
                cards: DRMProbe.probeAll(access: access).compactMap { try? $0.get() }, environment: .current())
            kind = choice.backend
            log("\(choice.backend.rawValue) backend (\(choice.reason))")
        }
        let rotation = options.rotation ?? board?.rotation ?? .none
        let scale = options.scale ?? board?.scale ?? 1
        let launch = BackendLaunch(options: options, board: board, rotation: rotation, access: access)

        let backend: LiveBackend
        switch openBackend(kind ?? .headless, launch, log: log) {
        case .opened(let opened): backend = opened
        case .headless:
            return headless(
                view, options: options, board: board, rotation: rotation, scale: scale, fonts: fonts, log: log)
        case .stopped: return 1
        }
        let display = backend.display
        defer { display.close() }

        // The console must neither draw over the kiosk nor receive its keys.
        var console: VirtualTerminal?
        if options.manageConsole && backend.usesConsole && seat == nil { console = takeOverConsole(options, log: log) }
        defer { console?.restore() }

        let size = Size(width: Double(display.logicalWidth) / scale, height: Double(display.logicalHeight) / scale)
        let renderer = ViewRenderer(view, size: size, scale: scale, colorScheme: options.colorScheme, fonts: fonts) {
            $0.accessibilityReduceMotion = options.reduceMotion
            // The on-screen keyboard types what the board's keyboard layout would.
            $0.softKeyboardLayout = SoftKeyboardLayout(xkbLayout: options.keymapLayout ?? board?.keymap.layout)
            $0.softKeyboardMode = options.softKeyboard ?? board?.softKeyboard ?? .automatic
        }
        renderer.renderer.threads = options.renderThreads ?? board?.renderThreads ?? 1
        if renderer.renderer.threads > 1 {
            log("large damage drawn by \(renderer.renderer.threads) render threads")
        }
        let transform = InputTransform(
            panelWidth: Double(display.mode.width), panelHeight: Double(display.mode.height), rotation: rotation,
            scale: scale)
        let inputs = backend.makeInputs(launch, transform: transform, log: log)

        let session: LiveSession
        let signals: SignalSource
        do throws(EventLoopError) {
            let loop = try EventLoop()
            session = try LiveSession(
                renderer: renderer, display: display, inputs: inputs, loop: loop, servesMainQueue: true)
            signals = try SignalSource(loop: loop, signals: [SIGINT, SIGTERM]) { signal in
                log("signal \(signal), shutting down")
                loop.stop()
            }
        } catch {
            log("event loop: \(error)")
            return 1
        }
        log(
            "ready on \(display.name) \(display.mode) rotation \(rotation.rawValue) scale \(scale) (\(backend.presentation)); screen \(Int(size.width))x\(Int(size.height)) pt"
        )

        let notifier = ServiceNotifier(environment: .current())
        let watchdog = startWatchdog(notifier, loop: session.loop, log: log)
        let logFrame = frameLogger(
            backend, renderer: renderer, notifier: notifier, options: options, launched: launched, log: log)
        var idleLogged = false
        session.onFrame = { record in
            idleLogged = false
            logFrame(record)
        }
        session.onIdle = {
            guard options.logFrames, !idleLogged else { return }
            idleLogged = true
            log("idle after frame \(session.frames)")
        }
        let vtSignals = console.flatMap {
            options.allowVTSwitch ? handOverOnVTSwitch($0, backend: backend, session: session, log: log) : nil
        }
        session.onInput = inputLogger(options: options, seat: seat, console: console, log: log)
        session.cursor = SoftwareCursor(scale: scale)
        if options.showFPS { session.frameRate = FrameRateOverlay(fonts: fonts, scale: scale) }
        session.showDamage = options.showDamage
        session.blankAfter = options.blankAfter
        session.onPowerChange = { on, error in
            if let error {
                log("\(on ? "waking" : "blanking") the display failed: \(error)")
            } else {
                log("display \(on ? "on" : "off")")
            }
        }
        backend.attach(to: session, log: log)
        if let seat { follow(seat, backend: backend, inputs: inputs, session: session, log: log) }
        prepare?(
            LaunchContext(session: session, display: display, transform: transform, board: board, catalog: catalog))

        do throws(DisplayError) {
            try session.run()
        } catch {
            log("display failed: \(error)")
            return 1
        }
        withExtendedLifetime((signals, watchdog, vtSignals)) {}
        for case let source as LibinputSource in inputs { for m in source.diagnostics.messages { log("\(m)") } }
        log(
            "stopped after \(session.frames) frames, \(session.missedVblanks) missed vblanks, \(session.loop.wakeups) wakeups"
        )
        return 0
    }

    enum Opening {
        case opened(LiveBackend)
        /// No display to drive (the headless backend, or a preview that could not open on
        /// `auto`): one frame to a PNG.
        case headless
        /// Reported already; the launch ends.
        case stopped
    }

    /// The backend of `kind`, opened.
    static func openBackend(_ kind: BackendKind, _ launch: BackendLaunch, log: @escaping (String) -> Void) -> Opening {
        do throws(BackendFailure) {
            switch kind {
            case .drm:
                guard let kms = try KMSBackend.open(launch, log: log) else { return .stopped }
                return .opened(kms)
            case .fbdev:
                do throws(DisplayError) { return .opened(try FramebufferBackend(launch)) } catch {
                    throw BackendFailure(message: "cannot open the display: \(error)")
                }
            case .preview:
                do throws(PreviewError) {
                    return .opened(
                        try PreviewBackend(launch, hasDesktopSession: ProcessEnvironment.current().hasDesktopSession))
                } catch {
                    if launch.options.backend == "auto" {
                        log("\(error); rendering headless instead")
                        return .headless
                    }
                    throw BackendFailure(message: "cannot open the display: preview: \(error.message)")
                }
            case .headless:
                return .headless
            }
        } catch {
            log("\(error.message)")
            return .stopped
        }
    }

    /// The VT in graphics mode, its keyboard off, switching locked unless allowed; nil (and the
    /// console left as it is) when that cannot be done.
    static func takeOverConsole(_ options: RunOptions, log: (String) -> Void) -> VirtualTerminal? {
        do throws(DisplayError) {
            let vt = try VirtualTerminal()
            try vt.takeOver()
            log(
                "\(vt.path) in graphics mode, console keyboard off, VT switching \(options.allowVTSwitch ? "honoured" : "locked")"
            )
            return vt
        } catch {
            log("console left as it is: \(error)")
            return nil
        }
    }

    /// systemd's watchdog: WATCHDOG=1 from the loop at the interval the unit asks for (only
    /// when it asks).
    static func startWatchdog(_ notifier: ServiceNotifier?, loop: EventLoop, log: (String) -> Void) -> LoopTimer? {
        guard let notifier, let interval = notifier.watchdogInterval else { return nil }
        var beat: (() -> Void)!
        do throws(EventLoopError) {
            let timer = try LoopTimer(loop: loop) { beat() }
            beat = { [weak timer] in
                notifier.send("WATCHDOG=1")
                timer?.schedule(at: MonotonicClock.seconds() + interval)
            }
            timer.schedule(at: MonotonicClock.seconds() + interval)
            return timer
        } catch {
            log("no watchdog heartbeat: \(error)")
            return nil
        }
    }

    /// What each presented frame tells the operator: the first one on screen (and READY=1 to
    /// systemd, and the screenshot asked for), a backend's note, and with `--log-frames` every
    /// frame's damage and timing.
    static func frameLogger(
        _ backend: LiveBackend, renderer: ViewRenderer, notifier: ServiceNotifier?, options: RunOptions,
        launched: Double, log: @escaping (String) -> Void
    ) -> (FrameRecord) -> Void {
        { record in
            if let note = backend.noteAfterFrame() { log("\(note)") }
            if record.number == 1 {
                log("first frame on screen \(ms(MonotonicClock.seconds() - launched)) ms after launch")
                notifier?.send("READY=1\nSTATUS=showing the app")
                if let path = options.screenshot { writeScreenshot(renderer.buffer, to: path, log: log) }
            }
            guard options.logFrames else { return }
            let rects = record.damage.map { "\($0.x),\($0.y) \($0.width)x\($0.height)" }.joined(separator: "; ")
            log(
                "frame \(record.number) damage \(record.damage.reduce(0) { $0 + $1.area }) px [\(rects)] copied \(record.report.pixelsCopied) px age \(record.report.bufferAge) render \(ms(record.updateAndRenderSeconds)) ms present \(ms(record.presentSeconds)) ms"
            )
        }
    }

    /// Ctrl+Alt+Fn (to the seat manager or the VT, unless switching is locked), input devices
    /// coming and going, and with `--log-frames` every touch and key.
    static func inputLogger(
        options: RunOptions, seat: SeatSession?, console: VirtualTerminal?,
        log: @escaping (String) -> Void
    ) -> ([InputEvent]) -> Void {
        var chord = VTSwitchKeys()
        return { events in
            for event in events {
                if case .key(let code, let pressed, _) = event,
                    let target = chord.handle(code: code, isPressed: pressed)
                {
                    if let seat {
                        if options.allowVTSwitch {
                            log("Ctrl+Alt+F\(target): asking \(seat.backend) for session \(target)")
                            seat.switchSession(target)
                        } else {
                            log("Ctrl+Alt+F\(target) ignored: VT switching is locked")
                        }
                    } else if let vt = console {
                        if vt.switchingEnabled && target != vt.number {
                            log("Ctrl+Alt+F\(target): switching to VT \(target)")
                            vt.activate(target)
                        } else if !vt.switchingEnabled {
                            log("Ctrl+Alt+F\(target) ignored: VT switching is locked")
                        }
                    }
                }
                switch event {
                case .deviceAdded(let d):
                    log(
                        "input added \(d.name) (\(d.capabilities.names.joined(separator: ", "))) \(d.devicePath)"
                    )
                case .deviceRemoved(let d): log("input removed \(d.name) \(d.devicePath)")
                case .touchDown(let slot, let p) where options.logFrames:
                    log("touch down \(slot) at \(Int(p.x)),\(Int(p.y))")
                case .touchUp(let slot) where options.logFrames: log("touch up \(slot)")
                case .touchCancel(let slot) where options.logFrames: log("touch cancel \(slot)")
                case .key(let code, true, let text) where options.logFrames:
                    log("key \(code)\(text.map { " text \"\($0)\"" } ?? "")")
                default: break
                }
            }
        }
    }

    @discardableResult
    static func writeScreenshot(_ image: PixelBuffer, to path: String, log: (String) -> Void) -> Bool {
        do {
            try FileAccess.write(path, bytes: try PNGCodec.encode(image), makingFolders: true)
            return true
        } catch let error as FileWriteError {
            log("\(error)")
            return false
        } catch {
            log("cannot write \(path): \(error)")
            return false
        }
    }

    static func ms(_ seconds: Double) -> String { String(format2: seconds * 1000) }
}
