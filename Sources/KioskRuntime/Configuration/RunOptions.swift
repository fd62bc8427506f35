import KioskDRM
import KioskLibinput
import KioskPlatform
import KioskUI
import KioskGeometry

/// A command line that the runtime cannot use: the message says which option and what it expects.
public struct RunOptionsError: Error, Sendable, CustomStringConvertible {
    /// What is wrong, naming the option and the value given.
    public var message: String
    public var description: String { message }
}

/// The options every app gets (`App.main()`, `kiosk gallery`). Each may also come from the board
/// profile; the command line wins over the board, the board over the defaults.
public struct RunOptions: Sendable {
    /// The board profile by name (`--board`); nil: the one whose match fits the machine.
    public var board: String?
    /// Where board profiles are read from (`--boards`); nil: the installed `Boards` folder.
    public var boardsDirectory: String?
    /// `auto`, `drm`, `fbdev`, `preview` or `headless` (`--backend`).
    public var backend: String = "auto"
    /// The DRM card, or the fbdev device (`--card`); nil: the first with a connected display.
    public var card: String?
    /// The connector to drive (`HDMI-A-1`, `DSI-1`); nil: the board's, else the first connected.
    public var connector: String?
    /// The display mode (`--mode WxH[@Hz]`); nil: the board's, else the display's preferred one.
    public var mode: DisplayModeRequest?
    /// The panel's rotation, clockwise (touch follows); nil: the board's.
    public var rotation: Rotation?
    /// Pixels per point; nil: the board's, else 1.
    public var scale: Double?
    /// The scan-out pixel format (XRGB8888 or RGB565); nil: the board's, else XRGB8888.
    public var format: ScanoutFormat?
    package var commit: CommitPreference = .automatic
    /// Scan-out buffers in the swap chain: 2 or 3.
    public var buffers = 2
    /// The colour scheme the app starts in.
    public var colorScheme: ColorScheme = .light
    /// The libinput seat whose devices are read.
    public var seat = "seat0"
    /// How devices are opened: "auto" (through libseat when seatd or logind is there, else
    /// directly), "libseat", or "direct".
    public var seatManager = "auto"
    /// The XKB keyboard layout (`de`, `fr`); nil: the board's, else `us`.
    public var keymapLayout: String?
    /// Headless: where the one frame is written. Live backends: a PNG of the first frame.
    public var screenshot: String?
    /// Headless size when no display decides it: `--size`, else the board's mode, else 1280x800.
    public var size = DisplayModeRequest("1280x800")!
    /// Whether `--size` was given (it wins over the board's mode).
    package var sizeIsExplicit = false
    /// Headless: the screenshot after this many frames on a 60 Hz manual clock (`--frames`).
    public var frames: Int?
    /// Headless: the screenshot after this many seconds of the real event loop (`--after`), with
    /// timers, tasks and loading running as on a device.
    public var after: Double?
    /// Headless: elements tapped by accessibility label, in order, before the screenshot (`--tap`).
    public var taps: [String] = []
    /// One line per presented frame (damage, buffer age, timings), and a line when idle.
    public var logFrames = false
    /// Tints and outlines what each frame redraws (headless: in the screenshot).
    public var showDamage = false
    /// Put the VT in graphics mode with the console keyboard off (off: leave the console alone,
    /// for running from an SSH session while a console is in use).
    public var manageConsole = true
    /// Honour Ctrl+Alt+Fn (the kiosk lets go of the display while another VT is shown);
    /// off, switching is locked: the kiosk lock-down.
    public var allowVTSwitch = false
    /// Replaces the board's touch calibration (`kiosk calibrate` measures with the identity).
    public var touchCalibration: [Float]?
    /// Seconds without input before the panel is turned off (nil: never).
    public var blankAfter: Double?
    /// Animations jump to their end (SwiftUI's accessibilityReduceMotion).
    public var reduceMotion = false
    /// Draws the frame rate and frame work time in the top-right corner.
    public var showFPS = false
    /// Replaces the board's on-screen keyboard mode.
    public var softKeyboard: SoftKeyboardMode?
    /// Replaces the board's render threads.
    public var renderThreads: Int?
    /// A theme from the app's catalog for the whole app (replaces the board's); checked against
    /// the catalog by `checkTheme(in:)`.
    public var theme: String?
    /// Benchmark the app instead of running it (`AppBenchmark`), for this many frames.
    public var bench: String?
    /// Frames per benchmark run.
    public var benchFrames = 300
    /// Where the benchmark writes its results as JSON; nil: only the table.
    public var benchJSON: String?
    /// Benchmark frames before the measured steady state (`kiosk bench scenes --instructions`
    /// counts only the frames after them).
    public var benchWarmup = 0
    /// In a benchmark, frames from one `--tap` to the next (the taps are made in turn, over and
    /// over, from frame 1).
    public var benchTapEvery = 30

