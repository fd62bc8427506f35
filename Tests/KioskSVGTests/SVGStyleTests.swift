import Testing
import KioskGeometry
import KioskRaster
@testable import KioskSVG

/// Renders `body` inside a 0 0 W H viewBox at one pixel per unit.
func renderSVG(_ body: String, width: Int = 20, height: Int = 20, root: String = "") throws -> PixelBuffer {
    let text =
        "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" viewBox=\"0 0 \(width) \(height)\" \(root)>\(body)</svg>"
    return try SVGDocument.parse(Array(text.utf8)).render(width: width, height: height)
}

/// Style sheets, colours and lengths: how an attribute's text becomes a value.
@Suite struct SVGStyleTests {
    @Test func styleSheetRulesApplyByClassIdTypeAndAncestry() throws {
        let image = try renderSVG(
            """
            <style>
              .a { fill: #ff0000 }
              rect { fill: #0000ff }
              #b { fill: #00ff00 }
              g.outer rect.c { fill: #ffff00 }
              g.p > .d { fill: #00ffff }
              .e:hover, .e:focus { fill: #ff00ff }
              @media print { .f { fill: #ff00ff } }
            </style>
            <rect class="a" x="0" y="0" width="4" height="4"/>
            <rect id="b" class="a" x="4" y="0" width="4" height="4"/>
            <g class="outer"><g><rect class="c a" x="8" y="0" width="4" height="4"/></g></g>
            <g class="p"><rect class="d" x="12" y="0" width="4" height="4"/></g>
            <g class="p"><g><circle class="d" cx="18" cy="2" r="2"/></g></g>
            <rect class="e f" x="0" y="4" width="4" height="4"/>
            """)
        #expect(image[2, 2] == 0xFFFF_0000, "a class beats a type")
        #expect(image[6, 2] == 0xFF00_FF00, "an id beats a class")
        #expect(image[10, 2] == 0xFFFF_FF00, "two classes and two types beat one class")
        #expect(image[14, 2] == 0xFF00_FFFF, "a child combinator matches the parent")
        #expect(image[18, 2] == 0xFF00_0000, "a child combinator does not match a grandparent")
        #expect(image[2, 6] == 0xFF00_00FF, "states a picture is never in, and at-rules, match nothing")
    }

    @Test func precedenceRunsAttributeSheetStyleImportant() throws {
        let image = try renderSVG(
            """
            <style>.s { fill: #00ff00 } .i { fill: #0000ff !important } /* .s { fill: red } */</style>
            <rect class="s" fill="#ff0000" x="0" y="0" width="4" height="4"/>
            <rect class="s" style="fill: #ffff00" x="4" y="0" width="4" height="4"/>
            <rect class="i" style="fill: #ffff00" x="8" y="0" width="4" height="4"/>
            <rect style="fill: #ff00ff !important; fill: #00ffff" x="12" y="0" width="4" height="4"/>
            """)
        #expect(image[2, 2] == 0xFF00_FF00, "the sheet beats a presentation attribute")
        #expect(image[6, 2] == 0xFFFF_FF00, "the style attribute beats the sheet")
        #expect(image[10, 2] == 0xFF00_00FF, "!important in the sheet beats the style attribute")
        #expect(image[14, 2] == 0xFFFF_00FF, "!important beats a later declaration")
    }

    @Test func styleSheetsInCDATAAndAfterTheirElementsApply() throws {
        let image = try renderSVG(
            """
            <rect class="late" x="0" y="0" width="4" height="4"/>
            <defs><style type="text/css"><![CDATA[ .late { fill: #00ff00 } ]]></style></defs>
            <style type="text/x-other">.late { fill: #ff0000 }</style>
            <linearGradient id="g"><stop offset="0" class="late"/><stop offset="1" class="late"/></linearGradient>
            """)
        #expect(image[2, 2] == 0xFF00_FF00)
        let doc = try SVGDocument.parse(Array("<svg><style>.a{fill:red}</style><rect/></svg>".utf8))
        #expect(doc.unsupportedElements.isEmpty, "<style> is part of the subset")
    }

