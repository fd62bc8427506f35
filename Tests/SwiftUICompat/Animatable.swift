import DesignFoundation

/// A progress ring whose sweep animates through its own data, as SwiftUI samples write it.
struct ProgressArc: Shape {
    var progress: Double
    var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addArc(
            center: CGPoint(x: rect.midX, y: rect.midY), radius: min(rect.width, rect.height) / 2,
            startAngle: .degrees(-90), endAngle: .degrees(-90 + 360 * progress), clockwise: false)
        return path
    }
}

/// Two values animated together.
struct Blob: Shape {
    var wobble: Double
    var phase: Double
    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(wobble, phase) }
        set {
            wobble = newValue.first
            phase = newValue.second
        }
    }
    func path(in rect: CGRect) -> Path {
        Path(ellipseIn: rect.insetBy(dx: wobble * cos(phase), dy: wobble * sin(phase)))
    }
}

/// The form Xcode 16's first betas needed: a nonisolated witness.
struct Bar: Shape {
    var fraction: CGFloat
    nonisolated var animatableData: CGFloat {
        get { MainActor.assumeIsolated { fraction } }
        set { MainActor.assumeIsolated { fraction = newValue } }
    }
    func path(in rect: CGRect) -> Path {
        Path(CGRect(x: 0, y: 0, width: rect.width * fraction, height: rect.height))
    }
}

/// A number counting to its value: a view that is Animatable itself.
struct CountingText: View, Animatable {
    var value: Double
    var animatableData: Double {
        get { value }
        set { value = newValue }
    }
    var body: some View {
        Text("\(Int(value.rounded()))").monospacedDigit()
    }
}

struct AnimatedDial: View {
    @State private var progress = 0.2
    var body: some View {
        VStack {
            ZStack {
                ProgressArc(progress: progress).stroke(Color.blue, style: StrokeStyle(lineWidth: 12, lineCap: .round))
                CountingText(value: progress * 100)
            }
            .frame(width: 160, height: 160)
            Blob(wobble: progress * 10, phase: progress * .pi).fill(Color.orange).frame(width: 80, height: 80)
            Bar(fraction: progress).fill(Color.green).frame(height: 8)
            Button("Fill") { withAnimation(.easeInOut(duration: 0.8)) { progress = 1 } }
        }
        .animation(.spring(), value: progress)
    }
}
