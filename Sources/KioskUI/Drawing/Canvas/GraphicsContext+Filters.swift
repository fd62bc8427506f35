import KioskRaster

extension GraphicsContext {
    /// An effect on what a context draws after it is added (SwiftUI's `GraphicsContext.Filter`):
    /// each drawing call is drawn as a layer and passed through the context's filters, the one
    /// added last first.
    public struct Filter: Sendable {
        enum Kind: Sendable {
            case blur(radius: Double, opaque: Bool)
            case matrix(PixelColorMatrix)
            case multiply(Color)
            case shadow(color: Color, radius: Double, x: Double, y: Double, placement: ShadowPlacement)
            case alphaThreshold(min: Double, max: Double, color: Color)
            case projection(ProjectionTransform)
        }
        let kind: Kind

        /// A Gaussian blur (`radius` in points, twice the deviation as a shadow's); `.opaque`
        /// repeats the edges instead of fading them.
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter {
            Filter(kind: .blur(radius: radius, opaque: options.contains(.opaque)))
        }
        /// A shadow of the drawing's silhouette in `color`, blurred by `radius` and moved by `x`
        /// and `y` points, beneath it (`.shadowOnly`: the shadow alone; `.shadowAbove`: over
        /// the drawing, where it is; with `.invertsAlpha`, an inner shadow). The blend mode is
        /// accepted for SwiftUI's sake (the shadow is drawn normally).
        public static func shadow(
            color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
            y: CGFloat = 0, blendMode: BlendMode = .normal, options: ShadowOptions = ShadowOptions()
        ) -> Filter {
            Filter(
                kind: .shadow(
                    color: color, radius: radius, x: x, y: y,
                    placement: ShadowPlacement(
                        only: options.contains(.shadowOnly), above: options.contains(.shadowAbove),
                        invertsAlpha: options.contains(.invertsAlpha))))
        }
        /// The drawing moved through `matrix`, in the context's coordinates when the filter is
        /// added (a drawing seen in perspective); resampled, and cut at the canvas's edges.
        public static func projectionTransform(_ matrix: ProjectionTransform) -> Filter {
            Filter(kind: .projection(matrix))
        }
        /// Each colour multiplied by `color`'s.
        public static func colorMultiply(_ color: Color) -> Filter { Filter(kind: .multiply(color)) }
        /// Colours through `matrix`.
        public static func colorMatrix(_ matrix: ColorMatrix) -> Filter { Filter(kind: .matrix(matrix.pixelMatrix)) }
        /// Hues turned by `angle`.
        public static func hueRotation(_ angle: Angle) -> Filter {
            Filter(kind: .matrix(.hueRotate(degrees: angle.degrees)))
        }
        /// Saturation scaled by `amount` (0: grey).
        public static func saturation(_ amount: Double) -> Filter { Filter(kind: .matrix(.saturate(amount))) }
        /// `amount` added to each colour channel.
        public static func brightness(_ amount: Double) -> Filter { Filter(kind: .matrix(.brightness(amount))) }
        /// Distance from mid-grey scaled by `amount`.
        public static func contrast(_ amount: Double) -> Filter { Filter(kind: .matrix(.contrast(amount))) }
        /// Colours a fraction `amount` of the way to their inverse.
        public static func colorInvert(_ amount: Double = 1) -> Filter { Filter(kind: .matrix(.invert(amount))) }
        /// Colours towards grey by `amount`.
        public static func grayscale(_ amount: Double) -> Filter {
            Filter(kind: .matrix(.saturate(1 - min(1, max(0, amount)))))
        }
        /// Black whose alpha is the colour's luminance.
        public static var luminanceToAlpha: Filter { Filter(kind: .matrix(.luminanceToAlpha)) }
        /// `color` where the alpha is within `min...max`, transparent elsewhere: blurred shapes
        /// given a sharp edge where they melt together.
        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = Color.black) -> Filter {
            Filter(kind: .alphaThreshold(min: min, max: max, color: color))
        }
    }

    /// Options of a blur filter.
    public struct BlurOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// The edges repeat instead of fading into transparency.
        public static let opaque = BlurOptions(rawValue: 1)
        /// Accepted for SwiftUI's sake.
        public static let dithersResult = BlurOptions(rawValue: 2)
    }

    /// Options of a shadow filter.
    public struct ShadowOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// The shadow over the drawing, where the drawing is, instead of beneath it.
        public static let shadowAbove = ShadowOptions(rawValue: 1)
        /// The shadow alone, without the drawing.
        public static let shadowOnly = ShadowOptions(rawValue: 2)
        /// The shadow cast by what lies outside the drawing's silhouette: with `.shadowAbove`,
        /// an inner shadow.
        public static let invertsAlpha = ShadowOptions(rawValue: 4)
        /// Accepted for SwiftUI's sake.
        public static let disablesGroup = ShadowOptions(rawValue: 8)
    }

    /// Options of `addFilter`.
    public struct FilterOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// The filter works on linear light instead of sRGB-encoded colour: a saturation of 0
        /// then keeps each colour's luminance, a blur mixes colours as light does.
        public static let linearColor = FilterOptions(rawValue: 1)
    }

    /// Filters what this context draws from now on (after the filters added before it).
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
        // Distances are in the context's points: device pixels through its transform.
        let scale = deviceTransform.maxScale, t = deviceTransform
        let resolved: LayerFilter =
            switch filter.kind {
            case let .blur(radius, opaque): .blur(sigma: GaussianBlur.sigma(forRadius: radius * scale), opaque: opaque)
            case let .matrix(matrix): .colorMatrix(matrix)
            case let .multiply(color): .colorMatrix(.multiply(color.resolve(in: environment)))
            case let .shadow(color, radius, x, y, placement):
                .shadow(
                    color: color.resolve(in: environment), sigma: GaussianBlur.sigma(forRadius: radius * scale),
                    dx: t.a * x + t.c * y, dy: t.b * x + t.d * y, placement: placement)
            case let .alphaThreshold(low, high, color):
                .alphaThreshold(min: low, max: high, color: color.resolve(in: environment))
            case let .projection(matrix):
                // Device pixels back to the context's points, projected, then to pixels again.
                .projection(
                    ProjectionTransform(t.inverted ?? .identity).concatenating(matrix).concatenating(t))
            }
        effects.append(.filter(options.contains(.linearColor) ? .inLinearLight(resolved) : resolved))
    }
}

