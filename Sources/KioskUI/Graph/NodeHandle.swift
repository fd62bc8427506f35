/// A node as the objects that must not keep it alive reach it (state storage, a property
/// wrapper's link): one small object per node, held strongly by them, whose link the node
/// clears when it goes.
///
/// Why not `weak`: the first weak reference to an object gives it a side table for life, and
/// every retain and release of such an object takes the runtime's slow path. Every node with an
/// `@State` or an `@Environment` had one; nodes are retained and released thousands of times a
/// frame.
///
/// Made, read and cleared on the main thread, as the graph is; not actor-isolated so that the
/// objects holding one need not be.
final class NodeHandle {
    /// The node, or nil once it has gone (cleared by its `deinit`, before its memory is).
    nonisolated(unsafe) unowned(unsafe) var node: ViewNode?
    /// Only `ViewNode.handle` makes one: a handle the node does not know would not be cleared.
    fileprivate init(_ node: ViewNode) { self.node = node }
}

extension ViewNode {
    /// The node's handle, made when first asked for.
    nonisolated var handle: NodeHandle {
        if let existing = handleStorage { return existing }
        let made = NodeHandle(self)
        handleStorage = made
        return made
    }
}

/// A reference to a node that does not keep it and reads nil once it has gone, as `weak` does,
/// but through the node's handle: no side table on the node (see `NodeHandle`).
@propertyWrapper
struct WeakNode {
    private var handle: NodeHandle?
    init() { handle = nil }
    init(wrappedValue: ViewNode?) { handle = wrappedValue?.handle }
    var wrappedValue: ViewNode? {
        get { handle?.node }
        set { handle = newValue?.handle }
    }
}
