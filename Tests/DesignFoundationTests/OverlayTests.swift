import Testing
import KioskTesting
import KioskText
import KioskRaster
import KioskGeometry
@testable import DesignFoundation

/// The specification's custom toast style, as written there.
struct BannerToastStyle: DFToastStyle, Sendable {
    func makeBody(configuration: DFToastStyleConfiguration) -> some View {
        let theme = configuration.theme
        let message = configuration.message
        HStack(spacing: theme.spacing.sm) {
            if let icon = message.icon {
                Image(systemName: icon)
                    .font(.system(size: 16, weight: .semibold))
                    .foregroundStyle(severityColor(message.severity, theme: theme))
            }
            Text(message.text)
                .font(theme.typography.body.font)
                .foregroundStyle(theme.colors.textPrimary)
                .frame(maxWidth: .infinity, alignment: .leading)
        }
        .padding(.horizontal, theme.spacing.lg)
        .padding(.vertical, theme.spacing.md)
        .background(
            Rectangle()
                .fill(theme.colors.surface)
                .overlay(alignment: .bottom) {
                    Rectangle()
                        .fill(severityColor(message.severity, theme: theme))
                        .frame(height: 3)
                }
        )
        .shadow(
            color: theme.shadows.sm.color, radius: theme.shadows.sm.radius, x: theme.shadows.sm.x, y: theme.shadows.sm.y
        )
    }

    private func severityColor(_ severity: DFToastSeverity, theme: DFTheme) -> Color {
        switch severity {
        case .info: return theme.colors.info
        case .success: return theme.colors.success
        case .warning: return theme.colors.warning
        case .error: return theme.colors.destructive
        }
    }
}

extension DFToastStyle where Self == BannerToastStyle {
    static var banner: BannerToastStyle { BannerToastStyle() }
}

struct OverlayScreen: View {
    @State var showsModal = false
    @State var showsSheet = false
    @State var showsPopover = false
    @State var showsAlert = false
    @State var log: [String] = []
    let queue: DFToastQueue
    var body: some View {
        VStack(spacing: 12) {
            DFButton("Modal") { showsModal = true }
                .dfModal(isPresented: $showsModal) {
                    VStack(spacing: 12) {
                        DFText("Receipt", style: .headline)
                        DFButton("Close") { showsModal = false }
                    }
                }
            DFButton("Sheet") { showsSheet = true }
                .dfSheet(isPresented: $showsSheet) {
                    VStack(spacing: 12) {
                        DFText("Options", style: .headline)
                        DFText("Pull down to close")
                    }.frame(height: 200)
                }
            DFButton("Info") { showsPopover = true }
                .dfPopover(isPresented: $showsPopover) { DFText("Opening hours 9–17") }
            DFButton("Delete Account", role: .destructive) { showsAlert = true }
                .dfAlert(
                    isPresented: $showsAlert,
                    alert: DFAlert(
                        title: "Delete your account?",
                        message: "All projects, settings, and data will be permanently removed.",
                        actions: [
                            DFAlertAction(title: "Cancel", role: .cancel) { log.append("cancel") },
                            DFAlertAction(title: "Delete Account", role: .destructive) { log.append("delete") },
                        ]))
            DFButton("Count") { log.append("count") }
            Text("Log \(log.joined(separator: ","))")
            Spacer()
        }
        .padding(24)
        .dfToast(queue: queue)
    }
}

@MainActor
@Suite(.serialized) struct OverlayTests {
    func driver(_ queue: DFToastQueue = DFToastQueue()) -> UITestDriver {
        UITestDriver(OverlayScreen(queue: queue), size: Size(width: 600, height: 480), fonts: DF.fonts)
    }

