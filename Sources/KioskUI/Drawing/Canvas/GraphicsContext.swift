import KioskRender
import KioskRaster

/// SwiftUI's `GraphicsContext`: the immediate-mode drawing a `Canvas` hands its renderer.
///
/// A value with its own state (transform, clip, opacity, blend mode) over a drawing it shares
/// with its copies: a copy changes its state without touching the original's, and both draw
/// into the same canvas. Drawing is recorded, not rasterised: each call becomes display-list
/// commands in device pixels, and each top-level call becomes a fragment of its own, so a
/// canvas that redraws damages only the pixels of the calls whose drawing changed.
public struct GraphicsContext {
    let recording: GraphicsRecording
    /// The opacity of what is drawn next, multiplied into its colours (0 to 1).
    public var opacity: Double = 1
    /// How what is drawn next is combined with what is already drawn.
    public var blendMode: BlendMode = .normal
    /// Maps the coordinates drawing calls use to the canvas's, in points (origin: top leading).
    public var transform: CGAffineTransform = .identity
    /// The environment of the canvas: colour scheme, font, foreground style.
    public var environment: EnvironmentValues
    /// The clip paths (device pixels, each with its fill rule) and the filters, in the order
    /// they were set. One array: a sixteenth word in the context made the debug build of
    /// Swift 6.3 corrupt it when it was copied (its large-type lowering at -Onone, the defect
    /// of swiftlang/swift#91283).
    /// Clips are outermost first; filters (`addFilter`) are what each drawing call passes
    /// through before it is composited, the first added first.
    var effects: [ContextEffect] = []
    /// The box of the clip in device pixels (the canvas's bounds intersected with every clip).
    var clipBox: Rect

    init(recording: GraphicsRecording, environment: EnvironmentValues) {
        self.recording = recording
        self.environment = environment
        clipBox = recording.canvasRect
    }

    /// The transform from the drawing calls' points to device pixels.
    var deviceTransform: AffineTransform { transform.concatenating(recording.base) }

    /// A rectangle that contains every point that the clip lets through, in the current
    /// coordinates.
    public var clipBoundingRect: CGRect {
        guard let back = deviceTransform.inverted else { return .zero }
        return back.apply(clipBox)
    }

    /// Moves the origin of the coordinates by `x` and `y`.
    public mutating func translateBy(x: CGFloat, y: CGFloat) { transform = transform.translatedBy(x: x, y: y) }
    /// Scales the coordinates by `x` and `y` about their origin.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) { transform = transform.scaledBy(x: x, y: y) }
    /// Turns the coordinates by `angle` about their origin (clockwise on screen).
    public mutating func rotate(by angle: Angle) { transform = transform.rotated(by: angle.radians) }
    /// Applies `matrix` before the current transform.
    public mutating func concatenate(_ matrix: CGAffineTransform) { transform = matrix.concatenating(transform) }

