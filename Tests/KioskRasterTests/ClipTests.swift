import Testing
import KioskGeometry
@testable import KioskRaster

@Suite struct ClipTests {
    @Test func rectanglePathsAreRecognised() {
        let r = Rect(x: 3, y: 4, width: 10, height: 20)
        #expect(Path.rect(r).axisAlignedRect == r)
        #expect(Path.roundedRect(r, cornerRadius: 4).axisAlignedRect == nil)
        let diamond = Path {
            $0.move(to: Point(x: 5, y: 0))
            $0.line(to: Point(x: 10, y: 5))
            $0.line(to: Point(x: 5, y: 10))
            $0.line(to: Point(x: 0, y: 5))
            $0.close()
        }
        #expect(diamond.axisAlignedRect == nil)
        let twoRects = Path {
            $0.addRect(r)
            $0.addRect(r.offsetBy(dx: 30, dy: 0))
        }
        #expect(twoRects.axisAlignedRect == nil)
    }

    /// Found by fuzzing SVG: whole-number edges far past Int's range went to the pixel clip,
    /// whose conversion trapped. They clip through the path mask, to nothing on screen.
    @Test func rectanglesFarOutsideClipToNothing() {
        let b = PixelBuffer(width: 8, height: 8)
        let c = Canvas(b)
        c.clip(to: Rect(x: 2e47, y: 0, width: 20, height: 20))
        c.clip(to: Path.rect(Rect(x: -3e40, y: 0, width: 1e40, height: 4)))
        c.fill(Rect(x: 0, y: 0, width: 8, height: 8), with: .solid(.white))
        #expect(b[4, 4] == 0)
    }

    /// A pixel-aligned rectangle path clips exactly like the rectangle clip, fractional ones
    /// still anti-alias through a mask.
    @Test(arguments: [Rect(x: 4, y: 6, width: 20, height: 10), Rect(x: 4.5, y: 6.25, width: 20, height: 10)])
    func rectanglePathClipsMatchRectangleClips(_ r: Rect) {
        let a = PixelBuffer(width: 32, height: 32), b = PixelBuffer(width: 32, height: 32)
        let ca = Canvas(a), cb = Canvas(b)
        ca.clip(to: Path.rect(r))
        cb.clip(to: r)
        for c in [ca, cb] { c.fill(Rect(x: 0, y: 0, width: 32, height: 32), with: .solid(.white)) }
        #expect(a.hasSamePixels(as: b))
        // Both equal filling the rectangle itself: the clip neither loses nor adds coverage.
        let direct = PixelBuffer(width: 32, height: 32)
        Canvas(direct).fill(r, with: .solid(.white))
        #expect(a.hasSamePixels(as: direct))
    }
}
