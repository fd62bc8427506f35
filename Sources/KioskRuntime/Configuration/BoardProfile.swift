import KioskPlatform
import KioskUI
import KioskGeometry

/// A board and its panel, as described by `Boards/<name>.json`.
///
/// Only the runtime reads board files; it passes these plain values down to the backends.
public struct BoardProfile: Sendable, Equatable {
    /// The board's name, as `--board` and the file name give it.
    public var name: String
    /// What the board and its panel are, for people.
    public var description: String
    /// Substrings of the machine's model string (device-tree model or DMI product name) that select this board.
    public var modelMatches: [String]
    /// Connector name such as `HDMI-A-1`, or nil for the first connected one.
    public var connector: String?
    /// `WxH` or `WxH@Hz`, or nil for the panel's preferred mode.
    public var mode: String?
    /// How the panel is mounted, clockwise from the logical screen (touch follows).
    public var rotation: Rotation
    /// The scan-out format: XRGB8888, or RGB565 for 16-bit panels.
    public var pixelFormat: ScanoutFormat
    /// Pixels per logical point.
    public var scale: Double
    /// Which touchscreen is this panel's, and its calibration.
    public var touch: Touch
    /// The keyboard layout, for typed text and the on-screen keyboard's arrangement.
    public var keymap: Keymap
    /// Threads that draw large damage in horizontal bands (1: the main thread only).
    public var renderThreads: Int
    /// When text fields bring up the on-screen keyboard: `automatic` (no typing keyboard is
    /// attached), `always` (a barcode scanner counts as a keyboard but cannot type a name),
    /// or `never`.
    public var softKeyboard: SoftKeyboardMode = .automatic
    /// The theme from the app's catalog the app starts in (nil: the app's own); checked against
    /// the catalog at launch (`checkTheme(in:)`), where the app's catalog is known.
    public var theme: String?
    /// Where `theme` was written, for that check's error.
    package var themeLocation: BoardProfileError?
    /// The frame rate the board aims at while something moves.
    public var targetFrameRate: Int
    /// Bring-up notes for installers (config.txt lines, kernel parameters).
    public var notes: [String]

    /// The panel's touchscreen: which libinput device it is, and how its coordinates map.
    public struct Touch: Sendable, Equatable {
        /// Substring of the libinput device name that belongs to this panel, or nil for any touchscreen.
        public var deviceMatch: String?
        /// libinput calibration matrix, row-major 2x3, or nil for identity.
        public var calibration: [Double]?
    }

    /// An XKB keymap by its names.
    public struct Keymap: Sendable, Equatable {
        /// The layout (`us`, `de`, `fr`).
        public var layout: String
        /// The layout's variant (`nodeadkeys`), or nil for the plain layout.
        public var variant: String?
        /// XKB options (`compose:ralt`), or nil for none.
        public var options: String?
    }
}

/// A board file that could not be used, with the file, the line and what was expected.
public struct BoardProfileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The board file, as it was named.
    public var file: String
    /// The line of the offending value, from 1.
    public var line: Int
    /// The column of the offending value, from 1.
    public var column: Int
    /// The key whose value is wrong, or nil when the file itself is malformed.
    public var key: String?
    /// What was expected and what was found.
    public var message: String
    public var description: String {
        let keyText = key.map { " key \"\($0)\":" } ?? ""
        return "\(file):\(line):\(column):\(keyText) \(message)"
    }
}