    /// Narrows the clip to `path` (or, with `.inverse`, to everything outside it).
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        var device = path.applying(deviceTransform)
        var rule: FillRule = style.isEOFilled ? .evenOdd : .nonZero
        if options.contains(.inverse) {
            // Everything in the canvas outside the path: the canvas's box around it, even-odd.
            var outside = Path(recording.canvasRect.insetBy(dx: -1, dy: -1))
            outside.addPath(device)
            device = outside
            rule = .evenOdd
        } else {
            clipBox = clipBox.intersection(device.controlBounds) ?? .zero
        }
        effects.append(.clip(device, rule))
    }

    /// Options for `clip(to:style:options:)`.
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Clips to the outside of the path instead of its inside.
        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// How drawing is combined with what is already drawn. The canvas draws into a layer of
    /// its own as soon as one call uses a mode other than `.normal`, so erasing modes erase
    /// the canvas's drawing, not the views beneath it. Each call in a mixing mode is drawn
    /// apart, then mixed with what the canvas holds beneath it.
    public enum BlendMode: Hashable, Sendable {
        /// The drawing over what is beneath (source over).
        case normal
        /// The drawing replaces what is beneath where it covers it.
        case copy
        /// What the drawing covers becomes transparent.
        case clear
        /// What is beneath is erased by the drawing's alpha.
        case destinationOut
        /// The colours multiplied.
        case multiply
        /// The inverted colours multiplied, then inverted.
        case screen
        /// Multiply or screen, by what is beneath.
        case overlay
        /// The darker of the two.
        case darken
        /// The lighter of the two.
        case lighten
        /// What is beneath brightened to reflect the drawing.
        case colorDodge
        /// What is beneath darkened to reflect the drawing.
        case colorBurn
        /// A gentle overlay, by the drawing's lightness.
        case softLight
        /// Multiply or screen, by the drawing's lightness.
        case hardLight
        /// The difference of the two.
        case difference
        /// As `difference`, with less contrast.
        case exclusion
        /// The drawing's hue.
        case hue
        /// The drawing's saturation.
        case saturation
        /// The drawing's hue and saturation.
        case color
        /// The drawing's luminosity.
        case luminosity
        /// The drawing only where something is beneath; nothing elsewhere.
        case sourceIn
        /// The drawing only where nothing is beneath.
        case sourceOut
        /// The drawing only where something is beneath, over it.
        case sourceAtop
        /// The drawing beneath what is there.
        case destinationOver
        /// What is beneath, only where the drawing is.
        case destinationIn
        /// What is beneath over the drawing, only where the drawing is.
        case destinationAtop
        /// Each only where the other is not.
        case xor
        /// The sum of the two, less one.
        case plusDarker
        /// The sum of the two.
        case plusLighter

        /// The kernels' mode, for the four they do.
        var raster: KioskRaster.BlendMode? {
            switch self {
            case .normal: .sourceOver
            case .copy: .source
            case .clear: .clear
            case .destinationOut: .destinationOut
            default: nil
            }
        }

        /// The mixing mode, for the others.
        var mix: MixBlendMode? {
            switch self {
            case .normal, .copy, .clear, .destinationOut: nil
            case .multiply: .multiply
            case .screen: .screen
            case .overlay: .overlay
            case .darken: .darken
            case .lighten: .lighten
            case .colorDodge: .colorDodge
            case .colorBurn: .colorBurn
            case .softLight: .softLight
            case .hardLight: .hardLight
            case .difference: .difference
            case .exclusion: .exclusion
            case .hue: .hue
            case .saturation: .saturation
            case .color: .color
            case .luminosity: .luminosity
            case .sourceIn: .sourceIn
            case .sourceOut: .sourceOut
            case .sourceAtop: .sourceAtop
            case .destinationOver: .destinationOver
            case .destinationIn: .destinationIn
            case .destinationAtop: .destinationAtop
            case .xor: .xor
            case .plusDarker: .plusDarker
            case .plusLighter: .plusLighter
            }
        }
    }

    /// Draws what `content` draws into a layer, then composites the layer with this
    /// context's opacity and blend mode (overlapping drawing inside fades as one).
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        let inner = recording.nested()
        var context = GraphicsContext(recording: inner, environment: environment)
        context.transform = transform
        context.clipBox = clipBox
        try content(&context)
        let commands = inner.items.map(\.command)
        guard !commands.isEmpty else { return }
        let bounds = inner.items.reduce(PixelRect.zero) { $0.union($1.bounds) }
        emit([.pushLayer(opacity: opacity)] + commands + [.popLayer], bounds: bounds, faded: true)
    }

    /// Records one drawing call's commands under the clip and blend mode. `faded`: the
    /// commands already carry the opacity.
    func emit(_ commands: [DrawCommand], bounds: PixelRect, faded: Bool) {
        guard opacity > 0 else { return }
        var commands = commands
        var bounds = bounds
        var filters: [LayerFilter] = []
        for case let .filter(f) in effects { filters.append(f) }
        if !filters.isEmpty {
            // The layer covers the whole drawing and what the filters spread it to, so that a
            // blur reads the same pixels whatever part of it is redrawn.
            let reach = filters.reduce(0) { $0 + $1.reach }
            let around = PixelRect(covering: recording.canvasRect).insetBy(dx: -reach, dy: -reach)
            // A projection can move the drawing anywhere: the layer covers the canvas.
            let moves = filters.contains { if case .projection = $0 { true } else { false } }
            bounds = moves ? around : bounds.insetBy(dx: -reach, dy: -reach).intersection(around)
            // The filter added last is applied first, as SwiftUI's are (a threshold added before a
            // blur cuts the blurred drawing).
            commands = [.pushFilterLayer(filters.reversed(), bounds: bounds, opacity: 1)] + commands + [.popLayer]
        }
        bounds = bounds.intersection(PixelRect(covering: clipBox).insetBy(dx: -1, dy: -1))
        guard !bounds.isEmpty else { return }
        if !faded && opacity < 1 { commands = [.pushLayer(opacity: opacity)] + commands + [.popLayer] }
        if let mix = blendMode.mix {
            commands = [.pushMixLayer(mix, opacity: 1)] + commands + [.popLayer]
            recording.usesBlendModes = true
        } else if blendMode != .normal, let raster = blendMode.raster {
            commands = [.pushBlendMode(raster)] + commands + [.popBlendMode]
            recording.usesBlendModes = true
        }
        for case let .clip(path, rule) in effects.reversed() {
            commands = [rule == .nonZero ? .pushClip(path) : .pushClipFilled(path, rule)] + commands + [.popClip]
        }
        // The canvas clips what it draws to its bounds.
        let canvas = PixelRect(covering: recording.canvasRect)
        if !canvas.contains(bounds) {
            commands = [.pushClipRect(recording.canvasRect)] + commands + [.popClip]
            bounds = bounds.intersection(canvas)
        }
        recording.append(commands.count == 1 ? commands[0] : .group(commands), bounds: bounds)
    }
}

