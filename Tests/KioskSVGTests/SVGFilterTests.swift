import Testing
import KioskGeometry
import KioskRaster
@testable import KioskSVG

/// `<filter>` primitives on device pixels.
@Suite struct SVGFilterTests {
    static func alpha(_ p: UInt32) -> UInt32 { p >> 24 }

    @Test func aBlurSpreadsWithinTheFilterRegionOnly() throws {
        let image = try renderSVG(
            """
            <filter id="b" x="0" y="0" width="1.5" height="1"><feGaussianBlur stdDeviation="2"/></filter>
            <rect x="4" y="4" width="8" height="8" fill="#000" filter="url(#b)"/>
            """)
        #expect(Self.alpha(image[8, 8]) > 200, "the middle stays nearly opaque")
        #expect(Self.alpha(image[13, 8]) > 20, "it spreads right, inside the region (4...16)")
        #expect(image[17, 8] == 0 && image[3, 8] == 0, "nothing left of or beyond the region")
        #expect(Self.alpha(image[5, 8]) < 255 && Self.alpha(image[5, 8]) > 100)
    }

    @Test func aBlurAlongOneAxisLeavesTheOther() throws {
        let image = try renderSVG(
            """
            <filter id="b" x="-1" y="-1" width="3" height="3"><feGaussianBlur stdDeviation="2 0"/></filter>
            <rect x="6" y="6" width="8" height="8" fill="#000" filter="url(#b)"/>
            """)
        #expect(Self.alpha(image[4, 10]) > 0, "spread along x")
        #expect(image[10, 5] == 0 && image[10, 14] == 0, "an edge across y stays sharp")
        #expect(image[10, 6] == image[10, 10] && image[10, 13] == image[10, 10] && Self.alpha(image[10, 10]) > 200)
    }

    @Test func aFractionalOffsetSharesAPixelBetweenTwo() throws {
        let image = try renderSVG(
            """
            <filter id="o" x="-1" y="-1" width="6" height="3"><feOffset dx="2.5" dy="0"/></filter>
            <rect x="4" y="4" width="1" height="1" fill="#000" filter="url(#o)"/>
            """)
        #expect(image[4, 4] == 0 && image[5, 4] == 0)
        #expect(Self.alpha(image[6, 4]) == 128 && Self.alpha(image[7, 4]) == 128)
    }

    @Test func aDropShadowOfPrimitivesColoursTheSilhouetteBeneath() throws {
        let image = try renderSVG(
            """
            <filter id="s" x="0" y="0" width="2" height="2">
              <feOffset in="SourceAlpha" dx="4" dy="4" result="moved"/>
              <feFlood flood-color="#ff0000"/>
              <feComposite in2="moved" operator="in"/>
              <feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge>
            </filter>
            <rect x="2" y="2" width="6" height="6" fill="#0000ff" filter="url(#s)"/>
            <filter id="d" x="0" y="0" width="2" height="2"><feDropShadow dx="4" dy="0" stdDeviation="0" flood-color="#00ff00"/></filter>
            <rect x="2" y="12" width="4" height="4" fill="#0000ff" filter="url(#d)"/>
            """)
        #expect(image[4, 4] == 0xFF00_00FF, "the source above")
        #expect(image[10, 10] == 0xFFFF_0000, "the shadow where only it is")
        #expect(image[7, 14] == 0xFF00_FF00, "feDropShadow: the same in one primitive")
        #expect(image[3, 14] == 0xFF00_00FF)
    }

    @Test func colourMatricesWorkOnStraightColour() throws {
        let image = try renderSVG(
            """
            <filter id="l" color-interpolation-filters="sRGB"><feColorMatrix type="luminanceToAlpha"/></filter>
            <filter id="m" color-interpolation-filters="sRGB"><feColorMatrix values="0 0 1 0 0  0 1 0 0 0  1 0 0 0 0  0 0 0 1 0"/></filter>
            <rect x="0" y="0" width="8" height="8" fill="#ffffff" filter="url(#l)"/>
            <rect x="10" y="0" width="8" height="8" fill="#ff0000" fill-opacity="0.5" filter="url(#m)"/>
            """)
        #expect(image[4, 4] == 0xFF00_0000, "white's luminance is all alpha, and the colour black")
        #expect(image[14, 4] == 0x8000_0080, "red and blue swapped, at the same half alpha")
    }

