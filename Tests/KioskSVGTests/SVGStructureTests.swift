import Testing
import KioskGeometry
import KioskRaster
@testable import KioskSVG

/// Clip paths, nested viewports, `<use>` and group opacity: how elements combine.
@Suite struct SVGStructureTests {
    @Test func clipPathsAreTheUnionOfTheirShapes() throws {
        // Two squares of opposite winding overlap in the middle: a single path of both
        // would cancel there under non-zero; the clip is their union.
        let image = try renderSVG(
            """
            <clipPath id="c"><path d="M2 2h10v10H2z"/><path d="M8 8v10h10V8z"/></clipPath>
            <rect width="20" height="20" fill="#ff0000" clip-path="url(#c)"/>
            """)
        #expect(image[4, 4] == 0xFFFF_0000)
        #expect(image[10, 10] == 0xFFFF_0000, "the overlap is inside")
        #expect(image[16, 16] == 0xFFFF_0000)
        #expect(image[16, 4] == 0 && image[4, 16] == 0 && image[1, 1] == 0)
    }

    @Test func clipRulesAndTransformsApplyPerShape() throws {
        let image = try renderSVG(
            """
            <clipPath id="ring" clip-rule="evenodd"><path d="M0 0h20v20H0zM5 5h10v10H5z"/></clipPath>
            <clipPath id="moved"><rect width="4" height="4" transform="translate(16 0)"/></clipPath>
            <g clip-path="url(#ring)"><rect width="20" height="20" fill="#00ff00"/></g>
            <rect width="20" height="20" fill="#0000ff" clip-path="url(#moved)"/>
            """)
        #expect(image[2, 10] == 0xFF00_FF00)
        #expect(image[10, 10] == 0, "the even-odd hole")
        #expect(image[18, 2] == 0xFF00_00FF)
        #expect(image[14, 2] == 0xFF00_FF00)
    }

    @Test func objectBoundingBoxClipsFollowTheElement() throws {
        // The left half of whatever it clips, in units of its bounding box.
        let image = try renderSVG(
            """
            <clipPath id="half" clipPathUnits="objectBoundingBox"><rect width="0.5" height="1"/></clipPath>
            <rect x="0" y="0" width="8" height="8" fill="#ff0000" clip-path="url(#half)"/>
            <g clip-path="url(#half)"><rect x="10" y="10" width="4" height="4" fill="#00ff00"/><rect x="14" y="10" width="4" height="4" fill="#0000ff"/></g>
            <line x1="0" y1="18" x2="20" y2="18" stroke="#000" clip-path="url(#half)"/>
            """)
        #expect(image[2, 4] == 0xFFFF_0000 && image[6, 4] == 0)
        #expect(image[12, 12] == 0xFF00_FF00 && image[16, 12] == 0)
        #expect(image[5, 18] == 0, "a line has no area, so its bounding-box clip keeps nothing")
    }

    /// A `<clipPath>` may itself be clipped: what is kept lies in both. A chain that comes
    /// back to a clip path already in it ends there.
    @Test func clipPathsMayBeClippedInTurn() throws {
        let image = try renderSVG(
            """
            <clipPath id="left"><rect width="10" height="20"/></clipPath>
            <clipPath id="top" clip-path="url(#left)"><rect width="20" height="10"/></clipPath>
            <clipPath id="a" clip-path="url(#b)"><rect x="10" y="10" width="10" height="10"/></clipPath>
            <clipPath id="b" clip-path="url(#a)"><rect x="15" y="10" width="5" height="10"/></clipPath>
            <rect width="20" height="10" fill="#ff0000" clip-path="url(#top)"/>
            <rect y="10" width="20" height="10" fill="#0000ff" clip-path="url(#a)"/>
            """)
        #expect(image[5, 5] == 0xFFFF_0000 && image[15, 5] == 0, "the top-left quarter only")
        #expect(image[17, 15] == 0xFF00_00FF && image[12, 15] == 0 && image[5, 15] == 0, "a and b both, once each")
    }