    /// The defaults, as an app that is given no option runs.
    public init() {}

    /// The options' help text, as `--help` prints it.
    public static let usage = """
        runtime options:
          --board NAME            board profile from Boards/ (default: chosen by the machine's model)
          --boards DIR            where board profiles are
          --backend KIND          auto, drm, fbdev, preview or headless (default auto: KMS when a display is connected, else a desktop window)
          --card PATH             DRM card (default: the first with a connected display)
          --connector NAME        HDMI-A-1, DSI-1, Virtual-1, ... (default: the first connected)
          --mode WxH[@Hz]         display mode (default: the board's, else the preferred one)
          --rotation DEG          0, 90, 180 or 270, clockwise (touch follows)
          --scale N               pixels per point
          --format FMT            xrgb8888 or rgb565
          --commit KIND           auto, atomic or legacy KMS commits
          --buffers N             2 or 3 scan-out buffers
          --color-scheme S        light or dark
          --seat NAME             libinput seat (default seat0)
          --seat-manager KIND     auto, libseat or direct: who opens the card and input devices
                                  (default auto: seatd or logind through libseat when running, else the process)
          --keymap LAYOUT         XKB layout (default: the board's, else us)
          --screenshot PATH       write the first frame to a PNG (headless: the frame the options below pick)
          --size WxH              headless screen size (default: the board's mode, else 1280x800)
          --frames N              headless: the screenshot after N frames at 60 Hz (animations at frame N)
          --tap LABEL             headless: tap the element with this accessibility label, let it settle,
                                  then the screenshot (repeatable, in order)
          --after SECONDS         headless: run the app in the real event loop this long (timers, tasks,
                                  loading), then the screenshot
          --log-frames            log every presented frame and each return to idle
          --show-fps              draw the frame rate and each frame's work time in the top-right corner
          --show-damage           tint and outline what each frame redraws (headless: in the screenshot)
          --reduce-motion         animations jump to their end state
          --bench WHAT            benchmark the app headless at --size instead of running it: app, app-full, idle or all
          --bench-frames N        frames per benchmark run (default 300); --bench-json FILE writes the results
          --bench-warmup N        benchmark frames before the measured ones (default 0)
          --bench-tap-every N     with --bench, the --tap labels are tapped in turn, one every N frames from
                                  frame 1 and over again, each where it is on the screen (default 30)
          --theme NAME            a theme the app offers, over the whole app (DesignFoundation: default, slate,
                                  aurora, copper or sage; default: the board's)
          --render-threads N      threads that draw large damage in bands (default: the board's renderThreads, else 1)
          --soft-keyboard MODE    on-screen keyboard: automatic (no typing keyboard attached), always or never
          --vt-switch             honour Ctrl+Alt+F1..F12 (default: locked, a kiosk stays in front)
          --keep-console          leave the text console as it is (no graphics mode, keyboard not taken)
          --blank-after SECONDS   turn the panel off after this long without input; a touch wakes it
        """

