import KioskRaster
import KioskRender

/// A 2-D shape that fills its frame, as SwiftUI's `Shape`.
public protocol Shape: Animatable, View, Sendable {
    /// The shape's outline in `rect`.
    func path(in rect: Rect) -> Path
}

extension Shape {
    /// The outline in `frame` (points), in device pixels at `scale`. The shape is asked for its
    /// path in a rectangle at the origin, as SwiftUI asks it (custom shapes often write `0` for
    /// the leading edge), and the path is then moved into place.
    func path(placedIn frame: Rect, scale: Double) -> Path {
        // The built-in shapes draw from the rectangle's own origin: asked for their path in
        // place, they need no second pass over it (nor its allocation) at scale 1.
        if self is PlacesItselfInItsRect {
            return path(in: frame).applying(AffineTransform(scaleX: scale, y: scale))
        }
        return path(in: Rect(origin: .zero, size: frame.size)).applying(
            AffineTransform(a: scale, b: 0, c: 0, d: scale, tx: frame.minX * scale, ty: frame.minY * scale))
    }

    /// The shape filled with the foreground colour.
    public var body: some View { ShapeView(shape: self, fill: nil, stroke: nil) }
    /// The shape filled with a colour or gradient (the foreground colour by default), by the
    /// non-zero rule or, with `FillStyle(eoFill: true)`, the even-odd rule.
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> some View {
        ShapeView(shape: self, fill: content, stroke: nil, evenOdd: style.isEOFilled)
    }
    /// The shape's outline, `lineWidth` points wide, centred on the path.
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: Double = 1, antialiased: Bool = true) -> some View {
        ShapeView(shape: self, fill: nil, stroke: (style, KioskRaster.StrokeStyle(lineWidth: lineWidth)))
    }
    /// The shape's outline, with caps, joins and dashes.
    public func stroke<S: ShapeStyle>(_ style: S, style strokeStyle: StrokeStyle, antialiased: Bool = true) -> some View
    {
        ShapeView(shape: self, fill: nil, stroke: (style, strokeStyle.raster))
    }
}

/// Shapes whose `path(in:)` follows the rectangle's origin (the built-in ones), which may be
/// asked for their path where they are drawn.
protocol PlacesItselfInItsRect {}
extension Rectangle: PlacesItselfInItsRect {}
extension RoundedRectangle: PlacesItselfInItsRect {}
extension UnevenRoundedRectangle: PlacesItselfInItsRect {}
extension Capsule: PlacesItselfInItsRect {}
extension Circle: PlacesItselfInItsRect {}
extension Ellipse: PlacesItselfInItsRect {}

