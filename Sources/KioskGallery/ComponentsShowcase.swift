import DesignFoundation

/// The gallery's DesignFoundation pages: every component in every built-in style and state,
/// on the theme chosen in the gallery's header.
struct GalleryScreen: View {
    @State var page: String
    @State var preset: String
    static let pages = [
        "buttons", "cards", "controls", "forms", "pickers", "navigation", "app", "lists", "charts", "plan", "menu",
        "ui",
    ]
    nonisolated static let presets: [(String, DFThemePreset)] = [
        ("default", .default), ("slate", .slate), ("aurora", .aurora), ("copper", .copper), ("sage", .sage),
    ]

    init(page: String = "buttons", preset: String = "default") {
        _page = State(initialValue: page)
        _preset = State(initialValue: preset)
    }

    var body: some View {
        let chosen = GalleryScreen.presets.first { $0.0 == preset }?.1 ?? .default
        return VStack(spacing: 0) {
            GalleryHeader(page: $page, preset: $preset)
            Group {
                switch page {
                case "cards": CardsPage()
                case "controls": ControlsPage()
                case "forms": FormsPage()
                case "pickers": PickersPage()
                case "navigation": NavigationPage()
                case "app": SampleKioskApp()
                case "lists": ListsPage()
                case "charts": ChartsPage()
                case "plan": FloorPlanPage()
                case "menu": MenuPage()
                case "ui": UIShowcase()
                default: ButtonsPage()
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        }
        .dfThemePreset(chosen)
    }
}

struct GalleryHeader: View {
    @Binding var page: String
    @Binding var preset: String
    @Environment(\.dfTheme) private var theme
    var body: some View {
        HStack(spacing: 8) {
            DFText("Kiosk Gallery", style: .headline).fixedSize()
            // On a narrow (portrait) screen the choices scroll sideways instead of squeezing
            // their labels onto two lines.
            ScrollView(.horizontal, showsIndicators: false) {
                HStack(spacing: 8) {
                    ForEach(GalleryScreen.pages, id: \.self) { p in
                        styled(DFButton(p.titleCased) { page = p }, page == p ? "filled" : "ghost")
                    }
                    Rectangle().fill(theme.colors.border).frame(width: 1, height: 24)
                    ForEach(GalleryScreen.presets.map(\.0), id: \.self) { name in
                        styled(DFButton(name.titleCased) { preset = name }, preset == name ? "tinted" : "ghost")
                    }
                }
            }
            .fixedSize(horizontal: false, vertical: true)
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 8)
        .background(theme.colors.surfaceElevated)
    }
}

@MainActor @ViewBuilder
func styled<V: View>(_ v: V, _ name: String) -> some View {
    switch name {
    case "outlined": v.dfButtonStyle(.outlined)
    case "ghost": v.dfButtonStyle(.ghost)
    case "tinted": v.dfButtonStyle(.tinted)
    case "glass": v.dfButtonStyle(.glass)
    default: v.dfButtonStyle(.filled)
    }
}

extension String {
    /// "buttons" as "Buttons" (Foundation's `capitalized` is not linked into runtime modules).
    var titleCased: String { self == "ui" ? "UI" : prefix(1).uppercased() + dropFirst() }
}

struct PageBackground<Content: View>: View {
    @Environment(\.dfTheme) private var theme
    let scrolls: Bool
    let content: Content
    /// `scrolls`: a page taller than a small screen scrolls under the header (the padding
    /// scrolls with it, so shadows at the page's edges are not cut by the viewport).
    init(scrolls: Bool = false, @ViewBuilder content: () -> Content) {
        self.scrolls = scrolls
        self.content = content()
    }
    var body: some View {
        Group {
            if scrolls {
                ScrollView {
                    content
                        .padding(24)
                        .frame(maxWidth: .infinity, alignment: .topLeading)
                }
            } else {
                content
                    .padding(24)
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            }
        }
        .background(
            LinearGradient(
                colors: [theme.colors.background, theme.colors.surface], startPoint: .top, endPoint: .bottom))
    }
}

struct ButtonsPage: View {
    var body: some View {
        PageBackground(scrolls: true) {
            VStack(alignment: .leading, spacing: 16) {
                DFText("Buttons", style: .title)
                ForEach(["filled", "outlined", "ghost", "tinted", "glass"], id: \.self) { name in
                    HStack(spacing: 12) {
                        DFText(name.titleCased, style: .label).dfTextViewStyle(.secondary).frame(
                            width: 80, alignment: .leading)
                        row(name) { DFButton("Save") {} }
                        row(name) { DFButton("Delete", role: .destructive) {} }
                        row(name) { DFButton("Cancel", role: .cancel) {} }
                        row(name) { DFButton("Disabled") {}.disabled(true) }
                    }
                }
                DFDivider()
                HStack(spacing: 12) {
                    DFBadge("New")
                    DFBadge("Paid", variant: .success).dfBadgeStyle(.tinted)
                    DFBadge("Late", variant: .warning).dfBadgeStyle(.outlined)
                    DFBadge("Error", variant: .destructive)
                    DFBadge("Glass", variant: .info).dfBadgeStyle(.glass)
                    DFIcon("star.fill")
                    DFIcon("bell").dfIconStyle(.tinted)
                    DFIcon("gearshape").dfIconStyle(.secondary)
                }
            }
        }
    }

    func row<V: View>(_ name: String, @ViewBuilder _ content: () -> V) -> some View { styled(content(), name) }
}

struct CardsPage: View {
    var body: some View {
        PageBackground(scrolls: true) {
            VStack(alignment: .leading, spacing: 16) {
                DFText("Cards", style: .title)
                HStack(alignment: .top, spacing: 16) {
                    card("Elevated", "The default: a raised surface with the medium shadow.").dfCardStyle(.elevated)
                    card("Outlined", "A border on the background, no shadow.").dfCardStyle(.outlined)
                    card("Filled", "The surface colour, flat.").dfCardStyle(.filled)
                    card("Glass", "A real backdrop blur of what lies beneath.").dfCardStyle(.glass)
                }
                HStack(spacing: 16) {
                    DFCard(action: {}) {
                        HStack(spacing: 12) {
                            DFAvatar(name: "Ada Lovelace")
                            VStack(alignment: .leading, spacing: 2) {
                                DFText("Ada Lovelace", style: .headline)
                                DFText("Interactive card: press it", style: .caption).dfTextViewStyle(.secondary)
                            }
                        }
                    }
                    DFCard {
                        VStack(alignment: .leading, spacing: 8) {
                            DFText("Loading", style: .headline)
                            DFSkeleton(.text(lines: 3)).frame(width: 220)
                        }
                    }
                }
            }
        }
    }

    func card(_ title: String, _ text: String) -> some View {
        DFCard {
            VStack(alignment: .leading, spacing: 6) {
                DFText(title, style: .headline)
                DFText(text, style: .caption).dfTextViewStyle(.secondary)
            }
            .frame(width: 200, alignment: .leading)
        }
    }
}

struct ControlsPage: View {
    @State var wifi = true
    @State var sound = false
    @State var glass = true
    @State var terms = true
    @State var volume = 0.4
    @State var brightness = 0.7
    @State var warmth = 0.3
    var body: some View {
        PageBackground(scrolls: true) {
            HStack(alignment: .top, spacing: 32) {
                VStack(alignment: .leading, spacing: 12) {
                    DFText("Controls", style: .title)
                    DFToggle("Wi-Fi", isOn: $wifi)
                    DFToggle("Sound", isOn: $sound).dfToggleStyle(.checkbox)
                    DFToggle("Glass switch", isOn: $glass).dfToggleStyle(.glass)
                    DFCheckbox("I accept the terms", isChecked: $terms)
                    DFToggle("Disabled", isOn: $wifi).disabled(true)
                }
                .frame(width: 320)
                VStack(alignment: .leading, spacing: 12) {
                    DFText("Sliders and progress", style: .headline)
                    DFSlider("Volume", value: $volume)
                    DFSlider("Brightness", value: $brightness).dfSliderStyle(.labeled)
                    DFSlider("Warmth", value: $warmth).dfSliderStyle(.glass)
                    DFProgressBar(value: volume)
                    HStack(spacing: 16) {
                        DFProgressBar(value: brightness, variant: .circular)
                        DFProgressBar(variant: .indeterminate).frame(width: 160)
                    }
                    HStack(spacing: 12) {
                        DFAvatar(name: "Grace Hopper").dfAvatarStyle(.rounded)
                        DFAvatar(name: "Alan Turing").dfAvatarStyle(.ring)
                        DFAvatar(name: "Linus Torvalds").dfAvatarStyle(.glass)
                    }
                }
                .frame(width: 360)
            }
        }
    }
}
