import KioskGeometry

/// A namespace for `matchedGeometryEffect` identifiers, as SwiftUI's: `@Namespace var hero`
/// gives each view that declares it an identity of its own, kept as long as the view is.
@MainActor
@propertyWrapper
public struct Namespace: DynamicProperty, GraphInstallable {
    /// The identity of one namespace.
    public struct ID: Hashable, Sendable {
        let value: Int
    }

    let link = NamespaceLink()

    /// A namespace, given its identity when its view is installed in the graph.
    public init() {}

    /// The namespace's identity.
    public var wrappedValue: ID { ID(value: link.value ?? NamespaceLink.detached) }

    func install(into node: ViewNode, slot: Int) {
        if let existing = node.stateSlots[slot] as? NamespaceSlot {
            link.value = existing.value
        } else {
            let made = NamespaceSlot(value: NamespaceLink.next())
            node.stateSlots[slot] = made
            link.value = made.value
        }
    }
}

/// The identity a namespace's copies share once its view is in the graph.
@MainActor
final class NamespaceLink {
    var value: Int?
    private static var counter = 0
    /// The namespace of a view read outside the graph (SwiftUI warns and gives a throwaway one).
    static let detached = -1
    static func next() -> Int {
        counter += 1
        return counter
    }
}

/// A namespace's identity, kept in its node for the node's lifetime.
@MainActor
final class NamespaceSlot {
    let value: Int
    init(value: Int) { self.value = value }
}

/// Which parts of a view's geometry `matchedGeometryEffect` carries over, as SwiftUI's.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt32
    /// Properties from their raw bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The position of the view's anchor point.
    public static let position = MatchedGeometryProperties(rawValue: 1)
    /// The view's size.
    public static let size = MatchedGeometryProperties(rawValue: 2)
    /// Position and size.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// One matched group's identity: an identifier in a namespace.
struct MatchKey: Hashable {
    let namespace: Namespace.ID
    let id: AnyHashable
}

/// What a fragment drawn inside a `matchedGeometryEffect` carries: its group, the group's
/// rectangle in device pixels, and the fragment's place among the group's fragments (their
/// drawing order, by which a leaving group's fragments pair with an arriving group's).
struct MatchedFragment {
    var spec: MatchedGeometrySpec
    var rect: Rect
    var order: Int
    /// Reduce Motion as the matched view's environment says: it then fades in place.
    var reduceMotion: Bool
}

/// A `matchedGeometryEffect`'s arguments.
struct MatchedGeometrySpec: Equatable {
    var key: MatchKey
    var properties: MatchedGeometryProperties
    var anchor: UnitPoint
    var isSource: Bool
}

/// `.matchedGeometryEffect(id:in:...)`: the view's drawing carries its group, for the
/// animator to move one group's views into another's place.
package struct MatchedGeometryView<Content: View>: View, PrimitiveView, StoredChildren {
    let content: Content
    let spec: MatchedGeometrySpec
    public typealias Body = Never
    public var body: Never { preconditionFailure() }
    func children() -> [ChildView] { [ChildView(key: [.body], view: content)] }
    func makeLayout() -> any NodeLayout { MatchedGeometryLayout(spec: spec) }
}

/// The content laid out where the view is; a new group (a highlight moved to another tab's
/// identifier) is a new layout, so the graph lays out again and the view finds its source.
struct MatchedGeometryLayout: NodeLayout {
    let spec: MatchedGeometrySpec
    func sizeThatFits(_ proposal: ProposedViewSize, subviews: [LayoutChild]) -> Size {
        PassthroughLayout().sizeThatFits(proposal, subviews: subviews)
    }
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: [LayoutChild]) {
        PassthroughLayout().placeSubviews(in: bounds, proposal: proposal, subviews: subviews)
    }
}

extension MatchedGeometryView: FragmentScoping {
    var transitionValue: AnyTransition? { nil }
    var matchedGeometry: MatchedGeometrySpec? { spec }
}

extension View {
    /// Matches this view's geometry with the other views of the same `id` in `namespace`: when
    /// a change made under an animation removes one and inserts another (a card and the detail
    /// screen it opens), the new view moves and grows from where the old one was, and the old
    /// one follows it there while they cross-fade; the parts of the two that draw alike (a
    /// card's background, a title in the same font) change from one into the other. While
    /// both are shown, a view with `isSource` false takes the source's frame.
    public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
        anchor: UnitPoint = .center, isSource: Bool = true
    ) -> some View {
        MatchedGeometryView(
            content: self,
            spec: MatchedGeometrySpec(
                key: MatchKey(namespace: namespace, id: AnyHashable(id)), properties: properties, anchor: anchor,
                isSource: isSource))
    }
}

extension ViewGraph {
    /// Places each shown `matchedGeometryEffect(..., isSource: false)` in its source's frame
    /// (or at its position, or at its size, as its properties say), once the tree is laid out:
    /// its content is laid out again at that size, as SwiftUI lays it out.
    func adoptMatchedGeometry() {
        var sources: [MatchKey: Rect] = [:]
        var followers: [(ViewNode, MatchedGeometrySpec)] = []
        for (_, weak) in matchedGeometryNodes {
            guard let node = weak.node, !node.isRemoved, !node.isOmittedByLayout,
                let spec = (node.primitive as? FragmentScoping)?.matchedGeometry
            else { continue }
            if spec.isSource { sources[spec.key] = node.frame } else { followers.append((node, spec)) }
        }
        for (node, spec) in followers {
            guard let source = sources[spec.key] else { continue }
            let own = node.frame
            let width = spec.properties.contains(.size) ? source.width : own.width
            let height = spec.properties.contains(.size) ? source.height : own.height
            let anchored = spec.properties.contains(.position) ? source : own
            let x = anchored.minX + spec.anchor.x * anchored.width - spec.anchor.x * width
            let y = anchored.minY + spec.anchor.y * anchored.height - spec.anchor.y * height
            let rect = Rect(x: x, y: y, width: width, height: height)
            if rect != own { node.place(in: rect, proposal: ProposedViewSize(rect.size)) }
        }
    }
}
