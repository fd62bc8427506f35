import Testing
#if canImport(Glibc)
import Glibc
#endif
import KioskRaster
import KioskPlatform
import KioskHeadless
@testable import KioskUI

/// A 120 x 80 view, red on the left and blue on the right.
private struct Halves: View {
    var body: some View {
        HStack(spacing: 0) {
            Color(red: 1, green: 0, blue: 0)
            Color(red: 0, green: 0, blue: 1)
        }
        .frame(width: 120, height: 80)
    }
}

/// A card that turns over, under an animation, when "flip" fires.
private struct FlippingCard: View {
    unowned let trigger: Trigger
    @State var flipped = false
    var body: some View {
        trigger.actions["flip"] = { withAnimation(.linear(duration: 1)) { flipped.toggle() } }
        return Halves().rotation3DEffect(.degrees(flipped ? 180 : 0), axis: (x: 0, y: 1, z: 0))
    }
}

/// A sideways shake, once per unit of its data, as SwiftUI apps write one.
private struct Shake: GeometryEffect {
    var amount = 20.0
    var animatableData: Double
    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: amount * sin(animatableData * .pi * 2), y: 0))
    }
}

private struct ShakingBox: View {
    unowned let trigger: Trigger
    @State var attempts = 0
    var body: some View {
        trigger.actions["wrong"] = { withAnimation(.linear(duration: 1)) { attempts += 1 } }
        return Color(red: 0, green: 0, blue: 1).frame(width: 40, height: 40)
            .modifier(Shake(animatableData: Double(attempts)))
    }
}

@MainActor
@Suite(.serialized) struct ProjectionEffectTests {
    func isRed(_ r: ViewRenderer, _ x: Int, _ y: Int) -> Bool {
        let p = r.buffer[x, y]
        return (p >> 16) & 0xFF > 200 && p & 0xFF < 60
    }
    func isBlue(_ r: ViewRenderer, _ x: Int, _ y: Int) -> Bool {
        let p = r.buffer[x, y]
        return p & 0xFF > 200 && (p >> 16) & 0xFF < 60
    }
    func isWhite(_ r: ViewRenderer, _ x: Int, _ y: Int) -> Bool {
        let p = r.buffer[x, y]
        return p & 0xFF > 240 && (p >> 8) & 0xFF > 240 && (p >> 16) & 0xFF > 240
    }
    /// How many pixels of column `x` the view colours.
    func paintedHeight(_ r: ViewRenderer, x: Int) -> Int {
        (0..<r.buffer.height).filter { !isWhite(r, x, $0) }.count
    }

    @Test func projectionTransformsComposeAndInvertAsMatrices() {
        let affine = AffineTransform(rotationAngle: 0.3).concatenating(AffineTransform(translationX: 5, y: -2))
        let p = ProjectionTransform(affine)
        #expect(p.isAffine && !p.isIdentity)
        let q = Point(x: 3, y: 4).applying(p), a = affine.apply(Point(x: 3, y: 4))
        #expect(abs(q.x - a.x) < 1e-12 && abs(q.y - a.y) < 1e-12)
        var keystone = ProjectionTransform()
        keystone.m13 = 0.002
        keystone.m32 = 7
        #expect(!keystone.isAffine)
        let round = keystone.concatenating(keystone.inverted())
        #expect(abs(round.m11 - 1) < 1e-12 && abs(round.m13) < 1e-12 && abs(round.m32) < 1e-12)
        let far = Point(x: 100, y: 10).applying(keystone)
        #expect(abs(far.x - 100 / 1.2) < 1e-9 && abs(far.y - 17 / 1.2) < 1e-9, "divided by w = 1.2")
        var singular = ProjectionTransform()
        singular.m11 = 0
        singular.m21 = 0
        singular.m31 = 0
        let inverted = singular.invert()
        #expect(!inverted, "a plane folded to a line has no inverse")
        #expect(singular.inverted() == singular, "and stays as it was, as SwiftUI's")
    }

