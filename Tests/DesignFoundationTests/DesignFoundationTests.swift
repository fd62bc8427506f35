import Testing
import KioskGoldens
import KioskTesting
import KioskText
import KioskRaster
import KioskHeadless
import KioskPlatform
@testable import DesignFoundation
#if canImport(Glibc)
import Glibc
#endif

enum DF { nonisolated(unsafe) static let fonts = FontLibrary() }

typealias DFGolden = GoldenImage

@MainActor
@Suite(.serialized) struct TokenTests {
    func hex(_ c: Color, _ scheme: ColorScheme = .light) -> UInt32 {
        var env = EnvironmentValues()
        env.colorScheme = scheme
        let r = c.resolve(in: env)
        return UInt32((r.red * 255).rounded()) << 16 | UInt32((r.green * 255).rounded()) << 8
            | UInt32((r.blue * 255).rounded())
    }

    @Test func presetPrimaryColoursMatchTheSpecification() {
        #expect(hex(DFTheme.slateLight.colors.primary) == 0x1C3D5A)
        #expect(hex(DFTheme.slateDark.colors.primary) == 0x63B5F6)
        #expect(hex(DFTheme.auroraLight.colors.primary) == 0x6C47FF)
        #expect(hex(DFTheme.auroraDark.colors.primary) == 0xA78BFA)
        #expect(hex(DFTheme.copperLight.colors.primary) == 0xC4623E)
        #expect(hex(DFTheme.copperDark.colors.primary) == 0xF4A261)
        #expect(hex(DFTheme.sageLight.colors.primary) == 0x2D6A4F)
        #expect(hex(DFTheme.sageDark.colors.primary) == 0x74C69D)
        #expect(hex(DFTheme.default.colors.primary) == 0x007AFF)
    }

    @Test func radiusScalesMatchTheSpecification() {
        let expected: [(DFTheme, Double, Double, Double)] = [
            (.default, 4, 8, 12), (.slateLight, 4, 8, 12), (.auroraLight, 4, 10, 16),
            (.copperLight, 3, 6, 10), (.sageLight, 6, 12, 18), (.sageDark, 6, 12, 18),
        ]
        for (t, sm, md, lg) in expected { #expect(t.radius.sm == sm && t.radius.md == md && t.radius.lg == lg) }
        #expect(DFTheme.default.radius.none == 0 && DFTheme.default.radius.full == 9999)
    }

    @Test func shadowOpacitiesAndGeometryMatchTheSpecification() {
        #expect(abs(DFTheme.default.shadows.sm.opacity - 0.08) < 1e-9)
        #expect(abs(DFTheme.slateLight.shadows.sm.opacity - 0.08) < 1e-9)
        #expect(abs(DFTheme.auroraLight.shadows.sm.opacity - 0.06) < 1e-9)
        #expect(abs(DFTheme.copperLight.shadows.sm.opacity - 0.12) < 1e-9)
        #expect(abs(DFTheme.sageLight.shadows.sm.opacity - 0.04) < 1e-9)
        let s = DFTheme.default.shadows
        #expect((s.sm.radius, s.sm.y, s.md.radius, s.md.y, s.lg.radius, s.lg.y) == (4, 2, 8, 4, 16, 8))
        #expect(abs(s.md.opacity - 0.12) < 1e-9 && abs(s.lg.opacity - 0.18) < 1e-9)
    }

    @Test func spacingTypographyAndAnimationTokens() {
        let t = DFTheme.default
        #expect(
            [t.spacing.xs, t.spacing.sm, t.spacing.md, t.spacing.lg, t.spacing.xl, t.spacing.xxl] == [
                4, 8, 12, 16, 24, 32,
            ])
        #expect(t.animation.fast == .easeInOut(duration: 0.15))
        #expect(t.animation.default == .easeInOut(duration: 0.25))
        #expect(t.animation.slow == .easeInOut(duration: 0.40))
        #expect(t.typography.display.font == Font.largeTitle.weight(.bold))
        #expect(t.typography.title.font == Font.title2.weight(.semibold))
        #expect(t.typography.label.font == Font.subheadline.weight(.medium))
        #expect(t.typography.caption.font == .caption)
    }

    @Test func presetsAreFixedPairsAndDefaultAdapts() {
        #expect(DFTheme.default.colors.respectsColorScheme)
        #expect(!DFTheme.slateLight.colors.respectsColorScheme && !DFTheme.slateDark.colors.respectsColorScheme)
        #expect(DFThemePreset.copper.theme(for: .dark) == .copperDark)
        #expect(
            hex(DFTheme.default.colors.background, .light) == 0xFFFFFF
                && hex(DFTheme.default.colors.background, .dark) == 0x000000)
    }
}