    @Test func aModalTrapsTouchesAndIsTheOnlyAccessibleContent() throws {
        let ui = driver()
        let count = try ui.element(label: "Count").frame
        try ui.tap("Modal")
        ui.runFrames(for: 0.5, fps: 12)
        #expect(ui.exists(label: "Receipt"))
        #expect(!ui.exists(label: "Count"), "behind the modal: not accessible")
        ui.tap(at: count.center)  // beneath the dimming: trapped, and it dismisses the modal
        ui.runFrames(for: 0.5, fps: 12)
        #expect(ui.exists(label: "Log "), "the tap did not reach the button behind")
        #expect(ui.exists(label: "Count") && !ui.exists(label: "Receipt"))
    }

    @Test func anAlertRunsTheChosenActionAndIgnoresTapsOutside() throws {
        let ui = driver()
        try ui.tap("Delete Account")
        ui.runFrames(for: 0.5, fps: 12)
        ui.tap(at: Point(x: 10, y: 470))
        ui.runFrames(for: 0.5, fps: 12)
        #expect(ui.exists(label: "Delete your account?"), "an alert is not dismissed by a tap outside")
        let buttons = ui.elements(role: .button).map(\.label)
        #expect(buttons == ["Delete Account", "Cancel"], "cancel last: \(buttons)")
        try ui.tap("Cancel")
        ui.runFrames(for: 0.5, fps: 12)
        #expect(ui.exists(label: "Log cancel"))
        try ui.tap("Delete Account")
        ui.runFrames(for: 0.5, fps: 12)
        ui.press(.escape)
        ui.runFrames(for: 0.5, fps: 12)
        #expect(ui.exists(label: "Log cancel,cancel"), "escape presses cancel")
        try ui.tap("Delete Account")
        ui.runFrames(for: 0.5, fps: 12)
        let destructive = ui.elements(role: .button).first { $0.label == "Delete Account" }!
        ui.tap(at: destructive.frame.center)
        ui.runFrames(for: 0.5, fps: 12)
        #expect(ui.exists(label: "Log cancel,cancel,delete"))
    }

    @Test func aSheetGoesWhenPulledFarAndSpringsBackOtherwise() throws {
        let ui = driver()
        try ui.tap("Sheet")
        ui.runFrames(for: 0.5, fps: 12)
        let title = try ui.element(label: "Options").frame
        #expect(title.maxY < 480 && title.minY > 200, "from the bottom edge")
        // A short, slow pull: back it comes.
        var id = ui.touchDown(at: title.center)
        for i in 1...5 { ui.touchMove(id, to: Point(x: title.midX, y: title.midY + Double(i) * 10)) }
        ui.advance(by: 0.3)
        ui.touchUp(id, at: Point(x: title.midX, y: title.midY + 50))
        ui.runFrames(for: 0.5, fps: 12)
        #expect(try ui.element(label: "Options").frame == title)
        // A flick down: it goes.
        id = ui.touchDown(at: title.center)
        for i in 1...3 { ui.touchMove(id, to: Point(x: title.midX, y: title.midY + Double(i) * 25)) }
        ui.touchUp(id, at: Point(x: title.midX, y: title.midY + 75))
        ui.runFrames(for: 0.5, fps: 12)
        #expect(!ui.exists(label: "Options"))
        #expect(ui.screenshot.hasSamePixels(as: ui.renderer.renderFull()))
    }

    @Test func thePopoverHangsBelowItsButtonAndATapOutsideCloses() throws {
        let ui = driver()
        try ui.tap("Info")
        ui.runFrames(for: 0.5, fps: 12)
        let text = try ui.element(label: "Opening hours 9–17").frame
        #expect(text.minY > (try ui.element(label: "Info").frame.maxY))
        ui.tap(at: Point(x: 5, y: 5))
        ui.runFrames(for: 0.5, fps: 12)
        #expect(!ui.exists(label: "Opening hours 9–17"))
    }

