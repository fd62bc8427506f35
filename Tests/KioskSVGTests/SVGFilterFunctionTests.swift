import Testing
import KioskGeometry
import KioskRaster
@testable import KioskSVG

/// CSS filter functions in `filter`, alone and in lists with references to `<filter>` elements.
@Suite struct SVGFilterFunctionTests {
    static func alpha(_ p: UInt32) -> UInt32 { p >> 24 }
    static func channels(_ p: UInt32) -> (r: Int, g: Int, b: Int, a: Int) {
        (Int(p >> 16 & 0xFF), Int(p >> 8 & 0xFF), Int(p & 0xFF), Int(p >> 24))
    }

    @Test func listsParseInOrderAndInvalidOnesAreDropped() throws {
        let items = try #require(SVGFilterList.parse("url(#a) blur(2px) grayscale(50%) url('#b')"))
        #expect(items.count == 3)
        guard case .reference("a") = items[0], case .functions(let primitives, let reach) = items[1],
            case .reference("b") = items[2]
        else {
            Issue.record("\(items)")
            return
        }
        #expect(primitives.map(\.name) == ["feGaussianBlur", "feColorMatrix"])
        #expect(reach == 6, "three deviations of the blur")
        #expect(SVGFilterList.parse("none")?.isEmpty == true)
        for invalid in [
            "blur(-1px)", "glow(2)", "blur(2px) nonsense", "saturate(-1)", "hue-rotate(90)", "drop-shadow(1px)",
            "drop-shadow(red 1px blue 2px)", "blur(2px",
        ] {
            #expect(SVGFilterList.parse(invalid) == nil, "\(invalid)")
        }
    }

    @Test func dropShadowsTakeTheirColourBeforeOrAfterTheLengths() throws {
        let before = try #require(SVGFilterList.dropShadow("rgb(0 0 0 / 50%) 1px 2px 3px"))
        #expect(before.dx == 1 && before.dy == 2 && before.deviation == 3 && before.color == "rgb(0 0 0 / 50%)")
        let after = try #require(SVGFilterList.dropShadow("-2 4 red"))
        #expect(after.dx == -2 && after.dy == 4 && after.deviation == 0 && after.color == "red")
        #expect(SVGFilterList.dropShadow("1px 2px")?.color == nil, "currentColor by default")
    }