    @Test func filtersWorkInLinearRGBUnlessToldOtherwise() throws {
        // Half-transparent flood of mid grey: sRGB 128 is about 55 in linearRGB and back.
        func grey(_ space: String) throws -> UInt32 {
            let image = try renderSVG(
                """
                <filter id="f" color-interpolation-filters="\(space)"><feFlood flood-color="#808080"/></filter>
                <rect width="20" height="20" filter="url(#f)"/>
                """)
            return image[10, 10]
        }
        #expect(try grey("sRGB") == 0xFF80_8080)
        #expect(try grey("linearRGB") == 0xFF80_8080, "a flood converts there and back unchanged")
        // A blur mixes black and white: in linearRGB the mix is lighter once back in sRGB.
        func middle(_ space: String) throws -> UInt32 {
            let image = try renderSVG(
                """
                <filter id="f" x="0" y="0" width="1" height="1" color-interpolation-filters="\(space)"><feGaussianBlur stdDeviation="3"/></filter>
                <g filter="url(#f)"><rect width="10" height="20" fill="#000"/><rect x="10" width="10" height="20" fill="#fff"/></g>
                """)
            return image[10, 10] & 0xFF
        }
        #expect(try middle("linearRGB") > middle("sRGB") + 30)
    }

    @Test func aFilterThatCannotRunHidesTheElement() throws {
        let text = """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 20">
            <filter id="t"><feFancy/></filter>
            <rect width="10" height="10" fill="#ff0000" filter="url(#missing)"/>
            <rect x="10" width="10" height="10" fill="#00ff00" filter="url(#t)"/>
            <line x1="0" y1="15" x2="20" y2="15" stroke="#000" filter="url(#t)"/>
            </svg>
            """
        let doc = try SVGDocument.parse(Array(text.utf8))
        #expect(doc.unsupportedElements == ["feFancy"])
        let image = doc.render(width: 20, height: 20)
        #expect(image[5, 5] == 0, "a reference to no filter hides the element")
        #expect(image[15, 5] == 0xFF00_FF00, "an unsupported primitive passes its input through")
        #expect(image[10, 15] == 0, "a box without area has no filter region")
    }

    @Test func namedResultsAreKeptUpToALimit() throws {
        // Twenty floods with names; the last primitive asks for the first (kept) and for the
        // twentieth (not kept: it reads the last result instead).
        var filter = ""
        for i in 0..<20 { filter += "<feFlood flood-color='#\(i == 0 ? "ff0000" : "0000ff")' result='r\(i)'/>" }
        let image = try renderSVG(
            """
            <filter id="a" x="0" y="0" width="1" height="1">\(filter)<feOffset in="r0"/></filter>
            <filter id="b" x="0" y="0" width="1" height="1">\(filter)<feFlood flood-color="#00ff00"/><feOffset in="r19"/></filter>
            <rect width="10" height="10" filter="url(#a)"/>
            <rect x="10" width="10" height="10" filter="url(#b)"/>
            """)
        #expect(image[5, 5] == 0xFFFF_0000)
        #expect(image[15, 5] == 0xFF00_FF00, "r19 was not kept: the last result stands in")
        #expect(SVGFilter.maximumResults == 16)
    }

    /// The blend modes' formula at points the specification makes easy to work out by hand.
    @Test func blendModesMixStraightColours() {
        let red = Channels(r: 1, g: 0, b: 0, a: 1), grey = Channels(r: 0.5, g: 0.5, b: 0.5, a: 1)
        func mixed(_ m: MixBlendMode, _ s: Channels, _ d: Channels) -> [Double] {
            let c = m.mix(s, over: d)
            return [c.r, c.g, c.b, c.a].map { ($0 * 1000).rounded() / 1000 }
        }
        #expect(mixed(.multiply, red, grey) == [0.5, 0, 0, 1])
        #expect(mixed(.screen, red, grey) == [1, 0.5, 0.5, 1])
        #expect(mixed(.difference, red, grey) == [0.5, 0.5, 0.5, 1])
        #expect(mixed(.exclusion, red, grey) == [0.5, 0.5, 0.5, 1])
        #expect(mixed(.darken, red, grey) == [0.5, 0, 0, 1])
        #expect(mixed(.lighten, red, grey) == [1, 0.5, 0.5, 1])
        // Colour: red's hue and saturation at grey's luminosity (0.5), brought into range
        // around it. Hue: red's hue at grey's saturation, which is none: grey.
        #expect(mixed(.color, red, grey) == [1, 0.286, 0.286, 1])
        #expect(abs(MixBlendMode.luminosity(MixBlendMode.color.blend(red, grey)) - 0.5) < 1e-9)
        #expect(mixed(.hue, red, grey) == [0.5, 0.5, 0.5, 1])
        // Luminosity of grey onto red: red's colour at grey's luminosity.
        #expect(abs(MixBlendMode.luminosity(MixBlendMode.luminosity.blend(grey, red)) - 0.5) < 1e-9)
        // Half-transparent source over an opaque backdrop: half the mixed colour, half the backdrop.
        let halfRed = Channels(r: 0.5, g: 0, b: 0, a: 0.5)
        #expect(mixed(.multiply, halfRed, grey) == [0.5, 0.25, 0.25, 1])
        // Where the backdrop is clear the source shows as it is, in every mode.
        for m in MixBlendMode.allCases where m.isCSSMixMode {
            #expect(mixed(m, halfRed, Channels(all: 0)) == [0.5, 0, 0, 0.5], "\(m)")
        }
    }

