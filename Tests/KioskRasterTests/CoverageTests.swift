import Testing
import KioskGeometry
@testable import KioskRaster

/// The scan converter's coverage is exact area: shapes with known areas must draw exactly that
/// much ink (to rounding per pixel), wherever they sit on the pixel grid.
@Suite struct CoverageTests {
    /// Total coverage drawn, in pixels, from an opaque white fill on transparent black.
    static func ink(_ draw: (Canvas) -> Void, size: Int = 64) -> Double {
        let buffer = PixelBuffer(width: size, height: size)
        draw(Canvas(buffer))
        var total = 0.0
        for y in 0..<size { for x in 0..<size { total += Double(buffer[x, y] >> 24) / 255 } }
        return total
    }

    @Test(arguments: [(0.0, 0.0), (0.25, 0.5), (0.7, 0.1), (10.5, 3.33)])
    func fractionalRectanglesCoverTheirArea(offset: (Double, Double)) {
        let r = Rect(x: 5 + offset.0, y: 7 + offset.1, width: 20.3, height: 11.6)
        let viaFastPath = Self.ink { $0.fill(r, with: .solid(.white)) }
        let viaPath = Self.ink { $0.fill(Path.rect(r), with: .solid(.white)) }
        #expect(abs(viaFastPath - r.width * r.height) < 0.5)
        #expect(abs(viaPath - r.width * r.height) < 0.5)
    }

    @Test func fastRectPathMatchesGeneralScanConversionPixelForPixel() {
        let r = Rect(x: 3.3, y: 4.6, width: 17.25, height: 9.9)
        let a = PixelBuffer(width: 32, height: 32), b = PixelBuffer(width: 32, height: 32)
        Canvas(a).fill(r, with: .solid(.white))
        Canvas(b).fill(Path.rect(r), with: .solid(.white))
        for y in 0..<32 {
            for x in 0..<32 {
                #expect(abs(Int(a[x, y] >> 24) - Int(b[x, y] >> 24)) <= 1, "pixel \(x),\(y)")
            }
        }
    }

    @Test func circleCoversPiRSquared() {
        let ink = Self.ink { $0.fill(Path.circle(center: Point(x: 31.3, y: 30.8), radius: 20), with: .solid(.white)) }
        // Flattening to chords loses up to 2/3 x 0.05 px x the perimeter.
        #expect(abs(ink - Double.pi * 400) < 2 * Double.pi * 20 * 0.05 * 0.7 + 0.5)
    }

    @Test func triangleCoversHalfItsBox() {
        var p = Path()
        p.move(to: Point(x: 2.5, y: 2.5))
        p.line(to: Point(x: 42.5, y: 2.5))
        p.line(to: Point(x: 2.5, y: 32.5))
        p.close()
        #expect(abs(Self.ink { $0.fill(p, with: .solid(.white)) } - 600) < 0.5)
    }

    @Test func evenOddLeavesTheOverlapEmptyAndNonZeroFillsIt() {
        var p = Path()
        p.addRect(Rect(x: 4, y: 4, width: 20, height: 20))
        p.addRect(Rect(x: 14, y: 14, width: 20, height: 20))
        #expect(abs(Self.ink { $0.fill(p, with: .solid(.white), rule: .nonZero) } - 700) < 0.5)
        #expect(abs(Self.ink { $0.fill(p, with: .solid(.white), rule: .evenOdd) } - 600) < 0.5)
    }

    /// A point that is not a number (or is infinite) drops the edges that touch it, as it
    /// always has; the edges that skip its range tests (when the box of the points proves them
    /// all finite) must never see one.
    @Test(arguments: [Double.nan, .infinity, -.infinity, 1e30])
    func pointsOutOfRangeDropTheirEdgesWithoutCrashing(bad: Double) {
        var p = Path()
        p.move(to: Point(x: 4, y: 4))
        p.line(to: Point(x: 24, y: 4))
        p.line(to: Point(x: 24, y: 24))
        p.line(to: Point(x: bad, y: 14))
        p.line(to: Point(x: 4, y: 24))
        p.close()
        let ink = Self.ink { $0.fill(p, with: .solid(.white)) }
        #expect(ink.isFinite && ink <= 64 * 64)
        // The same path stroked goes through the stroker's box.
        let stroked = Self.ink { $0.stroke(p, with: .solid(.white), style: StrokeStyle(lineWidth: 2)) }
        #expect(stroked.isFinite)
    }

    @Test func shapesPartlyOutsideTheBufferAreClippedNotWrapped() {
        let ink = Self.ink { $0.fill(Path.rect(Rect(x: -10, y: -10, width: 30, height: 30)), with: .solid(.white)) }
        #expect(abs(ink - 400) < 0.5)
        let right = Self.ink { $0.fill(Path.circle(center: Point(x: 64, y: 32), radius: 10), with: .solid(.white)) }
        #expect(abs(right - Double.pi * 100 / 2) < Double.pi * 10 * 0.05 * 0.7 + 0.5)
    }