@MainActor
@Suite(.serialized) struct ComponentTests {
    struct Panel: View {
        var body: some View {
            VStack(alignment: .leading, spacing: 12) {
                DFText("Components", style: .title)
                HStack(spacing: 8) {
                    DFButton("Filled") {}.dfButtonStyle(.filled)
                    DFButton("Outlined") {}.dfButtonStyle(.outlined)
                    DFButton("Ghost") {}.dfButtonStyle(.ghost)
                    DFButton("Tinted") {}.dfButtonStyle(.tinted)
                }
                HStack(spacing: 8) {
                    DFButton("Delete", role: .destructive) {}
                    DFButton("Disabled") {}.disabled(true)
                    DFButton("Off", role: .destructive) {}.dfButtonStyle(.outlined).disabled(true)
                    DFButton("Glass") {}.dfButtonStyle(.glass)
                }
                HStack(spacing: 8) {
                    DFBadge("New")
                    DFBadge("Paid", variant: .success).dfBadgeStyle(.tinted)
                    DFBadge("Late", variant: .warning).dfBadgeStyle(.outlined)
                    DFBadge("Glass", variant: .info).dfBadgeStyle(.glass)
                    DFIcon("star.fill")
                    DFIcon("bell").dfIconStyle(.tinted)
                    DFIcon("gearshape").dfIconStyle(.secondary)
                }
                DFDivider()
                HStack(alignment: .top, spacing: 10) {
                    DFCard { DFText("Elevated", style: .headline) }
                    DFCard { DFText("Outlined", style: .headline) }.dfCardStyle(.outlined)
                    DFCard { DFText("Filled", style: .headline) }.dfCardStyle(.filled)
                    DFCard { DFText("Glass", style: .headline) }.dfCardStyle(.glass)
                }
                DFText("Secondary caption", style: .caption).dfTextViewStyle(.secondary)
                DFText("Muted body", style: .body).dfTextViewStyle(.muted)
                DFDivider().dfDividerStyle(.thick)
            }
            .padding(16)
        }
    }

    struct Backdrop<Content: View>: View {
        @Environment(\.dfTheme) var theme
        let content: Content
        var body: some View {
            content.background(
                LinearGradient(
                    colors: [theme.colors.background, theme.colors.surface], startPoint: .top, endPoint: .bottom))
        }
    }

    @Test(arguments: [
        ("default", DFThemePreset.default), ("slate", .slate), ("aurora", .aurora), ("copper", .copper),
        ("sage", .sage),
    ])
    func componentPanelRendersLikeTheGoldenInLightAndDark(name: String, preset: DFThemePreset) {
        for scheme in [ColorScheme.light, .dark] {
            let r = ViewRenderer(
                Backdrop(content: Panel()).dfThemePreset(preset), size: Size(width: 480, height: 420), scale: 1,
                colorScheme: scheme, fonts: DF.fonts)
            r.render()
            DFGolden.check(r.buffer, named: "panel-\(name)-\(scheme == .dark ? "dark" : "light")")
        }
    }

    @Test func specificationStylesRenderAsDescribed() {
        struct Screen: View {
            var body: some View {
                VStack(spacing: 16) {
                    DFCard { Text("Content") }.dfCardStyle(.neonDashed(color: .cyan))
                    DFButton("Launch") {}.dfButtonStyle(.glowingNeon(color: .green))
                    DFButton("Subscribe") {}.dfButtonStyle(.capsule)
                    CascadeExample()
                    OnboardingExample()
                    TokenExample()
                    DFButton("Toolbar") {}.dfTheme(DFTheme(components: toolbarComponents))
                    DFText("Midnight", style: .headline).dfTheme(midnightTheme)
                }
                .padding(16)
            }
        }
        let r = ViewRenderer(Screen(), size: Size(width: 360, height: 600), scale: 1, fonts: DF.fonts)
        r.render()
        DFGolden.check(r.buffer, named: "spec-examples")
    }

    @Test func buttonsPressActAndCarryTheirAccessibility() throws {
        struct Screen: View {
            @State var count = 0
            var body: some View {
                VStack {
                    DFButton("Save") { count += 1 }
                    DFButton("Delete", role: .destructive) {}
                    Text("Saved \(count)")
                }
            }
        }
        let ui = UITestDriver(Screen(), size: Size(width: 300, height: 300), fonts: DF.fonts)
        try ui.tap("Save")
        #expect(ui.exists(label: "Saved 1"))
        let delete = try ui.element(label: "Delete")
        #expect(delete.role == .button && delete.hint == "Destructive action")
        #expect(try ui.element(label: "Save").hint == nil)
    }

    @Test func pressAnimationRendersPartiallyAsFully() throws {
        let ui = UITestDriver(
            VStack(spacing: 20) {
                DFButton("Press me") {}
                DFButton("Glass") {}.dfButtonStyle(.glass)
            }
            .padding(40).background(
                LinearGradient(colors: [.orange, .purple], startPoint: .leading, endPoint: .trailing)),
            size: Size(width: 300, height: 240), fonts: DF.fonts)
        let display = HeadlessDisplay(
            width: ui.renderer.buffer.width, height: ui.renderer.buffer.height, agePolicy: .ring(count: 2))
        func present() {
            _ = try? display.present(ui.renderer.buffer, damage: ui.renderer.lastDamage)
            #expect(ui.renderer.buffer.hasSamePixels(as: ui.renderer.renderFull()), "shadow")
            #expect(display.frontBuffer!.hasSamePixels(as: ui.renderer.renderFull()))
        }
        present()
        for label in ["Press me", "Glass"] {
            let id = ui.touchDown(at: try ui.element(label: label).frame.center)
            var t = 0.0
            for _ in 0..<6 {
                t += 0.04
                ui.renderer.render(at: ui.time + t)
                present()
            }
            ui.touchUp(id, at: .zero)
            for _ in 0..<6 {
                t += 0.04
                ui.renderer.render(at: ui.time + t)
                present()
            }
            #expect(ui.renderer.lastDamage.area < ui.renderer.screen.area / 2)
        }
    }
}
