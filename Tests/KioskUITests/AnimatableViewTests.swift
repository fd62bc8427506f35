import Testing
import KioskRaster
@testable import KioskUI

/// A number that counts up to its value under an animation, as SwiftUI apps write it.
private struct CountingLabel: View, Animatable {
    @MainActor static var shown: [Int] = []
    var value: Double
    var animatableData: Double {
        get { value }
        set { value = newValue }
    }
    var body: some View {
        Self.shown.append(Int(value.rounded()))
        return Text("\(Int(value.rounded()))")
    }
}

/// A wedge of a pie from twelve o'clock, clockwise, as far as `fraction` of the turn.
private struct Wedge: Shape {
    var fraction: Double
    var animatableData: Double {
        get { fraction }
        set { fraction = newValue }
    }
    func path(in rect: CGRect) -> Path {
        var p = Path()
        let c = CGPoint(x: rect.midX, y: rect.midY)
        p.move(to: c)
        p.addArc(
            center: c, radius: rect.width / 2, startAngle: .degrees(-90), endAngle: .degrees(-90 + 360 * fraction),
            clockwise: false)
        p.closeSubpath()
        return p
    }
}

private struct Dial: View {
    unowned let trigger: Trigger
    @State var progress = 0.25
    var body: some View {
        trigger.actions["fill"] = { withAnimation(.linear(duration: 1)) { progress = 1 } }
        trigger.actions["empty"] = { progress = 0.25 }
        return HStack(spacing: 0) {
            Circle().trim(from: 0, to: progress).stroke(Color.black, lineWidth: 10).frame(width: 100, height: 100)
            Wedge(fraction: progress).fill(Color.black).frame(width: 100, height: 100)
            CountingLabel(value: progress * 100).frame(width: 100)
        }
    }
}

@MainActor
@Suite(.serialized) struct AnimatableViewTests {
    func dark(_ r: ViewRenderer, _ x: Int, _ y: Int) -> Bool { r.buffer[x, y] & 0xFF < 60 }
    func light(_ r: ViewRenderer, _ x: Int, _ y: Int) -> Bool { r.buffer[x, y] & 0xFF > 200 }

    @Test func aShapesOwnDataMovesAndItIsDrawnAtEachValue() {
        CountingLabel.shown = []
        let trigger = Trigger()
        let r = ViewRenderer(
            Dial(trigger: trigger), size: Size(width: 300, height: 100), background: .white, fonts: Fixtures.fonts)
        r.render(at: 0)
        // A quarter: the ring from three o'clock to six, the wedge from twelve to three.
        #expect(dark(r, 50, 97) && light(r, 3, 50))
        #expect(dark(r, 170, 30) && light(r, 130, 70))
        trigger.fire("fill")
        r.render(at: 0)
        #expect(r.graph.isAnimating)
        r.render(at: 0.5)
        // Halfway in time, 62.5 % of the turn (drawn whole, not a blend of the old and new
        // outlines): the ring from three o'clock to half past ten, the wedge from twelve to
        // half past seven.
        #expect(dark(r, 3, 50), "the ring's nine o'clock, drawn in full")
        #expect(light(r, 50, 3), "the ring's twelve o'clock, not reached")
        #expect(dark(r, 150, 92), "the wedge's six o'clock, drawn in full")
        #expect(light(r, 110, 50), "the wedge's nine o'clock, not reached")
        #expect(CountingLabel.shown.last == 63, "the counter halfway: \(CountingLabel.shown)")
        UIGolden.check(r.buffer, named: "animatable-halfway")
        r.render(at: 1)
        #expect(dark(r, 50, 3) && dark(r, 110, 50))
        #expect(CountingLabel.shown.last == 100)
        #expect(!r.graph.isAnimating, "no frames once the values arrived")
        let evaluations = CountingLabel.shown.count
        r.render(at: 2)
        #expect(CountingLabel.shown.count == evaluations, "at rest, not evaluated again")
    }

    @Test func withoutAnAnimationTheValueJumps() {
        CountingLabel.shown = []
        let trigger = Trigger()
        let r = ViewRenderer(
            Dial(trigger: trigger), size: Size(width: 300, height: 100), background: .white, fonts: Fixtures.fonts)
        r.render(at: 0)
        trigger.fire("fill")
        r.render(at: 0)
        r.render(at: 1.2)
        trigger.fire("empty")
        r.render(at: 1.2)
        #expect(!r.graph.isAnimating)
        #expect(CountingLabel.shown.last == 25)
        #expect(light(r, 3, 50) && light(r, 110, 50))
    }
}