    /// `isolation: isolate` keeps blend modes inside a group from reaching what lies beneath it.
    @Test func anIsolatedGroupBlendsWithNothingBeneathIt() throws {
        let image = try renderSVG(
            """
            <rect width="20" height="20" fill="#ff0000"/>
            <g style="isolation: isolate"><rect width="10" height="20" fill="#00ff00" style="mix-blend-mode: multiply"/></g>
            <g><rect x="10" width="10" height="20" fill="#00ff00" style="mix-blend-mode: multiply"/></g>
            """)
        #expect(image[5, 10] == 0xFF00_FF00, "isolated: green over nothing is green")
        #expect(image[15, 10] == 0xFF00_0000, "green multiplied with red is black")
    }

    /// Drawing recurses through the tree: elements nested past `XMLTreeBuilder.maximumDepth`
    /// are left out with a warning, and a chain of uses past `SVGRenderer.maximumDepth` ends,
    /// where both overflowed the stack.
    @Test func deepNestingAndLongChainsOfUsesEndInsteadOfCrashing() throws {
        let n = 20_000
        let deep =
            "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 20 20'><style>g { fill: #ff0000 }</style>"
            + String(repeating: "<g>", count: n) + "<rect width='10' height='10'/>"
            + String(repeating: "</g>", count: n)
            + "<rect x='10' width='10' height='10' fill='#0000ff'/>"
            + String(repeating: "<g>", count: 10) + "<rect y='10' width='10' height='10'/>"
            + String(repeating: "</g>", count: 10) + "</svg>"
        let doc = try SVGDocument.parse(Array(deep.utf8), source: "deep.svg")
        #expect(doc.warnings == ["deep.svg:1: elements nested more than 256 deep are not drawn"])
        let image = doc.render(width: 20, height: 20)
        #expect(
            image[5, 5] == 0 && image[15, 5] == 0xFF00_00FF && image[5, 15] == 0xFFFF_0000,
            "the deep rectangle only is left out")