/// A 4 x 5 matrix of colour multipliers and offsets (SwiftUI's `ColorMatrix`): each output
/// channel is the sum of the input channels times a row's first four entries, plus its fifth.
public struct ColorMatrix: Equatable, Sendable {
    /// How much of the input's red goes into the red.
    public var r1: Float = 1
    /// How much of the input's green goes into the red.
    public var r2: Float = 0
    /// How much of the input's blue goes into the red.
    public var r3: Float = 0
    /// How much of the input's alpha goes into the red.
    public var r4: Float = 0
    /// A constant added to the red.
    public var r5: Float = 0
    /// How much of the input's red goes into the green.
    public var g1: Float = 0
    /// How much of the input's green goes into the green.
    public var g2: Float = 1
    /// How much of the input's blue goes into the green.
    public var g3: Float = 0
    /// How much of the input's alpha goes into the green.
    public var g4: Float = 0
    /// A constant added to the green.
    public var g5: Float = 0
    /// How much of the input's red goes into the blue.
    public var b1: Float = 0
    /// How much of the input's green goes into the blue.
    public var b2: Float = 0
    /// How much of the input's blue goes into the blue.
    public var b3: Float = 1
    /// How much of the input's alpha goes into the blue.
    public var b4: Float = 0
    /// A constant added to the blue.
    public var b5: Float = 0
    /// How much of the input's red goes into the alpha.
    public var a1: Float = 0
    /// How much of the input's green goes into the alpha.
    public var a2: Float = 0
    /// How much of the input's blue goes into the alpha.
    public var a3: Float = 0
    /// How much of the input's alpha goes into the alpha.
    public var a4: Float = 1
    /// A constant added to the alpha.
    public var a5: Float = 0
    /// The identity: colours as they are.
    public init() {}

    var pixelMatrix: PixelColorMatrix {
        PixelColorMatrix(
            [r1, r2, r3, r4, r5, g1, g2, g3, g4, g5, b1, b2, b3, b4, b5, a1, a2, a3, a4, a5].map(Double.init))
    }
}
