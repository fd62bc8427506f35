/// A button that opens a list of actions beside it (SwiftUI's `Menu`); choosing one runs it
/// and closes the list, as does a tap outside.
public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    @State private var isOpen = false
    @Environment(\.dfTheme) private var theme

    /// A menu opened by a button showing `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    public var body: some View {
        let t = theme
        return Button {
            isOpen = true
        } label: {
            label
        }
        .presentation(isPresented: $isOpen, kind: .popover) {
            DFMenuPanel(content: content)
        }
        .foregroundStyle(t.colors.primary)
    }
}

extension Menu where Label == Text {
    /// A button titled `title` that opens a menu of `content`.
    public init(_ title: String, @ViewBuilder content: () -> Content) { self.init(content: content) { Text(title) } }
}

struct DFMenuPanel<Content: View>: View {
    let content: Content
    @Environment(\.dfTheme) private var theme
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        let t = theme
        return VStack(alignment: .leading, spacing: 0) { content }
            .buttonStyle(DFMenuItemButtonStyle(theme: t))
            .environment(\.buttonCompletion, dismiss)
            .padding(.vertical, t.spacing.xs)
            .frame(minWidth: 200)
            .background(
                RoundedRectangle(cornerRadius: t.radius.lg).fill(t.colors.surfaceElevated)
                    .shadow(
                        color: t.shadows.md.color, radius: t.shadows.md.radius, x: t.shadows.md.x, y: t.shadows.md.y))
    }
}

/// A menu row: full width, 44 points tall, destructive items in red, pressed rows shaded.
struct DFMenuItemButtonStyle: ButtonStyle {
    let theme: DFTheme
    func makeBody(configuration c: ButtonStyleConfiguration) -> some View {
        let t = theme
        return c.label
            .font(t.typography.body.font)
            .foregroundStyle(c.role == .destructive ? t.colors.destructive : t.colors.textPrimary)
            .padding(.horizontal, t.spacing.lg)
            .frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
            .background(t.colors.textPrimary.opacity(c.isPressed ? 0.08 : 0))
            .contentShape(Rectangle())
    }
}
