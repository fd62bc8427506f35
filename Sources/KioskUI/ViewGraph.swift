import KioskRender
import KioskRaster
import KioskText

/// Evaluates a view tree, lays it out and turns it into a display list, redoing only what
/// changed since the last frame.
@MainActor
public final class ViewGraph {
    private var counter: UInt64 = 0
    private var pending: [ViewNode] = []
    private(set) var root: ViewNode!
    let drawContext: DrawContext
    var layoutDirty = true
    private var laidOutSize: Size?

    /// Statistics for tests and the benchmark.
    public internal(set) var bodyEvaluations = 0
    public internal(set) var bodyEvaluationsByType: [String: Int] = [:]
    public internal(set) var layoutMeasurements = 0

    public init<Root: View>(root view: Root, environment: EnvironmentValues = EnvironmentValues(), fonts: FontLibrary = FontLibrary()) {
        drawContext = DrawContext(scale: environment.displayScale, textCache: TextLayoutCache(fonts: fonts))
        root = ViewNode(view: view, environment: environment, graph: self, parent: nil)
    }

    func nextNodeID() -> UInt64 { counter += 1; return counter }

    func scheduleEvaluation(of node: ViewNode) { pending.append(node) }

    /// True when a state change waits for the next frame.
    public var needsUpdate: Bool { !pending.isEmpty || root.needsEvaluation || layoutDirty }

    public var fonts: FontLibrary { drawContext.textCache.fonts }

    /// Re-evaluates invalidated bodies and reconciles their subtrees.
    public func update() {
        pending.removeAll()
        root.evaluate()
    }

    /// Lays the tree out for a screen of `size` points (cached sizes are reused).
    public func layout(size: Size) {
        if !layoutDirty && laidOutSize == size { return }
        // The root is offered the screen and centred in it, as a window centres its content.
        let proposal = ProposedViewSize(size)
        let fitted = root.sizeThatFits(proposal)
        root.place(in: Rect(origin: Alignment.center.origin(of: fitted, in: Rect(origin: .zero, size: size)), size: fitted), proposal: proposal)
        laidOutSize = size
        layoutDirty = false
    }

    /// The display list of the laid-out tree, in device pixels.
    public func displayList(background: RGBAColor) -> DisplayList {
        var builder = DisplayListBuilder(context: drawContext)
        builder.visit(root, effects: EffectState())
        return DisplayList(background: background, fragments: builder.fragments)
    }

    /// A node's frame by the view type name of its view, for tests ("Text", "Color"...).
    func frames(ofType name: String) -> [Rect] {
        var out: [Rect] = []
        func walk(_ n: ViewNode) {
            if n.typeName.hasPrefix(name) { out.append(n.frame) }
            n.children.forEach(walk)
        }
        walk(root)
        return out
    }
}
