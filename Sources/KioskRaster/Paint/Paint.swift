import KioskGeometry

/// What fills a shape: a colour, a gradient or an image. Coordinates are in the canvas's user
/// space at the time of drawing (the current transform applies to paints as to paths).
public enum Paint: Hashable, Sendable {
    case solid(RGBAColor)
    case linearGradient(LinearGradientPaint)
    case radialGradient(RadialGradientPaint)
    case conicGradient(ConicGradientPaint)
    case image(ImagePaint)

    package static func color(_ c: RGBAColor) -> Paint { .solid(c) }
}

/// How a gradient continues beyond its first and last stop.
public enum SpreadMode: Hashable, Sendable { case pad, `repeat`, reflect }

/// Colour stops at locations 0...1, in order; any number of stops.
public struct Gradient: Hashable, Sendable {
    /// A colour at a location between 0 and 1.
    public struct Stop: Hashable, Sendable {
        package var color: RGBAColor
        package var location: Double
        package init(color: RGBAColor, location: Double) {
            self.color = color
            self.location = location
        }
    }
    /// How colours between two stops are mixed when their alphas differ.
    public enum Interpolation: Hashable, Sendable {
        /// Premultiplied channels are mixed (CSS gradients): a stop's colour counts in
        /// proportion to its alpha, so a fade to transparent black does not darken.
        case premultiplied
        /// Colour and alpha are mixed apart (SVG as browsers and resvg draw it, Core Graphics):
        /// a transparent stop's colour still tints the fade towards it.
        case unpremultiplied
    }
    package var stops: [Stop]
    package var spread: SpreadMode
    package var interpolation: Interpolation
    package init(stops: [Stop], spread: SpreadMode = .pad, interpolation: Interpolation = .premultiplied) {
        // Locations must not decrease (SVG and CSS clamp each to the largest before it).
        var last = 0.0
        self.stops = stops.map { s in
            last = max(last, min(1, max(0, s.location)))
            return Stop(color: s.color, location: last)
        }
        self.spread = spread
        self.interpolation = interpolation
    }
    /// Evenly spaced colours.
    package init(colors: [RGBAColor], spread: SpreadMode = .pad) {
        let n = max(1, colors.count - 1)
        self.init(stops: colors.enumerated().map { Stop(color: $1, location: Double($0) / Double(n)) }, spread: spread)
    }
}

/// A linear gradient from `start` (t = 0) to `end` (t = 1).
public struct LinearGradientPaint: Hashable, Sendable {
    package var gradient: Gradient
    package var start: Point
    package var end: Point
    package init(gradient: Gradient, start: Point, end: Point) {
        self.gradient = gradient
        self.start = start
        self.end = end
    }
}

/// A radial gradient: t = 0 at `startRadius` from `center`, t = 1 at `endRadius` (SwiftUI's model).
/// `transform` maps the gradient's own space into user space, for elliptical gradients (SVG).
///
/// With a `focus` apart from the centre, t = 0 is the circle of `startRadius` around the focus
/// and the circles between move from there to the end circle (SVG's `fx`, `fy` and `fr`,
/// canvas's two-point gradients): a pixel takes the largest t whose circle passes through it.
/// Where no circle of a non-negative radius does (a focus outside the end circle leaves a
/// cone), nothing is painted.
public struct RadialGradientPaint: Hashable, Sendable {
    package var gradient: Gradient
    package var center: Point
    package var startRadius: Double
    package var endRadius: Double
    package var transform: AffineTransform
    /// The start circle's centre; nil (or the centre itself) for circles around one centre.
    package var focus: Point?
    package init(
        gradient: Gradient, center: Point, startRadius: Double = 0, endRadius: Double,
        transform: AffineTransform = .identity,
        focus: Point? = nil
    ) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
        self.transform = transform
        self.focus = focus
    }
}

/// A conic (angular) gradient: t runs from 0 to 1 once round `center`, starting at
/// `startAngle` (radians from the positive x axis, turning clockwise on screen). `transform`
/// maps the gradient's own space into user space.
public struct ConicGradientPaint: Hashable, Sendable {
    package var gradient: Gradient
    package var center: Point
    package var startAngle: Double
    package var transform: AffineTransform
    package init(gradient: Gradient, center: Point, startAngle: Double = 0, transform: AffineTransform = .identity) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.transform = transform
    }
}

/// How an image is sampled between its pixels.
public enum ImageFilter: Hashable, Sendable { case nearest, bilinear }

/// What an image shows outside its own bounds.
public enum TileMode: Hashable, Sendable { case clamp, `repeat`, decal }

/// An image used as paint. `transform` maps image pixels into user space.
public struct ImagePaint: Hashable, Sendable {
    package var image: PixelBuffer
    package var transform: AffineTransform
    package var filter: ImageFilter
    package var tileMode: TileMode
    package init(
        image: PixelBuffer, transform: AffineTransform = .identity, filter: ImageFilter = .bilinear,
        tileMode: TileMode = .decal
    ) {
        self.image = image
        self.transform = transform
        self.filter = filter
        self.tileMode = tileMode
    }
    public static func == (a: ImagePaint, b: ImagePaint) -> Bool {
        a.image.storage === b.image.storage && a.image.offset == b.image.offset && a.image.width == b.image.width
            && a.image.height == b.image.height && a.transform == b.transform && a.filter == b.filter
            && a.tileMode == b.tileMode
    }
    public func hash(into h: inout Hasher) {
        h.combine(ObjectIdentifier(image.storage))
        h.combine(image.offset)
        h.combine(transform)
        h.combine(filter)
    }
}

extension PixelBuffer: Hashable {
    /// Identity, not contents: two views are equal when they show the same memory.
    public static func == (a: PixelBuffer, b: PixelBuffer) -> Bool {
        a.storage === b.storage && a.offset == b.offset && a.width == b.width && a.height == b.height
            && a.stride == b.stride
    }
    public func hash(into h: inout Hasher) {
        h.combine(ObjectIdentifier(storage))
        h.combine(offset)
    }
}
