// More examples from the specification's Theming (003) and Buttons (001) pages, wrapped in
// views with the functions and state they call; only the import and availability checks differ.
import DesignFoundation

struct ContentView: View { var body: some View { DFText("Content") } }
struct StandardCard: View { var body: some View { DFCard { Text("Standard") } } }
struct PromoSection: View { var body: some View { DFCard { Text("Promo") } } }
struct ToolbarView: View {
    var body: some View {
        HStack {
            DFButton("Bold") {}
            DFButton("Italic") {}
        }
    }
}

struct MyApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
                .dfThemePreset(.slate)
        }
    }
}

struct ThemingPageExamples: View {
    let myLightTheme = DFTheme.sageLight
    let myDarkTheme = DFTheme.sageDark
    var body: some View {
        let myPreset = DFThemePreset(
            light: myLightTheme,
            dark: myDarkTheme
        )
        return VStack {
            ContentView()
                .dfTheme(.default)
            ContentView()
                .dfTheme(.auroraLight)
            ContentView()
                .dfTheme(.copperDark)
            VStack {
                StandardCard()  // inherits the root theme

                PromoSection()
                    .dfTheme(.copperLight)  // this subtree uses Copper Light only
            }
            DFText("Dashboard", style: .title)
            DFText("Last updated 3 minutes ago", style: .caption)
            SectionHeaderExample()
            ShadowExample()
            ToolbarView()
                .dfTheme(DFTheme(components: toolbarComponents))
            ContentView().dfThemePreset(.slate)
            ContentView().dfTheme(.slateLight)  // always light
            ContentView().dfTheme(.slateDark)  // always dark
            ContentView().dfThemePreset(.aurora)
            ContentView().dfThemePreset(.copper)
            ContentView().dfThemePreset(.sage)
            ContentView()
                .dfTheme(midnightTheme)
            ContentView()
                .dfThemePreset(myPreset)
        }
    }
}

struct SectionHeaderExample: View {
    @Environment(\.dfTheme) private var theme
    var body: some View {
        Text("Section Header")
            .font(theme.typography.headline.font)
            .lineSpacing(theme.typography.headline.lineSpacing)
            .tracking(theme.typography.headline.tracking)
            .foregroundStyle(theme.colors.textPrimary)
    }
}

struct ShadowExample: View {
    @Environment(\.dfTheme) private var theme
    var body: some View {
        RoundedRectangle(cornerRadius: theme.radius.lg)
            .fill(theme.colors.surfaceElevated)
            .shadow(
                color: theme.shadows.md.color,
                radius: theme.shadows.md.radius,
                x: theme.shadows.md.x,
                y: theme.shadows.md.y
            )
            .frame(height: 40)
    }
}

struct ButtonsPageExamples: View {
    @Environment(\.dfTheme) private var theme
    @State private var formIsValid = false
    @State private var log: [String] = []
    func save() { log.append("save") }
    func dismiss() { log.append("dismiss") }
    func selectA() {}
    func selectB() {}
    func createAccount() {}
    func deleteProject() {}
    func removeMember() {}
    func openURL(_ url: String) {}
    let learnMoreURL = "https://example.invalid/learn"
    func skip() {}
    func favorite() {}
    func openPhoto() {}
    func deleteAccount() {}
    func remove() {}
    func advance() {}
    func signIn() {}
    func onCancel() {}
    func onConfirm() {}

    var body: some View {
        VStack {
            DFButton("Save Changes") { save() }
            DFButton("Cancel") { dismiss() }
                .dfButtonStyle(.outlined)
            VStack {
                DFButton("Option A") { selectA() }
                DFButton("Option B") { selectB() }
            }
            .dfButtonStyle(.tinted)
            DFButton("Create Account") { createAccount() }
            DFButton("Delete Project", role: .destructive) { deleteProject() }
                .dfButtonStyle(.filled)
            DFButton("Remove Member", role: .destructive) { removeMember() }
                .dfButtonStyle(.outlined)
            DFButton("Learn more") { openURL(learnMoreURL) }
                .dfButtonStyle(.ghost)
            DFButton("Skip for now") { skip() }
                .dfButtonStyle(.ghost)
            DFButton("Add to Favorites") { favorite() }
                .dfButtonStyle(.tinted)
            DFButton("Open") { openPhoto() }
                .dfButtonStyle(.glass)
            DFButton("Delete Account", role: .destructive) { deleteAccount() }
            DFButton("Remove", role: .destructive) { remove() }
                .dfButtonStyle(.outlined)
            DFButton("Cancel", role: .cancel) { dismiss() }
                .dfButtonStyle(.outlined)
            DFButton("Continue") { advance() }
                .disabled(!formIsValid)
            DFButton("Sign In") { signIn() }
                .frame(maxWidth: .infinity)
            HStack(spacing: theme.spacing.md) {
                DFButton("Cancel") { onCancel() }
                    .dfButtonStyle(.outlined)
                DFButton("Confirm") { onConfirm() }
                    .dfButtonStyle(.filled)
            }
        }
    }
}
