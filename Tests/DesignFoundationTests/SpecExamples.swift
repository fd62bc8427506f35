// The custom styles of the specification's pages (000, 001), with mechanical edits only:
// the import, and no `if #available`.
import DesignFoundation

struct NeonDashedCardStyle: DFCardStyle, Sendable {
    let glowColor: Color

    func makeBody(configuration: DFCardStyleConfiguration) -> some View {
        let theme = configuration.theme
        let radius = theme.radius.lg

        configuration.content
            .padding(theme.spacing.lg)
            .background(
                RoundedRectangle(cornerRadius: radius)
                    .fill(theme.colors.surface)
            )
            .overlay(
                RoundedRectangle(cornerRadius: radius)
                    .stroke(
                        glowColor.opacity(configuration.isPressed ? 1.0 : 0.6),
                        style: StrokeStyle(lineWidth: 2, dash: [8, 4])
                    )
            )
            .shadow(
                color: glowColor.opacity(configuration.isPressed ? 0.5 : 0.2),
                radius: configuration.isPressed ? 12 : 6
            )
            .scaleEffect(configuration.isInteractive && configuration.isPressed ? 0.97 : 1.0)
            .animation(theme.animation.fast, value: configuration.isPressed)
            .opacity(configuration.isDisabled ? 0.4 : 1.0)
    }
}

extension DFCardStyle where Self == NeonDashedCardStyle {
    static func neonDashed(color: Color) -> NeonDashedCardStyle {
        NeonDashedCardStyle(glowColor: color)
    }
}

struct GlowingNeonButtonStyle: DFButtonStyle, Sendable {
    let neonColor: Color

    func makeBody(configuration: DFButtonStyleConfiguration) -> some View {
        let theme = configuration.theme
        let radius = theme.components.button.cornerRadius ?? theme.radius.md
        let hPad = theme.components.button.horizontalPadding ?? theme.spacing.lg
        let vPad = theme.components.button.verticalPadding ?? theme.spacing.md

        configuration.label
            .font((theme.components.button.labelStyle ?? theme.typography.label).font)
            .foregroundStyle(configuration.isDisabled ? theme.colors.textDisabled : neonColor)
            .padding(.horizontal, hPad)
            .padding(.vertical, vPad)
            .background(
                RoundedRectangle(cornerRadius: radius)
                    .fill(neonColor.opacity(configuration.isPressed ? 0.2 : 0.08))
                    .overlay(
                        RoundedRectangle(cornerRadius: radius)
                            .stroke(neonColor.opacity(configuration.isDisabled ? 0.2 : 0.9), lineWidth: 1.5)
                    )
            )
            .shadow(
                color: neonColor.opacity(configuration.isPressed ? 0.7 : 0.3),
                radius: configuration.isPressed ? 14 : 6
            )
            .scaleEffect(configuration.isPressed ? 0.96 : 1.0)
            .animation(theme.animation.fast, value: configuration.isPressed)
            .opacity(configuration.isDisabled ? 0.5 : 1.0)
    }
}

extension DFButtonStyle where Self == GlowingNeonButtonStyle {
    static func glowingNeon(color: Color) -> GlowingNeonButtonStyle {
        GlowingNeonButtonStyle(neonColor: color)
    }
}

struct CapsuleButtonStyle: DFButtonStyle, Sendable {
    func makeBody(configuration: DFButtonStyleConfiguration) -> some View {
        let theme = configuration.theme
        let color =
            configuration.role == .destructive
            ? theme.colors.destructive
            : theme.colors.primary

        configuration.label
            .font((theme.components.button.labelStyle ?? theme.typography.label).font)
            .foregroundStyle(configuration.isDisabled ? theme.colors.textDisabled : Color.white)
            .padding(.horizontal, theme.spacing.xl)
            .padding(.vertical, theme.spacing.sm)
            .background(
                Capsule().fill(
                    configuration.isDisabled
                        ? theme.colors.interactiveDisabled
                        : color.opacity(configuration.isPressed ? 0.8 : 1.0))
            )
            .scaleEffect(configuration.isPressed ? 0.95 : 1.0)
            .animation(.spring(response: 0.25, dampingFraction: 0.6), value: configuration.isPressed)
    }
}

