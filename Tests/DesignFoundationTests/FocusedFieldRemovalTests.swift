import Testing
import KioskTesting
import KioskText
@testable import DesignFoundation

/// A form whose field goes away while it is being typed in (a step of a check-in finished).
struct VanishingField: View {
    @State private var name = ""
    @State private var showsField = true
    @FocusState private var editing: Bool
    var body: some View {
        VStack {
            if showsField { TextField("Name", text: $name).focused($editing) }
            Button("Done") { showsField = false }
            Text(editing ? "editing" : "idle")
        }
    }
}

@MainActor
@Suite(.serialized) struct FocusedFieldRemovalTests {
    @Test func theKeyboardAndTheFocusGoWithTheField() throws {
        let ui = UITestDriver(VanishingField(), size: Size(width: 800, height: 480), fonts: DF.fonts)
        try ui.tap("Name")
        ui.settle()
        #expect(ui.exists(label: "space") && ui.exists(label: "editing"))
        try ui.tap("Done")
        ui.settle()
        #expect(!ui.exists(label: "Name"))
        #expect(!ui.exists(label: "space"), "the on-screen keyboard goes with its field")
        #expect(ui.exists(label: "idle"), "the field's focus binding is told")
    }
}