    @Test func strokeOfARectangleCoversItsBand() {
        // A 2-px stroke centred on a 20x20 square with miter joins: outer 22x22 minus inner 18x18.
        let ink = Self.ink {
            $0.stroke(
                Path.rect(Rect(x: 10, y: 10, width: 20, height: 20)), with: .solid(.white),
                style: StrokeStyle(lineWidth: 2))
        }
        #expect(abs(ink - (484 - 324)) < 1)
    }

    @Test func aPatternFarFinerThanThePathIsStrokedSolid() {
        // Found by fuzzing an SVG: a 5e88-long arc with a 3-unit dash pattern never finished.
        var flat = FlatPath()
        var huge = Path()
        huge.move(to: Point(x: 0, y: 0))
        huge.line(to: Point(x: 1e7, y: 0))
        flat.flatten(huge, transform: .identity)
        var out = FlatPath()
        Dasher.dash(flat, pattern: [2, 1], phase: 0, into: &out)
        #expect(out.subpaths.count == 1, "stroked solid")
        var endless = Path()
        endless.move(to: Point(x: 0, y: 0))
        endless.line(to: Point(x: 5e88, y: 20))
        flat.flatten(endless, transform: .identity)
        Dasher.dash(flat, pattern: [2, 1], phase: 0, into: &out)
        #expect(out.subpaths.isEmpty, "a path of infinite length (in Float) is left out")
        let ink = Self.ink { $0.stroke(endless, with: .solid(.white), style: StrokeStyle(lineWidth: 2, dash: [2, 1])) }
        #expect(ink.isFinite)
    }

    @Test func dashesDrawTheirShareOfTheLine() {
        var line = Path()
        line.move(to: Point(x: 2, y: 32))
        line.line(to: Point(x: 62, y: 32))
        let ink = Self.ink { $0.stroke(line, with: .solid(.white), style: StrokeStyle(lineWidth: 4, dash: [6, 4])) }
        // 60 px of line: dashes at 0-6, 10-16, ..., 50-56 -> 6 dashes of 6 px, 4 px wide.
        #expect(abs(ink - 6 * 6 * 4) < 1)
    }

    /// Zero-length dashes with round caps are dots, one where each dash starts: the first at
    /// the path's start (it used to be skipped with the phase).
    @Test func zeroLengthDashesAreDotsFromTheStart() {
        var line = Path()
        line.move(to: Point(x: 4, y: 32))
        line.line(to: Point(x: 60, y: 32))
        var flat = FlatPath(), out = FlatPath()
        flat.flatten(line, transform: .identity)
        Dasher.dash(flat, pattern: [0, 10], phase: 0, into: &out)
        #expect(out.subpaths.count == 6, "dots at 0, 10, 20, 30, 40 and 50 along a 56-long line")
        #expect(out.points[out.subpaths[0].range.lowerBound] == SIMD2(4, 32))
        let ink = Self.ink {
            $0.stroke(line, with: .solid(.white), style: StrokeStyle(lineWidth: 4, lineCap: .round, dash: [0, 10]))
        }
        #expect(abs(ink - 6 * Double.pi * 4) < 3, "six round dots of radius 2 (within 4%: each cap is flattened)")
    }

    /// An edge that runs far off the left within a row is one cell there, not one per column:
    /// an SVG arc of huge radius took 1.3 GB of cells for a 48-pixel icon (found by fuzzing).
    /// Its cover still sets the winding inside the clip.
    @Test func edgesFarLeftOfTheClipAreOneCellPerRow() {
        let buffer = PixelBuffer(width: 32, height: 32)
        let canvas = Canvas(buffer)
        var sliver = Path()
        // A triangle whose long, nearly flat sides reach two million pixels to the left.
        sliver.move(to: Point(x: -2e6, y: 4))
        sliver.line(to: Point(x: 24, y: 4))
        sliver.line(to: Point(x: 24, y: 28))
        sliver.close()
        canvas.fill(sliver, with: .solid(.white))
        #expect(canvas.rasterizer.cellCapacity <= 4096, "\(canvas.rasterizer.cellCapacity) cells")
        // Inside the clip the triangle is nearly a band from y 4 to 28 (its hypotenuse drops
        // 24 px over two million): covered left of x = 24, not right of it.
        #expect(buffer[10, 16] == 0xFFFF_FFFF && buffer[28, 16] == 0)
    }

    @Test func hairlinesFadeInsteadOfVanishing() {
        var line = Path()
        line.move(to: Point(x: 2, y: 32.5))
        line.line(to: Point(x: 52, y: 32.5))
        let ink = Self.ink { $0.stroke(line, with: .solid(.white), style: StrokeStyle(lineWidth: 0.25)) }
        #expect(abs(ink - 50 * 0.25) < 0.6)
    }