/// SwiftUI's `StrokeStyle` (KioskRaster's has the same fields; this one is the app-facing name).
public struct StrokeStyle: Hashable, Sendable {
    /// The line's width, in points.
    public var lineWidth: Double
    /// How open ends are drawn.
    public var lineCap: LineCap
    /// How corners are drawn.
    public var lineJoin: LineJoin
    /// How long a mitred corner may get, as a multiple of the width, before it is bevelled.
    public var miterLimit: Double
    /// Dash and gap lengths in turn, in points; empty for a solid line.
    public var dash: [Double]
    /// How far into the dash pattern the line starts.
    public var dashPhase: Double
    /// A stroke of `lineWidth` points with the given caps, joins and dashes.
    public init(
        lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: Double = 10,
        dash: [Double] = [], dashPhase: Double = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
    var raster: KioskRaster.StrokeStyle {
        KioskRaster.StrokeStyle(
            lineWidth: lineWidth, lineCap: lineCap, lineJoin: lineJoin, miterLimit: miterLimit, dash: dash,
            dashPhase: dashPhase)
    }
}
/// How a stroke's open ends are drawn: butt, round or square.
public typealias LineCap = KioskRaster.LineCap
/// How a stroke turns a corner: miter, round or bevel.
public typealias LineJoin = KioskRaster.LineJoin

/// A shape drawn with a fill or a stroke (the foreground colour when neither is given).
package struct ShapeView<S: Shape>: View, PrimitiveView, StoredChildren {
    var shape: S
    let fill: (any ShapeStyle)?
    let stroke: (style: any ShapeStyle, stroke: KioskRaster.StrokeStyle)?
    /// Filled by the even-odd rule (else the non-zero rule).
    var evenOdd = false
    public typealias Body = Never
    public var body: Never { preconditionFailure() }

    func makeLayout() -> any NodeLayout { FlexibleLayout() }

    func draw(in frame: Rect, environment: EnvironmentValues, context: DrawContext) -> [DrawItem] {
        let device = context.device(frame)
        let path = shape.path(placedIn: frame, scale: context.scale)
        let shadowShape = (shape as? RoundedShapeGeometry).map { ($0.deviceRect(device), $0.radii(in: device)) }
        if let stroke {
            var s = stroke.stroke
            s.lineWidth *= context.scale
            s.dash = s.dash.map { $0 * context.scale }
            s.dashPhase *= context.scale
            // Half the width beyond the path, more at a sharp miter or a square cap.
            let reach = Int((s.lineWidth / 2 * path.strokeReachFactor(s)).rounded(.up)) + 1
            return [
                DrawItem(
                    command: .stroke(path, stroke.style.resolvePaint(in: device, environment: environment), s),
                    bounds: PixelRect(covering: path.controlBounds).insetBy(dx: -reach, dy: -reach))
            ]
        }
        let paint =
            (fill ?? environment.foregroundShapeStyle)?.resolvePaint(in: device, environment: environment)
            ?? (environment.foregroundColor ?? .primary).resolvePaint(in: device, environment: environment)
        return [
            DrawItem(
                command: .fill(path, paint, evenOdd ? .evenOdd : .nonZero),
                // A fill's anti-aliasing stays on the pixels its outline crosses
                // (`FillReachTests`): no pixel around them.
                bounds: PixelRect(covering: path.controlBounds),
                shadowShape: shadowShape)
        ]
    }
}

extension ShapeView {
    static var hasAnimatableData: Bool { S.AnimatableData.self != EmptyAnimatableData.self }
}

extension ShapeView: Animatable {
    /// The shape's own: a custom shape animates through its drawing.
    package var animatableData: S.AnimatableData {
        get { shape.animatableData }
        set { shape.animatableData = newValue }
    }
}

/// Shapes whose outline is a rounded rectangle, so their shadows take the cached box-shadow path.
@MainActor
protocol RoundedShapeGeometry {
    func deviceRect(_ device: Rect) -> Rect
    func radii(in device: Rect) -> CornerRadii
}

/// A rectangle that fills its frame (SwiftUI's `Rectangle`).
public struct Rectangle: Shape, RoundedShapeGeometry {
    /// A rectangle.
    public init() {}
    public func path(in rect: Rect) -> Path { Path.rect(rect) }
    func deviceRect(_ d: Rect) -> Rect { d }
    func radii(in d: Rect) -> CornerRadii { CornerRadii(0) }
}

/// SwiftUI's corner style; continuous corners are drawn as circular ones here.
public enum RoundedCornerStyle: Hashable, Sendable { case circular, continuous }

/// A rectangle whose corners are rounded with one radius (SwiftUI's `RoundedRectangle`).
public struct RoundedRectangle: Shape, RoundedShapeGeometry {
    /// The corners' radii, across and down.
    public var cornerSize: Size
    /// The corners' shape (accepted for SwiftUI's sake: corners are circular arcs here).
    public var style: RoundedCornerStyle
    /// A rectangle whose corners have radius `cornerRadius`.
    public init(cornerRadius: Double, style: RoundedCornerStyle = .continuous) {
        cornerSize = Size(width: cornerRadius, height: cornerRadius)
        self.style = style
    }
    /// A rectangle whose corners have the radii of `cornerSize`.
    public init(cornerSize: Size, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }
    public func path(in rect: Rect) -> Path { Path.roundedRect(rect, cornerRadius: cornerSize.width) }
    func deviceRect(_ d: Rect) -> Rect { d }
    func radii(in d: Rect) -> CornerRadii { CornerRadii(cornerSize.width * (d.width / max(1e-9, d.width))) }
}

/// A rectangle whose four corners each have a radius of their own (SwiftUI's).
public struct UnevenRoundedRectangle: Shape, RoundedShapeGeometry {
    /// The top leading corner's radius.
    public var topLeadingRadius: Double
    /// The bottom leading corner's radius.
    public var bottomLeadingRadius: Double
    /// The bottom trailing corner's radius.
    public var bottomTrailingRadius: Double
    /// The top trailing corner's radius.
    public var topTrailingRadius: Double
    /// A rectangle with a radius for each corner.
    public init(
        topLeadingRadius: Double = 0, bottomLeadingRadius: Double = 0, bottomTrailingRadius: Double = 0,
        topTrailingRadius: Double = 0,
        style: RoundedCornerStyle = .continuous
    ) {
        self.topLeadingRadius = topLeadingRadius
        self.bottomLeadingRadius = bottomLeadingRadius
        self.bottomTrailingRadius = bottomTrailingRadius
        self.topTrailingRadius = topTrailingRadius
    }
    var corners: CornerRadii {
        CornerRadii(
            topLeft: topLeadingRadius, topRight: topTrailingRadius, bottomRight: bottomTrailingRadius,
            bottomLeft: bottomLeadingRadius)
    }
    public func path(in rect: Rect) -> Path { Path.roundedRect(rect, radii: corners) }
    func deviceRect(_ d: Rect) -> Rect { d }
    func radii(in d: Rect) -> CornerRadii { corners }
}

/// A rectangle whose shorter sides are half circles (SwiftUI's `Capsule`).
public struct Capsule: Shape, RoundedShapeGeometry {
    /// A capsule; `style` is accepted for SwiftUI's sake (corners are circular here).
    public init(style: RoundedCornerStyle = .continuous) {}
    public func path(in rect: Rect) -> Path { Path.capsule(in: rect) }
    func deviceRect(_ d: Rect) -> Rect { d }
    func radii(in d: Rect) -> CornerRadii { CornerRadii(min(d.width, d.height) / 2) }
}

/// The largest circle that fits the frame, centred in it (SwiftUI's `Circle`).
public struct Circle: Shape, RoundedShapeGeometry {
    /// A circle.
    public init() {}
    /// A circle centred in the rectangle, as large as fits.
    public func path(in rect: Rect) -> Path {
        Path.circle(center: rect.center, radius: min(rect.width, rect.height) / 2)
    }
    func deviceRect(_ d: Rect) -> Rect {
        let s = min(d.width, d.height)
        return Rect(x: d.midX - s / 2, y: d.midY - s / 2, width: s, height: s)
    }
    func radii(in d: Rect) -> CornerRadii { CornerRadii(min(d.width, d.height) / 2) }
}

/// The ellipse that fills the frame (SwiftUI's `Ellipse`).
public struct Ellipse: Shape {
    /// An ellipse.
    public init() {}
    public func path(in rect: Rect) -> Path { Path.ellipse(in: rect) }
}

extension Shape where Self == RoundedRectangle {
    /// `.rect(cornerRadius:)`, as in SwiftUI.
    public static func rect(cornerRadius: Double) -> RoundedRectangle { RoundedRectangle(cornerRadius: cornerRadius) }
    /// `.rect(cornerRadius:style:)`, as in SwiftUI.
    public static func rect(cornerRadius: Double, style: RoundedCornerStyle) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
    /// `.rect(cornerSize:style:)`, as in SwiftUI.
    public static func rect(cornerSize: Size, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}
extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangle with a radius for each corner (`.clipShape(.rect(topLeadingRadius: 12))`).
    public static func rect(
        topLeadingRadius: Double = 0, bottomLeadingRadius: Double = 0, bottomTrailingRadius: Double = 0,
        topTrailingRadius: Double = 0, style: RoundedCornerStyle = .continuous
    ) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(
            topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
            bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }
}
extension Shape where Self == Rectangle {
    /// A rectangle, as `.clipShape(.rect)` names it.
    public static var rect: Rectangle { Rectangle() }
}
extension Shape where Self == Capsule {
    /// A capsule, as `.clipShape(.capsule)` and `.background(.capsule)` name it.
    public static var capsule: Capsule { Capsule() }
}
extension Shape where Self == Circle {
    /// A circle, as `.clipShape(.circle)` names it.
    public static var circle: Circle { Circle() }
}

/// A shape made from a custom path, as SwiftUI's `Path` used as a view.
package struct PathShape: Shape {
    let make: @Sendable (Rect) -> Path
    public init(_ make: @escaping @Sendable (Rect) -> Path) { self.make = make }
    public func path(in rect: Rect) -> Path { make(rect) }
}

/// An outline of lines and curves, as a shape describes itself in `path(in:)`.
public typealias Path = KioskRaster.Path

/// Leaves that are touched only where they draw, not across their whole frame.
@MainActor
protocol HitAreaProviding: HitTestParticipant { func isHit(_ p: Point, in frame: Rect) -> Bool }

extension ShapeView: HitAreaProviding {
    /// A shape that is only stroked (a border drawn over a field) is touched on its outline,
    /// as in SwiftUI: taps inside it reach the content beneath.
    func isHit(_ p: Point, in frame: Rect) -> Bool {
        guard fill == nil, let stroke else { return true }
        let reach = stroke.1.lineWidth / 2 + 2
        return !frame.insetBy(dx: reach, dy: reach).contains(p)
    }
}
