import KioskRender
import KioskRaster

/// SwiftUI's `Canvas`: a view drawn by a closure through a `GraphicsContext`.
///
/// It takes the space offered, as a shape does. The renderer runs when the canvas is drawn
/// anew (its view was evaluated again, or it moved or was resized); each of its top-level
/// drawing calls becomes a fragment of its own, so the screen is redrawn only where the calls
/// that changed draw. What is drawn outside the canvas's bounds is clipped.
public struct Canvas<Symbols: View>: View {
    let renderer: (inout GraphicsContext, CGSize) -> Void
    let isOpaque: Bool
    /// Views the renderer draws as symbols, each found by its `.tag`.
    let symbols: Symbols?

    /// A canvas drawn by `renderer`, given a context and the canvas's size in points.
    /// `opaque`: the renderer covers every pixel (a hint; Kiosk draws the same either way).
    /// `rendersAsynchronously`: Kiosk draws on the main thread either way.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) where Symbols == EmptyView {
        self.renderer = renderer
        isOpaque = opaque
        symbols = nil
    }

    /// A canvas whose renderer also draws the views of `symbols`: each child tagged with
    /// `.tag(id)` is a symbol, which `context.resolveSymbol(id:)` gives, laid out at its ideal
    /// size within the canvas's, to draw as many times as wanted.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols
    ) {
        self.renderer = renderer
        isOpaque = opaque
        self.symbols = symbols()
    }

    public typealias Body = Never
    public var body: Never { preconditionFailure() }
}

/// The colour space a canvas draws in. Kiosk draws in sRGB, with its transfer curve.
public enum ColorRenderingMode: Hashable, Sendable {
    /// sRGB components as they are stored (SwiftUI's default).
    case nonLinear
}

extension Canvas: PrimitiveView, StoredChildren {
    func makeLayout() -> any NodeLayout { FlexibleLayout() }

    func draw(in frame: Rect, environment: EnvironmentValues, context: DrawContext) -> [DrawItem] {
        let s = context.scale
        let device = context.device(frame)
        let recording = GraphicsRecording(
            base: AffineTransform(a: s, b: 0, c: 0, d: s, tx: device.minX, ty: device.minY), canvasRect: device,
            context: context)
        if let symbols {
            recording.symbols = SymbolSheet.of(
                context.drawingNode, symbols, environment: environment, size: frame.size, context: context)
        }
        var graphics = GraphicsContext(recording: recording, environment: environment)
        renderer(&graphics, frame.size)
        return recording.finished()
    }
}
