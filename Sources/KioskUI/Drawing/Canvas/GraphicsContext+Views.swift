import KioskRender
import KioskRaster

extension GraphicsContext {
    /// A text ready to draw: measured and drawn with the canvas's environment.
    public struct ResolvedText {
        let text: Text
        let environment: EnvironmentValues
        let context: DrawContext
        /// What the text is filled with (the text's own colour, else the foreground style).
        public var shading: Shading = .foreground

        /// The text's size when offered `size` (it wraps to the width).
        public func measure(in size: CGSize) -> CGSize {
            let proposal = ProposedViewSize(width: size.width, height: size.height)
            let (text, environment, context) = (text, environment, context)
            return MainActor.assumeIsolated {
                text.makeLayout(environment: environment, context: context).sizeThatFits(proposal, subviews: [])
            }
        }
    }

    /// An image ready to draw, with its size.
    public struct ResolvedImage {
        let image: Image
        let environment: EnvironmentValues
        /// The image's own size in points (a symbol's: its box at the environment's font).
        public let size: CGSize
        /// The distance from the top to the baseline: the bottom for images.
        public var baseline: CGFloat { size.height }
        /// What a template image or a symbol is filled with.
        public var shading: Shading? = nil
    }

    /// The text with this context's environment, to measure or draw.
    public func resolve(_ text: Text) -> ResolvedText {
        ResolvedText(text: text, environment: environment, context: recording.context)
    }

    /// The image with this context's environment, to measure or draw.
    public func resolve(_ image: Image) -> ResolvedImage {
        let environment = environment
        let size = MainActor.assumeIsolated {
            switch image.source {
            case .system, .missing:
                // A symbol's box: 1.2 em of the font, as symbols sit beside text.
                let em = (environment.font ?? .body).size * environment.imageScale.factor * 1.2
                return Size(width: em, height: em)
            default: return image.makeLayout().sizeThatFits(.unspecified, subviews: [])
            }
        }
        return ResolvedImage(image: image, environment: environment, size: size)
    }

    /// Draws `text` with its `anchor` point (centre by default) at `point`, on one line.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(text), at: point, anchor: anchor)
    }

    /// Draws `text` in `rect`, wrapped to its width.
    public func draw(_ text: Text, in rect: CGRect) { draw(resolve(text), in: rect) }

    /// Draws resolved text with its `anchor` point at `point`.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
        let size = text.measure(in: CGSize(width: Double.infinity, height: .infinity))
        draw(
            text,
            in: Rect(origin: Point(x: point.x - size.width * anchor.x, y: point.y - size.height * anchor.y), size: size)
        )
    }

    /// Draws resolved text in `rect`, wrapped to its width.
    public func draw(_ text: ResolvedText, in rect: CGRect) {
        var environment = text.environment
        if case .style(let color as Color) = text.shading.kind { environment.foregroundColor = color }
        drawPrimitive(text.text, in: rect, environment: environment)
    }

    /// Draws `image` with its `anchor` point at `point`, at its own size.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center, style: FillStyle = FillStyle()) {
        draw(resolve(image), at: point, anchor: anchor, style: style)
    }

    /// Draws `image` scaled to fill `rect`.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        draw(resolve(image), in: rect, style: style)
    }

    /// Draws a resolved image with its `anchor` point at `point`, at its own size.
    public func draw(
        _ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center, style: FillStyle = FillStyle()
    ) {
        let size = image.size
        draw(
            image,
            in: Rect(
                origin: Point(x: point.x - size.width * anchor.x, y: point.y - size.height * anchor.y), size: size),
            style: style)
    }

    /// Draws a resolved image scaled to fill `rect`.
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        var environment = image.environment
        if case .style(let color as Color)? = image.shading?.kind { environment.foregroundColor = color }
        drawPrimitive(image.image, in: rect, environment: environment)
    }

    /// Draws a text or an image view in `rect` of the drawing's coordinates: at its place and
    /// size when the transform only moves and evenly scales it (text shaped at the size it is
    /// shown, as sharp as at rest), else through a layer mapped by the transform.
    private func drawPrimitive(_ view: some PrimitiveView, in rect: Rect, environment: EnvironmentValues) {
        let t = transform
        let even = t.b == 0 && t.c == 0 && t.a > 0 && abs(t.a - t.d) < 1e-9
        let scale = recording.scale
        let zoom = even ? t.a : 1
        let placed = even ? deviceTransform.apply(rect) : recording.base.apply(rect)
        let pixelsPerPoint = scale * zoom
        let frame = Rect(
            x: placed.minX / pixelsPerPoint, y: placed.minY / pixelsPerPoint, width: rect.width, height: rect.height)
        // Canvases draw on the main actor; the view is only read there.
        nonisolated(unsafe) let view = view
        let base = recording.context
        let items = MainActor.assumeIsolated {
            let context = zoom == 1 ? base : DrawContext(scale: pixelsPerPoint, textCache: base.textCache)
            return view.draw(in: frame, environment: environment, context: context)
        }
        guard !items.isEmpty else { return }
        var commands = items.map { $0.command }
        var bounds = items.reduce(PixelRect.zero) { $0.union($1.bounds) }
        if !even {
            // The drawing as it would be untransformed, mapped by the transform in device pixels.
            guard let back = recording.base.inverted else { return }
            let mapped = back.concatenating(t).concatenating(recording.base)
            commands = [.pushTransform(mapped, source: bounds)] + commands + [.popTransform]
            bounds = PixelRect(
                covering: mapped.apply(
                    Rect(
                        x: Double(bounds.x), y: Double(bounds.y), width: Double(bounds.width),
                        height: Double(bounds.height)))
            ).insetBy(dx: -1, dy: -1)
        }
        emit(commands, bounds: bounds, faded: false)
    }
}
