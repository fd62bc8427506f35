// SwiftUI code as it is written for Apple platforms: only the import differs.
import DesignFoundation

/// A card that turns over to show its back, the usual way: two faces, each turned about the
/// vertical axis, the back shown once the front has turned past edge-on.
struct FlipCard: View {
    @State private var flipped = false
    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 16).fill(Color.blue)
                .overlay(Text("Front").foregroundColor(.white))
                .opacity(flipped ? 0 : 1)
            RoundedRectangle(cornerRadius: 16).fill(Color.orange)
                .overlay(Text("Back").foregroundColor(.white))
                .rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0))
                .opacity(flipped ? 1 : 0)
        }
        .frame(width: 200, height: 120)
        .rotation3DEffect(.degrees(flipped ? 180 : 0), axis: (x: 0, y: 1, z: 0), perspective: 0.5)
        .onTapGesture { withAnimation(.easeInOut(duration: 0.6)) { flipped.toggle() } }
    }
}

/// The shake of a wrong PIN, as a geometry effect.
struct ShakeEffect: GeometryEffect {
    var amount: CGFloat = 10
    var shakesPerUnit = 3
    var animatableData: CGFloat

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(
            CGAffineTransform(translationX: amount * sin(animatableData * .pi * CGFloat(shakesPerUnit)), y: 0))
    }
}

/// A skew written as a projection, and a tilt towards the viewer.
struct SkewedBanner: View {
    @State private var attempts = 0
    var body: some View {
        VStack(spacing: 24) {
            Text("Sale")
                .padding()
                .background(Color.red)
                .projectionEffect(ProjectionTransform(CGAffineTransform(a: 1, b: 0, c: -0.3, d: 1, tx: 0, ty: 0)))
            Text("Tilted")
                .rotation3DEffect(.degrees(30), axis: (x: 1, y: 0, z: 0), anchor: .bottom, anchorZ: 0, perspective: 1)
            Text("Moved").transformEffect(CGAffineTransform(translationX: 4, y: 2))
            SecureField("PIN", text: .constant(""))
                .modifier(ShakeEffect(animatableData: CGFloat(attempts)))
            Button("Wrong PIN") { withAnimation(.default) { attempts += 1 } }
        }
    }
}

/// A projection built by hand and applied to a point.
func keystone(_ point: CGPoint) -> CGPoint {
    var t = ProjectionTransform()
    t.m13 = 0.001
    let inverse = t.inverted()
    return point.applying(t).applying(inverse)
}

/// A card turning over through a geometry effect built with Core Animation's transform, as
/// many SwiftUI samples write it.
struct FlipEffect: GeometryEffect {
    var angle: Double
    var animatableData: Double {
        get { angle }
        set { angle = newValue }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        let radians = CGFloat(Angle(degrees: angle).radians)
        var transform3d = CATransform3DIdentity
        transform3d.m34 = -1 / max(size.width, size.height)
        transform3d = CATransform3DRotate(transform3d, radians, 0, 1, 0)
        transform3d = CATransform3DTranslate(transform3d, -size.width / 2.0, -size.height / 2.0, 0)
        let affineTransform = ProjectionTransform(
            CGAffineTransform(translationX: size.width / 2.0, y: size.height / 2.0))
        return ProjectionTransform(transform3d).concatenating(affineTransform)
    }
}

struct FlippingTile: View {
    @State private var flipped = false
    var body: some View {
        RoundedRectangle(cornerRadius: 12).fill(Color.green)
            .frame(width: 120, height: 80)
            .modifier(FlipEffect(angle: flipped ? 180 : 0))
            .onTapGesture { withAnimation(.spring()) { flipped.toggle() } }
    }
}
