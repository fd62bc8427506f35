import DesignFoundation

/// Text input: a sign-in form (user name, password, PIN) and a settings form with every field
/// style and state. On a touch-only screen a tap on a field brings up the on-screen keyboard.
struct FormsPage: View {
    var body: some View {
        PageBackground {
            ScrollView {
                HStack(alignment: .top, spacing: 32) {
                    SignInFormCard().frame(width: 320)
                    SettingsFormCard().frame(width: 360)
                    DeviceStatusCard().frame(width: 300)
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(.bottom, 24)
            }
        }
    }
}

struct SignInFormCard: View {
    @State var user = ""
    @State var password = ""
    @State var pin = ""
    @State var attempted = false
    @State var message = ""
    @Environment(\.dfTheme) private var theme

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            DFText("Sign in", style: .title)
            DFTextField(
                "User name", text: $user, placeholder: "e.g. ada", leadingIcon: "person",
                validation: attempted && user.isEmpty ? .error("Enter your user name") : .none
            )
            .submitLabel(.next)
            DFSecureField(
                "Password", text: $password, placeholder: "Password", leadingIcon: "lock",
                validation: attempted && password.count < 4 ? .error("At least 4 characters") : .none
            )
            .submitLabel(.next)
            DFSecureField("PIN", text: $pin, placeholder: "4 digits", leadingIcon: "key", characterLimit: 4)
                .keyboardType(.pinPad)
                .submitLabel(.go)
            DFButton("Sign in") { signIn() }
            if !message.isEmpty { DFText(message, style: .caption).dfTextViewStyle(.secondary) }
        }
        .onSubmit { if !pin.isEmpty { signIn() } }
    }

    func signIn() {
        attempted = true
        message = user.isEmpty || password.count < 4 ? "" : "Signed in as \(user)"
    }
}

struct SettingsFormCard: View {
    @State var deviceName = "Lobby kiosk"
    @State var email = "ops@example"
    @State var server = "https://kiosk.example.com"
    @State var amount = "12.50"
    @State var serial = "KX-2041-7"

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            DFText("Settings", style: .title)
            DFTextField("Device name", text: $deviceName, characterLimit: 24)
                .dfTextFieldStyle(.filled)
            DFTextField(
                "Alert e-mail", text: $email, placeholder: "name@example.com", leadingIcon: "envelope",
                validation: email.contains("@") && email.contains(".") ? .valid : .error("Not an e-mail address")
            )
            .keyboardType(.emailAddress)
            DFTextField("Server", text: $server, leadingIcon: "globe")
                .keyboardType(.URL)
                .dfTextFieldStyle(.glass)
            DFTextField("Tip amount", text: $amount, trailingIcon: "creditcard")
                .keyboardType(.decimalPad)
            DFTextField("Serial number", text: $serial)
                .disabled(true)
        }
    }
}

/// A machine's status as SwiftUI code writes it: meters (`Gauge`), labelled values in a
/// `GroupBox`, a `Grid` of counters and the details behind a `DisclosureGroup`.
struct DeviceStatusCard: View {
    let level = 0.62
    @State var note = "Grinder cleaned.\nCheck the milk pump seal on Friday."
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            DFText("Status", style: .title)
            Gauge(value: level) {
                Text("Water tank")
            } currentValueLabel: {
                Text("\(Int((level * 100).rounded())) %")
            }
            HStack(spacing: 16) {
                Gauge(value: 0.45) {
                    Text("Beans")
                } currentValueLabel: {
                    Text("45")
                }
                .gaugeStyle(.accessoryCircularCapacity)
                Gauge(value: 92, in: 0...120) {
                    Text("Boiler")
                } currentValueLabel: {
                    Text("92")
                } minimumValueLabel: {
                    Text("0")
                } maximumValueLabel: {
                    Text("120")
                }
                .gaugeStyle(.accessoryCircular)
            }
            GroupBox("Service") {
                VStack(alignment: .leading, spacing: 8) {
                    LabeledContent("Descaled", value: "12 days ago")
                    LabeledContent("Cups today", value: "148")
                    TextEditor(text: $note).frame(height: 88)
                        .clipShape(RoundedRectangle(cornerRadius: 8))
                        .accessibilityLabel("Service note")
                }
            }
            Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 6) {
                GridRow {
                    Text("Drink").fontWeight(.semibold)
                    Text("Today").fontWeight(.semibold).gridColumnAlignment(.trailing)
                }
                Divider()
                GridRow {
                    Text("Flat white")
                    Text("61")
                }
                GridRow {
                    Text("Espresso")
                    Text("87")
                }
            }
            DisclosureGroup("Details") {
                LabeledContent("Serial", value: "KX-2041-7")
            }
        }
    }
}
