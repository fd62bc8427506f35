import KioskRaster

/// A colour, as SwiftUI's `Color`: fixed values, the system palette (with light and dark
/// variants), and the semantic `primary`/`secondary`, all resolved against the environment.
public struct Color: Hashable, Sendable {
    enum Storage: Hashable, Sendable {
        case fixed(RGBAColor)
        case adaptive(light: RGBAColor, dark: RGBAColor)
    }
    let storage: Storage
    var opacityFactor: Double = 1

    /// A colour from sRGB components, each 0 to 1.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        storage = .fixed(RGBAColor(red: red, green: green, blue: blue, alpha: opacity))
    }
    /// A grey of `white` (0 black, 1 white).
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }
    /// From 0xRRGGBB.
    public init(hex: UInt32, opacity: Double = 1) { storage = .fixed(RGBAColor(hex: hex, alpha: opacity)) }
    init(light: UInt32, dark: UInt32) { storage = .adaptive(light: RGBAColor(hex: light), dark: RGBAColor(hex: dark)) }
    init(light: RGBAColor, dark: RGBAColor) { storage = .adaptive(light: light, dark: dark) }

    /// The same colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        var c = self
        c.opacityFactor *= opacity
        return c
    }

    /// The concrete colour in an environment (colour scheme).
    public func resolve(in environment: EnvironmentValues) -> RGBAColor {
        let base: RGBAColor
        switch storage {
        case .fixed(let c): base = c
        case .adaptive(let light, let dark): base = environment.colorScheme == .dark ? dark : light
        }
        return base.withAlpha(base.alpha * opacityFactor)
    }

    // iOS's system colours, light and dark.
    /// The system red: #FF3B30 in light, #FF453A in dark.
    public static let red = Color(light: 0xFF3B30, dark: 0xFF453A)
    /// The system orange: #FF9500 in light, #FF9F0A in dark.
    public static let orange = Color(light: 0xFF9500, dark: 0xFF9F0A)
    /// The system yellow: #FFCC00 in light, #FFD60A in dark.
    public static let yellow = Color(light: 0xFFCC00, dark: 0xFFD60A)
    /// The system green: #34C759 in light, #30D158 in dark.
    public static let green = Color(light: 0x34C759, dark: 0x30D158)
    /// The system mint: #00C7BE in light, #63E6E2 in dark.
    public static let mint = Color(light: 0x00C7BE, dark: 0x63E6E2)
    /// The system teal: #30B0C7 in light, #40C8E0 in dark.
    public static let teal = Color(light: 0x30B0C7, dark: 0x40C8E0)
    /// The system cyan: #32ADE6 in light, #64D2FF in dark.
    public static let cyan = Color(light: 0x32ADE6, dark: 0x64D2FF)
    /// The system blue: #007AFF in light, #0A84FF in dark.
    public static let blue = Color(light: 0x007AFF, dark: 0x0A84FF)
    /// The system indigo: #5856D6 in light, #5E5CE6 in dark.
    public static let indigo = Color(light: 0x5856D6, dark: 0x5E5CE6)
    /// The system purple: #AF52DE in light, #BF5AF2 in dark.
    public static let purple = Color(light: 0xAF52DE, dark: 0xBF5AF2)
    /// The system pink: #FF2D55 in light, #FF375F in dark.
    public static let pink = Color(light: 0xFF2D55, dark: 0xFF375F)
    /// The system brown: #A2845E in light, #AC8E68 in dark.
    public static let brown = Color(light: 0xA2845E, dark: 0xAC8E68)
    /// The system gray: #8E8E93 in light, #8E8E93 in dark.
    public static let gray = Color(light: 0x8E8E93, dark: 0x8E8E93)
    /// Black, in both schemes.
    public static let black = Color(hex: 0x000000)
    /// White, in both schemes.
    public static let white = Color(hex: 0xFFFFFF)
    /// No colour: fully transparent.
    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
    /// Label colours: black on light, white on dark; secondary at 60% opacity.
    public static let primary = Color(light: RGBAColor(hex: 0x000000), dark: RGBAColor(hex: 0xFFFFFF))
    /// The secondary label colour: the primary one at 60% opacity.
    public static let secondary = Color(
        light: RGBAColor(hex: 0x3C3C43, alpha: 0.6), dark: RGBAColor(hex: 0xEBEBF5, alpha: 0.6))
    /// The app's accent: the system blue (`.tint` sets another below it).
    public static let accentColor = blue
    /// Third- and fourth-level label colours (fixed here: not relative to the current style).
    public static let tertiary = Color(
        light: RGBAColor(hex: 0x3C3C43, alpha: 0.3), dark: RGBAColor(hex: 0xEBEBF5, alpha: 0.3))
    /// The fourth-level label colour, at 18% opacity.
    public static let quaternary = Color(
        light: RGBAColor(hex: 0x3C3C43, alpha: 0.18), dark: RGBAColor(hex: 0xEBEBF5, alpha: 0.18))

}