extension BoardProfile {
    /// A name that can stand in a folder as a file name: no separator, no `..`, no hidden file.
    public static func isPlainName(_ name: String) -> Bool {
        guard let first = name.utf8.first, first != UInt8(ascii: "."), name.utf8.count <= 128 else { return false }
        return name.utf8.allSatisfy { c in
            (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || c == UInt8(ascii: "-")
                || c == UInt8(ascii: "_") || c == UInt8(ascii: ".")
        }
    }

    /// Parses and validates a board file's text. `file` names it in errors.
    public static func parse(_ text: String, file: String) throws(BoardProfileError) -> BoardProfile {
        let root: JSONValue.Located
        do { root = try JSONParser.parse(text) } catch {
            throw BoardProfileError(
                file: file, line: error.line, column: error.column, key: nil, message: error.message)
        }
        let reader = BoardReader(file: file)
        return try reader.profile(root)
    }

    /// Whether the board's `theme` is one the app offers; the error points at the line.
    public func checkTheme(in catalog: ThemeCatalog) throws(BoardProfileError) {
        guard let theme, !catalog.contains(theme) else { return }
        var error = themeLocation ?? BoardProfileError(file: name, line: 1, column: 1, key: "theme", message: "")
        error.message =
            catalog.names.isEmpty
            ? "this app offers no themes, found '\(theme)'"
            : "expected one of \(catalog.names.joined(separator: ", ")), found '\(theme)'"
        throw error
    }

    /// Applies a local override file (`NAME.override.json`, written by `kiosk calibrate` or by
    /// an installer): the keys it has replace the board's; `name` may not change.
    public func applying(override text: String, file: String) throws(BoardProfileError) -> BoardProfile {
        let root: JSONValue.Located
        do { root = try JSONParser.parse(text) } catch {
            throw BoardProfileError(
                file: file, line: error.line, column: error.column, key: nil, message: error.message)
        }
        let merged = try BoardReader(file: file).profile(root, base: self)
        guard merged.name == name else {
            throw BoardProfileError(
                file: file, line: root.line, column: root.column, key: "name",
                message: "an override cannot rename the board \(name)")
        }
        return merged
    }
}

/// Field-by-field validation with errors that point at the offending line.
private struct BoardReader {
    let file: String

    func fail(_ at: JSONValue.Located, _ key: String?, _ message: String) -> BoardProfileError {
        BoardProfileError(file: file, line: at.line, column: at.column, key: key, message: message)
    }

    func object(
        _ v: JSONValue.Located, _ key: String?
    ) throws(BoardProfileError) -> [(key: String, value: JSONValue.Located)] {
        guard case .object(let members) = v.value else {
            throw fail(v, key, "expected an object, found \(v.value.typeName)")
        }
        return members
    }

    func string(_ v: JSONValue.Located, _ key: String) throws(BoardProfileError) -> String {
        guard case .string(let s) = v.value else { throw fail(v, key, "expected a string, found \(v.value.typeName)") }
        return s
    }

    func number(_ v: JSONValue.Located, _ key: String, _ range: ClosedRange<Double>) throws(BoardProfileError) -> Double
    {
        guard case .number(let n) = v.value else { throw fail(v, key, "expected a number, found \(v.value.typeName)") }
        guard range.contains(n) else {
            throw fail(v, key, "expected a number from \(range.lowerBound) to \(range.upperBound), found \(n)")
        }
        return n
    }

    func integer(_ v: JSONValue.Located, _ key: String, _ range: ClosedRange<Int>) throws(BoardProfileError) -> Int {
        let n = try number(v, key, Double(range.lowerBound)...Double(range.upperBound))
        guard n == n.rounded() else { throw fail(v, key, "expected a whole number, found \(n)") }
        return Int(n)
    }

    func strings(_ v: JSONValue.Located, _ key: String) throws(BoardProfileError) -> [String] {
        guard case .array(let items) = v.value else {
            throw fail(v, key, "expected an array of strings, found \(v.value.typeName)")
        }
        var out: [String] = []
        for item in items { out.append(try string(item, key)) }
        return out
    }

