/// What an alert's button does to the dialog's meaning: cancel (drawn emphasised, runs on
/// escape), destructive (red), or an ordinary choice.
public enum DFAlertActionRole: Hashable, Sendable { case cancel, destructive }

/// A button of a `DFAlert`: its title, its role (cancel, destructive) and what it does.
public struct DFAlertAction {
    /// The button's title.
    public let title: String
    /// Cancel, destructive, or nil for a plain button.
    public let role: DFAlertActionRole?
    let action: @MainActor () -> Void
    /// A button titled `title`; `action` runs when it is tapped, then the alert closes.
    public init(title: String, role: DFAlertActionRole? = nil, action: @escaping @MainActor () -> Void = {}) {
        self.title = title
        self.role = role
        self.action = action
    }
}

/// A dialog that asks: a title, a message, and buttons (two side by side, more stacked, cancel
/// last). Any button closes it after running its action.
public struct DFAlert {
    /// The alert's title.
    public let title: String
    /// The text under the title, if any.
    public let message: String?
    /// The alert's buttons, in order.
    public let actions: [DFAlertAction]
    /// An alert with a title, an optional message and its buttons (OK by default).
    public init(title: String, message: String? = nil, actions: [DFAlertAction] = [DFAlertAction(title: "OK")]) {
        self.title = title
        self.message = message
        self.actions = actions
    }
}

extension View {
    /// Shows `alert` centred over the dimmed screen while `isPresented` is true. Touches
    /// outside it are trapped and do not dismiss it: one of its buttons must be chosen.
    public func dfAlert(isPresented: Binding<Bool>, alert: DFAlert) -> some View {
        // The alert wears the modal style in force (a glass modal style makes glass alerts).
        presentation(isPresented: isPresented, kind: .modal(dismissesOnOutsideTap: false)) {
            DFModalContainer(content: AnyView(DFAlertView(alert: alert).frame(maxWidth: 352)))
        }
    }
}

struct DFAlertView: View {
    let alert: DFAlert
    @Environment(\.dfTheme) private var theme
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let t = theme
        // Cancel goes last (bottom or trailing), as the platform's alerts put it.
        let ordered = alert.actions.filter { $0.role != .cancel } + alert.actions.filter { $0.role == .cancel }
        return VStack(spacing: t.spacing.lg) {
            VStack(spacing: t.spacing.sm) {
                Text(alert.title).font(t.typography.headline.font).foregroundStyle(t.colors.textPrimary)
                    .multilineTextAlignment(.center)
                if let message = alert.message {
                    Text(message).font(t.typography.body.font).foregroundStyle(t.colors.textSecondary)
                        .multilineTextAlignment(.center)
                }
            }
            if ordered.count == 2 {
                HStack(spacing: t.spacing.sm) { ForEach(0..<2, id: \.self) { button(ordered[$0]) } }
            } else {
                VStack(spacing: t.spacing.sm) { ForEach(0..<ordered.count, id: \.self) { button(ordered[$0]) } }
            }
        }
    }

    func button(_ a: DFAlertAction) -> some View {
        let dismiss = dismiss
        let b = DFButton(a.title, role: a.role == .destructive ? .destructive : a.role == .cancel ? .cancel : nil) {
            dismiss()
            a.action()
        }
        .frame(maxWidth: .infinity)
        // Escape (or a remote's back key) presses cancel.
        return Group {
            if a.role == .cancel {
                b.dfButtonStyle(.outlined).keyboardShortcut(.cancelAction)
            } else {
                b.dfButtonStyle(.filled)
            }
        }
    }
}
