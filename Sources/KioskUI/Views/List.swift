/// A scrolling list of rows, as SwiftUI's `List` (plain style): rows are padded, at least
/// 44 points tall for a finger, separated by hairlines, and built lazily; `Section`s add a
/// header and footer.
public struct List<Content: View>: View {
    let content: Content
    let selection: ListSelection?
    /// A scrolling list of rows (SwiftUI's plain list).
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        selection = nil
    }

    /// A list whose rows a tap selects: the row's `.tag`, or its `ForEach` id, is the value.
    public init<SelectionValue: Hashable & SendableMetatype>(
        selection: Binding<SelectionValue?>, @ViewBuilder content: () -> Content
    ) {
        self.content = content()
        self.selection = ListSelection(
            isSelected: { selection.wrappedValue.map(AnyHashable.init) == $0 },
            select: { if let v = $0.base as? SelectionValue { selection.wrappedValue = v } })
    }

    /// A list whose rows taps add to and remove from a set.
    public init<SelectionValue: Hashable>(selection: Binding<Set<SelectionValue>>, @ViewBuilder content: () -> Content)
    {
        self.content = content()
        self.selection = ListSelection(
            isSelected: { ($0.base as? SelectionValue).map { selection.wrappedValue.contains($0) } ?? false },
            select: { value in
                guard let v = value.base as? SelectionValue else { return }
                if selection.wrappedValue.contains(v) {
                    selection.wrappedValue.remove(v)
                } else {
                    selection.wrappedValue.insert(v)
                }
            })
    }

    @Environment(\.listStyle) private var style
    @Environment(\.listPalette) private var palette

    public var body: some View {
        // The plain list is built as it always was: no wrapper it does not need.
        let rows = LazyVStack(alignment: .leading, spacing: 0) {
            ListRows(content: content, selection: selection, style: style)
        }
        .environment(\.isListRow, true)
        .environment(\.listRowInsets, ListRow.insets)
        return Group {
            if style.isGrouped {
                ScrollView { rows.padding(.bottom, 20) }.background(palette.background)
            } else {
                ScrollView { rows }
            }
        }
    }
}

/// How a list with selection asks and changes what is selected (values are a row's tag or id).
struct ListSelection {
    let isSelected: @MainActor (AnyHashable) -> Bool
    let select: @MainActor (AnyHashable) -> Void
}

extension List {
    /// A row for each element, as `List(data) { ... }`.
    public init<Data: RandomAccessCollection, ID: Hashable, Row: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> Row
    )
    where Content == ForEach<Data, ID, Row> {
        content = ForEach(data, id: id, content: rowContent)
        selection = nil
    }
}

/// A group of rows with a header and footer, as SwiftUI's `Section`. Outside a list its
/// parts join the enclosing container as they are.
public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView, MultiView {
    let header: Parent
    let content: Content
    let footer: Footer
    /// A section with a header over it and a footer under it.
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
    ) {
        self.content = content()
        self.header = header()
        self.footer = footer()
    }
    public typealias Body = Never
    public var body: Never { preconditionFailure() }
    func flatten(into out: inout [ChildView], prefix: [IdentityComponent]) {
        // A zero-size mark where the section starts, so that containers can group its rows
        // (a Form draws each section as a card) even when it has no header.
        out.append(
            ChildView(key: prefix.appending(.index(3)), view: SectionPart(kind: .start, content: AnyView(EmptyView()))))
        var parts: [ChildView] = []
        flattenChild(header, key: prefix.appending(.index(0)), into: &parts)
        for i in parts.indices { parts[i].view = SectionPart(kind: .header, content: AnyView(erasing: parts[i].view)) }
        out += parts
        flattenChild(content, key: prefix.appending(.index(1)), into: &out)
        parts = []
        flattenChild(footer, key: prefix.appending(.index(2)), into: &parts)
        for i in parts.indices { parts[i].view = SectionPart(kind: .footer, content: AnyView(erasing: parts[i].view)) }
        out += parts
    }
    func children() -> [ChildView] {
        var out: [ChildView] = []
        flatten(into: &out, prefix: [])
        return out
    }
    func makeLayout() -> any NodeLayout { ZStackNodeLayout(alignment: .center) }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section of a list or form.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}