    @Test func toastsShowOneAtATimeInOrderForTheirDuration() throws {
        let queue = DFToastQueue()
        let ui = driver(queue)
        let start = ui.time
        queue.show(DFToastMessage("Saved", icon: "checkmark.circle", severity: .success, duration: 2))
        queue.show(DFToastMessage("Printer offline", icon: "printer", severity: .warning, duration: 3))
        ui.renderFrame()  // the first toast appears in this frame; its two seconds start now
        ui.runFrames(for: 0.5, fps: 12)
        #expect(ui.exists(label: "Saved") && !ui.exists(label: "Printer offline"))
        ui.advance(by: start + 1.9 - ui.time)
        ui.settle()
        #expect(ui.exists(label: "Saved"), "1.9 s: still there")
        ui.advance(by: 0.2)
        ui.settle()
        ui.runFrames(for: 0.5, fps: 12)
        #expect(!ui.exists(label: "Saved") && ui.exists(label: "Printer offline"), "2.1 s: the next one")
        // A swipe sends it away early.
        let toast = try ui.element(label: "Printer offline").frame
        ui.drag(from: toast.center, to: Point(x: toast.midX + 200, y: toast.midY), steps: 4, duration: 0.08)
        ui.runFrames(for: 0.5, fps: 12)
        #expect(!ui.exists(label: "Printer offline") && queue.current == nil)
        // Touches beside a toast reach the content.
        queue.show(DFToastMessage("Hello"))
        ui.runFrames(for: 0.5, fps: 12)
        try ui.tap("Count")
        #expect(ui.exists(label: "Log count"))
    }

    @Test func aToastRedrawsOnlyItsOwnAreaAsItComesAndGoes() throws {
        let queue = DFToastQueue()
        let ui = driver(queue)
        var frames: [Region] = []
        ui.onFrame = { frames.append($0) }
        queue.show(DFToastMessage("Saved", icon: "checkmark.circle", severity: .success, duration: 1))
        ui.runFrames(for: 0.6)
        let toast = try ui.element(label: "Saved").frame
        ui.advance(by: 1)
        ui.settle()
        ui.runFrames(for: 0.6)
        #expect(frames.count > 10)
        let screen = 600 * 480
        let largest = frames.map(\.area).max() ?? 0
        // The toast's column from the top edge to its resting place, plus its shadow.
        let column = PixelRect(
            x: Int(toast.minX) - 24, y: 0, width: Int(toast.width) + 48, height: Int(toast.maxY) + 24)
        for f in frames { #expect(f.rects.allSatisfy { column.union($0) == column }, "\(f) outside \(column)") }
        #expect(largest < screen / 8, "largest frame \(largest) px of \(screen)")
    }

    @Test func theSpecificationsBannerToastRenders() throws {
        let queue = DFToastQueue()
        let ui = UITestDriver(
            OverlayScreen(queue: queue).dfToastStyle(.banner), size: Size(width: 600, height: 480), fonts: DF.fonts)
        queue.show(DFToastMessage("Card reader offline", icon: "exclamationmark.triangle", severity: .warning))
        ui.runFrames(for: 0.6)
        DFGolden.check(ui.screenshot, named: "toast-banner")
    }

    @Test(arguments: ["light", "dark"])
    func overlaysRenderLikeTheGoldens(scheme: String) throws {
        for (button, name) in [
            ("Modal", "modal"), ("Sheet", "sheet"), ("Info", "popover"), ("Delete Account", "alert"),
        ] {
            let queue = DFToastQueue()
            let ui = UITestDriver(
                OverlayScreen(queue: queue).dfThemePreset(.copper), size: Size(width: 600, height: 480),
                colorScheme: scheme == "dark" ? .dark : .light, fonts: DF.fonts)
            queue.show(DFToastMessage("Saved", icon: "checkmark.circle", severity: .success, duration: 60))
            try ui.tap(button)
            ui.runFrames(for: 0.6, fps: 12)
            DFGolden.check(ui.screenshot, named: "overlay-\(name)-\(scheme)")
        }
    }
}
