/// Scrolls the scroll views inside a `ScrollViewReader` to views by their id, as SwiftUI's
/// `ScrollViewProxy`. Inside `withAnimation` the scroll animates; otherwise it jumps.
@MainActor
public struct ScrollViewProxy {
    final class Box {
        @WeakNode var node: ViewNode?
    }
    let box: Box

    /// Scrolls so that the view with `id` (from `.id(_:)` or a `ForEach`) is visible: aligned
    /// at `anchor` with the same point of the viewport, or by the least movement when nil.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        guard let root = box.node, let target = ScrollTarget.find(AnyHashable(id), under: root) else { return }
        let state = target.state
        let viewport = state.viewportSize
        func along(_ start: Double, _ length: Double, _ visible: Double, _ current: Double, _ a: Double?) -> Double {
            if let a { return start + a * length - a * visible }
            if start < current { return start }
            if start + length > current + visible { return start + length - visible }
            return current
        }
        let wanted = Point(
            x: state.axes.contains(.horizontal)
                ? along(target.rect.minX, target.rect.width, viewport.width, state.offset.x, anchor?.x) : 0,
            y: state.axes.contains(.vertical)
                ? along(target.rect.minY, target.rect.height, viewport.height, state.offset.y, anchor?.y) : 0)
        state.scroll(to: state.clamped(wanted), animation: Transaction.current)
    }
}

/// Gives its content a proxy that scrolls the scroll views inside it, as SwiftUI's
/// `ScrollViewReader`.
public struct ScrollViewReader<Content: View>: View, PrimitiveView, NodeAwareView {
    let content: (ScrollViewProxy) -> Content
    /// Gives its content a proxy that scrolls to views by id (`proxy.scrollTo(id)`).
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }
    public typealias Body = Never
    public var body: Never { preconditionFailure() }
    func children() -> [ChildView] { [] }
    func children(of node: ViewNode) -> [ChildView] {
        let box: ScrollViewProxy.Box
        if let b = node.stateSlots[-3] as? ScrollViewProxy.Box {
            box = b
        } else {
            box = ScrollViewProxy.Box()
            node.stateSlots[-3] = box
        }
        box.node = node
        return [ChildView(key: [.body], view: content(ScrollViewProxy(box: box)))]
    }
    func makeLayout() -> any NodeLayout { PassthroughLayout() }
}

/// Where a view with an id sits in its scroll view's content (content coordinates).
@MainActor
struct ScrollTarget {
    let state: ScrollState
    let rect: Rect

    static func find(_ id: AnyHashable, under root: ViewNode) -> ScrollTarget? {
        // A built view: its laid-out frame, relative to the unscrolled content.
        if let node = node(with: id, under: root), let scroll = enclosingScroll(of: node),
            let content = scroll.contentNode
        {
            return ScrollTarget(
                state: scroll, rect: node.frame.offsetBy(dx: -content.frame.minX, dy: -content.frame.minY))
        }
        // A row of a lazy stack that is not built: where the stack will put it.
        for lazy in lazyStacks(under: root) {
            guard let row = (lazy.view as? LazyStackProviding)?.rowRect(of: id, in: lazy),
                let scroll = enclosingScroll(of: lazy), let content = scroll.contentNode
            else { continue }
            return ScrollTarget(state: scroll, rect: row.offsetBy(dx: -content.frame.minX, dy: -content.frame.minY))
        }
        return nil
    }

    static func node(with id: AnyHashable, under node: ViewNode) -> ViewNode? {
        for (i, key) in node.childKeys.enumerated() where key.contains(.id(id)) { return node.children[i] }
        for child in node.children { if let found = self.node(with: id, under: child) { return found } }
        return nil
    }

    static func lazyStacks(under node: ViewNode) -> [ViewNode] {
        var out: [ViewNode] = []
        func walk(_ n: ViewNode) {
            if n.view is LazyStackProviding { out.append(n) }
            n.children.forEach(walk)
        }
        walk(node)
        return out
    }

    static func enclosingScroll(of node: ViewNode) -> ScrollState? {
        var n = node.parent
        while let current = n {
            if let content = current.view as? ScrollContentProviding { return content.scrollState }
            n = current.parent
        }
        return nil
    }
}

@MainActor
protocol ScrollContentProviding { var scrollState: ScrollState { get } }

@MainActor
protocol LazyStackProviding {
    /// Where the row with `id` is or will be laid out (root coordinates, unscrolled).
    func rowRect(of id: AnyHashable, in node: ViewNode) -> Rect?
}