extension Section where Parent == Text, Footer == EmptyView {
    /// A section of a list or form with a title.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
}
extension Section where Parent == EmptyView {
    /// A section with a footer under it.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }
}
extension Section where Footer == EmptyView {
    /// A section with a header over it.
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
    var selection: ListSelection? = nil
    var style: ListStyleKind = .plain
    typealias Body = Never
    var body: Never { preconditionFailure() }
    func flatten(into out: inout [ChildView], prefix: [IdentityComponent]) {
        var rows: [ChildView] = []
        flattenChild(content, key: prefix, into: &rows)
        for (i, row) in rows.enumerated() {
            let previous = i > 0 ? rows[i - 1].view : nil
            let next = i + 1 < rows.count ? rows[i + 1].view : nil
            if let part = row.view as? SectionPart, part.kind == .start {
                // Grouped sections without a header still stand apart.
                if style.isGrouped, !((next as? SectionPart)?.kind == .header) {
                    out.append(ChildView(key: row.key, view: Color.clear.frame(height: 20)))
                }
                continue
            }
            if let part = row.view as? SectionPart {
                out.append(ChildView(key: row.key, view: ListSectionLabel(part: part, style: style)))
            } else {
                // The first and last rows of a section (or of the list) round a card's
                // corners; no separator under the last.
                let last = next == nil || next is SectionPart
                out.append(listRow(row, first: previous == nil || previous is SectionPart, last: last))
            }
        }
    }

    /// A row as the list draws it, with its selection value: its tag, else its ForEach id.
    func listRow(_ row: ChildView, first: Bool, last: Bool) -> ChildView {
        var value: AnyHashable? = (row.view as? TagProviding)?.tagValue
        if value == nil { value = row.key.last(where: { $0.idValue != nil })?.idValue }
        var isSelected: Bool?
        var select: (@MainActor () -> Void)?
        if let selection, let value {
            isSelected = selection.isSelected(value)
            select = { selection.select(value) }
        }
        guard style != .plain else {
            // Plain rows stay as light as they were: no card, no margins.
            let plain = ListRow(
                content: AnyView(erasing: row.view), separated: !last, isSelected: isSelected, select: select)
            return ChildView(key: row.key, view: plain)
        }
        let styled = StyledListRow(
            content: AnyView(erasing: row.view), style: style, isFirst: first, isLast: last, isSelected: isSelected,
            select: select)
        return ChildView(key: row.key, view: styled)
    }
    func children() -> [ChildView] {
        var out: [ChildView] = []
        flatten(into: &out, prefix: [])
        return out
    }
    func makeLayout() -> any NodeLayout { ZStackNodeLayout(alignment: .center) }
}

/// A list of one row per element (`List(data) { }`, a `ForEach` alone) builds only the rows
/// its lazy stack shows: a 1,000-row list flung costs what its visible rows cost.
extension ListRows: LazyRowSource where Content: LazyRowSource {
    var rowCount: Int { content.rowCount }
    func index(of id: AnyHashable) -> Int? { content.index(of: id) }
    func rows(in range: Range<Int>, prefix: [IdentityComponent]) -> [ChildView]? {
        guard let rows = content.rows(in: range, prefix: prefix) else { return nil }
        let count = content.rowCount
        return rows.enumerated().map { k, row in
            listRow(row, first: range.lowerBound + k == 0, last: range.lowerBound + k + 1 >= count)
        }
    }
}

struct ListRow: View {
    let content: AnyView
    let separated: Bool
    /// Set in a list with selection: whether this row is selected, and how to select it.
    var isSelected: Bool? = nil
    var select: (@MainActor () -> Void)? = nil
    @Environment(\.tint) private var tint
    static let insets = EdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    var body: some View {
        let row =
            content
            .padding(ListRow.insets)
            .frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
            .background((tint ?? Color.accentColor).opacity(isSelected == true ? 0.16 : 0))
            .overlay(alignment: .bottom) {
                if separated { Divider().padding(.leading, ListRow.insets.leading) }
            }
        return Group {
            if let select {
                row.contentShape(Rectangle()).onTapGesture { select() }
                    .accessibilityAddTraits(isSelected == true ? [.isSelected, .isButton] : .isButton)
            } else {
                row
            }
        }
    }
}

