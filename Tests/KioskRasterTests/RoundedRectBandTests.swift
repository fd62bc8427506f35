import Testing
import KioskGoldens
import KioskGeometry
@testable import KioskRaster

/// A path made whole by `addRoundedRect` or `addRect` knows it, and its fill takes the band
/// from its straight sides (`VerticalBand.init?(_:transform:flat:)`) instead of searching
/// its edges: the same band, the same pixels, under any axis-aligned transform.
@Suite struct RoundedRectBandTests {
    typealias Generator = SeededGenerator

    @Test func aPathKnowsItIsARoundedRectangleOnlyWhileItIsOne() {
        let r = Rect(x: 1.5, y: 2.25, width: 30, height: 20)
        #expect(Path.roundedRect(r, cornerRadius: 6).roundedRect?.radii == CornerRadii(6))
        #expect(Path.roundedRect(r, cornerRadius: 50).roundedRect?.radii == CornerRadii(10), "radii as fitted")
        #expect(Path.rect(r).roundedRect?.radii == CornerRadii(0))
        #expect(Path.roundedRect(r, cornerRadius: 0).roundedRect?.rect == r)
        #expect(Path.ellipse(in: r).roundedRect == nil)

        var extended = Path.roundedRect(r, cornerRadius: 6)
        extended.line(to: Point(x: 40, y: 40))
        #expect(extended.roundedRect == nil, "a line added: no longer a rounded rectangle")
        var second = Path.rect(r)
        second.addRoundedRect(r.insetBy(dx: 4, dy: 4), cornerRadius: 2)
        #expect(second.roundedRect == nil, "two rectangles are not one")
        var copied = Path()
        copied.add(Path.roundedRect(r, cornerRadius: 6))
        #expect(
            copied.roundedRect == nil && copied == Path.roundedRect(r, cornerRadius: 6), "the same elements, not known")
        #expect(Path.roundedRect(r, cornerRadius: 6).applying(.identity).roundedRect != nil)
        #expect(
            Path.roundedRect(r, cornerRadius: 6).applying(AffineTransform(translationX: 1, y: 0)).roundedRect == nil)
    }

    /// Random rounded rectangles (even and uneven radii, zero, capsules) under translations,
    /// scales, flips and turns, filled knowing what they are and not: identical pixels, and
    /// where the search finds a band, the sides give the same one (they find more: the
    /// search stops at a corner that reaches into the longest side's rows).
    @Test(arguments: [FillRule.nonZero, .evenOdd])
    func theSidesGiveTheBandTheSearchFinds(rule: FillRule) {
        var g = Generator(state: rule == .nonZero ? 41 : 42)
        func unit() -> Double { Double.random(in: 0..<1, using: &g) }
        let known = PixelBuffer(width: 96, height: 72), searched = PixelBuffer(width: 96, height: 72)
        let a = Canvas(known), b = Canvas(searched)
        var bands = 0, found = 0, same = 0
        for i in 0..<400 {
            let r = Rect(x: unit() * 40 - 5, y: unit() * 30 - 5, width: unit() * 50, height: unit() * 45)
            let short = min(r.width, r.height)
            let radii: CornerRadii
            switch i % 4 {
            case 0: radii = CornerRadii(unit() * short / 2)
            case 1:
                radii = CornerRadii(
                    topLeft: unit() * short, topRight: unit() * 4, bottomRight: 0, bottomLeft: unit() * short)
            case 2: radii = CornerRadii(short / 2)
            default: radii = CornerRadii(0)
            }
            let path = Path.roundedRect(r, radii: radii)
            var unknown = Path()
            unknown.add(path)
            let t: AffineTransform
            switch i % 5 {
            case 0: t = .identity
            case 1: t = AffineTransform(translationX: unit() * 7, y: unit() * 5)
            case 2:
                t = AffineTransform(
                    a: 0.5 + unit() * 1.5, b: 0, c: 0, d: 0.5 + unit() * 1.5, tx: unit() * 4, ty: unit() * 4)
            case 3: t = AffineTransform(a: -1, b: 0, c: 0, d: -0.75, tx: 90, ty: 70)
            default: t = AffineTransform(rotationAngle: 0.3).concatenating(AffineTransform(translationX: 20, y: 0))
            }
            var flat = FlatPath()
            flat.flatten(path, transform: t, corners: false)
            if let shape = path.roundedRect, let fromSides = VerticalBand(shape, transform: t, flat: flat) {
                bands += 1
                if let fromSearch = VerticalBand(flat, rule: rule) {
                    found += 1
                    if fromSearch.rows == fromSides.rows, fromSearch.spanCount == 1,
                        fromSearch.span(0) == fromSides.span(0)
                    {
                        same += 1
                    }
                }
            }
            let color = RGBAColor(red: unit(), green: unit(), blue: unit(), alpha: 0.4 + unit() * 0.6)
            for (canvas, p) in [(a, path), (b, unknown)] {
                canvas.save()
                canvas.concatenate(t)
                if i % 3 == 0 { canvas.clip(to: Rect(x: 11.5, y: 7, width: 40, height: 33)) }
                if i % 7 == 0 {
                    // As a clip: the mask is made the same way.
                    canvas.clip(to: p, rule: rule)
                    canvas.fill(Rect(x: -10, y: -10, width: 200, height: 200), with: .solid(color))
                } else {
                    canvas.fill(p, with: .solid(color), rule: rule)
                }
                canvas.restore()
            }
            #expect(known.hasSamePixels(as: searched), "rectangle \(i)")
            if !known.hasSamePixels(as: searched) { return }
        }
        // With uneven radii a corner reaches into the longest side's rows; the search narrows
        // them to the shorter sides' first, so it finds every band the sides give.
        #expect(bands > 150 && found == bands, "\(bands) bands from sides, \(found) from the search")
        #expect(same == found, "\(found - same) bands differ from the search's")
    }
}
