import Glibc
import Testing
import KioskRaster
@testable import KioskUI

/// A half ring as SwiftUI tutorials write an insettable shape: it keeps the inset and draws
/// with it.
private struct HalfRing: InsettableShape {
    var insetAmount = 0.0
    func path(in rect: Rect) -> Path {
        var p = Path()
        p.addArc(
            center: Point(x: rect.midX, y: rect.midY), radius: rect.width / 2 - insetAmount,
            startAngle: .degrees(180), endAngle: .degrees(0), clockwise: false)
        return p
    }
    func inset(by amount: Double) -> some InsettableShape {
        var ring = self
        ring.insetAmount += amount
        return ring
    }
}

/// A pentagram drawn as one crossing line: its middle is inside by the non-zero rule and
/// outside by the even-odd rule.
private struct Pentagram: Shape {
    func path(in rect: Rect) -> Path {
        let r = min(rect.width, rect.height) / 2
        var p = Path()
        for i in 0..<5 {
            let a = Double(i * 2) * 2 * .pi / 5 - .pi / 2
            let q = Point(x: rect.midX + cos(a) * r, y: rect.midY + sin(a) * r)
            if i == 0 { p.move(to: q) } else { p.addLine(to: q) }
        }
        p.closeSubpath()
        return p
    }
}

/// One of each: a custom insettable shape's border, strokes as shapes, a dashed border in the
/// foreground colour, an even-odd star, and a clip chosen through `AnyShape`.
private struct Strokes: View {
    var round = true
    var body: some View {
        HStack(spacing: 20) {
            HalfRing().strokeBorder(Color.blue, lineWidth: 16).frame(width: 80, height: 80)
            Circle().stroke(lineWidth: 6).foregroundColor(.red).frame(width: 60, height: 60)
            Circle().stroke(lineWidth: 12).fill(Color.green).frame(width: 60, height: 60)
            RoundedRectangle(cornerRadius: 10).strokeBorder(style: StrokeStyle(lineWidth: 4, dash: [8, 4]))
                .foregroundColor(.purple).frame(width: 60, height: 60)
            Pentagram().fill(Color.orange, style: FillStyle(eoFill: true)).frame(width: 80, height: 80)
            Color.teal.frame(width: 60, height: 60)
                .clipShape(round ? AnyShape(Circle()) : AnyShape(Rectangle()))
        }
        .padding(10)
        .background(Color.white)
    }
}

@MainActor
@Suite struct InsettableShapeTests {
    let size = Size(width: 520, height: 100)
    func rgb(_ r: ViewRenderer, _ x: Int, _ y: Int) -> (UInt32, UInt32, UInt32) {
        let p = r.buffer[x, y]
        return ((p >> 16) & 0xFF, (p >> 8) & 0xFF, p & 0xFF)
    }
    func isWhite(_ c: (UInt32, UInt32, UInt32)) -> Bool { c.0 > 250 && c.1 > 250 && c.2 > 250 }

    @Test func aCustomShapesBorderStaysInsideItsFrame() {
        let r = ViewRenderer(Strokes(), size: size)
        r.render(at: 0)
        // The half ring's frame is x 10...90, y 10...90, its arc through the frame's left edge
        // at mid-height. Inset by half the width, the 16-point stroke spans x 10...26 there.
        let inside = rgb(r, 12, 48), outside = rgb(r, 8, 48)
        #expect(inside.2 > 200 && inside.0 < 60, "the border's outer edge, inside the frame: \(inside)")
        #expect(isWhite(outside), "nothing left of the frame: \(outside)")
        // Only the upper half is drawn.
        #expect(isWhite(rgb(r, 14, 70)))
    }

    @Test func strokesAreShapesInTheForegroundOrFilled() {
        let r = ViewRenderer(Strokes(), size: size)
        r.render(at: 0)
        // The red ring: frame x 110...170, centred on its circle (radius 30) at mid-height.
        let ring = rgb(r, 111, 50)
        #expect(ring.0 > 200 && ring.1 < 90, "the ring in the foreground colour: \(ring)")
        #expect(isWhite(rgb(r, 140, 50)), "a stroke, not a disc")
        // The green ring filled: 12 wide about radius 30, frame x 190...250.
        let green = rgb(r, 192, 50)
        #expect(green.1 > 150 && green.0 < 100, "a stroke filled green: \(green)")
        #expect(isWhite(rgb(r, 220, 50)))
        // The dashed border (frame y 20...80): purple along the top edge in dashes, white between.
        let top = (282...318).map { rgb(r, $0, 22) }
        #expect(top.contains { $0.0 > 120 && $0.2 > 120 && $0.1 < 100 }, "dashes along the top")
        #expect(top.contains(where: isWhite), "gaps between the dashes")
    }

    @Test func anEvenOddStarIsHollowAndAnyShapeClips() {
        let round = ViewRenderer(Strokes(round: true), size: size)
        round.render(at: 0)
        // The star: frame x 350...430; its centre is inside the pentagon the even-odd rule leaves open.
        #expect(isWhite(rgb(round, 390, 52)), "the star's middle: \(rgb(round, 390, 52))")
        let arm = rgb(round, 390, 28)
        #expect(arm.0 > 200 && arm.2 < 100, "the star's upper arm: \(arm)")
        // The clipped colour: frame x 450...510, y 20...80; its corner is outside the circle.
        #expect(isWhite(rgb(round, 452, 22)))
        let square = ViewRenderer(Strokes(round: false), size: size)
        square.render(at: 0)
        #expect(!isWhite(rgb(square, 452, 22)))
    }

    @Test func strokedPathCoversTheStroke() {
        var line = Path()
        line.move(to: Point(x: 0, y: 0))
        line.addLine(to: Point(x: 10, y: 0))
        let outline = line.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .square).raster)
        let box = outline.boundingRect
        #expect(abs(box.minX + 2) < 1e-3 && abs(box.maxX - 12) < 1e-3 && abs(box.minY + 2) < 1e-3)
        #expect(abs(box.maxY - 2) < 1e-3)
        let dashed = line.strokedPath(StrokeStyle(lineWidth: 2, dash: [3, 2]).raster)
        #expect(dashed.elements.filter { if case .move = $0 { true } else { false } }.count == 2)
    }

    @Test func golden() {
        let r = ViewRenderer(Strokes(), size: size, scale: 2)
        r.render(at: 0)
        UIGolden.check(r.buffer, named: "insettable-shapes")
    }
}