    @Test func selectorsParseOrAreDropped() {
        let s = SVGSelector.parse("g.panel > rect#x.a.b")
        #expect(s?.compounds.count == 2)
        #expect(s?.compounds[0] == SVGSelector.Compound(type: "rect", id: "x", classes: ["a", "b"]))
        #expect(s?.combinators == [.child])
        #expect(s?.specificity == 10_000 + 300 + 2)
        let full = SVGSelector.parse(#"svg  path[fill^='#f' i]:nth-child(2n+1) + circle:not(.x, [r]) ~ *"#)
        #expect(full?.combinators == [.subsequentSibling, .nextSibling, .descendant])
        #expect(
            full?.compounds[2].attributes == [
                SVGSelector.AttributeTest(name: "fill", match: .prefix, value: "#f", ignoresCase: true)
            ])
        #expect(full?.compounds[2].pseudoClasses == [.nthChild(a: 2, b: 1)])
        #expect(full?.specificity == 1 + 200 + 1 + 100 + 1, "svg, path with two, circle with :not's most specific")
        for invalid in [
            "> a", "a >", "a > > b", "", "a::before", "p:unknown", "[=x]", "[a=]", "a:nth-child(x)", "a:not()",
            "a:not(b c)", "a..b", "a[b",
        ] {
            #expect(SVGSelector.parse(invalid) == nil, "\(invalid)")
        }
        #expect(
            SVGSelectorScanner.step("-n+3")! == (-1, 3) && SVGSelectorScanner.step("even")! == (2, 0)
                && SVGSelectorScanner.step("5")! == (0, 5))
        let sheet = SVGStyleSheet.parse(
            "@import url(x.css); a, .b, c::after, :not(.x, .y) { fill: red } /* x { } */ d {}")
        #expect(
            sheet.rules.count == 3,
            "a, .b and the :not (its comma is its own); the pseudo-element and the empty rule are dropped")
    }

    /// Attribute tests, positions among siblings, sibling combinators and :not, as
    /// generated SVGs write them.
    @Test func attributePositionAndSiblingSelectorsMatch() throws {
        let image = try renderSVG(
            """
            <style>
              [data-tone="warm"] { fill: #ff0000 }
              rect[id$="-b"] { fill: #00ff00 }
              g.row > rect:first-child { stroke: none; fill: #0000ff }
              g.row > rect:nth-child(3) + rect { fill: #ffff00 }
              g.row > rect:last-child:not(.keep) { fill: #00ffff }
              circle ~ rect { fill: #ff00ff }
              :root > rect:only-child { fill: #000000 }
            </style>
            <rect data-tone="warm" x="0" y="0" width="4" height="4"/>
            <rect id="two-b" x="4" y="0" width="4" height="4"/>
            <g class="row">
              <rect x="0" y="4" width="4" height="4"/><rect x="4" y="4" width="4" height="4" fill="#808080"/>
              <rect x="8" y="4" width="4" height="4" fill="#808080"/><rect x="12" y="4" width="4" height="4"/>
              <rect x="16" y="4" width="4" height="4"/>
            </g>
            <g><circle cx="2" cy="10" r="1"/><rect x="0" y="12" width="4" height="4" fill="#808080"/></g>
            """)
        #expect(image[2, 2] == 0xFFFF_0000, "an attribute's value")
        #expect(image[6, 2] == 0xFF00_FF00, "an attribute's end")
        #expect(image[2, 6] == 0xFF00_00FF, "the first child")
        #expect(image[6, 6] == 0xFF80_8080, "no rule for the second")
        #expect(image[14, 6] == 0xFFFF_FF00, "the one after the third")
        #expect(image[18, 6] == 0xFF00_FFFF, "the last, not .keep")
        #expect(image[2, 14] == 0xFFFF_00FF, "a later sibling of a circle")
    }

    @Test func coloursOfCSSColor4() {
        func c(_ s: String) -> RGBAColor?? { SVGAttributes.color(s, currentColor: .black) }
        #expect(c("#f008") == .some(RGBAColor(hex: 0xFF0000, alpha: Double(0x88) / 255)))
        #expect(c("#00ff0080") == .some(RGBAColor(hex: 0x00FF00, alpha: Double(0x80) / 255)))
        #expect(c("#12345") == nil)
        #expect(c("#ggg") == nil)
        #expect(c("rgb(255 0 0 / 50%)") == .some(RGBAColor(red: 1, green: 0, blue: 0, alpha: 0.5)))
        #expect(c("rgba(0, 0, 255, 0.25)") == .some(RGBAColor(red: 0, green: 0, blue: 1, alpha: 0.25)))
        #expect(c("rgb(100%, 0%, 50%)") == .some(RGBAColor(red: 1, green: 0, blue: 0.5)))
        #expect(c("rgb(300, -5, 0)") == .some(RGBAColor(red: 1, green: 0, blue: 0)), "components clamp")
        #expect(c("rgb(1, 2)") == nil)
        #expect(c("hsl(0, 100%, 50%)") == .some(RGBAColor(hex: 0xFF0000)))
        #expect(c("hsl(120deg 100% 25%)") == .some(RGBAColor(red: 0, green: 0.5, blue: 0)))
        #expect(c("hsla(240, 100%, 50%, 0.5)") == .some(RGBAColor(red: 0, green: 0, blue: 1, alpha: 0.5)))
        #expect(c("hsl(-120, 100%, 50%)") == .some(RGBAColor(red: 0, green: 0, blue: 1)), "hues wrap")
        #expect(c("hsl(0, 0%, 100%)") == .some(RGBAColor(red: 1, green: 1, blue: 1)))
        #expect(c("hsl(30, 100, 50)") == nil, "saturation and lightness are percentages")
        #expect(c("RebeccaPurple") == .some(RGBAColor(hex: 0x663399)))
        #expect(c("lightgoldenrodyellow") == .some(RGBAColor(hex: 0xFAFAD2)))
        #expect(SVGColor.named.count == 148)
        #expect(c("transparent") == .some(nil))
        #expect(c("currentColor") == .some(.black))
    }

    @Test func lengthsInUnitsAndPercentages() {
        #expect(SVGAttributes.length("12") == 12)
        #expect(SVGAttributes.length(" 12px ") == 12)
        #expect(SVGAttributes.length("1in") == 96)
        #expect(SVGAttributes.length("3pt") == 4)
        #expect(SVGAttributes.length("1pc") == 16)
        #expect(abs(SVGAttributes.length("25.4mm")! - 96) < 1e-9)
        #expect(abs(SVGAttributes.length("2.54cm")! - 96) < 1e-9)
        #expect(SVGAttributes.length("2em") == 32)
        #expect(SVGAttributes.length("50%") == nil, "a percentage of nothing")
        #expect(SVGAttributes.length("50%", percentOf: 30) == 15)
        #expect(SVGAttributes.length("12qq") == nil)
        #expect(SVGAttributes.fraction("40%") == 0.4)
        #expect(SVGAttributes.fraction("1.5") == 1)
        #expect(SVGAttributes.urlReference("url( '#a b' )") == "a b")
        #expect(SVGAttributes.urlReference("#x") == "x")
        #expect(SVGAttributes.urlReference("x") == nil)
    }

    @Test func percentagesReferToTheViewport() throws {
        // 40 x 20: x-like lengths of the width, y-like of the height, radii of the normalised diagonal.
        let image = try renderSVG(
            """
            <rect x="50%" y="50%" width="25%" height="25%" fill="#ff0000"/>
            <circle cx="10%" cy="25%" r="5%" fill="#0000ff"/>
            """, width: 40, height: 20)
        #expect(image[21, 11] == 0xFFFF_0000)
        #expect(image[29, 14] == 0xFFFF_0000)
        #expect(image[31, 14] == 0)
        #expect(image[29, 16] == 0)
        // r = 5% of sqrt((40^2 + 20^2) / 2) = 1.58: the centre is covered, 2 px away is not.
        #expect(image[4, 5] >> 24 > 200)
        #expect(image[6, 5] == 0)
    }

    /// SVG 2's geometry properties: CSS sizes a rectangle and moves a circle, but not the
    /// viewport of an inner `<svg>` or of a `<use>` (as browsers and resvg draw them).
    @Test func cssSizesShapesButNotViewports() throws {
        let image = try renderSVG(
            """
            <style>#c { cx: 15px }</style>
            <rect x="0" y="0" width="4" style="height: 4px" fill="#ff0000"/>
            <circle id="c" cy="15" r="2" fill="#0000ff"/>
            <svg style="width: 2px; height: 2px"><rect x="6" y="0" width="4" height="4" fill="#00ff00"/></svg>
            <symbol id="s"><rect width="4" height="4" fill="#00ff00"/></symbol>
            <use href="#s" x="12" style="width: 1px; height: 1px"/>
            """)
        #expect(image[2, 2] == 0xFFFF_0000 && image[15, 15] == 0xFF00_00FF)
        #expect(image[8, 2] == 0xFF00_FF00, "the inner svg keeps its 100% viewport")
        #expect(image[14, 2] == 0xFF00_FF00, "the use keeps its 100% viewport")
    }

    /// Clip art without a viewBox, width or height (a stop sign placed at 20...340) is as
    /// large as what it draws, from the origin: drawn at 34 px, the whole sign shows.
    @Test func aDocumentWithoutSizeOrViewBoxIsAsLargeAsItsDrawing() throws {
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">
            <defs><rect id="r" width="320" height="300"/></defs>
            <g transform="translate(20, 20)"><use xlink:href="#r" fill="#ff0000"/></g>
            <circle cx="100" cy="320" r="20" fill="#0000ff"/></svg>
            """
        let doc = try SVGDocument.parse(Array(svg.utf8))
        #expect(doc.size == Size(width: 340, height: 340) && doc.viewBox == Rect(x: 0, y: 0, width: 340, height: 340))
        let image = doc.render(width: 34, height: 34)
        #expect(image[1, 1] == 0 && image[33, 30] == 0xFFFF_0000 && image[10, 32] == 0xFF00_00FF)
        let tall = try SVGDocument.parse(
            Array("<svg width=\"50\"><rect x=\"10\" y=\"10\" width=\"10\" height=\"70\"/></svg>".utf8))
        #expect(tall.size == Size(width: 50, height: 80), "a width that is given stays")
        let empty = try SVGDocument.parse(Array("<svg/>".utf8))
        #expect(empty.size == Size(width: 100, height: 100), "nothing drawn: the default")
    }

    @Test func rootSizeInUnitsAndAspectRatio() throws {
        let doc = try SVGDocument.parse(Array("<svg width=\"18pt\" height=\"1in\" viewBox=\"0 0 10 10\"/>".utf8))
        #expect(doc.size == Size(width: 24, height: 96))
        let wide = try SVGDocument.parse(Array("<svg width=\"100%\" viewBox=\"0 0 40 20\"/>".utf8))
        #expect(wide.size == Size(width: 40, height: 20), "a percentage width is no size: the viewBox's")
        #expect(
            SVGAspectRatio("xMinYMax slice")
                == {
                    var a = SVGAspectRatio()
                    a.align = (0, 1)
                    a.slice = true
                    return a
                }())
        #expect(SVGAspectRatio("none").align == nil)
        #expect(SVGAspectRatio("bogus") == SVGAspectRatio())
        // A 20 x 10 viewBox at the bottom of a 20 x 20 image (xMidYMax meet).
        let svg =
            "<svg viewBox=\"0 0 20 10\" preserveAspectRatio=\"xMidYMax\"><rect width=\"20\" height=\"10\" fill=\"#00ff00\"/></svg>"
        let image = try SVGDocument.parse(Array(svg.utf8)).render(width: 20, height: 20)
        #expect(image[10, 5] == 0)
        #expect(image[10, 15] == 0xFF00_FF00)
    }

    @Test func elementsOfOtherNamespacesAreNeitherDrawnNorListed() throws {
        let text = """
            <s:svg xmlns:s="http://www.w3.org/2000/svg" xmlns:ed="http://example.org/editor"
                   xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" viewBox="0 0 20 20">
              <ed:settings zoom="2"><s:rect width="20" height="20" fill="#f00"/></ed:settings>
              <s:metadata><rdf:RDF><rdf:Description/></rdf:RDF></s:metadata>
              <ed:rect width="20" height="20" fill="#f00"/>
              <s:rect width="10" height="10" fill="#00ff00"/>
              <g xmlns="http://www.w3.org/1999/xhtml"><rect x="10" width="10" height="10" fill="#f00"/></g>
              <bogus/>
            </s:svg>
            """
        let doc = try SVGDocument.parse(Array(text.utf8))
        #expect(doc.unsupportedElements == ["bogus"], "only an unknown element of SVG's own is listed")
        let image = doc.render(width: 20, height: 20)
        #expect(image[5, 5] == 0xFF00_FF00)
        #expect(image[15, 5] == 0 && image[15, 15] == 0)
    }

    @Test func crispEdgesDrawShapesWithoutAntiAliasingButNotText() throws {
        let image = try renderSVG(
            """
            <g shape-rendering="crispEdges"><circle cx="6" cy="6" r="5.3" fill="#000"/></g>
            <circle cx="15" cy="15" r="3.3" fill="#000" shape-rendering="geometricPrecision"/>
            """)
        var crisp = Set<UInt32>(), smooth = Set<UInt32>()
        for y in 0..<20 {
            for x in 0..<20 {
                if x < 12 && y < 12 { crisp.insert(image[x, y] >> 24) } else { smooth.insert(image[x, y] >> 24) }
            }
        }
        #expect(crisp == [0, 255])
        #expect(smooth.count > 2)
    }

    /// A non-scaling stroke is measured in the space of the document's width and height (its
    /// "host" space), so neither the viewBox nor a transform scales it; drawing the document
    /// larger zooms it, as a browser zooms a page. The property is not inherited.
    @Test func nonScalingStrokesKeepTheirWidthInTheDocumentsOwnSpace() throws {
        // 10 x 10 CSS pixels showing a 20 x 20 viewBox, drawn at 20 x 20 pixels: zoom 2.
        let text = """
            <svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" viewBox="0 0 20 20">
              <g transform="scale(1 4)">
                <path d="M0 1.5 H20" stroke="#000" stroke-width="1" vector-effect="non-scaling-stroke"/>
              </g>
              <g vector-effect="non-scaling-stroke"><path d="M0 15 H20" stroke="#000" stroke-width="2"/></g>
            </svg>
            """
        let image = try SVGDocument.parse(Array(text.utf8)).render(width: 20, height: 20)
        let inked = (0..<20).filter { image[10, $0] >> 24 >= 128 }
        // 1 CSS pixel at zoom 2 around y = 6 (scaled with the path, it would be 4 pixels); the
        // second stroke is in user units, 2 pixels around y = 15 (inherited, it would be 4).
        #expect(inked == [5, 6, 14, 15], "\(inked)")
    }
}
