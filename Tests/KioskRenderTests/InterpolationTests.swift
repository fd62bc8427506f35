import KioskGeometry
import KioskRaster
import KioskRender
import Testing

/// Fragments of an animation blend command by command where they can.
@Suite struct InterpolationTests {
    static let square = DrawCommand.fillRect(Rect(x: 40, y: 40, width: 40, height: 40), .solid(.black))

    /// A view scaled up from its own size has no transform at the start (the identity is left
    /// out of the display list): it still grows smoothly, not by a cross-fade of the two ends.
    @Test func aTransformAtOneEndOnlyBlendsFromTheIdentity() {
        let still = DisplayFragment(
            id: 1, bounds: PixelRect(x: 40, y: 40, width: 40, height: 40), commands: [Self.square])
        let scaled = AffineTransform(a: 2, b: 0, c: 0, d: 2, tx: -60, ty: -60)
        let big = DisplayFragment(
            id: 1, bounds: PixelRect(x: 19, y: 19, width: 82, height: 82),
            commands: [
                .pushTransform(scaled, source: PixelRect(x: 40, y: 40, width: 40, height: 40)), Self.square,
                .popTransform,
            ])
        #expect(FragmentInterpolation.isSmooth(still, big))
        #expect(FragmentInterpolation.isSmooth(big, still))
        let half = FragmentInterpolation.interpolate(still, big, 0.5)
        guard case let .pushTransform(t, _)? = half.commands.first else {
            Issue.record("no transform half way: \(half.commands)")
            return
        }
        #expect(t == AffineTransform(a: 1.5, b: 0, c: 0, d: 1.5, tx: -30, ty: -30))
        #expect(half.commands.count == 3)
        // Back the other way too.
        let back = FragmentInterpolation.interpolate(big, still, 0.25)
        guard case let .pushTransform(u, _)? = back.commands.first else {
            Issue.record("no transform on the way back: \(back.commands)")
            return
        }
        #expect(u.a == 1.75)
    }

    @Test func differentDrawingsStillCrossFade() {
        let a = DisplayFragment(id: 1, bounds: PixelRect(x: 0, y: 0, width: 10, height: 10), commands: [Self.square])
        let b = DisplayFragment(
            id: 1, bounds: PixelRect(x: 0, y: 0, width: 10, height: 10),
            commands: [.pushClipRect(Rect(x: 0, y: 0, width: 5, height: 5)), Self.square, .popClip])
        #expect(!FragmentInterpolation.isSmooth(a, b))
    }
}
