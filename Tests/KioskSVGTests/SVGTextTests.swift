import Testing
import KioskGeometry
import KioskRaster
@testable import KioskSVG

/// Text layout along the baseline, with a stand-in for fonts: every character advances half
/// the font size. (Real fonts draw through `SVGTextRenderer`, tested in KioskRenderTests.)
@Suite struct SVGTextTests {
    final class Recorder: SVGTextRendering {
        var runs: [(text: String, origin: Point, color: RGBAColor, font: SVGFont)] = []
        func advance(of text: String, font: SVGFont) -> Double { Double(text.count) * font.size / 2 }
        func draw(_ text: String, font: SVGFont, at origin: Point, color: RGBAColor, on canvas: Canvas) {
            runs.append((text, origin, color, font))
        }
    }

    static func runs(_ body: String) throws -> [(text: String, origin: Point, color: RGBAColor, font: SVGFont)] {
        let doc = try SVGDocument.parse(Array("<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 100 100'>\(body)</svg>".utf8))
        let recorder = Recorder()
        _ = doc.render(width: 100, height: 100, text: recorder)
        return recorder.runs
    }

    @Test func runsFollowOneAnotherAndTspansKeepTheirOwnStyle() throws {
        let runs = try Self.runs("""
            <text x="10" y="20" font-size="10" fill="#ff0000">Ab <tspan fill="#0000ff" font-weight="bold">cd</tspan> e</text>
            """)
        #expect(runs.map(\.text) == ["Ab ", "cd", " e"])
        #expect(runs.map(\.origin.x) == [10, 25, 35], "each run starts where the one before ended")
        #expect(runs.allSatisfy { $0.origin.y == 20 })
        #expect(runs[1].color == RGBAColor(hex: 0x0000FF) && runs[1].font.weight == 700)
        #expect(runs[2].color == RGBAColor(hex: 0xFF0000) && runs[2].font.weight == 400)
    }

    @Test func whitespaceCollapsesAndAnchorsAlignEachChunk() throws {
        let runs = try Self.runs("""
            <text x="50" y="10" font-size="10" text-anchor="middle">
                two   words
            </text>
            <text x="90" y="30" font-size="10" text-anchor="end">ab<tspan x="90" y="50">cdef</tspan></text>
            """)
        #expect(runs[0].text == "two words")
        #expect(runs[0].origin.x == 50 - 45.0 / 2)
        #expect(runs[1].text == "ab" && runs[1].origin.x == 80, "the first chunk ends at 90")
        #expect(runs[2].text == "cdef" && runs[2].origin == Point(x: 70, y: 50), "a tspan with x starts a chunk of its own")
    }

    @Test func shiftsFontsAndSizesResolve() throws {
        let runs = try Self.runs("""
            <g font-family="'Noto Sans', Inter, sans-serif" font-size="20">
              <text x="0" y="40" dx="5" dy="-2">a<tspan dy="-6" font-size="50%">b</tspan><tspan font-style="italic" font-size="large">c</tspan></text>
              <text x="0" y="80" font-weight="bolder" fill="none">hidden</text>
              <text x="0" y="90" visibility="hidden">hidden too</text>
            </g>
            """)
        #expect(runs.count == 3)
        #expect(runs[0].origin == Point(x: 5, y: 38) && runs[0].font.families == ["Noto Sans", "Inter", "sans-serif"])
        #expect(runs[1].origin == Point(x: 15, y: 32) && runs[1].font.size == 10)
        #expect(runs[2].font.italic && runs[2].font.size == 18 && runs[2].origin.y == 32)
    }

    @Test func withoutATextRendererTextIsLeftOut() throws {
        let doc = try SVGDocument.parse(Array("<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 10 10'><text y='8'>x</text></svg>".utf8))
        #expect(doc.unsupportedElements.isEmpty)
        let image = doc.render(width: 10, height: 10)
        #expect((0..<10).allSatisfy { y in (0..<10).allSatisfy { image[$0, y] == 0 } })
    }
}