    /// Parses the runtime options out of `arguments`; the rest are returned for the app, in
    /// their order. `--` ends the runtime's options: what follows is returned as it is.
    public static func parse(_ arguments: [String]) throws(RunOptionsError) -> (RunOptions, rest: [String]) {
        var o = RunOptions()
        var rest: [String] = []
        var i = 0
        func value(_ name: String) throws(RunOptionsError) -> String {
            i += 1
            guard i < arguments.count else { throw RunOptionsError(message: "\(name) needs a value") }
            return arguments[i]
        }
        /// The option's value as a whole number within `range`.
        func count(_ name: String, in range: ClosedRange<Int>) throws(RunOptionsError) -> Int {
            let v = try value(name)
            guard let n = Int(v), range.contains(n) else {
                throw RunOptionsError(
                    message: "\(name) expects \(range.lowerBound) to \(range.upperBound), not '\(v)'")
            }
            return n
        }
        scan: while i < arguments.count {
            let arg = arguments[i]
            switch arg {
            case "--":
                rest += arguments[(i + 1)...]
                break scan
            case "--board": o.board = try value(arg)
            case "--boards": o.boardsDirectory = try value(arg)
            case "--backend":
                let v = try value(arg)
                guard ["auto", "drm", "fbdev", "preview", "headless"].contains(v) else {
                    throw RunOptionsError(message: "--backend is auto, drm, fbdev, preview or headless, not '\(v)'")
                }
                o.backend = v
            case "--card": o.card = try value(arg)
            case "--connector": o.connector = try value(arg)
            case "--mode":
                let v = try value(arg)
                guard let m = DisplayModeRequest(v) else {
                    throw RunOptionsError(
                        message: "--mode expects WxH or WxH@Hz, sides from 1 to 16384 and up to 1000 Hz, not '\(v)'")
                }
                o.mode = m
            case "--rotation":
                let v = try value(arg)
                guard let r = Int(v).flatMap(Rotation.init(rawValue:)) else {
                    throw RunOptionsError(message: "--rotation is 0, 90, 180 or 270, not '\(v)'")
                }
                o.rotation = r
            case "--scale":
                let v = try value(arg)
                guard let s = Double(v), s >= 0.25, s <= 8 else {
                    throw RunOptionsError(message: "--scale expects a number from 0.25 to 8, not '\(v)'")
                }
                o.scale = s
            case "--format":
                let v = try value(arg)
                guard let f = ScanoutFormat(rawValue: v) else {
                    throw RunOptionsError(message: "--format is xrgb8888 or rgb565, not '\(v)'")
                }
                o.format = f
            case "--commit":
                let v = try value(arg)
                guard let c = CommitPreference(rawValue: v == "auto" ? "automatic" : v) else {
                    throw RunOptionsError(message: "--commit is auto, atomic or legacy, not '\(v)'")
                }
                o.commit = c
            case "--buffers":
                let v = try value(arg)
                guard let n = Int(v), n == 2 || n == 3 else {
                    throw RunOptionsError(message: "--buffers is 2 or 3, not '\(v)'")
                }
                o.buffers = n
            case "--color-scheme":
                let v = try value(arg)
                guard v == "light" || v == "dark" else {
                    throw RunOptionsError(message: "--color-scheme is light or dark, not '\(v)'")
                }
                o.colorScheme = v == "dark" ? .dark : .light
            case "--seat": o.seat = try value(arg)
            case "--seat-manager":
                let kind = try value(arg)
                guard ["auto", "libseat", "direct"].contains(kind) else {
                    throw RunOptionsError(message: "--seat-manager takes auto, libseat or direct, not \(kind)")
                }
                o.seatManager = kind
            case "--keymap": o.keymapLayout = try value(arg)
            case "--screenshot": o.screenshot = try value(arg)
            case "--size":
                let v = try value(arg)
                guard let m = DisplayModeRequest(v) else {
                    throw RunOptionsError(
                        message: "--size expects WxH, each side a whole number from 1 to 16384, not '\(v)'")
                }
                o.size = m
                o.sizeIsExplicit = true
            case "--frames": o.frames = try count(arg, in: 1...1_000_000)
            case "--after":
                let v = try value(arg)
                guard let t = Double(v), t >= 0, t <= 3600 else {
                    throw RunOptionsError(message: "--after expects seconds from 0 to 3600, not '\(v)'")
                }
                o.after = t
            case "--tap": o.taps.append(try value(arg))
            case "--log-frames": o.logFrames = true
            case "--show-damage": o.showDamage = true
            case "--show-fps": o.showFPS = true
            case "--reduce-motion": o.reduceMotion = true
            case "--soft-keyboard":
                switch try value(arg) {
                case "automatic": o.softKeyboard = .automatic
                case "always": o.softKeyboard = .always
                case "never": o.softKeyboard = .never
                case let v:
                    throw RunOptionsError(message: "--soft-keyboard expects automatic, always or never, not '\(v)'")
                }
            case "--bench":
                let v = try value(arg)
                guard AppBenchmark.scenes.contains(v) else {
                    throw RunOptionsError(message: "--bench is app, app-full, idle or all, not '\(v)'")
                }
                o.bench = v
            case "--bench-frames": o.benchFrames = try count(arg, in: 1...1_000_000)
            case "--bench-json": o.benchJSON = try value(arg)
            case "--bench-warmup": o.benchWarmup = try count(arg, in: 0...1_000_000)
            case "--bench-tap-every": o.benchTapEvery = try count(arg, in: 1...1_000_000)
            case "--theme": o.theme = try value(arg)
            case "--render-threads": o.renderThreads = try count(arg, in: 1...64)
            case "--vt-switch": o.allowVTSwitch = true
            case "--keep-console": o.manageConsole = false
            case "--blank-after":
                let v = try value(arg)
                guard let t = Double(v), t >= 0, t <= 86400 else {
                    throw RunOptionsError(message: "--blank-after expects seconds from 0 to 86400, not '\(v)'")
                }
                o.blankAfter = t
            default: rest.append(arg)
            }
            i += 1
        }
        guard o.after == nil || (o.frames == nil && o.taps.isEmpty) else {
            throw RunOptionsError(
                message:
                    "--after runs the real event loop; --frames and --tap run a manual clock: give one or the other")
        }
        return (o, rest)
    }
}

