// What the graph's role protocols ask of a primitive view, answered through its
// `PrimitiveView` conformance. Each has a default for the types that do not adopt the role and
// the role's own answer for those that do; as with the markers (`PrimitiveMarkers.swift`), the
// compiler picks the more specific one where the conformance is declared. The graph asks only
// after the type's markers said it adopts the role.

extension PrimitiveView {
    func makeLayout(environment: EnvironmentValues, context: DrawContext) -> any NodeLayout { makeLayout() }
    var layoutPriority: Double { 0 }
    func children(of node: ViewNode) -> [ChildView] { children() }
    static func flatten(_ view: any View, into out: inout [ChildView], prefix: [IdentityComponent]) {}
    static func wrappedView(of view: any View) -> (any View)? { nil }
}

extension PrimitiveView where Self: MultiView {
    static func flatten(_ view: any View, into out: inout [ChildView], prefix: [IdentityComponent]) {
        unwrapped(view).flatten(into: &out, prefix: prefix)
    }
}

extension PrimitiveView where Self: AnyOptionalView {
    static func wrappedView(of view: any View) -> (any View)? { unwrapped(view).wrappedView }
}