extension DFButtonStyle where Self == CapsuleButtonStyle {
    static var capsule: CapsuleButtonStyle { CapsuleButtonStyle() }
}

/// The Style System page's cascade example.
struct CascadeExample: View {
    var body: some View {
        VStack {
            HStack {
                DFButton("Cancel") {}
                DFButton("Back") {}
            }
            .dfButtonStyle(.outlined)

            HStack {
                DFButton("Skip") {}
                DFButton("Later") {}
                    .dfButtonStyle(.filled)  // leaf override — this one button is filled
            }
            .dfButtonStyle(.ghost)
        }
    }
}

/// The Buttons page's onboarding example.
struct OnboardingExample: View {
    @Environment(\.dfTheme) private var theme
    var body: some View {
        VStack(spacing: theme.spacing.md) {
            DFButton("Create Free Account") {}
                .frame(maxWidth: .infinity)

            DFButton("I already have an account") {}
                .frame(maxWidth: .infinity)
                .dfButtonStyle(.outlined)

            DFButton("Continue as Guest") {}
                .frame(maxWidth: .infinity)
                .dfButtonStyle(.ghost)
        }
        .padding(.horizontal, theme.spacing.xl)
    }
}

/// The Theming page's token access example and custom theme.
struct TokenExample: View {
    @Environment(\.dfTheme) private var theme

    var body: some View {
        Text("Hello")
            .foregroundStyle(theme.colors.textPrimary)
            .padding(theme.spacing.md)
            .background(theme.colors.surface)
            .cornerRadius(theme.radius.md)
    }
}

let midnightTheme = DFTheme(
    colors: DFColorTokens(
        primary: Color(red: 0.18, green: 0.47, blue: 0.98),
        accent: Color(red: 0.35, green: 0.62, blue: 1.0),
        background: Color(red: 0.05, green: 0.06, blue: 0.12),
        surface: Color(red: 0.09, green: 0.11, blue: 0.20),
        surfaceElevated: Color(red: 0.13, green: 0.16, blue: 0.28),
        textPrimary: Color(red: 0.92, green: 0.94, blue: 1.0),
        textSecondary: Color(red: 0.55, green: 0.62, blue: 0.78),
        textDisabled: Color(red: 0.28, green: 0.33, blue: 0.48),
        border: Color(red: 0.16, green: 0.20, blue: 0.34),
        interactiveFill: Color(red: 0.18, green: 0.47, blue: 0.98),
        interactiveHover: Color(red: 0.18, green: 0.47, blue: 0.98).opacity(0.85),
        interactivePressed: Color(red: 0.18, green: 0.47, blue: 0.98).opacity(0.70),
        interactiveDisabled: Color(red: 0.12, green: 0.16, blue: 0.27),
        destructive: Color(red: 0.94, green: 0.32, blue: 0.31),
        success: Color(red: 0.40, green: 0.73, blue: 0.42),
        warning: Color(red: 1.0, green: 0.66, blue: 0.15),
        info: Color(red: 0.40, green: 0.72, blue: 0.97),
        respectsColorScheme: false
    )
)

let toolbarComponents = DFComponentTokens(
    button: DFButtonTokens(
        cornerRadius: 6,
        horizontalPadding: 10,
        verticalPadding: 6
    )
)

import Testing
import KioskTesting

@MainActor
@Suite struct SpecificationExampleTests {
    @Test func themingAndButtonsPageExamplesRender() throws {
        for view in [AnyView(ThemingPageExamples()), AnyView(ButtonsPageExamples()), MyApp().body.rootView] {
            let ui = UITestDriver(view, size: Size(width: 400, height: 1400), fonts: DF.fonts)
            #expect(!ui.elements.isEmpty)
        }
        let ui = UITestDriver(ButtonsPageExamples(), size: Size(width: 400, height: 1400), fonts: DF.fonts)
        #expect(try ui.element(label: "Remove Member").hint == "Destructive action")
        try ui.tap("Continue")  // disabled: nothing happens, nothing fails
    }
}
