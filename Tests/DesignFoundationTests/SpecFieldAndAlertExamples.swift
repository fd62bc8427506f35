import Testing
import KioskTesting
import KioskText
import KioskRaster
@testable import DesignFoundation

// The specification's custom text field style, as written there.
struct UnderlineTextFieldStyle: DFTextFieldStyle, Sendable {

    func makeBody(configuration: DFTextFieldStyleConfiguration) -> some View {
        let theme = configuration.theme
        let lineColor: Color = {
            if configuration.isDisabled { return theme.colors.border }
            switch configuration.validationState {
            case .error: return theme.colors.destructive
            case .valid: return theme.colors.success
            case .none: return configuration.isFocused ? theme.colors.primary : theme.colors.border
            }
        }()

        VStack(alignment: .leading, spacing: theme.spacing.xs) {
            if !configuration.label.isEmpty {
                Text(configuration.label)
                    .font(theme.typography.caption.font)
                    .foregroundStyle(theme.colors.textSecondary)
            }
            HStack(spacing: theme.spacing.sm) {
                if let leading = configuration.leadingContent { leading.foregroundStyle(theme.colors.textSecondary) }
                configuration.fieldContent
                    .font(theme.typography.body.font)
                    .foregroundStyle(configuration.isDisabled ? theme.colors.textDisabled : theme.colors.textPrimary)
                if let trailing = configuration.trailingContent { trailing.foregroundStyle(theme.colors.textSecondary) }
            }
            .padding(.vertical, theme.spacing.xs)
            .overlay(alignment: .bottom) {
                Rectangle()
                    .fill(lineColor)
                    .frame(height: configuration.isFocused ? 2 : 1)
            }
            if case .error(let message) = configuration.validationState {
                Text(message)
                    .font(theme.typography.caption.font)
                    .foregroundStyle(theme.colors.destructive)
            }
        }
        .opacity(configuration.isDisabled ? 0.5 : 1.0)
        .animation(theme.animation.fast, value: configuration.isFocused)
    }
}

extension DFTextFieldStyle where Self == UnderlineTextFieldStyle {
    static var underline: UnderlineTextFieldStyle { UnderlineTextFieldStyle() }
}

/// The buttons page's destructive confirm dialog pattern, as written there.
struct DestructiveConfirmExample: View {
    @State var showDeleteConfirmation = false
    @State var deleted = false
    @State var username = ""
    func deleteAccount() { deleted = true }
    var body: some View {
        VStack(spacing: 16) {
            DFTextField("Username", text: $username)
                .dfTextFieldStyle(.underline)
            DFButton("Delete My Account", role: .destructive) {
                showDeleteConfirmation = true
            }
            .dfButtonStyle(.outlined)
            .dfAlert(
                isPresented: $showDeleteConfirmation,
                alert: DFAlert(
                    title: "Delete your account?",
                    message: "All projects, settings, and data will be permanently removed.",
                    actions: [
                        DFAlertAction(title: "Cancel", role: .cancel) {},
                        DFAlertAction(title: "Delete Account", role: .destructive) {
                            deleteAccount()
                        },
                    ]
                )
            )
            Text(deleted ? "Deleted" : "Kept")
        }
        .padding(24)
    }
}

@MainActor
@Suite(.serialized) struct SpecFieldAndAlertExampleTests {
    @Test func theUnderlineFieldTypesAndTheConfirmDialogDeletes() throws {
        let ui = UITestDriver(DestructiveConfirmExample(), size: Size(width: 400, height: 320), fonts: DF.fonts)
        ui.attachKeyboard()
        // This style shows the label as text of its own: the field is the text field element.
        let field = { ui.elements(role: .textField).first { $0.label == "Username" } }
        ui.tap(at: field()!.frame.center)
        ui.type("ada")
        #expect(field()?.value == "ada")
        ui.runFrames(for: 0.3, fps: 12)
        DFGolden.check(ui.screenshot, named: "spec-underline-field")
        try ui.tap("Delete My Account")
        ui.runFrames(for: 0.5, fps: 12)
        try ui.tap("Delete Account")
        ui.runFrames(for: 0.5, fps: 12)
        #expect(ui.exists(label: "Deleted"))
    }
}
