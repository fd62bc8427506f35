import Testing
import KioskGeometry
@testable import KioskRaster

/// A stroke measured in another space than the path's (`Canvas.stroke(_:with:style:measuredIn:)`):
/// its width, joins and dashes are laid out there, while the path and its paint stay in user space.
@Suite struct StrokeSpaceTests {
    /// The columns of row `y` whose alpha is at least half.
    static func inkedColumns(_ b: PixelBuffer, row y: Int) -> [Int] { (0..<b.width).filter { b[$0, y] >> 24 >= 128 } }

    @Test func aStrokeMeasuredInDevicePixelsKeepsItsWidthUnderAScale() {
        let b = PixelBuffer(width: 40, height: 8)
        let canvas = Canvas(b)
        canvas.scale(x: 4, y: 1)
        var line = Path(); line.move(to: Point(x: 5, y: 0)); line.line(to: Point(x: 5, y: 8))
        let style = StrokeStyle(lineWidth: 2)
        canvas.stroke(line, with: .solid(.black), style: style, measuredIn: .identity)
        #expect(Self.inkedColumns(b, row: 4) == [19, 20], "2 device pixels around x = 20")

        let scaled = PixelBuffer(width: 40, height: 8)
        let other = Canvas(scaled)
        other.scale(x: 4, y: 1)
        other.stroke(line, with: .solid(.black), style: style)
        #expect(Self.inkedColumns(scaled, row: 4) == Array(16..<24), "in user space the width is scaled with the path")
    }

    @Test func thePaintStaysInUserSpace() {
        let b = PixelBuffer(width: 40, height: 8)
        let canvas = Canvas(b)
        canvas.scale(x: 4, y: 1)
        var line = Path(); line.move(to: Point(x: 5, y: 0)); line.line(to: Point(x: 5, y: 8))
        // Black to white across user x 0...10 (device 0...40): grey where the line is.
        let ramp = Paint.linearGradient(LinearGradientPaint(gradient: Gradient(colors: [.black, .white]),
                                                            start: Point(x: 0, y: 0), end: Point(x: 10, y: 0)))
        canvas.stroke(line, with: ramp, style: StrokeStyle(lineWidth: 2), measuredIn: .identity)
        let red = Int(b[20, 4] >> 16 & 0xFF)
        #expect(abs(red - 128) <= 8, "the gradient's middle, not its end: \(red)")
    }

    @Test func dashesAreMeasuredInTheStrokesSpace() {
        let b = PixelBuffer(width: 40, height: 4)
        let canvas = Canvas(b)
        canvas.scale(x: 4, y: 1)
        var line = Path(); line.move(to: Point(x: 0, y: 2)); line.line(to: Point(x: 10, y: 2))
        var style = StrokeStyle(lineWidth: 2)
        style.dash = [5, 5]
        canvas.stroke(line, with: .solid(.black), style: style, measuredIn: .identity)
        let inked = Self.inkedColumns(b, row: 2)
        #expect(inked == Array(0..<5) + Array(10..<15) + Array(20..<25) + Array(30..<35), "dashes of 5 device pixels: \(inked)")
    }

    @Test func aSpaceThatCannotBeInvertedDrawsNothing() {
        let b = PixelBuffer(width: 8, height: 8)
        let canvas = Canvas(b)
        var line = Path(); line.move(to: Point(x: 0, y: 4)); line.line(to: Point(x: 8, y: 4))
        canvas.stroke(line, with: .solid(.black), style: StrokeStyle(lineWidth: 2), measuredIn: AffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0))
        #expect((0..<8).allSatisfy { Self.inkedColumns(b, row: $0).isEmpty })
    }
}
