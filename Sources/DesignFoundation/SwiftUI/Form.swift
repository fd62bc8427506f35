/// A settings form (SwiftUI's `Form`): scrolling sections, each a card of rows on the theme's
/// elevated surface with separators between rows, its header above and its footer below.
public struct Form<Content: View>: View {
    let content: Content
    @Environment(\.dfTheme) private var theme
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    struct Group: Identifiable {
        let id: Int
        var header: AnyView?
        var rows: [ViewChild] = []
        var footer: AnyView?
    }

    /// The children gathered into sections (rows outside any section make one of their own).
    static func groups(_ children: [ViewChild]) -> [Group] {
        var out: [Group] = []
        var current: Group?
        func close() { if let c = current, c.header != nil || !c.rows.isEmpty || c.footer != nil { out.append(c) }; current = nil }
        for child in children {
            switch child.sectionRole {
            case .start?: close(); current = Group(id: out.count)
            case .header?: if current == nil { current = Group(id: out.count) }; current?.header = child.view
            case .footer?: current?.footer = child.view; close()
            case nil:
                if current == nil || current?.footer != nil { close(); current = Group(id: out.count) }
                current?.rows.append(child)
            }
        }
        close()
        return out.enumerated().map { i, g in var g = g; g = Group(id: i, header: g.header, rows: g.rows, footer: g.footer); return g }
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
                                    .padding(.horizontal, t.spacing.lg)
                                    .padding(.vertical, t.spacing.md - 2)
                                    .frame(maxWidth: .infinity, minHeight: 48, alignment: .leading)
                                    .overlay(alignment: .bottom) {
                                        if i < section.rows.count - 1 { Rectangle().fill(t.colors.border).frame(height: 1).padding(.leading, t.spacing.lg) }
                                    }
                            }
                        }
                        .background(RoundedRectangle(cornerRadius: t.radius.lg).fill(t.colors.surfaceElevated))
                        if let footer = section.footer {
                            footer.font(t.typography.caption.font).foregroundStyle(t.colors.textSecondary).padding(.horizontal, t.spacing.md)
                        }
                    }
                }
            }
            .padding(t.spacing.lg)
        }
        .background(t.colors.surface)
    }
}