    @Test func aCoreAnimationTurnInPerspectiveIsTheTurnOfRotation3DEffect() {
        // A flip as SwiftUI code writes it with Core Animation's transform: the camera in m34,
        // the turn, the view's middle to the origin and back.
        let size = Size(width: 200, height: 120)
        var t = CATransform3DIdentity
        t.m34 = -1 / max(size.width, size.height)
        t = CATransform3DRotate(t, 50 * .pi / 180, 0, 1, 0)
        t = CATransform3DTranslate(t, -size.width / 2, -size.height / 2, 0)
        let ca = ProjectionTransform(t).concatenating(
            ProjectionTransform(CGAffineTransform(translationX: size.width / 2, y: size.height / 2)))
        let turn = Rotation3DEffect(
            angle: .degrees(50), axis: (x: 0, y: 1, z: 0), anchor: .center, anchorZ: 0, perspective: 1
        ).effectValue(size: size)
        for (a, b) in [
            (ca.m11, turn.m11), (ca.m12, turn.m12), (ca.m13, turn.m13), (ca.m21, turn.m21), (ca.m22, turn.m22),
            (ca.m23, turn.m23), (ca.m31, turn.m31), (ca.m32, turn.m32), (ca.m33, turn.m33),
        ] {
            #expect(abs(a - b) < 1e-9, "\(a) against \(b)")
        }
        // About z, Core Animation's turn is CGAffineTransform's.
        let z = ProjectionTransform(CATransform3DMakeRotation(0.4, 0, 0, 1))
        let affine = ProjectionTransform(CGAffineTransform(rotationAngle: 0.4))
        #expect(abs(z.m11 - affine.m11) < 1e-12 && abs(z.m12 - affine.m12) < 1e-12 && abs(z.m21 - affine.m21) < 1e-12)
        // Inverses: a round trip is the identity; a transform without one comes back as it was.
        let moved = CATransform3DScale(
            CATransform3DRotate(CATransform3DMakeTranslation(3, -2, 5), 0.7, 1, 2, 3), 2, 3, 4)
        let round = CATransform3DConcat(moved, CATransform3DInvert(moved))
        #expect(zip(round.rows.joined(), CATransform3DIdentity.rows.joined()).allSatisfy { abs($0 - $1) < 1e-9 })
        let flat = CATransform3DMakeScale(1, 0, 1)
        #expect(CATransform3DInvert(flat) == flat)
        #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0)), "no axis, no turn")
    }