    /// Two half-pixel lines side by side in one path fill the pixel row between them: thin
    /// strokes are drawn at their width, and a stroke covers what their union covers (drawn
    /// a pixel wide at half opacity each, the row was half covered and its neighbours a quarter).
    @Test func thinLinesOfOnePathCoverTogether() {
        let buffer = PixelBuffer(width: 64, height: 64)
        let canvas = Canvas(buffer)
        var lines = Path()
        lines.move(to: Point(x: 2, y: 32.25))
        lines.line(to: Point(x: 52, y: 32.25))
        lines.move(to: Point(x: 2, y: 32.75))
        lines.line(to: Point(x: 52, y: 32.75))
        canvas.stroke(lines, with: .solid(.white), style: StrokeStyle(lineWidth: 0.5))
        #expect(buffer[20, 32] == 0xFFFF_FFFF && buffer[20, 31] == 0 && buffer[20, 33] == 0)
    }

    /// Without anti-aliasing a line thinner than a pixel would break up at pixel centres: it
    /// is drawn a pixel wide at its width's fraction of the opacity.
    @Test func aliasedThinLinesAreHairlines() {
        let buffer = PixelBuffer(width: 64, height: 64)
        let canvas = Canvas(buffer)
        canvas.isAntialiased = false
        var line = Path()
        line.move(to: Point(x: 2, y: 32.2))
        line.line(to: Point(x: 52, y: 32.2))
        canvas.stroke(line, with: .solid(.white), style: StrokeStyle(lineWidth: 0.25))
        #expect(buffer[20, 32] == 0x4040_4040 && buffer[20, 31] == 0 && buffer[20, 33] == 0)
    }

    @Test func roundedClipMasksDrawing() {
        let ink = Self.ink { c in
            c.clip(to: Path.circle(center: Point(x: 32, y: 32), radius: 16))
            c.fill(Rect(x: 0, y: 0, width: 64, height: 64), with: .solid(.white))
        }
        #expect(abs(ink - Double.pi * 256) < 2 * Double.pi * 16 * 0.05 * 0.7 + 0.5)
    }

    @Test func layerOpacityAppliesOnceToOverlappingShapes() {
        let buffer = PixelBuffer(width: 8, height: 8)
        let c = Canvas(buffer)
        c.beginLayer(opacity: 0.5)
        c.fill(Rect(x: 0, y: 0, width: 8, height: 8), with: .solid(.white))
        c.fill(Rect(x: 0, y: 0, width: 8, height: 8), with: .solid(.white))
        c.endLayer()
        #expect(buffer[4, 4] == 0x8080_8080)
    }
}

/// Partial equals full: drawing the same scene clipped to a damaged rectangle over a stale
/// buffer must give exactly the pixels of a full render, for every kind of paint.
@Suite struct PartialRenderTests {
    static func scene(_ c: Canvas) {
        c.fill(
            Rect(x: 0, y: 0, width: 96, height: 96),
            with: .linearGradient(
                LinearGradientPaint(
                    gradient: Gradient(colors: [RGBAColor(hex: 0x1E3A8A), RGBAColor(hex: 0xF97316)]),
                    start: Point(x: 3, y: 7), end: Point(x: 91, y: 60))))
        c.fill(
            Path.circle(center: Point(x: 40.3, y: 50.7), radius: 30),
            with: .radialGradient(
                RadialGradientPaint(
                    gradient: Gradient(colors: [.white, RGBAColor(hex: 0x10B981, alpha: 0.5)]),
                    center: Point(x: 35, y: 45), endRadius: 33)))
        let img = PixelBuffer(width: 5, height: 5)
        for y in 0..<5 { for x in 0..<5 { img[x, y] = 0xFF00_0000 | UInt32(x * 50) << 16 | UInt32(y * 50) } }
        c.save()
        c.rotate(by: 0.3)
        c.drawImage(img, in: Rect(x: 50.5, y: 10.25, width: 30, height: 30), filter: .bilinear)
        c.restore()
        c.stroke(
            Path.roundedRect(Rect(x: 10.5, y: 60.5, width: 70, height: 25), cornerRadius: 8), with: .solid(.black),
            style: StrokeStyle(lineWidth: 3, dash: [5, 3]))
        c.drawBoxShadow(
            roundedRect: Rect(x: 60, y: 60, width: 25, height: 25), radii: CornerRadii(6),
            color: RGBAColor.black.withAlpha(0.4), blurRadius: 6)
    }

    @Test(arguments: [
        PixelRect(x: 17, y: 23, width: 31, height: 19), PixelRect(x: 0, y: 0, width: 96, height: 1),
        PixelRect(x: 61, y: 5, width: 3, height: 80), PixelRect(x: 55, y: 55, width: 41, height: 41),
    ])
    func damagedRectangleMatchesFullRender(damage: PixelRect) {
        let full = PixelBuffer(width: 96, height: 96)
        full.fill(0xFFFF_FFFF)
        Self.scene(Canvas(full))
        // A stale buffer: the full render with garbage over the damaged rectangle.
        let partial = full.copy()
        partial.fill(0xFF12_3456, in: damage)
        let canvas = Canvas(partial)
        canvas.clip(toPixels: damage)
        canvas.clear(.white)
        Self.scene(canvas)
        #expect(partial.hasSamePixels(as: full))
    }
}