// The View conformance sits in an extension so that Color's own members stay nonisolated
// (a colour is a value used anywhere, not only on the main actor).
extension Color: View, ShapeStyle {
    public typealias Body = Never
    public var body: Never { preconditionFailure() }
    public func resolvePaint(in rect: Rect, environment: EnvironmentValues) -> Paint {
        .solid(resolve(in: environment))
    }
}

extension Color: PrimitiveView, StoredChildren {
    func makeLayout() -> any NodeLayout { FlexibleLayout() }
    func draw(in frame: Rect, environment: EnvironmentValues, context: DrawContext) -> [DrawItem] {
        let device = context.device(frame)
        let color = resolve(in: environment)
        // A clear colour draws nothing, and so is not touched (as in SwiftUI, where
        // `Color.clear` takes taps only with a `contentShape`).
        guard color.alpha > 0 else { return [] }
        return [
            DrawItem(
                command: .fillRect(device, .solid(color)),
                bounds: PixelRect(covering: device), shadowShape: (device, CornerRadii(0)))
        ]
    }
}

/// What fills a shape or colours text: colours and gradients, as SwiftUI's `ShapeStyle`.
@MainActor
public protocol ShapeStyle: Sendable {
    /// The paint for a shape whose bounds are `rect` (device pixels).
    func resolvePaint(in rect: Rect, environment: EnvironmentValues) -> Paint
}

/// SwiftUI's `UnitPoint`: a point in a shape's unit square.
public struct UnitPoint: Hashable, Sendable {
    /// Across the frame, from 0 (leading) to 1 (trailing).
    public var x: Double
    /// Down the frame, from 0 (top) to 1 (bottom).
    public var y: Double
    /// A point in the frame's unit square.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
    /// The centre.
    public static let zero = UnitPoint(x: 0, y: 0), center = UnitPoint(x: 0.5, y: 0.5)
    /// The middle of the trailing edge.
    public static let leading = UnitPoint(x: 0, y: 0.5), trailing = UnitPoint(x: 1, y: 0.5)
    /// The middle of the bottom edge.
    public static let top = UnitPoint(x: 0.5, y: 0), bottom = UnitPoint(x: 0.5, y: 1)
    /// The top trailing corner.
    public static let topLeading = UnitPoint(x: 0, y: 0), topTrailing = UnitPoint(x: 1, y: 0)
    /// The bottom trailing corner.
    public static let bottomLeading = UnitPoint(x: 0, y: 1), bottomTrailing = UnitPoint(x: 1, y: 1)
    func point(in r: Rect) -> Point { Point(x: r.minX + x * r.width, y: r.minY + y * r.height) }
}