    @Test func turnedHalfwayRoundTheVerticalAxisTheViewIsMirrored() {
        let r = ViewRenderer(
            Halves().rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0)), size: Size(width: 200, height: 120),
            background: .white, fonts: Fixtures.fonts)
        r.render(at: 0)
        #expect(isBlue(r, 60, 60), "the right half, now on the left")
        #expect(isRed(r, 140, 60))
        #expect(isWhite(r, 35, 60) && isWhite(r, 165, 60) && isWhite(r, 100, 15), "the view's own frame")
    }

    @Test func aTurnAboutTheVerticalAxisIsSeenInPerspective() {
        let r = ViewRenderer(
            Halves().rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0)), size: Size(width: 240, height: 240),
            background: .white, fonts: Fixtures.fonts)
        r.render(at: 0)
        // Seen from 120 points (the larger side over a perspective of 1): the left edge comes
        // nearer, w = 1 - 60 sin 60 / 120, at x = 120 - 30 / w = 67.1 and 141 points tall;
        // the right edge goes away, w = 1 + 60 sin 60 / 120, at 140.9 and 55.8 tall.
        #expect(isWhite(r, 65, 120) && !isWhite(r, 69, 120))
        #expect(!isWhite(r, 139, 120) && isWhite(r, 143, 120))
        let near = paintedHeight(r, x: 69), far = paintedHeight(r, x: 139)
        #expect((136...142).contains(near), "near edge \(near) tall")
        #expect((54...60).contains(far), "far edge \(far) tall")
        #expect(isRed(r, 80, 120) && isBlue(r, 130, 120))
        UIGolden.check(r.buffer, named: "rotation3d-perspective")
    }

    @Test func withoutPerspectiveATurnOnlyNarrowsTheView() {
        let r = ViewRenderer(
            Halves().rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0), perspective: 0),
            size: Size(width: 240, height: 240), background: .white, fonts: Fixtures.fonts)
        r.render(at: 0)
        // cos 60 = 0.5: 60 points wide, from 90 to 150, and 80 tall throughout.
        #expect(isWhite(r, 88, 120) && isRed(r, 92, 120) && isBlue(r, 148, 120) && isWhite(r, 152, 120))
        #expect(paintedHeight(r, x: 92) == 80 && paintedHeight(r, x: 148) == 80)
    }

    @Test func aTurnAboutTheAxisFacingTheViewerIsARotationEffect() {
        let size = Size(width: 200, height: 160)
        let turned = ViewRenderer(
            Halves().rotation3DEffect(.degrees(30), axis: (x: 0, y: 0, z: 1)), size: size, background: .white,
            fonts: Fixtures.fonts)
        let rotated = ViewRenderer(
            Halves().rotationEffect(.degrees(30)), size: size, background: .white, fonts: Fixtures.fonts)
        turned.render(at: 0)
        rotated.render(at: 0)
        #expect(turned.buffer.hasSamePixels(as: rotated.buffer))
    }

    @Test func aTurnAnimatesThroughEveryAngleAndRedrawsOnlyWhatItCovers() {
        let trigger = Trigger()
        let r = ViewRenderer(
            FlippingCard(trigger: trigger), size: Size(width: 240, height: 240), background: .white,
            fonts: Fixtures.fonts)
        let display = HeadlessDisplay(width: r.buffer.width, height: r.buffer.height, agePolicy: .ring(count: 2))
        _ = try? display.present(r.buffer, damage: r.render(at: 0))
        #expect(isRed(r, 80, 120) && isBlue(r, 160, 120))
        trigger.fire("flip")
        for (step, time) in [0.0, 0.25, 0.5, 0.75, 1.0].enumerated() {
            let damage = r.render(at: time)
            _ = try? display.present(r.buffer, damage: damage)
            #expect(display.frontBuffer!.hasSamePixels(as: r.renderFull()), "step \(step)")
            switch time {
            case 0.25:
                // 45 degrees, the left (red) edge nearer and taller than the right.
                #expect(paintedHeight(r, x: 80) > paintedHeight(r, x: 150))
            case 0.5:
                // Edge-on: a sliver at most.
                #expect(isWhite(r, 100, 120) && isWhite(r, 140, 120))
            case 0.75:
                // Past the middle the back is seen: blue on the left, and nearer on the right.
                #expect(isBlue(r, 95, 120) && isRed(r, 150, 120))
                #expect(paintedHeight(r, x: 150) > paintedHeight(r, x: 95))
            default: break
            }
        }
        #expect(isBlue(r, 80, 120) && isRed(r, 160, 120), "turned over")
        #expect(!r.graph.isAnimating)
    }

    @Test func aCanvasFilterProjectsWhatFollows() {
        let r = ViewRenderer(
            Canvas { context, size in
                context.fill(Path(CGRect(x: 10, y: 10, width: 40, height: 40)), with: .color(.red))
                var moved = context
                moved.addFilter(.projectionTransform(ProjectionTransform(CGAffineTransform(translationX: 30, y: 5))))
                moved.fill(Path(CGRect(x: 10, y: 60, width: 40, height: 40)), with: .color(.blue))
                var keystone = ProjectionTransform()
                keystone.m13 = 0.01
                var far = context
                far.addFilter(.projectionTransform(keystone))
                far.fill(Path(CGRect(x: 100, y: 0, width: 40, height: 40)), with: .color(.red))
            }
            .frame(width: 200, height: 120), size: Size(width: 200, height: 120), scale: 2, background: .white,
            fonts: Fixtures.fonts)
        r.render(at: 0)
        // Points on a 2x screen: the blue square moved 30 right and 5 down.
        #expect(isRed(r, 40, 40) && isWhite(r, 40, 140))
        #expect(isBlue(r, 90, 140) && isBlue(r, 150, 200) && isWhite(r, 75, 140) && isWhite(r, 165, 200))
        // x' = x / (1 + 0.01 x): the square at 100...140 lands at 50...58.3, 0...16.7 high.
        #expect(isRed(r, 104, 10) && isWhite(r, 120, 10) && isWhite(r, 104, 40))
    }

    @Test func aGeometryEffectsDataAnimates() {
        let trigger = Trigger()
        let r = ViewRenderer(
            ShakingBox(trigger: trigger), size: Size(width: 120, height: 60), background: .white, fonts: Fixtures.fonts)
        r.render(at: 0)
        #expect(isBlue(r, 42, 30) && isWhite(r, 38, 30) && isWhite(r, 82, 30))
        trigger.fire("wrong")
        r.render(at: 0)
        r.render(at: 0.25)
        // A quarter of a shake: 20 points to the right.
        #expect(isWhite(r, 58, 30) && isBlue(r, 62, 30) && isBlue(r, 98, 30))
        r.render(at: 0.75)
        #expect(isBlue(r, 22, 30) && isWhite(r, 18, 30) && isWhite(r, 62, 30))
        r.render(at: 1)
        #expect(isBlue(r, 42, 30) && isWhite(r, 38, 30) && isWhite(r, 82, 30), "back in place")
    }
}
