import Testing
import KioskTesting
import KioskText
import KioskRaster
@testable import DesignFoundation

// Typical SwiftUI code, unchanged but for `import DesignFoundation` in place of `import SwiftUI`.

struct SettingsScreen: View {
    @State private var notifications = true
    @State private var kioskMode = false
    @State private var volume = 0.4
    @State private var copies = 1
    @State private var showsAbout = false
    @State private var confirmsReset = false
    @State private var resets = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            Label("Settings", systemImage: "gearshape").font(.title2)
            Toggle("Notifications", isOn: $notifications)
            Toggle("Kiosk mode", isOn: $kioskMode).toggleStyle(.button)
            Slider("Volume", value: $volume, in: 0...1)
            Stepper("Copies: \(copies)", value: $copies, in: 1...5)
            ProgressView("Uploading", value: 0.6)
            HStack {
                Button("About") { showsAbout = true }
                Button("Reset", role: .destructive) { confirmsReset = true }
            }
            Text("Resets \(resets)")
        }
        .padding(20)
        .sheet(isPresented: $showsAbout) {
            AboutSheet().presentationDetents([.medium])
        }
        .confirmationDialog("Reset all settings?", isPresented: $confirmsReset) {
            Button("Reset", role: .destructive) { resets += 1 }
            Button("Cancel", role: .cancel) {}
        }
    }
}

struct AboutSheet: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack(spacing: 12) {
            Text("Kiosk 1.0").font(.headline)
            Button("Close") { dismiss() }
        }
    }
}

struct LoginWithFocus: View {
    enum Field: Hashable { case user, password }
    @State private var user = ""
    @State private var password = ""
    @State private var failed = false
    @FocusState private var focus: Field?

    var body: some View {
        VStack(spacing: 12) {
            TextField("User", text: $user).focused($focus, equals: .user).submitLabel(.next)
                .onSubmit { focus = .password }
            SecureField("Password", text: $password).focused($focus, equals: .password)
                .onSubmit { failed = password != "1234" }
            Button("Sign in") { failed = password != "1234" }
        }
        .padding(20)
        .alert("Wrong password", isPresented: $failed) {
            Button("Try again", role: .cancel) {
                password = ""
                focus = .password
            }
        } message: {
            Text("Check the password and try again.")
        }
    }
}

@MainActor
@Suite(.serialized) struct SwiftUIScreensTests {
    @Test func aSettingsFormWorksByTouch() throws {
        let ui = UITestDriver(SettingsScreen(), size: Size(width: 480, height: 560), fonts: DF.fonts)
        try ui.tap("Notifications")
        #expect(try ui.element(label: "Notifications").value == "Off")
        try ui.perform("increment", on: "Copies: 1")
        try ui.perform("increment", on: "Copies: 2")
        #expect(ui.exists(label: "Copies: 3"))
        try ui.tap("About")
        ui.runFrames(for: 0.5, fps: 12)
        #expect(ui.exists(label: "Kiosk 1.0") && !ui.exists(label: "Notifications"), "the sheet is modal")
        let sheetTop = try ui.element(label: "Kiosk 1.0").frame.minY
        #expect(sheetTop > 560 * 0.45, "a medium detent: the sheet covers about half the screen")
        try ui.tap("Close")
        ui.runFrames(for: 0.5, fps: 12)
        try ui.tap("Reset")
        ui.runFrames(for: 0.5, fps: 12)
        #expect(ui.exists(label: "Reset all settings?"))
        let reset = ui.elements(role: .button).first { $0.label == "Reset" }!
        ui.tap(at: reset.frame.center)
        ui.runFrames(for: 0.5, fps: 12)
        #expect(
            ui.exists(label: "Resets 1") && !ui.exists(label: "Reset all settings?"),
            "the dialog's button acted and closed it")
    }

    @Test func aLoginMovesFocusOnSubmitAndAlertsOnAWrongPassword() throws {
        let ui = UITestDriver(LoginWithFocus(), size: Size(width: 480, height: 400), fonts: DF.fonts)
        ui.attachKeyboard()
        try ui.tap("User")
        ui.type("ada")
        ui.press(.enter)
        #expect(ui.graph.focusedElement?.label == "Password")
        ui.type("0000")
        ui.press(.enter)
        ui.runFrames(for: 0.5, fps: 12)
        #expect(ui.exists(label: "Wrong password"))
        try ui.tap("Try again")
        ui.runFrames(for: 0.5, fps: 12)
        #expect(!ui.exists(label: "Wrong password"))
        #expect(ui.graph.focusedElement?.label == "Password", "the alert's action moved focus back")
        ui.type("1234")
        ui.press(.enter)
        ui.runFrames(for: 0.5, fps: 12)
        #expect(!ui.exists(label: "Wrong password"))
    }

    @Test(arguments: ["default", "sage"])
    func standardControlsTakeTheThemeLikeTheGolden(preset: String) {
        for scheme in [ColorScheme.light, .dark] {
            let r = ViewRenderer(
                ComponentTests.Backdrop(content: SettingsScreen()).dfThemePreset(preset == "sage" ? .sage : .default),
                size: Size(width: 480, height: 560), colorScheme: scheme, fonts: DF.fonts)
            r.render(at: 0)
            DFGolden.check(r.buffer, named: "swiftui-settings-\(preset)-\(scheme == .dark ? "dark" : "light")")
        }
    }
}