    /// `mix-blend-mode` mixes an element with what is drawn beneath it, and an isolated group
    /// (one drawn apart, for its opacity) keeps its children from the page beneath.
    @Test func mixBlendModeMixesWithTheBackdrop() throws {
        let image = try renderSVG(
            """
            <rect width="20" height="20" fill="#808080"/>
            <rect width="10" height="10" fill="#ff0000" style="mix-blend-mode: multiply"/>
            <rect x="10" width="10" height="10" fill="#ff0000" style="mix-blend-mode:screen"/>
            <g opacity="0.999"><rect y="10" width="10" height="10" fill="#ff0000" style="mix-blend-mode: multiply"/></g>
            """)
        #expect(image[5, 5] == 0xFF80_0000, "red times grey")
        #expect(image[15, 5] == 0xFFFF_8080, "red screened on grey")
        #expect(image[5, 15] >> 16 & 0xFF >= 254 && image[5, 15] & 0xFFFF == 0, "isolated: red as it is")
        #expect(image[15, 15] == 0xFF80_8080)
    }

    /// feComponentTransfer: each function type on a grey, in straight colour.
    @Test func componentTransfersMapEachChannel() throws {
        let image = try renderSVG(
            """
            <filter id="f" color-interpolation-filters="sRGB"><feComponentTransfer>
              <feFuncR type="linear" slope="2"/><feFuncG type="table" tableValues="0 0.5 1"/>
              <feFuncB type="discrete" tableValues="0 1"/><feFuncA type="gamma" exponent="2" amplitude="0.5"/>
            </feComponentTransfer></filter>
            <rect width="20" height="20" fill="#808080" filter="url(#f)"/>
            """)
        let p = image[10, 10]
        // Alpha 0.5 (amplitude times 1 squared); red doubled to 1, green on the table's straight
        // line (0.502), blue in the table's upper half (1); premultiplied by the alpha.
        #expect(p >> 24 == 128)
        #expect(p >> 16 & 0xFF == 128 && p & 0xFF == 128, "\(String(p, radix: 16))")
        #expect(abs(Int(p >> 8 & 0xFF) - 64) <= 1, "\(String(p, radix: 16))")
    }

