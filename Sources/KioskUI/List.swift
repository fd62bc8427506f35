/// A scrolling list of rows, as SwiftUI's `List` (plain style): rows are padded, at least
/// 44 points tall for a finger, separated by hairlines, and built lazily; `Section`s add a
/// header and footer.
public struct List<Content: View>: View {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 0) { ListRows(content: content) }
        }
    }
}

extension List {
    /// A row for each element, as `List(data) { ... }`.
    public init<Data: RandomAccessCollection, ID: Hashable, Row: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                        @ViewBuilder rowContent: @escaping (Data.Element) -> Row)
    where Content == ForEach<Data, ID, Row> {
        content = ForEach(data, id: id, content: rowContent)
    }
}

/// A group of rows with a header and footer, as SwiftUI's `Section`. Outside a list its
/// parts join the enclosing container as they are.
public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView, MultiView {
    let header: Parent
    let content: Content
    let footer: Footer
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.content = content(); self.header = header(); self.footer = footer()
    }
    public typealias Body = Never
    public var body: Never { preconditionFailure() }
    func flatten(into out: inout [ChildView], prefix: [IdentityComponent]) {
        // A zero-size mark where the section starts, so that containers can group its rows
        // (a Form draws each section as a card) even when it has no header.
        out.append(ChildView(key: prefix + [.index(3)], view: SectionPart(kind: .start, content: AnyView(EmptyView()))))
        var parts: [ChildView] = []
        flattenChild(header, key: prefix + [.index(0)], into: &parts)
        for i in parts.indices { parts[i].view = SectionPart(kind: .header, content: AnyView(erasing: parts[i].view)) }
        out += parts
        flattenChild(content, key: prefix + [.index(1)], into: &out)
        parts = []
        flattenChild(footer, key: prefix + [.index(2)], into: &parts)
        for i in parts.indices { parts[i].view = SectionPart(kind: .footer, content: AnyView(erasing: parts[i].view)) }
        out += parts
    }
    func children() -> [ChildView] { var out: [ChildView] = []; flatten(into: &out, prefix: []); return out }
    func makeLayout() -> any NodeLayout { ZStackLayout(alignment: .center) }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) { self.init(content: content, header: { EmptyView() }, footer: { EmptyView() }) }
}
extension Section where Parent == Text, Footer == EmptyView {
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
}
extension Section where Parent == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }
}
extension Section where Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }
}

/// A section's header or footer, marked so a list can style it.
struct SectionPart: View {
    enum Kind { case start, header, footer }
    let kind: Kind
    let content: AnyView
    var body: some View { content }
}

/// The list's children, each styled as a row, header or footer.
struct ListRows<Content: View>: View, PrimitiveView, MultiView {
    let content: Content
    typealias Body = Never
    var body: Never { preconditionFailure() }
    func flatten(into out: inout [ChildView], prefix: [IdentityComponent]) {
        var rows: [ChildView] = []
        flattenChild(content, key: prefix, into: &rows)
        for (i, row) in rows.enumerated() {
            let next = i + 1 < rows.count ? rows[i + 1].view : nil
            if let part = row.view as? SectionPart, part.kind == .start { continue }
            if let part = row.view as? SectionPart {
                out.append(ChildView(key: row.key, view: ListSectionLabel(part: part)))
            } else {
                // No separator under the last row of a section or of the list.
                let separated = next != nil && !(next is SectionPart)
                out.append(ChildView(key: row.key, view: ListRow(content: AnyView(erasing: row.view), separated: separated)))
            }
        }
    }
    func children() -> [ChildView] { var out: [ChildView] = []; flatten(into: &out, prefix: []); return out }
    func makeLayout() -> any NodeLayout { ZStackLayout(alignment: .center) }
}

struct ListRow: View {
    let content: AnyView
    let separated: Bool
    static let insets = EdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    var body: some View {
        content
            .padding(ListRow.insets)
            .frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
            .overlay(alignment: .bottom) {
                if separated { Divider().padding(.leading, ListRow.insets.leading) }
            }
    }
}

struct ListSectionLabel: View {
    let part: SectionPart
    var body: some View {
        part.content
            .font(part.kind == .header ? .subheadline.weight(.semibold) : .footnote)
            .foregroundStyle(Color.secondary)
            .padding(EdgeInsets(top: part.kind == .header ? 22 : 8, leading: 16, bottom: 8, trailing: 16))
            .frame(maxWidth: .infinity, alignment: .leading)
            .accessibilityAddTraits(part.kind == .header ? .isHeader : [])
    }
}