    @Test func aBlurSpreadsBeyondTheShape() throws {
        let image = try renderSVG(##"<rect x="6" y="6" width="8" height="8" fill="#000" filter="blur(1.5px)"/>"##)
        #expect(Self.alpha(image[3, 10]) > 0 && Self.alpha(image[3, 10]) < 40, "spread out to 3 pixels beyond")
        #expect(Self.alpha(image[10, 10]) > 240)
    }

    @Test func aDropShadowIsTheShapesSilhouetteMovedAndColoured() throws {
        let image = try renderSVG(
            ##"<rect x="4" y="4" width="8" height="8" fill="#00f" style="filter: drop-shadow(4px 4px #f00)"/>"##)
        #expect(image[6, 6] == 0xFF00_00FF, "the shape on top")
        #expect(image[14, 14] == 0xFFFF_0000, "its shadow, moved by (4, 4)")
        #expect(image[14, 6] == 0 && image[2, 2] == 0)
    }

    @Test func colourFunctionsWorkInSRGB() throws {
        func color(_ function: String) throws -> (r: Int, g: Int, b: Int, a: Int) {
            let image = try renderSVG(##"<rect width="20" height="20" fill="#c04020" filter="\##(function)"/>"##)
            return Self.channels(image[10, 10])
        }
        let gray = try color("grayscale(1)")
        #expect(
            gray.r == gray.g && gray.g == gray.b && abs(gray.r - 89) <= 1,
            "Rec. 709 luma of #c04020 in sRGB (0.2126 x 192 + 0.7152 x 64 + 0.0722 x 32): \(gray)")
        let inverted = try color("invert(100%)")
        #expect(inverted.r == 0x3F && inverted.g == 0xBF && inverted.b == 0xDF)
        let faded = try color("opacity(0.5)")
        #expect(abs(faded.a - 128) <= 1)
        let bright = try color("brightness(2)")
        #expect(bright.r == 255 && bright.g == 0x80 && bright.b == 0x40)
        let rotated = try color("hue-rotate(0.5turn)")
        #expect(rotated.b > rotated.r, "red turned towards cyan: \(rotated)")
        let unchanged = try color("saturate(1) contrast(1) sepia(0)")
        #expect(unchanged.r == 0xC0 && unchanged.g == 0x40 && unchanged.b == 0x20)
    }

    @Test func aListAppliesItsFiltersInOrder() throws {
        // Flood red over the shape, then grey it: grey. Grey first, then flood red: red.
        let defs =
            ##"<filter id="red"><feFlood flood-color="#f00"/><feComposite in2="SourceGraphic" operator="in"/></filter>"##
        let grey = try renderSVG(
            defs + ##"<rect x="2" y="2" width="16" height="16" fill="#00f" filter="url(#red) grayscale(1)"/>"##)
        let c = Self.channels(grey[10, 10])
        #expect(c.r == c.g && c.g == c.b && c.a == 255, "\(c)")
        let red = try renderSVG(
            defs + ##"<rect x="2" y="2" width="16" height="16" fill="#00f" filter="grayscale(1) url(#red)"/>"##)
        #expect(red[10, 10] == 0xFFFF_0000)
    }

    @Test func anInvalidListLeavesTheElementUnfiltered() throws {
        let image = try renderSVG(
            ##"<rect x="2" y="2" width="16" height="16" fill="#00f" filter="blur(2px) sparkle(3)"/>"##)
        #expect(image[2, 10] == 0xFF00_00FF && image[1, 10] == 0, "sharp edges: no blur")
    }
}

/// `transform-origin` and CSS's transform functions on SVG elements.
@Suite struct SVGTransformOriginTests {
    @Test func originsParseFromKeywordsLengthsAndPercentages() {
        let box = Rect(x: 10, y: 20, width: 100, height: 50)
        func origin(_ text: String) -> Point? { SVGRenderer.transformOrigin(text, in: box) }
        #expect(origin("center") == Point(x: 60, y: 45))
        #expect(origin("top left") == Point(x: 10, y: 20))
        #expect(origin("right bottom") == Point(x: 110, y: 70))
        #expect(origin("bottom") == Point(x: 60, y: 70))
        #expect(origin("25% 5px") == Point(x: 35, y: 25))
        #expect(origin("0 0 10px") == Point(x: 10, y: 20), "a depth is ignored")
        #expect(origin("top top") == nil && origin("left 2 3 4") == nil && origin("middle") == nil)
    }

    @Test func aTransformTurnsAboutItsOrigin() throws {
        // A 10 x 2 bar at (5, 9) turned a quarter about its centre (10, 10) stands at 9...11 x 5...15.
        for style in [
            ##"transform-origin="10 10""##, ##"style="transform-origin: 50% 50%; transform-box: fill-box""##,
            ##"style="transform-origin: center""##,
        ] {
            let image = try renderSVG(
                ##"<rect x="5" y="9" width="10" height="2" fill="#000" transform="rotate(90)" \##(style)/>"##)
            #expect(image[10, 6] == 0xFF00_0000 && image[10, 14] == 0xFF00_0000, "\(style)")
            #expect(image[6, 10] == 0, "\(style)")
        }
    }

    @Test func cssTransformFunctionsTakeUnits() {
        let turn = SVGAttributes.transform("rotate(0.25turn)")
        let rad = SVGAttributes.transform("rotate(1.5707963rad)")
        let p = Point(x: 1, y: 0)
        #expect(abs(turn.apply(p).y - 1) < 1e-9 && abs(rad.apply(p).y - 1) < 1e-6)
        #expect(SVGAttributes.transform("translateX(3px) translateY(4px)").apply(.zero) == Point(x: 3, y: 4))
        #expect(SVGAttributes.transform("scaleX(2) scaleY(3)").apply(Point(x: 1, y: 1)) == Point(x: 2, y: 3))
        let skew = SVGAttributes.transform("skew(45deg, 0)").apply(Point(x: 0, y: 1))
        #expect(abs(skew.x - 1) < 1e-9 && abs(skew.y - 1) < 1e-9)
    }
}
