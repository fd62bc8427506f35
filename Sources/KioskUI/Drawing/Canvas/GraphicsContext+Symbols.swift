import KioskRender
import KioskText

extension GraphicsContext {
    /// A symbol view of a canvas, laid out and drawn, ready to be drawn into it.
    public struct ResolvedSymbol: Sendable {
        /// Its size in points.
        public let size: CGSize
        /// Its drawing in device pixels, its top-left corner at the origin.
        let commands: [DrawCommand]
        let bounds: PixelRect
    }

    /// The canvas's symbol tagged `id` (nil: no symbol has that tag).
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
        // Canvases draw on the main actor, where the symbols' graph lives.
        let sheet = recording.symbols
        nonisolated(unsafe) let key = AnyHashable(id)
        return MainActor.assumeIsolated { sheet?.symbol(key) }
    }

    /// Draws `symbol` with its `anchor` point at `point`.
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(
            symbol,
            in: Rect(
                origin: Point(x: point.x - symbol.size.width * anchor.x, y: point.y - symbol.size.height * anchor.y),
                size: symbol.size))
    }

    /// Draws `symbol` scaled to fill `rect`.
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
        guard !symbol.commands.isEmpty, symbol.size.width > 0, symbol.size.height > 0 else { return }
        let s = recording.scale
        // Symbol pixels to the rectangle's points, then to device pixels.
        let t = AffineTransform(scaleX: 1 / s, y: 1 / s)
            .concatenating(
                AffineTransform(scaleX: rect.width / symbol.size.width, y: rect.height / symbol.size.height)
            )
            .concatenating(AffineTransform(translationX: rect.minX, y: rect.minY))
            .concatenating(deviceTransform)
        let box = Rect(
            x: Double(symbol.bounds.x), y: Double(symbol.bounds.y), width: Double(symbol.bounds.width),
            height: Double(symbol.bounds.height))
        if t.b == 0, t.c == 0, abs(t.a - 1) < 1e-9, abs(t.d - 1) < 1e-9, t.tx == t.tx.rounded(), t.ty == t.ty.rounded()
        {
            // Moved by whole pixels: the drawing as it is, as sharp as a view.
            let dx = Int(t.tx), dy = Int(t.ty)
            emit(
                symbol.commands.map { $0.translated(dx: dx, dy: dy) }, bounds: symbol.bounds.offsetBy(dx: dx, dy: dy),
                faded: false)
            return
        }
        emit(
            [.pushTransform(t, source: symbol.bounds)] + symbol.commands + [.popTransform],
            bounds: PixelRect(covering: t.apply(box)).insetBy(dx: -1, dy: -1), faded: false)
    }
}

/// A canvas's symbol views: laid out in a graph of their own (proposed the canvas's size, as
/// in a `ZStack`), drawn once each when first resolved. The canvas's node keeps its sheet, so a
/// redraw with the same symbol views at the same size draws none of them again.
@MainActor
final class SymbolSheet {
    private let graph: ViewGraph
    private var size: Size
    private var laidOut = false
    private var resolved: [AnyHashable: GraphicsContext.ResolvedSymbol?] = [:]

    private init<Symbols: View>(_ symbols: Symbols, environment: EnvironmentValues, size: Size, fonts: FontLibrary) {
        graph = ViewGraph(root: Self.root(symbols), environment: environment, fonts: fonts)
        self.size = size
    }

    private static func root<Symbols: View>(_ symbols: Symbols) -> some View {
        ZStack(alignment: .topLeading) { symbols }
    }

    /// The sheet of the canvas drawn by `node` (made on its first draw), holding `symbols`.
    static func of<Symbols: View>(
        _ node: ViewNode?, _ symbols: Symbols, environment: EnvironmentValues, size: Size, context: DrawContext
    ) -> SymbolSheet {
        let slot = -10
        if let sheet = node?.stateSlots[slot] as? SymbolSheet {
            sheet.graph.replaceRoot(root(symbols), environment: environment)
            if sheet.graph.needsUpdate || sheet.size != size {
                sheet.size = size
                sheet.laidOut = false
                sheet.resolved.removeAll()
            }
            return sheet
        }
        let made = SymbolSheet(symbols, environment: environment, size: size, fonts: context.textCache.fonts)
        node?.stateSlots[slot] = made
        return made
    }
    func symbol(_ id: AnyHashable) -> GraphicsContext.ResolvedSymbol? {
        if let known = resolved[id] { return known }
        if !laidOut {
            graph.updateAndLayout(size: size)
            laidOut = true
        }
        let made = find(id, in: graph.root).map(draw)
        resolved[id] = .some(made)
        return made
    }

    private func find(_ id: AnyHashable, in node: ViewNode) -> ViewNode? {
        if let tagged = node.view as? TagProviding, tagged.tagValue == id { return node }
        for child in node.children { if let found = find(id, in: child) { return found } }
        return nil
    }

    private func draw(_ node: ViewNode) -> GraphicsContext.ResolvedSymbol {
        var builder = DisplayListBuilder(context: graph.drawContext)
        var effects = EffectState()
        effects.dx = -node.frame.minX
        effects.dy = -node.frame.minY
        builder.visit(node, effects: effects)
        var commands: [DrawCommand] = []
        var bounds = PixelRect.zero
        for f in builder.fragments {
            commands += f.commands
            bounds = bounds.union(f.bounds)
        }
        return GraphicsContext.ResolvedSymbol(size: node.frame.size, commands: commands, bounds: bounds)
    }
}
