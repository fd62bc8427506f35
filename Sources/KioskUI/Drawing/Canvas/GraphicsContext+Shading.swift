import KioskRaster

extension GraphicsContext {
    /// What fills or strokes a path: a colour, a gradient in the drawing's coordinates, or
    /// any shape style.
    public struct Shading: Sendable {
        enum Kind: Sendable {
            case foreground
            case style(any ShapeStyle)
            case linear(Gradient, start: CGPoint, end: CGPoint, options: GradientOptions)
            case radial(Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat, options: GradientOptions)
            case conic(Gradient, center: CGPoint, angle: Angle, options: GradientOptions)
        }
        let kind: Kind

        /// The foreground style of the environment.
        public static var foreground: Shading { Shading(kind: .foreground) }
        /// A colour.
        public static func color(_ color: Color) -> Shading { Shading(kind: .style(color)) }
        /// A colour from its components.
        public static func color(
            _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
        ) -> Shading {
            .color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
        }
        /// A grey from its white level.
        public static func color(
            _ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1
        )
            -> Shading
        { .color(Color(colorSpace, white: white, opacity: opacity)) }
        /// Any shape style, resolved against the bounds of what it fills.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(kind: .style(style)) }
        /// A linear gradient between two points of the drawing's coordinates.
        public static func linearGradient(
            _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()
        ) -> Shading { Shading(kind: .linear(gradient, start: startPoint, end: endPoint, options: options)) }
        /// A radial gradient around a point of the drawing's coordinates.
        public static func radialGradient(
            _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
            options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(
                kind: .radial(
                    gradient, center: center, startRadius: startRadius, endRadius: endRadius, options: options))
        }
        /// An angular gradient around a point, starting at `angle` (0: trailing, clockwise).
        public static func conicGradient(
            _ gradient: Gradient, center: CGPoint, angle: Angle = Angle(), options: GradientOptions = GradientOptions()
        ) -> Shading { Shading(kind: .conic(gradient, center: center, angle: angle, options: options)) }

        /// The paint in the drawing's coordinates, for a shape whose bounds there are `bounds`.
        func paint(for bounds: Rect, in context: GraphicsContext) -> Paint? {
            let environment = context.environment
            return MainActor.assumeIsolated {
                switch kind {
                case .foreground:
                    return (environment.foregroundColor ?? .primary).resolvePaint(in: bounds, environment: environment)
                case .style(let style): return style.resolvePaint(in: bounds, environment: environment)
                case let .linear(gradient, start, end, options):
                    return .linearGradient(
                        LinearGradientPaint(gradient: options.raster(gradient, environment), start: start, end: end))
                case let .radial(gradient, center, startRadius, endRadius, options):
                    return .radialGradient(
                        RadialGradientPaint(
                            gradient: options.raster(gradient, environment), center: center, startRadius: startRadius,
                            endRadius: endRadius))
                case let .conic(gradient, center, angle, options):
                    return .conicGradient(
                        ConicGradientPaint(
                            gradient: options.raster(gradient, environment), center: center, startAngle: angle.radians))
                }
            }
        }
    }

    /// How a gradient continues past its ends.
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// The gradient repeats past its ends.
        public static let `repeat` = GradientOptions(rawValue: 1)
        /// The gradient repeats past its ends, every other time reversed.
        public static let mirror = GradientOptions(rawValue: 2)

        @MainActor func raster(_ gradient: Gradient, _ environment: EnvironmentValues) -> KioskRaster.Gradient {
            var g = gradient.raster(in: environment)
            g.spread = contains(.mirror) ? .reflect : contains(.repeat) ? .repeat : .pad
            return g
        }
    }
}