    func profile(_ root: JSONValue.Located, base: BoardProfile? = nil) throws(BoardProfileError) -> BoardProfile {
        let members = try object(root, nil)
        var p =
            base
            ?? BoardProfile(
                name: "", description: "", modelMatches: [], connector: nil, mode: nil, rotation: .none,
                pixelFormat: .xrgb8888, scale: 1, touch: .init(deviceMatch: nil, calibration: nil),
                keymap: .init(layout: "us", variant: nil, options: nil), renderThreads: 1,
                targetFrameRate: 60, notes: [])
        var sawName = base != nil
        for (key, v) in members {
            switch key {
            case "name":
                p.name = try string(v, key)
                // The name becomes a file name (its override): a plain name, confined to its folder.
                guard BoardProfile.isPlainName(p.name) else {
                    throw fail(
                        v, key,
                        "expected a plain name (letters, digits, '.', '_' and '-', not starting with '.'), found \"\(p.name)\""
                    )
                }
                sawName = true
            case "description": p.description = try string(v, key)
            case "match": p.modelMatches = try strings(v, key)
            case "connector": p.connector = try string(v, key)
            case "mode":
                let m = try string(v, key)
                guard m == "preferred" || DisplayModeRequest(m) != nil else {
                    throw fail(v, key, "expected \"preferred\", \"WxH\" or \"WxH@Hz\", found \"\(m)\"")
                }
                p.mode = m == "preferred" ? nil : m
            case "rotation":
                let r = try integer(v, key, 0...270)
                guard let rot = Rotation(rawValue: r) else {
                    throw fail(v, key, "expected 0, 90, 180 or 270, found \(r)")
                }
                p.rotation = rot
            case "pixelFormat":
                let f = try string(v, key)
                guard let fmt = ScanoutFormat(rawValue: f) else {
                    throw fail(
                        v, key,
                        "expected one of \(ScanoutFormat.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")), found \"\(f)\""
                    )
                }
                p.pixelFormat = fmt
            case "scale": p.scale = try number(v, key, 0.25...8)
            case "renderThreads": p.renderThreads = try integer(v, key, 1...64)
            case "softKeyboard":
                switch try string(v, key) {
                case "automatic": p.softKeyboard = .automatic
                case "always": p.softKeyboard = .always
                case "never": p.softKeyboard = .never
                case let other: throw fail(v, key, "expected automatic, always or never, found '\(other)'")
                }
            case "theme":
                p.theme = try string(v, key)
                p.themeLocation = fail(v, key, "")
            case "targetFrameRate": p.targetFrameRate = try integer(v, key, 1...240)
            case "notes": p.notes = try strings(v, key)
            case "touch": p.touch = try touch(v, base: p.touch)
            case "keymap": p.keymap = try keymap(v)
            default:
                throw fail(
                    v, key,
                    "unknown key (known: name, description, match, connector, mode, rotation, pixelFormat, scale, touch, keymap, renderThreads, softKeyboard, theme, targetFrameRate, notes)"
                )
            }
        }
        guard sawName, !p.name.isEmpty else { throw fail(root, "name", "missing: every board names itself") }
        return p
    }

    func touch(_ v: JSONValue.Located, base: BoardProfile.Touch) throws(BoardProfileError) -> BoardProfile.Touch {
        var t = base
        for (key, item) in try object(v, "touch") {
            switch key {
            case "match": t.deviceMatch = try string(item, "touch.match")
            case "calibration":
                guard case .array(let values) = item.value, values.count == 6 else {
                    throw fail(
                        item, "touch.calibration", "expected an array of 6 numbers (libinput's 2x3 matrix, row-major)")
                }
                var m: [Double] = []
                for x in values { m.append(try number(x, "touch.calibration", -16...16)) }
                t.calibration = m
            default: throw fail(item, "touch.\(key)", "unknown key (known: match, calibration)")
            }
        }
        return t
    }

    func keymap(_ v: JSONValue.Located) throws(BoardProfileError) -> BoardProfile.Keymap {
        var k = BoardProfile.Keymap(layout: "us", variant: nil, options: nil)
        for (key, item) in try object(v, "keymap") {
            switch key {
            case "layout": k.layout = try string(item, "keymap.layout")
            case "variant": k.variant = try string(item, "keymap.variant")
            case "options": k.options = try string(item, "keymap.options")
            default: throw fail(item, "keymap.\(key)", "unknown key (known: layout, variant, options)")
            }
        }
        return k
    }
}

/// A requested mode, `WxH` or `WxH@Hz`.
public struct DisplayModeRequest: Sendable, Equatable {
    /// Pixels across.
    public var width: Int
    /// Pixels down.
    public var height: Int
    /// The refresh rate asked for, or nil for the best the display offers at that size.
    public var refreshHz: Double?

    /// `WxH` or `WxH@Hz` (`800x480`, `1920x1080@60`); nil when the text is neither.
    public init?(_ text: String) {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count <= 2 else { return nil }
        let size = parts[0].split(separator: "x", omittingEmptySubsequences: false)
        guard size.count == 2, let w = Int(size[0]), let h = Int(size[1]), w > 0, h > 0, w <= 16384, h <= 16384 else {
            return nil
        }
        width = w
        height = h
        if parts.count == 2 {
            guard let hz = Double(parts[1]), hz > 0, hz <= 1000 else { return nil }
            refreshHz = hz
        }
    }
}
