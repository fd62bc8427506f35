import Testing
import KioskGoldens
import KioskGeometry
import KioskRaster
@testable import KioskSVG
#if canImport(Glibc)
import Glibc
#endif

@Suite struct SVGTests {
    static let directory: String = {
        let f = #filePath
        return String(f[..<f.lastIndex(of: "/")!])
    }()

    static func read(_ path: String) -> [UInt8] { GoldenImage.read(path) ?? [] }

    static func check(_ image: PixelBuffer, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        GoldenImage.check(image, named: name, sourceLocation: sourceLocation)
    }

    @Test(arguments: ["gear", "badge", "non-scaling-stroke"])
    func iconRendersLikeItsGolden(name: String) throws {
        let doc = try SVGDocument.parse(Self.read("\(Self.directory)/Icons/\(name).svg"), source: "\(name).svg")
        let image = doc.render(width: 96, height: 96, currentColor: RGBAColor(hex: 0x1E293B))
        Self.check(image, named: name)
    }

    @Test func unsupportedElementsAreListed() throws {
        let doc = try SVGDocument.parse(Self.read("\(Self.directory)/Icons/badge.svg"))
        #expect(doc.unsupportedElements.isEmpty)
        #expect(doc.viewBox == Rect(x: 0, y: 0, width: 64, height: 64))
        let other = try SVGDocument.parse(
            Array("<svg><animate/><foreignObject><p/></foreignObject><animateTransform/><rect/></svg>".utf8))
        #expect(other.unsupportedElements == ["animate", "animateTransform", "foreignObject"])
    }

    @Test func malformedXMLReportsLineAndColumn() {
        let text = "<svg viewBox=\"0 0 10 10\">\n  <rect width=\"5\" height=\"5\">\n</svg>"
        do {
            _ = try SVGDocument.parse(Array(text.utf8), source: "bad.svg")
            Issue.record("malformed XML parsed")
        } catch {
            #expect(error.source == "bad.svg")
            #expect(error.line == 3)
            #expect(error.message.contains("mismatched tag"))
        }
    }

    @Test func nonSVGRootIsAnError() {
        #expect(throws: SVGError.self) { try SVGDocument.parse(Array("<html/>".utf8)) }
    }

    @Test func pathDataHandlesEveryCommandAndCompactArcFlags() {
        let p = SVGPathData.parse(
            "M10 10h5v5H10V10zm20 0l5 5-5 5c1 1 2 2 3 3s4 4 5 5q1 1 2 2t3 3a5 5 0 0 1 10 0a2 2 0 1010 0Z")
        #expect(p.elements.count > 15)
        if case .move(let m) = p.elements[0] { #expect(m == Point(x: 10, y: 10)) } else { Issue.record("no move") }
        // The relative move after Z starts from the closed subpath's start point.
        #expect(p.elements.contains(.move(Point(x: 30, y: 10))))
    }

    @Test func arcsLandOnTheirEndPointAndBulgeTheRightWay() {
        // A half circle from (0,0) to (20,0) with sweep 1 goes through (10,-10) or (10,10).
        let p = SVGPathData.parse("M0 0A10 10 0 0 1 20 0")
        let b = p.controlBounds
        #expect(abs(b.maxX - 20) < 1e-6)
        #expect(b.minY < -9 && b.maxY <= 1e-6, "sweep-flag 1 runs clockwise on screen, above the chord")
    }

    @Test func transformListsComposeRightToLeft() {
        let t = SVGAttributes.transform("translate(10,0) scale(2)")
        #expect(t.apply(Point(x: 1, y: 1)) == Point(x: 12, y: 2))
        let r = SVGAttributes.transform("rotate(90 5 5)")
        let q = r.apply(Point(x: 10, y: 5))
        #expect(abs(q.x - 5) < 1e-9 && abs(q.y - 10) < 1e-9)
    }

    @Test func coloursParseInEveryNotation() {
        #expect(SVGAttributes.color("#f00", currentColor: .black) == .some(RGBAColor(hex: 0xFF0000)))
        #expect(SVGAttributes.color("#00ff7f", currentColor: .black) == .some(RGBAColor(hex: 0x00FF7F)))
        #expect(SVGAttributes.color("rgb(0, 0, 255)", currentColor: .black) == .some(RGBAColor(hex: 0x0000FF)))
        #expect(SVGAttributes.color("Navy", currentColor: .black) == .some(RGBAColor(hex: 0x000080)))
        #expect(SVGAttributes.color("none", currentColor: .black) == .some(nil))
        #expect(SVGAttributes.color("bogus", currentColor: .black) == nil)
    }

    /// Found by fuzzing: a ")" before the "(" made an inverted range and crashed.
    @Test func aColourWhoseParenthesesAreOutOfOrderIsNotAColour() {
        #expect(SVGAttributes.color("rgb8255, 255, 2%)url(3H9a 1z", currentColor: .black) == nil)
        #expect(SVGAttributes.color("rgb)(", currentColor: .black) == nil)
    }
}
