/// The views a view builder made, one by one, as a container sees them: what `Picker`,
/// `TabView` and other containers of a design system read to build themselves from SwiftUI
/// content (`ForEach` rows, `.tag`, `.tabItem`).
package struct ViewChild {
    /// Stable identity among its siblings (structural position or ForEach id).
    public let id: AnyHashable
    /// The view's `.tag` value, if any.
    public let tag: AnyHashable?
    /// The `.tabItem` label view, if any.
    public let tabItem: (any View)?
    /// The view itself (without its tag and tab item wrappers).
    public let view: AnyView
    /// The string of a `Text` (possibly inside the wrappers), for labels of pickers.
    public let text: String?
    /// Where a `Section` starts, and which children are its header and footer.
    public let sectionRole: SectionRole?

    public enum SectionRole: Hashable, Sendable { case start, header, footer }
}

/// The children of `content`, flattened through tuples, groups, conditionals and ForEach.
@MainActor
package func viewChildren<Content: View>(of content: Content) -> [ViewChild] {
    var flat: [ChildView] = []
    flattenChild(content, key: [], into: &flat)
    return flat.map { child in
        var view: any View = child.view
        var tag: AnyHashable?
        var tabItem: (any View)?
        // Unwrap `.tag` and `.tabItem` in any order.
        while true {
            if let t = view as? TagProviding {
                tag = tag ?? t.tagValue
                view = t.taggedContent
                continue
            }
            if let t = view as? TabItemProviding {
                tabItem = tabItem ?? t.tabItemLabel
                view = t.tabItemContent
                continue
            }
            break
        }
        var role: ViewChild.SectionRole?
        if let part = view as? SectionPart {
            role =
                switch part.kind {
                case .start: .start
                case .header: .header
                case .footer: .footer
                }
            view = part.content
        }
        return ViewChild(
            id: AnyHashable(child.key), tag: tag, tabItem: tabItem,
            view: AnyView(erasing: view), text: (view as? Text)?.content, sectionRole: role)
    }
}

@MainActor protocol TagProviding {
    var tagValue: AnyHashable { get }
    var taggedContent: any View { get }
}
@MainActor protocol TabItemProviding {
    var tabItemLabel: any View { get }
    var tabItemContent: any View { get }
}

/// `.tag(_:)`: a value that identifies the view among its siblings (a picker's option).
package struct TagView<Content: View, V: Hashable>: View {
    let content: Content
    let value: V
    public var body: some View { content }
}
extension TagView: TagProviding {
    var tagValue: AnyHashable { AnyHashable(value) }
    var taggedContent: any View { content }
}

/// `.tabItem { }`: the label of this view's tab in a tab view.
package struct TabItemView<Content: View, Label: View>: View {
    let content: Content
    let label: Label
    public var body: some View { content }
}
extension TabItemView: TabItemProviding {
    var tabItemLabel: any View { label }
    var tabItemContent: any View { content }
}

extension View {
    /// The value that selects this view in a `Picker`, `TabView` or selectable `List`.
    public func tag<V: Hashable>(_ tag: V) -> some View { TagView(content: self, value: tag) }
    /// The view's label in a `TabView`'s tab bar.
    public func tabItem<L: View>(@ViewBuilder _ label: () -> L) -> some View {
        TabItemView(content: self, label: label())
    }
}