/// SwiftUI's `Gradient`: colours at locations.
public struct Gradient: Hashable, Sendable {
    /// A colour at a position along the gradient.
    public struct Stop: Hashable, Sendable {
        /// The stop's colour.
        public var color: Color
        /// Where the colour is, from 0 (start) to 1 (end).
        public var location: Double
        /// A stop of `color` at `location` (0 to 1).
        public init(color: Color, location: Double) {
            self.color = color
            self.location = location
        }
    }
    /// The stops, from start to end.
    public var stops: [Stop]
    /// Colours at given positions.
    public init(stops: [Stop]) { self.stops = stops }
    /// Colours spread evenly from start to end.
    public init(colors: [Color]) {
        let n = max(1, colors.count - 1)
        stops = colors.enumerated().map { Stop(color: $1, location: Double($0) / Double(n)) }
    }
    @MainActor func raster(in environment: EnvironmentValues) -> KioskRaster.Gradient {
        KioskRaster.Gradient(
            stops: stops.map { .init(color: $0.color.resolve(in: environment), location: $0.location) })
    }
}

/// Colours that blend along a line between two unit points (SwiftUI's `LinearGradient`).
public struct LinearGradient: ShapeStyle, View, Hashable {
    /// The colours.
    public var gradient: Gradient
    /// Where the gradient starts, in the frame's unit square.
    public var startPoint: UnitPoint
    /// Where the gradient ends, in the frame's unit square.
    public var endPoint: UnitPoint
    /// A gradient from `startPoint` to `endPoint`.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }
    /// Colours spread evenly from `startPoint` to `endPoint`.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    public func resolvePaint(in rect: Rect, environment: EnvironmentValues) -> Paint {
        .linearGradient(
            LinearGradientPaint(
                gradient: gradient.raster(in: environment), start: startPoint.point(in: rect),
                end: endPoint.point(in: rect)))
    }
    public typealias Body = Never
    public var body: Never { preconditionFailure() }
}

/// Colours that blend in rings around a centre (SwiftUI's `RadialGradient`).
public struct RadialGradient: ShapeStyle, View, Hashable {
    /// The colours, from the centre outwards.
    public var gradient: Gradient
    /// The centre, in the frame's unit square.
    public var center: UnitPoint
    /// Where the first colour is, in points from the centre.
    public var startRadius: Double
    /// Where the last colour is, in points from the centre.
    public var endRadius: Double
    /// A gradient from `startRadius` to `endRadius` around `center`.
    public init(gradient: Gradient, center: UnitPoint, startRadius: Double, endRadius: Double) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }
    /// Colours spread evenly from `startRadius` to `endRadius` around `center`.
    public init(colors: [Color], center: UnitPoint, startRadius: Double, endRadius: Double) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public func resolvePaint(in rect: Rect, environment: EnvironmentValues) -> Paint {
        let s = environment.displayScale
        return .radialGradient(
            RadialGradientPaint(
                gradient: gradient.raster(in: environment), center: center.point(in: rect),
                startRadius: startRadius * s, endRadius: endRadius * s))
    }
    public typealias Body = Never
    public var body: Never { preconditionFailure() }
}

extension LinearGradient: PrimitiveView, StoredChildren {
    func makeLayout() -> any NodeLayout { FlexibleLayout() }
    func draw(in frame: Rect, environment: EnvironmentValues, context: DrawContext) -> [DrawItem] {
        let d = context.device(frame)
        return [
            DrawItem(
                command: .fillRect(d, resolvePaint(in: d, environment: environment)), bounds: PixelRect(covering: d))
        ]
    }
}

extension RadialGradient: PrimitiveView, StoredChildren {
    func makeLayout() -> any NodeLayout { FlexibleLayout() }
    func draw(in frame: Rect, environment: EnvironmentValues, context: DrawContext) -> [DrawItem] {
        let d = context.device(frame)
        return [
            DrawItem(
                command: .fillRect(d, resolvePaint(in: d, environment: environment)), bounds: PixelRect(covering: d))
        ]
    }
}

extension Color {
    /// This colour in light appearances and `dark` (0xRRGGBB) in dark ones.
    public func adaptive(dark: UInt32, darkOpacity: Double = 1) -> Color {
        let light = resolve(in: EnvironmentValues())
        return Color(light: light, dark: RGBAColor(hex: dark, alpha: darkOpacity))
    }
}
