// SwiftUI code as it is written for Apple platforms: only the import differs.
import DesignFoundation

/// A card look applied through a view modifier holding state of its own.
struct CardModifier: ViewModifier {
    var cornerRadius: CGFloat = 12
    @State private var pressed = false
    @Environment(\.colorScheme) private var colorScheme

    func body(content: Content) -> some View {
        content
            .padding()
            .background(colorScheme == .dark ? Color.black : Color.white)
            .clipShape(RoundedRectangle(cornerRadius: cornerRadius))
            .shadow(radius: pressed ? 2 : 6)
            .onTapGesture { pressed.toggle() }
    }
}

extension View {
    func card(cornerRadius: CGFloat = 12) -> some View {
        modifier(CardModifier(cornerRadius: cornerRadius))
    }
}

struct Highlight: ViewModifier {
    func body(content: Content) -> some View { content.foregroundColor(.orange) }
}

struct ModifierScreen: View {
    @State private var count = 0
    var body: some View {
        VStack(spacing: 16) {
            Text("Count \(count)").card()
            Text("Plain").modifier(Highlight())
            Text("Both").modifier(Highlight().concat(CardModifier()))
            Button("Add") { count += 1 }
        }
        .onChange(of: count) { oldValue, newValue in
            print("count went from \(oldValue) to \(newValue)")
        }
        .onChange(of: count) {
            print("changed")
        }
    }
}

/// Phase animators, as SwiftUI code writes them.
struct RingingBell: View {
    @State private var rings = 0
    enum Swing: CaseIterable { case rest, left, right }
    var body: some View {
        VStack {
            Image(systemName: "bell")
                .phaseAnimator(Swing.allCases, trigger: rings) { content, swing in
                    content.rotationEffect(.degrees(swing == .left ? -20 : swing == .right ? 20 : 0))
                } animation: { _ in
                    .spring(response: 0.2, dampingFraction: 0.5)
                }
            Circle().frame(width: 10, height: 10)
                .phaseAnimator([0.4, 1.0]) { content, opacity in content.opacity(opacity) }
            PhaseAnimator([1.0, 1.2], trigger: rings) { scale in
                Text("Ring").scaleEffect(scale)
            }
            Button("Ring") { rings += 1 }
        }
    }
}

/// Keyframe animators, as SwiftUI code writes them.
struct Wobble {
    var scale = 1.0
    var angle = Angle.zero
    var offset = CGSize.zero
}

struct WobblingIcon: View {
    @State private var taps = 0
    var body: some View {
        VStack {
            Image(systemName: "star.fill")
                .keyframeAnimator(initialValue: Wobble(), trigger: taps) { content, value in
                    content
                        .scaleEffect(value.scale)
                        .rotationEffect(value.angle)
                        .offset(value.offset)
                } keyframes: { _ in
                    KeyframeTrack(\.scale) {
                        LinearKeyframe(1.3, duration: 0.1, timingCurve: .easeOut)
                        SpringKeyframe(1.0, spring: .init(duration: 0.4, bounce: 0.3))
                    }
                    KeyframeTrack(\.angle) {
                        CubicKeyframe(.degrees(10), duration: 0.1)
                        CubicKeyframe(.degrees(-10), duration: 0.1)
                        CubicKeyframe(.zero, duration: 0.1)
                    }
                    KeyframeTrack(\.offset) {
                        MoveKeyframe(CGSize(width: 0, height: -4))
                        LinearKeyframe(.zero, duration: 0.3)
                    }
                }
            KeyframeAnimator(initialValue: 0.0, repeating: true) { value in
                Circle().opacity(value)
            } keyframes: { _ in
                KeyframeTrack {
                    LinearKeyframe(1.0, duration: 0.5)
                    LinearKeyframe(0.0, duration: 0.5)
                }
            }
            Button("Tap") { taps += 1 }
        }
    }
}

/// Two-finger gestures on a floor plan, as SwiftUI code writes them.
struct FloorPlanViewer: View {
    @State private var scale: CGFloat = 1
    @State private var angle = Angle.zero
    @State private var offset = CGSize.zero
    @GestureState private var pinch: CGFloat = 1
    var body: some View {
        Image(systemName: "map")
            .scaleEffect(scale * pinch)
            .rotationEffect(angle)
            .offset(offset)
            .gesture(
                MagnifyGesture()
                    .updating($pinch) { value, state, _ in state = value.magnification }
                    .onEnded { value in scale *= value.magnification }
            )
            .simultaneousGesture(RotateGesture().onChanged { angle = $0.rotation })
            .gesture(
                DragGesture().onChanged { offset = $0.translation }
                    .simultaneously(with: MagnificationGesture().onChanged { scale = $0 })
                    .onEnded { value in _ = value.first?.translation }
            )
            .gesture(RotationGesture().onEnded { angle += $0 })
            .gesture(SpatialTapGesture(count: 2).onEnded { value in _ = value.location })
    }
}
