/// Views for each element of a collection, identified by the elements' ids (SwiftUI's ForEach).
/// Its content is a view, or any other content built per element (a chart's marks).
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    /// The elements, one view each.
    public let data: Data
    package let id: (Data.Element) -> ID
    /// Builds a row's view from its element.
    public let content: (Data.Element) -> Content
    /// The rows of a range of `Int`s, made where the types are known (`init(_:content:)`).
    let rangeRows: (@MainActor (inout [ChildView], [IdentityComponent]) -> Void)?

    /// The content of each element, identified by `id`, whatever the content is.
    package init(data: Data, id: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.content = content
        rangeRows = nil
    }

    private init(
        data: Data, id: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content,
        rangeRows: @escaping @MainActor (inout [ChildView], [IdentityComponent]) -> Void
    ) {
        self.data = data
        self.id = id
        self.content = content
        self.rangeRows = rangeRows
    }
}

extension ForEach: View, PrimitiveView, MultiView where Content: View {
    public typealias Body = Never
    public var body: Never { preconditionFailure() }

    /// A view for each element, identified by the property at `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content)
    {
        self.init(data: data, id: { $0[keyPath: id] }, content: content)
    }

    func flatten(into out: inout [ChildView], prefix: [IdentityComponent]) {
        if let rangeRows { return rangeRows(&out, prefix) }
        for element in data {
            flattenChild(content(element), key: prefix.appending(.explicit(id(element))), into: &out)
        }
    }
    func children() -> [ChildView] {
        var out: [ChildView] = []
        flatten(into: &out, prefix: [])
        return out
    }
    func makeLayout() -> any NodeLayout { ZStackNodeLayout(alignment: .center) }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID, Content: View {
    /// A view for each element, identified by its `id` (or, for a range, its value).
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        // The id read directly, not through the key path `\.id` (a call into the runtime
        // for every row of every evaluation).
        self.init(data: data, id: { $0.id }, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// A view for each element, identified by its `id` (or, for a range, its value).
    ///
    /// The rows are made by a closure made here, where the element is an `Int` and the
    /// content's type one type: a generic walk of the range read each element through the
    /// collection's witnesses, each id through a key path, and each row's traits by its
    /// type, about 4,500 instructions a row before its view was made.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        // Called only from the graph's flattening, on the main actor, as `content` is.
        nonisolated(unsafe) let build = content
        self.init(
            data: data, id: { $0 }, content: content,
            rangeRows: { out, prefix in
                let traits = ViewTraits.of(Content.self)
                let single = !traits.isMultiView && !traits.isOptional
                // Room for the rows at once, still growing by doubling: siblings that each
                // reserved their exact count would copy the list at every one of them.
                let needed = out.count + data.count
                if needed > out.capacity { out.reserveCapacity(max(needed, 2 * out.capacity)) }
                for i in data {
                    let key = prefix.appending(.intID(i))
                    if single {
                        out.append(ChildView(key: key, view: build(i)))
                    } else {
                        flattenChild(build(i), key: key, into: &out)
                    }
                }
            })
    }
}

/// A view with an explicit identity: when `id` changes, the view is a new view (its state resets).
package struct IDView<Content: View, ID: Hashable>: View, PrimitiveView, PassesContent {
    let content: Content
    let id: ID
    public typealias Body = Never
    public var body: Never { preconditionFailure() }
    func children() -> [ChildView] { [ChildView(key: [.explicit(id)], view: content)] }
    func makeLayout() -> any NodeLayout { PassthroughLayout() }
}

extension View {
    /// Gives the view an explicit identity; a different value makes it a different view.
    public func id<ID: Hashable>(_ id: ID) -> some View { IDView(content: self, id: id) }
}
