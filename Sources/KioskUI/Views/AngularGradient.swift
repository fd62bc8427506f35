import KioskRaster

/// Colours that change with the angle round a centre, as SwiftUI's `AngularGradient`: from
/// `startAngle` to `endAngle` clockwise on screen (0 degrees points to the trailing edge). Before
/// the start and after the end the first and last colours hold.
public struct AngularGradient: ShapeStyle, View, Hashable {
    /// The colours, from the start angle to the end angle.
    public var gradient: Gradient
    /// The centre, in the frame's unit square.
    public var center: UnitPoint
    /// Where the first colour is.
    public var startAngle: Angle
    /// Where the last colour is.
    public var endAngle: Angle

    /// A gradient round `center` from `startAngle` to `endAngle`.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        // SwiftUI: equal angles mean one whole turn.
        self.endAngle = endAngle == startAngle ? Angle(radians: startAngle.radians + 2 * .pi) : endAngle
    }
    /// Colours spread evenly round `center` from `startAngle` to `endAngle`.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// Colours spread evenly once round `center`, starting at `angle` (SwiftUI's conic gradient).
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(colors: colors, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }
    /// A gradient once round `center`, starting at `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }

    /// A conic paint: the turn from the start to the end angle spans the colours; outside it the
    /// end colours hold.
    public func resolvePaint(in rect: Rect, environment: EnvironmentValues) -> Paint {
        var raster = gradient.raster(in: environment)
        let sweep = max(1e-6, min(2 * .pi, abs(endAngle.radians - startAngle.radians)))
        // The stops are placed on a whole turn starting at `startAngle`, scaled into the sweep.
        let fraction = sweep / (2 * .pi)
        if fraction < 1 {
            var stops = raster.stops.map {
                KioskRaster.Gradient.Stop(color: $0.color, location: $0.location * fraction)
            }
            if let last = stops.last { stops.append(KioskRaster.Gradient.Stop(color: last.color, location: 1)) }
            raster = KioskRaster.Gradient(stops: stops, interpolation: raster.interpolation)
        }
        return .conicGradient(
            ConicGradientPaint(gradient: raster, center: center.point(in: rect), startAngle: startAngle.radians))
    }
    /// Never called: a gradient is drawn by the graph.
    public typealias Body = Never
    /// Never called: a gradient is drawn by the graph.
    public var body: Never { preconditionFailure() }
}

extension AngularGradient: PrimitiveView, StoredChildren {
    func makeLayout() -> any NodeLayout { FlexibleLayout() }
    func draw(in frame: Rect, environment: EnvironmentValues, context: DrawContext) -> [DrawItem] {
        let d = context.device(frame)
        return [
            DrawItem(
                command: .fillRect(d, resolvePaint(in: d, environment: environment)), bounds: PixelRect(covering: d))
        ]
    }
}