extension RunOptions {
    /// Whether `--theme` names a theme the app offers.
    public func checkTheme(in catalog: ThemeCatalog) throws(RunOptionsError) {
        guard let theme, !catalog.contains(theme) else { return }
        throw RunOptionsError(
            message: catalog.names.isEmpty
                ? "--theme '\(theme)': this app offers no themes"
                : "--theme is one of \(catalog.names.joined(separator: ", ")), not '\(theme)'")
    }
}

extension RunOptions {
    /// Every runtime option's name, as `--help` lists them.
    package static let names: [String] = usage.split(separator: "\n").compactMap { line in
        let words = line.split(separator: " ")
        guard let first = words.first, first.hasPrefix("--") else { return nil }
        return String(first)
    }

    /// The runtime option `argument` is most likely a misspelling of (`--boad`: `--board`), for
    /// a note when it reaches the app instead; nil when it is not close to one.
    package static func likelyMeant(_ argument: String) -> String? {
        guard argument.hasPrefix("--"), argument.count > 3 else { return nil }
        let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
        if name != argument, names.contains(name) { return name }
        let best = names.map { ($0, editDistance(name, $0)) }.min { $0.1 < $1.1 }
        guard let best, best.1 <= (name.count > 8 ? 2 : 1) else { return nil }
        return best.0
    }

    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.utf8), b = Array(b.utf8)
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var row = [i + 1]
            for (j, y) in b.enumerated() {
                row.append(min(previous[j + 1] + 1, row[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = row
        }
        return previous[b.count]
    }
}