        let links = (0..<10_000).map { "<g id='g\($0)'><use href='#g\($0 + 1)'/></g>" }.joined()
        let chain =
            "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 20 20'><defs>\(links)<rect id='g10000' width='10' height='10'/>"
            + "<g id='short'><use href='#end'/></g><rect id='end' x='10' width='10' height='10' fill='#00ff00'/>"
            + "<clipPath id='c' clipPathUnits='objectBoundingBox'><rect width='1' height='1'/></clipPath></defs>"
            + "<use href='#g0'/><use href='#g0' clip-path='url(#c)'/><use href='#short'/></svg>"
        let drawn = try SVGDocument.parse(Array(chain.utf8)).render(width: 20, height: 20)
        #expect(drawn[5, 5] == 0, "the end of the long chain is not reached")
        #expect(drawn[15, 5] == 0xFF00_FF00, "a short chain draws")
    }

    @Test func referencesToMissingOrWrongElementsAreIgnored() throws {
        let image = try renderSVG(
            """
            <linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient>
            <rect width="4" height="4" fill="#ff0000" clip-path="url(#nothing)"/>
            <rect x="4" width="4" height="4" fill="#00ff00" clip-path="url(#g)"/>
            <rect x="8" width="4" height="4" fill="url(#nothing) #0000ff"/>
            <rect x="12" width="4" height="4" fill="url(#nothing)"/>
            """)
        #expect(image[2, 2] == 0xFFFF_0000)
        #expect(image[6, 2] == 0xFF00_FF00)
        #expect(image[10, 2] == 0xFF00_00FF, "the fallback colour")
        #expect(image[14, 2] == 0, "no fallback: nothing")
    }

    /// A horizontal line has a box of no height: a gradient laid out on it has nothing to lay
    /// its stops on, and the stroke takes the fallback colour, else nothing (as resvg and
    /// browsers draw it). In user space the same gradient strokes the line.
    @Test func aBoundingBoxGradientOnABoxOfNoHeightTakesTheFallback() throws {
        let image = try renderSVG(
            """
            <linearGradient id="g"><stop offset="0" stop-color="#f00"/><stop offset="1" stop-color="#00f"/></linearGradient>
            <linearGradient id="u" gradientUnits="userSpaceOnUse" x1="0" x2="20"><stop offset="0" stop-color="#f00"/><stop offset="1" stop-color="#00f"/></linearGradient>
            <line x1="0" y1="2" x2="20" y2="2" stroke="url(#g)" stroke-width="2"/>
            <line x1="0" y1="8" x2="20" y2="8" stroke="url(#g) #00ff00" stroke-width="2"/>
            <line x1="0" y1="14" x2="20" y2="14" stroke="url(#u)" stroke-width="2"/>
            """)
        #expect(image[10, 2] == 0, "no fallback: nothing")
        #expect(image[10, 8] == 0xFF00_FF00, "the fallback colour")
        #expect(image[1, 14] >> 16 & 0xFF > 200 && image[18, 14] & 0xFF > 200, "red to blue along the line")
    }

    /// A gradient from corner to corner of a wide box: in the box's own units its colours run
    /// at right angles to the diagonal, so on the box they run along the other diagonal, and
    /// the bottom-left and top-right corners get the same middle colour.
    @Test func boundingBoxGradientsSlantWithTheBox() throws {
        let image = try renderSVG(
            """
            <linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#ff0000"/><stop offset="1" stop-color="#0000ff"/></linearGradient>
            <rect width="40" height="10" fill="url(#g)"/>
            """, width: 40, height: 10)
        func red(_ x: Int, _ y: Int) -> Int { Int(image[x, y] >> 16 & 0xFF) }
        // Their centres lie 0.019 either side of the middle (t = 0.481 and 0.519); drawn square
        // in user space they were at 0.07 and 0.93.
        #expect(abs(red(0, 9) - 132) <= 2 && abs(red(39, 0) - 123) <= 2, "\(red(0, 9)) and \(red(39, 0))")
        #expect(red(0, 0) > 240 && red(39, 9) < 15)
    }

    /// SVG 2's `auto` radius: an ellipse with one radius given is a circle of it.
    @Test func anEllipseMissingARadiusTakesTheOther() throws {
        let image = try renderSVG(
            """
            <ellipse cx="5" cy="10" rx="4" fill="#ff0000"/>
            <ellipse cx="15" cy="10" ry="4" rx="auto" fill="#0000ff"/>
            """)
        #expect(
            image[5, 7] == 0xFFFF_0000 && image[5, 12] == 0xFFFF_0000, "rows wholly inside, above and below the centre")
        #expect(
            image[12, 10] == 0xFF00_00FF && image[17, 10] == 0xFF00_00FF,
            "columns wholly inside, left and right of the centre")
        #expect(image[5, 15] == 0 && image[15, 15] == 0)
    }

    @Test func useThatReachesItsOwnAncestorEnds() throws {
        // A group that uses itself, and uses nested ten deep in fours (4^10 draws if unbounded).
        var body = "<g id=\"self\"><rect width=\"2\" height=\"2\" fill=\"#ff0000\"/><use href=\"#self\" x=\"2\"/></g>"
        body += "<g id=\"l0\"><rect y=\"10\" width=\"1\" height=\"1\" fill=\"#00ff00\"/></g>"
        for level in 1...10 {
            body += "<g id=\"l\(level)\">" + String(repeating: "<use href=\"#l\(level - 1)\"/>", count: 4) + "</g>"
        }
        let image = try renderSVG(body)
        let doc = try SVGDocument.parse(Array("<svg viewBox=\"0 0 20 20\">\(body)</svg>".utf8))
        var renderer = SVGRenderer(
            document: doc, canvas: Canvas(PixelBuffer(width: 20, height: 20)), currentColor: .black)
        renderer.draw(doc.root, inherited: SVGStyle())
        #expect(renderer.budget.remaining == 0, "drawing stopped at the element budget")
        #expect(image[1, 1] == 0xFFFF_0000)
        #expect(image[3, 1] == 0xFFFF_0000, "the use draws the group once")
        #expect(image[5, 1] == 0, "and stops at the reference to itself")
        #expect(image[0, 10] == 0xFF00_FF00)
    }

    @Test func nestedViewportsMapTheirViewBoxAndClip() throws {
        let image = try renderSVG(
            """
            <svg x="10" y="0" width="10" height="10" viewBox="0 0 1 1">
              <rect width="1" height="1" fill="#ff0000"/><rect x="1" width="5" height="1" fill="#0000ff"/>
            </svg>
            <svg x="0" y="10" width="10" height="10" overflow="visible"><rect x="8" width="4" height="2" fill="#00ff00"/></svg>
            """)
        #expect(image[15, 5] == 0xFFFF_0000, "the viewBox scaled onto the viewport")
        #expect(image[5, 5] == 0, "a nested svg clips what leaves it")
        #expect(image[11, 11] == 0xFF00_FF00, "unless its overflow is visible")
    }

    @Test func symbolsTakeTheSizeOfTheirUse() throws {
        let image = try renderSVG(
            """
            <symbol id="s" viewBox="0 0 2 2" fill="#ff0000"><rect width="2" height="2"/></symbol>
            <use href="#s" x="4" y="4" width="8" height="8"/>
            <use href="#s" x="0" y="14" width="20" height="4" fill="#0000ff"/>
            """)
        #expect(image[5, 5] == 0xFFFF_0000 && image[11, 11] == 0xFFFF_0000)
        #expect(image[3, 3] == 0 && image[13, 13] == 0)
        // 20 x 4 shows the 2 x 2 symbol at 4 x 4, centred; the symbol's own fill wins.
        #expect(image[10, 15] == 0xFFFF_0000 && image[6, 15] == 0)
    }

    @Test func opacityOfAShapeThatFillsAndStrokesHidesTheFillUnderTheStroke() throws {
        let image = try renderSVG(
            """
            <rect x="4" y="4" width="12" height="12" fill="#ff0000" stroke="#0000ff" stroke-width="4" opacity="0.5"/>
            """)
        // On the stroke's inner half the fill is beneath it: only the stroke shows, at half.
        let onStroke = RGBAColor(premultiplied: image[5, 10])
        #expect(image[5, 10] >> 24 == 128)
        #expect(onStroke.red == 0 && onStroke.blue == 1)
        #expect(RGBAColor(premultiplied: image[10, 10]).red == 1)
    }

    @Test func percentagesInsideAViewportReferToIt() throws {
        let image = try renderSVG(
            """
            <svg x="10" y="10" width="10" height="10" viewBox="0 0 100 100"><rect width="50%" height="50%" fill="#ff0000"/></svg>
            """)
        #expect(image[12, 12] == 0xFFFF_0000)
        #expect(image[17, 17] == 0)
    }

    @Test func masksShowTheirLuminanceOrAlpha() throws {
        let image = try renderSVG(
            """
            <mask id="grey"><rect width="20" height="20" fill="#808080"/></mask>
            <mask id="alpha" style="mask-type: alpha"><rect width="20" height="20" fill="#000" fill-opacity="0.5"/></mask>
            <rect width="10" height="10" fill="#0000ff" mask="url(#grey)"/>
            <rect x="10" width="10" height="10" fill="#0000ff" mask="url(#alpha)"/>
            <rect y="10" width="10" height="10" fill="#0000ff" mask="url(#missing)"/>
            """)
        #expect(image[5, 5] == 0x8000_0080, "grey 128 lets half through")
        #expect(image[15, 5] == 0x8000_0080, "an alpha mask of half opacity lets half through")
        #expect(image[5, 15] == 0xFF00_00FF, "a reference to no mask is ignored")
    }

    @Test func aMaskRegionDefaultsToTheBoundingBoxGrownByATenth() throws {
        // The mask's content covers everything; its region is the box 2...12 grown by 1 each side.
        let image = try renderSVG(
            """
            <mask id="m"><rect x="-50" y="-50" width="100" height="100" fill="#fff"/></mask>
            <g mask="url(#m)">
              <rect x="2" y="2" width="10" height="10" fill="#ff0000"/>
              <circle cx="14" cy="7" r="6" fill="#00ff00" transform="translate(0 100)"/>
            </g>
            <mask id="box" maskContentUnits="objectBoundingBox"><rect width="0.5" height="1" fill="#fff"/></mask>
            <rect x="0" y="14" width="20" height="4" fill="#0000ff" mask="url(#box)"/>
            """)
        #expect(image[7, 7] == 0xFFFF_0000)
        #expect(image[5, 15] == 0xFF00_00FF && image[15, 15] == 0, "content in units of the bounding box")
        // A stroke reaches past the geometry's box (5...15, region 4...16): beyond the region it is cut.
        let edge = try renderSVG(
            """
            <mask id="m"><rect x="-50" y="-50" width="100" height="100" fill="#fff"/></mask>
            <rect x="5" y="5" width="10" height="10" fill="none" stroke="#ff0000" stroke-width="6" mask="url(#m)"/>
            """)
        #expect(edge[4, 10] == 0xFFFF_0000 && edge[15, 10] == 0xFFFF_0000)
        #expect(edge[3, 10] == 0 && edge[16, 10] == 0 && edge[10, 3] == 0)
    }

    @Test func aMaskThatMasksItsOwnContentEnds() throws {
        let image = try renderSVG(
            """
            <mask id="m"><rect width="20" height="20" fill="#fff" mask="url(#m)"/></mask>
            <rect width="20" height="20" fill="#ff0000" mask="url(#m)"/>
            """)
        #expect(image[10, 10] == 0xFFFF_0000)
    }

    @Test func hiddenGroupsMayShowChildrenAndPaintOrderPutsStrokesBeneath() throws {
        let image = try renderSVG(
            """
            <g visibility="hidden">
              <rect width="4" height="4" fill="#ff0000"/>
              <rect x="4" width="4" height="4" fill="#00ff00" visibility="visible"/>
            </g>
            <rect x="4" y="8" width="8" height="8" fill="#ff0000" stroke="#0000ff" stroke-width="4" paint-order="stroke"/>
            <rect x="4" y="8" width="8" height="8" fill="none" stroke="#000" stroke-width="0" paint-order="bogus"/>
            """)
        #expect(image[2, 2] == 0)
        #expect(image[6, 2] == 0xFF00_FF00)
        #expect(image[5, 10] == 0xFFFF_0000, "the fill covers the stroke's inner half")
        #expect(image[3, 10] == 0xFF00_00FF, "the outer half shows")
    }

    @Test func patternsRepeatTheirTile() throws {
        // A 4 x 4 tile, its top-left 2 x 2 red: red wherever x and y are both in 0...2 mod 4.
        let image = try renderSVG(
            """
            <pattern id="p" patternUnits="userSpaceOnUse" width="4" height="4"><rect width="2" height="2" fill="#ff0000"/></pattern>
            <rect width="20" height="20" fill="url(#p)"/>
            <pattern id="half" patternUnits="userSpaceOnUse" width="4" height="4"><rect width="4" height="4" fill="#0000ff"/></pattern>
            <rect y="16" width="20" height="4" fill="url(#half)" fill-opacity="0.5"/>
            """)
        for (x, y) in [(1, 1), (5, 1), (13, 9), (17, 13)] { #expect(image[x, y] == 0xFFFF_0000, "(\(x), \(y))") }
        for (x, y) in [(3, 1), (1, 3), (7, 7), (14, 10)] { #expect(image[x, y] == 0, "(\(x), \(y))") }
        #expect(image[10, 18] == 0x8000_0080, "the fill's opacity applies to the tile")
    }

    /// A picture filling a shape through a pattern of one tile (how design tools export image
    /// fills) looks as the picture drawn there: drawn on the screen's pixels, not on a tile's
    /// that are laid on them a fraction of a pixel off and sampled again.
    @Test func aPictureFilledThroughOneTileIsThePictureDrawnThere() throws {
        let png = SVGImageTests.png
        func render(_ body: String) throws -> PixelBuffer {
            let text = """
                <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" width="40" height="40">
                  <defs>
                    <image id="pic" width="2" height="2" image-rendering="pixelated" href="data:image/png;base64,\(png)"/>
                    <pattern id="fill" patternContentUnits="objectBoundingBox" width="1" height="1">
                      <use href="#pic" transform="scale(0.5)"/>
                    </pattern>
                  </defs>
                  \(body)
                </svg>
                """
            return try SVGDocument.parse(Array(text.utf8)).render(width: 80, height: 80)
        }
        let filled = try render(#"<rect x="5.3" y="6.6" width="27" height="25" fill="url(#fill)"/>"#)
        let drawn = try render(
            #"<image x="5.3" y="6.6" width="27" height="25" preserveAspectRatio="none" image-rendering="pixelated" href="data:image/png;base64,\#(png)"/>"#
        )
        // Inside the edges (where the fill's coverage and the picture's own meet), pixel for pixel.
        var worst: UInt32 = 0
        for y in 15..<62 {
            for x in 12..<64 {
                for shift in stride(from: UInt32(0), through: 24, by: 8) {
                    let a = filled[x, y] >> shift & 0xFF, b = drawn[x, y] >> shift & 0xFF
                    worst = max(worst, a > b ? a - b : b - a)
                }
            }
        }
        #expect(worst <= 1, "\(worst) levels apart")
    }

    @Test func patternTilesInBoundingBoxUnitsFollowTheShape() throws {
        // Tiles of a quarter of the box, each showing its left half: columns of 2 px in 4.
        let image = try renderSVG(
            """
            <pattern id="p" width="0.25" height="1" patternContentUnits="objectBoundingBox">
              <rect width="0.125" height="1" fill="#00ff00"/>
            </pattern>
            <rect x="4" y="4" width="16" height="8" fill="url(#p)"/>
            """)
        #expect(image[5, 8] == 0xFF00_FF00 && image[9, 8] == 0xFF00_FF00)
        #expect(image[7, 8] == 0 && image[11, 8] == 0 && image[2, 8] == 0)
    }

    @Test func aPatternInsideItsOwnTileEnds() throws {
        let image = try renderSVG(
            """
            <pattern id="p" patternUnits="userSpaceOnUse" width="10" height="10">
              <rect width="10" height="10" fill="url(#p) #00ff00"/>
            </pattern>
            <rect width="20" height="20" fill="url(#p)"/>
            """)
        #expect(image[5, 5] == 0xFF00_FF00, "within its own tile the pattern paints its fallback")
    }

    @Test func aSwitchDrawsItsFirstChildThatCanBeDrawn() throws {
        let image = try renderSVG(
            """
            <switch>
              <foreignObject width="20" height="20"/>
              <rect width="20" height="20" fill="#ff0000" requiredExtensions="http://example.org/x"/>
              <rect width="20" height="20" fill="#00ff00"/>
              <rect width="20" height="20" fill="#0000ff"/>
            </switch>
            """)
        #expect(image[10, 10] == 0xFF00_FF00)
    }

    @Test func markerVerticesCarryTheirSegmentsDirections() {
        var p = Path()
        p.move(to: Point(x: 0, y: 0))
        p.line(to: Point(x: 10, y: 0))
        p.cubic(to: Point(x: 10, y: 10), control1: Point(x: 10, y: 0), control2: Point(x: 20, y: 10))
        p.close()
        let v = SVGRenderer.markerVertices(p)
        #expect(v.map(\.point) == [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10), Point(x: 0, y: 0)])
        #expect(
            v[0].outgoing == Point(x: 10, y: 0) && v[0].incoming == Point(x: -10, y: -10),
            "a closed subpath's start is reached by its close")
        // The cubic leaves (10, 0) towards its first control point that differs: (20, 10).
        #expect(v[1].incoming == Point(x: 10, y: 0) && v[1].outgoing == Point(x: 10, y: 10))
        #expect(v[2].incoming == Point(x: -10, y: 0), "and arrives from its last control point")
        #expect(v[3].outgoing == nil)
    }

    @Test func markersSitOnTheVerticesTurnedAlongThePath() throws {
        // A 4 x 2 bar (in stroke widths of 1) whose reference point is its left end: along the
        // line it reaches right of each vertex; turned down at the end of a line going down.
        let image = try renderSVG(
            """
            <marker id="bar" markerWidth="4" markerHeight="2" refX="0" refY="1" orient="auto" markerUnits="userSpaceOnUse">
              <rect width="4" height="2" fill="#ff0000"/>
            </marker>
            <polyline points="2,2 12,2 12,16" fill="none" stroke="#000" stroke-width="0.01"
                      marker-start="url(#bar)" marker-mid="url(#bar)" marker-end="url(#bar)"/>
            """)
        #expect(image[4, 2] >> 16 & 0xFF == 255, "start: along the first segment, to the right")
        #expect(image[12, 19] >> 16 & 0xFF == 255, "end: turned down the last segment")
        #expect(image[13, 3] >> 16 & 0xFF == 255, "middle: halfway between right and down")
        #expect(image[0, 2] == 0 && image[12, 14] >> 24 < 8)
    }

    /// SVG 2's context-fill and context-stroke: inside a marker, the marked shape's paints;
    /// inside what a use draws, the use's; elsewhere, none.
    @Test func contextPaintsAreTheMarkedShapesOrTheUses() throws {
        let image = try renderSVG(
            """
            <marker id="m" markerWidth="4" markerHeight="4" refX="2" refY="2" markerUnits="userSpaceOnUse">
              <rect width="2" height="4" fill="context-fill"/><rect x="2" width="2" height="4" fill="context-stroke"/>
            </marker>
            <path d="M4 4 H8" fill="#00ff00" stroke="#0000ff" stroke-width="0.01" marker-start="url(#m)"/>
            <defs><rect id="r" width="4" height="4" fill="context-stroke"/></defs>
            <use href="#r" x="12" y="2" stroke="#ff0000"/>
            <rect x="12" y="12" width="4" height="4" fill="context-fill"/>
            """)
        #expect(image[3, 4] == 0xFF00_FF00, "the marked path's fill")
        #expect(image[4, 4] == 0xFF00_00FF, "the marked path's stroke")
        #expect(image[14, 4] == 0xFFFF_0000, "the use's stroke")
        #expect(image[14, 14] == 0, "no context: no paint")
    }

    @Test func aMarkerInsideItsOwnContentEnds() throws {
        let image = try renderSVG(
            """
            <marker id="m" markerWidth="4" markerHeight="4" markerUnits="userSpaceOnUse">
              <path d="M0 0h4v4h-4z" fill="#00ff00" marker-start="url(#m)"/>
            </marker>
            <path d="M8 8h4" stroke="#000" marker-start="url(#m)"/>
            """)
        #expect(image[9, 9] == 0xFF00_FF00)
    }

    @Test func patternsNestOnlySoDeep() throws {
        // p0 is solid green; each p(n) paints its tile with p(n-1). Four levels draw; the fifth
        // would be beyond the limit and paints its fallback instead.
        var body =
            "<pattern id='p0' patternUnits='userSpaceOnUse' width='4' height='4'><rect width='4' height='4' fill='#00ff00'/></pattern>"
        for n in 1...5 {
            body +=
                "<pattern id='p\(n)' patternUnits='userSpaceOnUse' width='4' height='4'><rect width='4' height='4' fill='url(#p\(n - 1)) #ff0000'/></pattern>"
        }
        body +=
            "<rect width='10' height='10' fill='url(#p3)'/><rect x='10' width='10' height='10' fill='url(#p5) #0000ff'/>"
        let image = try renderSVG(body)
        #expect(image[5, 5] == 0xFF00_FF00, "three levels deep draws through")
        #expect(image[15, 5] != 0xFF00_FF00 && image[15, 5] >> 24 == 255, "five levels deep stops at a fallback colour")
    }

    @Test func aSwitchPicksTheFirstChildInTheReadersLanguage() throws {
        #expect(SVGRenderer.matchesLanguage(nil) && SVGRenderer.matchesLanguage("en-GB, fr", reader: ["en"]))
        #expect(
            !SVGRenderer.matchesLanguage("fr, de-CH", reader: ["en"])
                && SVGRenderer.matchesLanguage("fr, de-CH", reader: ["de", "en"]))
        #expect(
            !SVGRenderer.matchesLanguage("english", reader: ["en"]) && !SVGRenderer.matchesLanguage("", reader: ["en"]))
        let doc = try SVGDocument.parse(
            Array(
                """
                <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><switch>
                  <rect width="10" height="10" fill="#f00" systemLanguage="xx-YY"/>
                  <rect width="10" height="10" fill="#00f" systemLanguage="en-US, fr"/>
                  <rect width="10" height="10" fill="#0f0"/>
                </switch></svg>
                """.utf8))
        #expect(doc.render(width: 10, height: 10)[5, 5] == 0xFF00_00FF)
    }
}
