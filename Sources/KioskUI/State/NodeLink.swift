/// A property wrapper's way to its view's node, shared by every copy of the view value and
/// weak: a view value kept by a model (a navigation stack's screens, a toolbar item) must not
/// keep the node's environment, which holds that model, alive in a cycle.
///
/// Not nested in the generic wrappers: a class nested in `Environment<Value>` is generic over
/// `Value` too, and every `@Environment` made (one per property per evaluated view) looked its
/// metadata up in the runtime's cache of generic instantiations.
final class NodeLink {
    @WeakNode var node: ViewNode?
}