    /// feMorphology: a kernel twice the radius wide, from the radius before a pixel to one less
    /// after it (as resvg draws it): a pixel grows to 4 by 4 at radius 2, an 8-pixel square
    /// shrinks to 5.
    @Test func morphologyGrowsAndShrinksByTwiceTheRadius() throws {
        let image = try renderSVG(
            """
            <filter id="d" x="0" y="0" width="20" height="20" filterUnits="userSpaceOnUse"><feMorphology operator="dilate" radius="2"/></filter>
            <filter id="e" x="0" y="0" width="20" height="20" filterUnits="userSpaceOnUse"><feMorphology operator="erode" radius="2"/></filter>
            <rect x="10" y="10" width="1" height="1" fill="black" filter="url(#d)"/>
            <rect x="1" y="1" width="8" height="8" fill="black" filter="url(#e)"/>
            """)
        func covered(_ xs: Range<Int>, _ ys: Range<Int>) -> [[Bool]] {
            ys.map { y in xs.map { x in image[x, y] >> 24 == 255 } }
        }
        #expect(
            covered(8..<14, 8..<14)
                == (8..<14).map { y in (8..<14).map { x in (9...12).contains(x) && (9...12).contains(y) } })
        #expect(
            covered(0..<9, 0..<9)
                == (0..<9).map { y in (0..<9).map { x in (3...7).contains(x) && (3...7).contains(y) } })
    }

    /// feTurbulence builds its noise from the seed as the specification does, so a seed
    /// gives the texture every renderer gives: these pixels are resvg's (premultiplied).
    @Test func turbulenceMatchesTheSpecificationsNoise() throws {
        #expect(
            PerlinNoise.random(1) == 16807 && PerlinNoise.random(16807) == 282_475_249, "Park and Miller's generator")
        let doc = try SVGDocument.parse(
            Array(
                """
                <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 50 50" width="50" height="50">
                  <filter id="f" x="0" y="0" width="1" height="1"><feTurbulence type="fractalNoise" baseFrequency="0.05 0.1" numOctaves="3" seed="5"/></filter>
                  <filter id="g" x="0" y="0" width="1" height="1" color-interpolation-filters="sRGB"><feTurbulence baseFrequency="0.08" numOctaves="2" seed="2"/></filter>
                  <rect width="50" height="25" filter="url(#f)"/>
                  <rect y="25" width="50" height="25" filter="url(#g)"/>
                </svg>
                """.utf8))
        #expect(doc.unsupportedElements.isEmpty)
        let image = doc.render(width: 50, height: 50)
        let expected: [(x: Int, y: Int, argb: [Int])] = [
            (3, 4, [103, 86, 67, 80]), (20, 10, [128, 94, 94, 94]), (41, 22, [106, 93, 84, 74]),
            (7, 30, [54, 8, 12, 12]), (33, 44, [18, 3, 11, 8]),
        ]
        for e in expected {
            let p = image[e.x, e.y]
            let got = [Int(p >> 24), Int((p >> 16) & 0xFF), Int((p >> 8) & 0xFF), Int(p & 0xFF)]
            #expect(zip(got, e.argb).allSatisfy { abs($0 - $1) <= 2 }, "(\(e.x), \(e.y)): \(got) against \(e.argb)")
        }
        // A hostile octave count costs no more than the cap.
        let many = try SVGDocument.parse(
            Array(
                """
                <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><filter id="f"><feTurbulence baseFrequency="0.1" numOctaves="1e12"/></filter>
                <rect width="8" height="8" filter="url(#f)"/></svg>
                """.utf8))
        _ = many.render(width: 8, height: 8)
    }

    /// feDisplacementMap takes each pixel from where the map's colour points: a map of
    /// red 255 moves the picture by half the scale to the left (each pixel comes from half the
    /// scale to its right), green 128 not at all.
    @Test func displacementMapsMovePixelsByTheirChannels() throws {
        let doc = try SVGDocument.parse(
            Array(
                """
                <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 30 20" width="30" height="20">
                  <filter id="d" filterUnits="userSpaceOnUse" x="0" y="0" width="30" height="20" color-interpolation-filters="sRGB">
                    <feFlood flood-color="#ff8000" result="map"/>
                    <feDisplacementMap in="SourceGraphic" in2="map" scale="8" xChannelSelector="R" yChannelSelector="G"/>
                  </filter>
                  <rect x="10" y="5" width="10" height="10" fill="#0000ff" filter="url(#d)"/>
                </svg>
                """.utf8))
        #expect(doc.unsupportedElements.isEmpty)
        let image = doc.render(width: 30, height: 20)
        #expect(image[6, 8] == 0xFF00_00FF && image[15, 8] == 0xFF00_00FF, "moved 4 to the left")
        #expect(image[5, 8] == 0 && image[16, 8] == 0 && image[19, 8] == 0)
        #expect(
            image[10, 4] == 0 && image[10, 5] == 0xFF00_00FF && image[10, 14] == 0xFF00_00FF && image[10, 15] == 0,
            "not moved up or down")
    }

    /// Lighting reads the input's alpha as a surface: flat and lit from straight above it is
    /// the light's colour times the constant; lit from the side only its slopes catch light;
    /// outside a spot light's cone nothing does.
    @Test func lightingShadesTheAlphaSurface() throws {
        func render(_ primitive: String) throws -> PixelBuffer {
            let doc = try SVGDocument.parse(
                Array(
                    """
                    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 20" width="40" height="20">
                      <filter id="l" filterUnits="userSpaceOnUse" x="0" y="0" width="40" height="20" color-interpolation-filters="sRGB">\(primitive)</filter>
                      <rect x="10" y="0" width="20" height="20" filter="url(#l)"/>
                    </svg>
                    """.utf8))
            #expect(doc.unsupportedElements.isEmpty)
            return doc.render(width: 40, height: 20)
        }
        let above = try render(
            ##"<feDiffuseLighting lighting-color="#808080" diffuseConstant="1"><feDistantLight elevation="90"/></feDiffuseLighting>"##
        )
        #expect(
            above[20, 10] == 0xFF80_8080 && above[2, 10] == 0xFF80_8080,
            "flat, inside and out: the light's colour, opaque")
        let side = try render(
            #"<feDiffuseLighting surfaceScale="4"><feDistantLight azimuth="0" elevation="0"/></feDiffuseLighting>"#)
        #expect(side[20, 10] == 0xFF00_0000, "flat, lit from the side: dark")
        #expect(
            side[30, 10] & 0xFF > 200 && side[9, 10] & 0xFF == 0, "the slope facing the light is lit, the other not")
        let shine = try render(
            #"<feSpecularLighting specularExponent="10"><feDistantLight elevation="90"/></feSpecularLighting>"#)
        #expect(shine[20, 10] == 0xFFFF_FFFF, "a highlight straight up: white, as opaque as its strongest channel")
        let spot = try render(
            #"<feDiffuseLighting><feSpotLight x="20" y="10" z="20" pointsAtX="20" pointsAtY="10" pointsAtZ="0" limitingConeAngle="10"/></feDiffuseLighting>"#
        )
        #expect(spot[20, 10] == 0xFFFF_FFFF && spot[36, 10] == 0xFF00_0000, "inside the cone lit, outside dark")
    }

    /// feConvolveMatrix: the kernel turned half a turn over the neighbours (a kernel of one
    /// 1 beside the target takes the pixel on the other side), a sharpening kernel leaves a
    /// flat colour as it is, and a kernel of the wrong size gives transparent black.
    @Test func convolutionWeighsTheNeighbours() throws {
        func render(_ primitive: String) throws -> PixelBuffer {
            let doc = try SVGDocument.parse(
                Array(
                    """
                    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 20" width="20" height="20">
                      <filter id="c" filterUnits="userSpaceOnUse" x="0" y="0" width="20" height="20" color-interpolation-filters="sRGB">\(primitive)</filter>
                      <rect x="5" y="5" width="10" height="10" fill="#336699" filter="url(#c)"/>
                    </svg>
                    """.utf8))
            #expect(doc.unsupportedElements.isEmpty)
            return doc.render(width: 20, height: 20)
        }
        // The 1 right of the target (turned: the pixel left of each) moves the square right.
        let moved = try render(#"<feConvolveMatrix kernelMatrix="0 0 0 0 0 1 0 0 0" edgeMode="none"/>"#)
        #expect(moved[5, 10] == 0 && moved[6, 10] == 0xFF33_6699 && moved[15, 10] == 0xFF33_6699 && moved[16, 10] == 0)
        let sharp = try render(#"<feConvolveMatrix kernelMatrix="0 -1 0 -1 5 -1 0 -1 0"/>"#)
        #expect(sharp[10, 10] == 0xFF33_6699, "flat inside")
        let wrong = try render(#"<feConvolveMatrix order="3" kernelMatrix="1 1 1"/>"#)
        #expect(wrong[10, 10] == 0)
    }

    /// feImage: a picture fitted into the filter region, or an element of the document drawn
    /// where it stands; one that refers back to the filtered element draws nothing of it again.
    @Test func feImageDrawsAPictureOrAnElement() throws {
        let png = SVGImageTests.png
        let doc = try SVGDocument.parse(
            Array(
                """
                <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 20" width="40" height="20">
                  <defs><rect id="dot" x="25" y="5" width="10" height="10" fill="#00ff00"/></defs>
                  <filter id="p" filterUnits="userSpaceOnUse" x="0" y="0" width="20" height="20" color-interpolation-filters="sRGB">
                    <feImage href="data:image/png;base64,\(png)" preserveAspectRatio="none" image-rendering="pixelated"/>
                  </filter>
                  <filter id="e" filterUnits="userSpaceOnUse" x="20" y="0" width="20" height="20"><feImage href="#dot"/></filter>
                  <filter id="self" filterUnits="userSpaceOnUse" x="0" y="0" width="40" height="20"><feImage href="#me"/></filter>
                  <rect width="20" height="20" fill="#000" filter="url(#p)"/>
                  <rect x="20" width="20" height="20" fill="#000" filter="url(#e)"/>
                  <rect id="me" width="1" height="1" fill="#000" filter="url(#self)"/>
                </svg>
                """.utf8))
        #expect(doc.unsupportedElements.isEmpty && doc.warnings.isEmpty, "\(doc.warnings)")
        let image = doc.render(width: 40, height: 20)
        // The 2 x 2 picture stretched over the 20 x 20 region, in place of the black square.
        #expect(
            image[5, 5] == 0xFFFF_0000 && image[15, 5] == 0xFF00_FF00 && image[5, 15] == 0xFF00_00FF
                && image[15, 15] == 0xFFFF_FFFF,
            "\(String(image[5, 5], radix: 16)) \(String(image[15, 5], radix: 16))")
        #expect(image[30, 10] == 0xFF00_FF00 && image[22, 10] == 0, "the element, where it stands")
    }
}
