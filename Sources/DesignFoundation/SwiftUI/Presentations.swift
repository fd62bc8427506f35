// SwiftUI's presentation modifiers, drawn by the DF components in the active theme:
// `.sheet` is a DFSheet, `.fullScreenCover` covers the screen in the theme's background,
// `.alert` and `.confirmationDialog` are DF dialogs whose buttons take DF looks by role.

extension View {
    /// A sheet of `content` from the bottom while `isPresented` is true; a pull down closes it.
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: () -> Content
    ) -> some View {
        dfSheet(isPresented: isPresented, onDismiss: onDismiss, content: content)
    }

    /// A sheet for `item` while it is not nil; dismissing sets it to nil.
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        let shown = Binding(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return dfSheet(isPresented: shown, onDismiss: onDismiss) {
            if let value = item.wrappedValue { content(value) }
        }
    }

    /// Covers the screen with `content` while `isPresented` is true.
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
        @ViewBuilder content: () -> Content
    ) -> some View {
        presentation(isPresented: isPresented, kind: .fullScreen, onDismiss: onDismiss) {
            DFCover(content: AnyView(content()))
        }
    }

    /// An alert with a message under its title.
    public func alert<Actions: View, Message: View>(
        _ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions,
        @ViewBuilder message: () -> Message
    ) -> some View {
        presentation(isPresented: isPresented, kind: .modal(dismissesOnOutsideTap: false)) {
            DFModalContainer(content: AnyView(DFDialog(title: title, message: AnyView(message()), actions: actions())))
        }
    }

    /// An alert titled `title` while `isPresented` is true, with `actions` as its buttons.
    public func alert<Actions: View>(
        _ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> Actions
    ) -> some View {
        alert(title, isPresented: isPresented, actions: actions) { EmptyView() }
    }

    /// Choices in a sheet from the bottom: each button full width.
    public func confirmationDialog<Actions: View>(
        _ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> Actions
    ) -> some View {
        presentation(isPresented: isPresented, kind: .sheet(maxHeightFraction: 0.9)) {
            DFConfirmationSheet(title: titleVisibility == .hidden ? nil : title, actions: actions())
        }
    }
}

/// Whether a title shows (SwiftUI's `Visibility`).
public enum Visibility: Hashable, Sendable { case automatic, visible, hidden }

struct DFCover: View {
    let content: AnyView
    @Environment(\.dfTheme) private var theme
    var body: some View { content.frame(maxWidth: .infinity, maxHeight: .infinity).background(theme.colors.background) }
}

/// An alert's body: title, message, and the app's buttons, each closing the alert after its
/// action and drawn by role (destructive red, cancel outlined, others filled).
struct DFDialog<Actions: View>: View {
    let title: String
    let message: AnyView
    // Kept generic, not erased: its buttons are each a child of the stack they go in.
    let actions: Actions
    @Environment(\.dfTheme) private var theme
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let t = theme
        return VStack(spacing: t.spacing.lg) {
            VStack(spacing: t.spacing.sm) {
                Text(title).font(t.typography.headline.font).foregroundStyle(t.colors.textPrimary)
                    .multilineTextAlignment(.center)
                message.font(t.typography.body.font).foregroundStyle(t.colors.textSecondary).multilineTextAlignment(
                    .center)
            }
            HStack(spacing: t.spacing.sm) { actions }
                .buttonStyle(DFRoleButtonStyle(theme: t))
                .environment(\.buttonCompletion, dismiss)
        }
        .frame(maxWidth: 352)
    }
}

/// The confirmation dialog's sheet: the title, then the buttons stacked.
struct DFConfirmationSheet<Actions: View>: View {
    let title: String?
    let actions: Actions
    @Environment(\.dfTheme) private var theme
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        let t = theme
        return VStack(spacing: t.spacing.sm) {
            if let title {
                Text(title).font(t.typography.label.font).foregroundStyle(t.colors.textSecondary).padding(
                    .bottom, t.spacing.xs)
            }
            VStack(spacing: t.spacing.sm) { actions }
                .buttonStyle(DFRoleButtonStyle(theme: t, fullWidth: true))
                .environment(\.buttonCompletion, dismiss)
        }
        .padding(t.spacing.lg)
        .frame(maxWidth: .infinity)
        .background(
            UnevenRoundedRectangle(topLeadingRadius: t.radius.lg, topTrailingRadius: t.radius.lg).fill(
                t.colors.surfaceElevated))
    }
}

/// SwiftUI buttons in a DF dialog: DF button looks chosen by role.
struct DFRoleButtonStyle: ButtonStyle {
    let theme: DFTheme
    var fullWidth = false
    func makeBody(configuration c: ButtonStyleConfiguration) -> some View {
        let t = theme
        let destructive = c.role == .destructive, cancel = c.role == .cancel
        let fill: Color = cancel ? .clear : destructive ? t.colors.destructive : t.colors.primary
        let ink: Color = cancel ? t.colors.primary : .white
        let shape = RoundedRectangle(cornerRadius: t.components.button.cornerRadius ?? t.radius.md)
        return c.label
            .font((t.components.button.labelStyle ?? t.typography.label).font)
            .foregroundStyle(ink)
            .padding(.horizontal, t.spacing.lg)
            .padding(.vertical, t.spacing.md)
            .frame(maxWidth: fullWidth ? .infinity : nil)
            .background(shape.fill(fill.opacity(c.isPressed ? 0.8 : 1)))
            .overlay(shape.strokeBorder(cancel ? t.colors.border : Color.clear, lineWidth: 1))
            .scaleEffect(c.isPressed ? 0.97 : 1)
    }
}
