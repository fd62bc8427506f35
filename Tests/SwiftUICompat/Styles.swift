import DesignFoundation

// Shape styles, materials, gradients, layouts, animations and style configurations.

struct Probe: View {
    @State private var on = false
    var body: some View {
        VStack(alignment: .leading) {
            Text("a").foregroundStyle(.white)
            Rectangle().fill(.blue)
            Circle().fill(.ultraThinMaterial)
            Rectangle().fill(AnyShapeStyle(Color.red))
            Text("b").background(.thickMaterial)
            Image(systemName: "star").imageScale(.large)
            HStack(alignment: .firstTextBaseline) {
                Text("x")
                Text("y")
            }
            Toggle("t", isOn: $on).toggleStyle(.switch)
            Text("z").accessibilityLabel(Text("zed"))
            Rectangle().fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
            Circle().fill(AngularGradient(colors: [.red, .blue], center: .center))
            Text("q").animation(.easeIn)
            Text("r").animation(.easeIn.speed(2), value: on)
            Text("s").animation(.timingCurve(0.2, 0.8, 0.2, 1, duration: 0.3), value: on)
        }
        .onTapGesture { withTransaction(Transaction(animation: .default)) { on.toggle() } }
    }
}

struct Layouts: View {
    @State private var vertical = false
    var body: some View {
        let layout = vertical ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
        layout {
            Text("1")
            Text("2")
        }
    }
}

struct MyToggleStyle: ToggleStyle {
    func makeBody(configuration: ToggleStyle.Configuration) -> some View {
        Button(configuration.isOn ? "On" : "Off") { configuration.isOn.toggle() }
    }
}
