/// A settings form (SwiftUI's `Form`): scrolling sections, each a card of rows on the theme's
/// elevated surface with separators between rows, its header above and its footer below.
public struct Form<Content: View>: View {
    let content: Content
    @Environment(\.dfTheme) private var theme
    /// SwiftUI's form: grouped sections of controls, scrolling.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    struct Group: Identifiable {
        var id: Int
        var header: AnyView?
        var rows: [ViewChild] = []
        var footer: AnyView?
        var isEmpty: Bool { header == nil && rows.isEmpty && footer == nil }
    }

    /// The children gathered into sections (rows outside any section make one of their own).
    static func groups(_ children: [ViewChild]) -> [Group] {
        // Each section starts a group; rows outside any section make one of their own.
        var out: [Group] = []
        var current: Group?
        for child in children {
            switch child.sectionRole {
            case .start?:
                if let c = current, !c.isEmpty { out.append(c) }
                current = Group(id: out.count)
            case .header?:
                if current == nil { current = Group(id: out.count) }
                current?.header = child.view
            case .footer?:
                current?.footer = child.view
                if let c = current { out.append(c) }
                current = nil
            case nil:
                if current == nil {
                    current = Group(id: out.count)
                }
                current?.rows.append(child)
            }
        }
        if let c = current, !c.isEmpty { out.append(c) }
        for i in out.indices { out[i].id = i }
        return out
    }

    public var body: some View {
        let t = theme
        let sections = Self.groups(viewChildren(of: content))
        return ScrollView {
            VStack(alignment: .leading, spacing: t.spacing.xl) {
                ForEach(sections) { section in
                    VStack(alignment: .leading, spacing: t.spacing.sm) {
                        if let header = section.header {
                            header.font(t.typography.label.font).foregroundStyle(t.colors.textSecondary)
                                .padding(.horizontal, t.spacing.md).accessibilityAddTraits(.isHeader)
                        }
                        VStack(alignment: .leading, spacing: 0) {
                            ForEach(0..<section.rows.count, id: \.self) { i in
                                section.rows[i].view
                                    .environment(\.isListRow, true)
                                    .padding(.horizontal, t.spacing.lg)
                                    .padding(.vertical, t.spacing.md - 2)
                                    .frame(maxWidth: .infinity, minHeight: 48, alignment: .leading)
                                    .overlay(alignment: .bottom) {
                                        if i < section.rows.count - 1 {
                                            Rectangle().fill(t.colors.border).frame(height: 1).padding(
                                                .leading, t.spacing.lg)
                                        }
                                    }
                            }
                        }
                        .background(RoundedRectangle(cornerRadius: t.radius.lg).fill(t.colors.surfaceElevated))
                        if let footer = section.footer {
                            footer.font(t.typography.caption.font).foregroundStyle(t.colors.textSecondary).padding(
                                .horizontal, t.spacing.md)
                        }
                    }
                }
            }
            .padding(t.spacing.lg)
        }
        .background(t.colors.surface)
    }
}