/// A row of a list in a style other than plain: inset, on a card, or a sidebar's.
struct StyledListRow: View {
    let content: AnyView
    var style: ListStyleKind
    /// The row's place in its section: cards round their first and last rows' corners, and
    /// no separator is drawn under the last.
    var isFirst = false
    var isLast = false
    var isSelected: Bool? = nil
    var select: (@MainActor () -> Void)? = nil
    @Environment(\.tint) private var tint
    @Environment(\.listPalette) private var palette
    /// The corner radius of inset grouped cards and of a sidebar's selection.
    static let cardRadius = 10.0

    var body: some View {
        let highlight = (tint ?? Color.accentColor).opacity(isSelected == true ? 0.16 : 0)
        let separated = !isLast && style != .sidebar
        let row =
            content
            .padding(ListRow.insets)
            .frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
            .background(rowBackground(highlight: highlight))
            .overlay(alignment: .bottom) {
                if separated { Divider().padding(.leading, ListRow.insets.leading) }
            }
            .padding(.horizontal, style.isInset ? 16 : 0)
        return Group {
            if let select {
                row.contentShape(Rectangle()).onTapGesture { select() }
                    .accessibilityAddTraits(isSelected == true ? [.isSelected, .isButton] : .isButton)
            } else {
                row
            }
        }
    }

    /// The row's fill: the card's colour and its rounded ends in grouped styles, with the
    /// selection's highlight over it.
    @ViewBuilder private func rowBackground(highlight: Color) -> some View {
        switch style {
        case .plain, .inset:
            highlight
        case .grouped:
            ZStack {
                palette.row
                highlight
            }
        case .insetGrouped:
            let top = isFirst ? StyledListRow.cardRadius : 0, bottom = isLast ? StyledListRow.cardRadius : 0
            let card = UnevenRoundedRectangle(
                topLeadingRadius: top, bottomLeadingRadius: bottom, bottomTrailingRadius: bottom,
                topTrailingRadius: top)
            ZStack {
                card.fill(palette.row)
                card.fill(highlight)
            }
        case .sidebar:
            RoundedRectangle(cornerRadius: StyledListRow.cardRadius).fill(highlight)
        }
    }
}

struct ListSectionLabel: View {
    let part: SectionPart
    var style: ListStyleKind = .plain
    var body: some View {
        part.content
            .font(part.kind == .header ? .subheadline.weight(.semibold) : .footnote)
            .foregroundStyle(Color.secondary)
            .padding(
                EdgeInsets(
                    top: part.kind == .header ? 22 : 8, leading: style.isInset ? 32 : 16, bottom: 8,
                    trailing: style.isInset ? 32 : 16)
            )
            .frame(maxWidth: .infinity, alignment: .leading)
            .accessibilityAddTraits(part.kind == .header ? .isHeader : [])
    }
}

struct ListRowKey: EnvironmentKey { static let defaultValue = false }
struct ListRowInsetsKey: EnvironmentKey { static let defaultValue: EdgeInsets? = nil }
extension EnvironmentValues {
    /// Whether the views below are rows of a `List` or a `Form`, where a `NavigationLink` is a
    /// row with a disclosure chevron; elsewhere it is a button like any other.
    package var isListRow: Bool {
        get { self[ListRowKey.self] }
        set { self[ListRowKey.self] = newValue }
    }
    /// The padding a list puts around the row below (nil outside lists): a row that slides
    /// (swipe actions) covers it, as its buttons fill the whole row.
    package var listRowInsets: EdgeInsets? {
        get { self[ListRowInsetsKey.self] }
        set { self[ListRowInsetsKey.self] = newValue }
    }
}
