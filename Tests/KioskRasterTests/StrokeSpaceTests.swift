import Testing
import KioskGeometry
@testable import KioskRaster

/// A stroke measured in another space than the path's (`Canvas.stroke(_:with:style:measuredIn:)`):
/// its width, joins and dashes are laid out there, while the path and its paint stay in user space.
@Suite struct StrokeSpaceTests {
    /// The columns of row `y` whose alpha is at least half.
    static func inkedColumns(_ b: PixelBuffer, row y: Int) -> [Int] { (0..<b.width).filter { b[$0, y] >> 24 >= 128 } }

    /// A canvas on a new `width` x `height` buffer, its user space stretched 4 times along x.
    static func stretched(_ width: Int, _ height: Int) -> (PixelBuffer, Canvas) {
        let b = PixelBuffer(width: width, height: height)
        let canvas = Canvas(b)
        canvas.scale(x: 4, y: 1)
        return (b, canvas)
    }

    /// The vertical line x = 5 from y = 0 to 8 (device x = 20 on a stretched canvas).
    static let upright: Path = {
        var p = Path()
        p.move(to: Point(x: 5, y: 0))
        p.line(to: Point(x: 5, y: 8))
        return p
    }()

    @Test func aStrokeMeasuredInDevicePixelsKeepsItsWidthUnderAScale() {
        let (b, canvas) = Self.stretched(40, 8)
        let style = StrokeStyle(lineWidth: 2)
        canvas.stroke(Self.upright, with: .solid(.black), style: style, measuredIn: .identity)
        #expect(Self.inkedColumns(b, row: 4) == [19, 20], "2 device pixels around x = 20")

        let (scaled, other) = Self.stretched(40, 8)
        other.stroke(Self.upright, with: .solid(.black), style: style)
        #expect(Self.inkedColumns(scaled, row: 4) == Array(16..<24), "in user space the width is scaled with the path")
    }

    @Test func thePaintStaysInUserSpace() {
        let (b, canvas) = Self.stretched(40, 8)
        // Black to white across user x 0...10 (device 0...40): grey where the line is.
        let ramp = Paint.linearGradient(
            LinearGradientPaint(
                gradient: Gradient(colors: [.black, .white]),
                start: Point(x: 0, y: 0), end: Point(x: 10, y: 0)))
        canvas.stroke(Self.upright, with: ramp, style: StrokeStyle(lineWidth: 2), measuredIn: .identity)
        let red = Int(b[20, 4] >> 16 & 0xFF)
        #expect(abs(red - 128) <= 8, "the gradient's middle, not its end: \(red)")
    }

    @Test func dashesAreMeasuredInTheStrokesSpace() {
        let (b, canvas) = Self.stretched(40, 4)
        var line = Path()
        line.move(to: Point(x: 0, y: 2))
        line.line(to: Point(x: 10, y: 2))
        var style = StrokeStyle(lineWidth: 2)
        style.dash = [5, 5]
        canvas.stroke(line, with: .solid(.black), style: style, measuredIn: .identity)
        let inked = Self.inkedColumns(b, row: 2)
        #expect(
            inked == Array(0..<5) + Array(10..<15) + Array(20..<25) + Array(30..<35),
            "dashes of 5 device pixels: \(inked)")
    }

    @Test func aSpaceThatCannotBeInvertedDrawsNothing() {
        let b = PixelBuffer(width: 8, height: 8)
        let canvas = Canvas(b)
        var line = Path()
        line.move(to: Point(x: 0, y: 4))
        line.line(to: Point(x: 8, y: 4))
        canvas.stroke(
            line, with: .solid(.black), style: StrokeStyle(lineWidth: 2),
            measuredIn: AffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0))
        #expect((0..<8).allSatisfy { Self.inkedColumns(b, row: $0).isEmpty })
    }

    /// A miter-clip join past the limit is cut across its bisector at miterLimit half-widths
    /// from the vertex; a miter one is bevelled at the offsets' ends.
    @Test func miterClipJoinsAreCutAtTheLimit() {
        func drawn(_ join: LineJoin) -> PixelBuffer {
            let b = PixelBuffer(width: 80, height: 90)
            var v = Path()
            v.move(to: Point(x: 30, y: 80))
            v.line(to: Point(x: 40, y: 20))
            v.line(to: Point(x: 50, y: 80))
            Canvas(b).stroke(v, with: .solid(.black), style: StrokeStyle(lineWidth: 6, lineJoin: join, miterLimit: 2))
            return b
        }
        // The bisector points up from (40, 20): the cut is at y = 20 - 2 x 3 = 14, about 4 wide.
        let clipped = drawn(.miterClip)
        #expect(clipped[40, 14] >> 24 == 255 && clipped[39, 14] >> 24 == 255 && clipped[41, 14] >> 24 == 255)
        #expect(clipped[40, 13] >> 24 == 0)
        let bevelled = drawn(.miter)
        #expect(bevelled[40, 18] >> 24 == 0, "bevelled half a unit above the vertex")
    }
}
