import Glibc
import Testing
import KioskRaster
@testable import KioskUI

/// SwiftUI's `Path` building API: the geometry each call makes.
@Suite struct PathTests {
    func close(_ a: Point?, _ b: Point, within tolerance: Double = 1e-9) -> Bool {
        guard let a else { return false }
        return abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    @Test func linesAndCurvesEndWhereTheyAreSent() {
        var p = Path()
        p.move(to: Point(x: 1, y: 2))
        p.addLine(to: Point(x: 10, y: 2))
        p.addQuadCurve(to: Point(x: 10, y: 12), control: Point(x: 14, y: 7))
        p.addCurve(to: Point(x: 1, y: 12), control1: Point(x: 7, y: 15), control2: Point(x: 4, y: 15))
        #expect(close(p.currentPoint, Point(x: 1, y: 12)))
        p.closeSubpath()
        #expect(close(p.currentPoint, Point(x: 1, y: 2)))
        let box = p.boundingRect
        #expect(box.minX == 1 && box.minY == 2)
        // The quad bulges to x = 12 (its control point at 14 lies outside the curve).
        #expect(abs(box.maxX - 12) < 1e-6)
    }

    @Test func arcsTurnAsSwiftUIsDo() {
        // 0 to 90 degrees, not clockwise in SwiftUI's sense: downwards on screen, through (7, 7).
        var down = Path()
        down.addArc(
            center: .zero, radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
        #expect(close(down.currentPoint, Point(x: 0, y: 10)))
        #expect(abs(down.boundingRect.maxX - 10) < 1e-6 && abs(down.boundingRect.maxY - 10) < 1e-6)
        #expect(down.boundingRect.minY > -1e-6)
        // Clockwise: the long way round, through the top.
        var up = Path()
        up.addArc(center: .zero, radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: true)
        #expect(close(up.currentPoint, Point(x: 0, y: 10)))
        #expect(abs(up.boundingRect.minY + 10) < 1e-6 && abs(up.boundingRect.minX + 10) < 1e-6)
    }

    @Test func aTangentArcRoundsTheCornerBetweenTwoLines() {
        var p = Path()
        p.move(to: .zero)
        p.addArc(tangent1End: Point(x: 10, y: 0), tangent2End: Point(x: 10, y: 10), radius: 4)
        // The arc ends where it touches the second line, 4 below the corner.
        #expect(close(p.currentPoint, Point(x: 10, y: 4), within: 1e-6))
        #expect(abs(p.boundingRect.maxX - 10) < 1e-6)
    }

    @Test func shapesInitialisersAndTransformsAgree() {
        let r = Rect(x: 2, y: 3, width: 20, height: 10)
        #expect(Path(r).boundingRect == r)
        #expect(Path(ellipseIn: r).boundingRect.width - 20 < 1e-6)
        let rounded = Path(roundedRect: r, cornerSize: Size(width: 6, height: 3))
        #expect(abs(rounded.boundingRect.minX - 2) < 1e-6 && abs(rounded.boundingRect.maxY - 13) < 1e-6)
        let moved = Path(r).offsetBy(dx: 5, dy: -1)
        #expect(moved.boundingRect == Rect(x: 7, y: 2, width: 20, height: 10))
        var lines = Path()
        lines.addLines([Point(x: 0, y: 0), Point(x: 4, y: 0), Point(x: 4, y: 3)])
        #expect(lines.boundingRect == Rect(x: 0, y: 0, width: 4, height: 3))
    }

    @Test func specifiersFormatNumbersAsPrintfDoes() {
        #expect("\(21.456, specifier: "%.1f") C" == "21.5 C")
        #expect("\(42, specifier: "%05d")" == "00042")
        #expect("\(255, specifier: "%x")" == "ff")
        #expect("\(0.5, specifier: "%.0f%%")" == "0%" || "\(0.5, specifier: "%.0f%%")" == "1%")
        // A specifier that does not fit the value gives its description, never a crash.
        #expect("\(3.5, specifier: "%s")" == "3.5")
        #expect("\(7, specifier: "%d %d")" == "7")
        #expect("\(7, specifier: "%lld")" == "7")
    }
}

/// A shape written as SwiftUI shapes are, against a rectangle at the origin, draws where its view is.
struct Corner: Shape {
    func path(in rect: Rect) -> Path {
        var p = Path()
        p.move(to: Point(x: 0, y: 0))
        p.addLine(to: Point(x: rect.width, y: 0))
        p.addLine(to: Point(x: 0, y: rect.height))
        p.closeSubpath()
        return p
    }
}

@MainActor @Suite struct ShapePlacementTests {
    @Test func aShapeIsAskedForItsPathAtTheOriginAndDrawnInItsFrame() {
        let view = VStack(spacing: 0) {
            Color.clear.frame(width: 40, height: 40)
            HStack(spacing: 0) {
                Color.clear.frame(width: 40, height: 40)
                Corner().fill(Color.black).frame(width: 40, height: 40)
            }
        }
        .frame(width: 120, height: 120, alignment: .topLeading)
        let renderer = ViewRenderer(view, size: Size(width: 120, height: 120))
        renderer.render(at: 0)
        let image = renderer.buffer
        // The shape's frame is (40, 40)-(80, 80): its top-left triangle is dark, nothing else.
        #expect(image[44, 44] == 0xFF00_0000)
        #expect(image[44, 44] != image[10, 10])
        #expect(image[76, 76] == image[10, 10])
        #expect(image[10, 10] == image[100, 100])
    }

    @Test func aPathUsedAsAViewKeepsItsOwnCoordinatesInItsFrame() {
        let view = VStack(spacing: 0) {
            Color.clear.frame(width: 20, height: 20)
            Path { p in
                p.addRect(Rect(x: 0, y: 0, width: 10, height: 10))
            }
            .fill(Color.black)
            .frame(width: 60, height: 60)
        }
        .frame(width: 60, height: 80, alignment: .topLeading)
        let renderer = ViewRenderer(view, size: Size(width: 60, height: 80))
        renderer.render(at: 0)
        let image = renderer.buffer
        // The path's frame starts at y = 20: its square covers (0, 20)-(10, 30).
        #expect(image[5, 25] != image[5, 5])
        #expect(image[5, 35] == image[5, 5])
    }
}

/// `trimmedPath` and `Shape.trim`: the part of an outline between two fractions of its length.
@Suite struct TrimTests {
    func near(_ a: Point?, _ b: Point, _ tolerance: Double = 0.05) -> Bool {
        guard let a else { return false }
        return abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    @Test func aQuarterOfACircleEndsAtItsBottom() {
        let circle = Path(ellipseIn: Rect(x: 0, y: 0, width: 100, height: 100))
        let quarter = circle.trimmedPath(from: 0, to: 0.25)
        // From the trailing point, clockwise on screen, as SwiftUI's circle runs.
        #expect(near(quarter.currentPoint, Point(x: 50, y: 100)))
        #expect(abs(quarter.boundingRect.minX - 50) < 0.05 && abs(quarter.boundingRect.maxX - 100) < 0.05)
        let half = circle.trimmedPath(from: 0.25, to: 0.75)
        #expect(near(half.currentPoint, Point(x: 50, y: 0)))
        #expect(abs(half.boundingRect.minX) < 0.05)
    }

    @Test func linesAreCutAtTheirLength() {
        var p = Path()
        p.addLines([Point(x: 0, y: 0), Point(x: 30, y: 0), Point(x: 30, y: 10)])
        // 40 long: 0.5 of it ends 20 along the first line, 0.875 5 down the second.
        #expect(near(p.trimmedPath(from: 0, to: 0.5).currentPoint, Point(x: 20, y: 0), 1e-9))
        let middle = p.trimmedPath(from: 0.5, to: 0.875)
        #expect(middle.boundingRect == Rect(x: 20, y: 0, width: 10, height: 5))
        #expect(p.trimmedPath(from: 0.6, to: 0.6).isEmpty)
        #expect(p.trimmedPath(from: 0, to: 1) == p)
    }

    @Test func aClosedRectangleCountsItsClosingSide() {
        let square = Path(Rect(x: 0, y: 0, width: 10, height: 10))
        // The last quarter is the closing side, from the bottom-left corner back up.
        let last = square.trimmedPath(from: 0.75, to: 1)
        #expect(last.boundingRect == Rect(x: 0, y: 0, width: 0, height: 10))
    }
}

/// A star as SwiftUI code writes one: points from the rect at the origin and the C library's
/// trigonometry.
struct FivePointStar: Shape {
    func path(in rect: Rect) -> Path {
        let c = Point(x: rect.width / 2, y: rect.height / 2)
        let outer = min(rect.width, rect.height) / 2, inner = outer * 0.42
        var p = Path()
        for i in 0..<10 {
            let a = Double(i) * .pi / 5 - .pi / 2
            let r = i % 2 == 0 ? outer : inner
            let q = Point(x: c.x + cos(a) * r, y: c.y + sin(a) * r)
            if i == 0 { p.move(to: q) } else { p.addLine(to: q) }
        }
        p.closeSubpath()
        return p
    }
}

@MainActor @Suite struct SwiftUIDrawingGoldenTests {
    /// Progress rings (`trim`, rotated to start at the top), a gauge of arcs and a needle, and a
    /// custom shape: what dashboards draw with SwiftUI's path API.
    @Test func progressRingsGaugesAndCustomShapes() {
        let view = HStack(spacing: 16) {
            ZStack {
                Circle().stroke(Color.gray.opacity(0.3), lineWidth: 10)
                Circle().trim(from: 0, to: 0.7)
                    .stroke(Color.blue, style: StrokeStyle(lineWidth: 10, lineCap: .round))
                    .rotationEffect(.degrees(-90))
            }
            .frame(width: 80, height: 80)
            ZStack {
                Path { p in
                    p.addArc(
                        center: Point(x: 40, y: 45), radius: 34, startAngle: .degrees(150), endAngle: .degrees(30),
                        clockwise: false)
                }
                .stroke(Color.green, style: StrokeStyle(lineWidth: 6, lineCap: .round))
                Path { p in
                    p.move(to: Point(x: 40, y: 45))
                    p.addLine(to: Point(x: 40 + 28 * cos(-.pi / 3), y: 45 + 28 * sin(-.pi / 3)))
                }
                .stroke(Color.red, style: StrokeStyle(lineWidth: 3, lineCap: .round))
            }
            .frame(width: 80, height: 80)
            FivePointStar().fill(Color.orange).frame(width: 80, height: 80)
        }
        .padding(10)
        .background(Color.white)
        let r = ViewRenderer(view, size: Size(width: 300, height: 100), scale: 2)
        r.render(at: 0)
        UIGolden.check(r.buffer, named: "swiftui-drawing")
    }

    /// Conic fills: a colour wheel, a ring drawn with an angular gradient from the top, and a
    /// quarter sweep (the end colour holds past it).
    @Test func angularGradients() {
        let view = HStack(spacing: 16) {
            Circle()
                .fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center))
                .frame(width: 80, height: 80)
            Circle()
                .stroke(
                    AngularGradient(
                        colors: [.blue, .green], center: .center, startAngle: .degrees(-90),
                        endAngle: .degrees(270)), lineWidth: 10
                )
                .frame(width: 80, height: 80)
            Rectangle()
                .fill(
                    AngularGradient(
                        colors: [.orange, .pink], center: .center, startAngle: .degrees(0), endAngle: .degrees(90))
                )
                .frame(width: 80, height: 80)
        }
        .padding(10)
        .background(Color.white)
        let r = ViewRenderer(view, size: Size(width: 300, height: 100), scale: 2)
        r.render(at: 0)
        UIGolden.check(r.buffer, named: "angular-gradients")
    }
}