/// A clip or a filter set on a graphics context.
enum ContextEffect {
    case clip(Path, FillRule)
    case filter(LayerFilter)
}

/// SwiftUI's `FillStyle`: which parts of a path are inside it.
public struct FillStyle: Hashable, Sendable {
    /// Inside where an odd number of edges surround a point (else: where they wind non-zero).
    public var isEOFilled: Bool
    /// Whether edges are anti-aliased. Kiosk always anti-aliases; the flag is kept for the
    /// code that sets it.
    public var isAntialiased: Bool
    /// A fill by the non-zero rule (or the even-odd rule), anti-aliased.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// What a canvas's drawing calls record: display-list items in device pixels, one part each.
final class GraphicsRecording {
    /// Points in the canvas to device pixels.
    let base: AffineTransform
    /// The canvas's bounds, device pixels.
    let canvasRect: Rect
    let context: DrawContext
    /// Device pixels per point.
    let scale: Double
    private(set) var items: [DrawItem] = []
    /// Set when a call draws with a mode other than source-over.
    var usesBlendModes = false
    /// The canvas's symbol views, laid out when first resolved.
    var symbols: SymbolSheet?

    init(base: AffineTransform, canvasRect: Rect, context: DrawContext) {
        self.base = base
        self.canvasRect = canvasRect
        self.context = context
        scale = base.a
    }

    /// A recording for a layer's content, drawn in the same coordinates.
    func nested() -> GraphicsRecording {
        let layer = GraphicsRecording(base: base, canvasRect: canvasRect, context: context)
        layer.symbols = symbols
        return layer
    }

    /// How many calls so far drew within each box.
    private var callsByBounds: [PixelRect: Int] = [:]

    /// Records a call. Its part (its fragment's identity) is named by the pixels it covers,
    /// not by its place in the order: a call added or removed before it leaves it the same
    /// fragment, so it is not damaged; a call whose drawing changed in place keeps its
    /// identity and damages its box.
    func append(_ command: DrawCommand, bounds: PixelRect) {
        let n = callsByBounds[bounds, default: 0]
        callsByBounds[bounds] = n + 1
        var h = Hasher()
        h.combine(bounds)
        h.combine(n)
        items.append(DrawItem(command: command, bounds: bounds, part: h.finalize() | 1))
    }

    /// The items for the canvas's node. A canvas that blends other than source-over draws as
    /// one layer (one part), so that what it erases is its own drawing.
    func finished() -> [DrawItem] {
        guard usesBlendModes, !items.isEmpty else { return items }
        let bounds = items.reduce(PixelRect.zero) { $0.union($1.bounds) }
        return [
            DrawItem(command: .group([.pushLayer(opacity: 1)] + items.map(\.command) + [.popLayer]), bounds: bounds)
        ]
    }
}
