import Testing
import KioskGeometry
@testable import KioskRaster

/// Layers and anti-aliased clips, and layers turned into clips (`endLayerAsClip`).
@Suite struct LayerMaskTests {
    static let circle = Path.circle(center: Point(x: 16, y: 16), radius: 11.3)
    static let square = Path.rect(Rect(x: 0, y: 0, width: 32, height: 32))

    /// A layer at full opacity under a round clip draws what drawing directly does: the clip's
    /// edge coverage counts once, when the layer is composited.
    @Test func aLayerUnderAnAntiAliasedClipCountsItsEdgesOnce() {
        let direct = PixelBuffer(width: 32, height: 32), layered = PixelBuffer(width: 32, height: 32)
        let a = Canvas(direct)
        a.clip(to: Self.circle)
        a.fill(Self.square, with: .solid(.white))
        let b = Canvas(layered)
        b.clip(to: Self.circle)
        b.beginLayer(opacity: 1)
        b.fill(Self.square, with: .solid(.white))
        b.endLayer()
        var partial = 0
        for y in 0..<32 {
            for x in 0..<32 {
                #expect(direct[x, y] == layered[x, y], "(\(x), \(y))")
                if direct[x, y] >> 24 != 0 && direct[x, y] >> 24 != 255 { partial += 1 }
            }
        }
        #expect(partial > 40, "the circle's edge was anti-aliased")
    }

    @Test func aLayerBecomesAClipByItsLuminanceOrItsAlpha() {
        for channel in [MaskChannel.luminance, .alpha] {
            let buffer = PixelBuffer(width: 8, height: 1)
            let canvas = Canvas(buffer)
            canvas.beginLayer(opacity: 1)
            // Left half: opaque mid grey. Right half: half-transparent white.
            canvas.fill(Rect(x: 0, y: 0, width: 4, height: 1), with: .solid(RGBAColor(hex: 0x808080)))
            canvas.fill(Rect(x: 4, y: 0, width: 4, height: 1), with: .solid(RGBAColor(hex: 0xFFFFFF, alpha: 0.5)))
            canvas.endLayerAsClip(channel)
            canvas.fill(Rect(x: 0, y: 0, width: 8, height: 1), with: .solid(RGBAColor(hex: 0x0000FF)))
            let left = buffer[1, 0] >> 24, right = buffer[6, 0] >> 24
            switch channel {
            case .luminance: #expect(left == 128 && right == 128, "grey 128 and half of white: \(left) \(right)")
            case .alpha: #expect(left == 255 && right == 128, "\(left) \(right)")
            }
        }
    }

    @Test func luminanceWeighsTheChannelsAsSVGDoes() {
        #expect(MaskChannel.luminance.coverage(0xFFFF_FFFF) == 255)
        #expect(MaskChannel.luminance.coverage(0xFF00_0000) == 0)
        #expect(MaskChannel.luminance.coverage(0xFFFF_0000) == 54, "0.2125 of red")
        #expect(MaskChannel.luminance.coverage(0xFF00_FF00) == 182, "0.7154 of green")
        #expect(MaskChannel.luminance.coverage(0xFF00_00FF) == 18, "0.0721 of blue")
        #expect(MaskChannel.alpha.coverage(0x8012_3456) == 0x80)
    }

    /// A layer made a clip inside a clip: both apply.
    @Test func aLayerClipIntersectsTheClipBefore() {
        let buffer = PixelBuffer(width: 8, height: 1)
        let canvas = Canvas(buffer)
        canvas.clip(to: Rect(x: 2, y: 0, width: 6, height: 1))
        canvas.beginLayer(opacity: 1)
        canvas.fill(Rect(x: 0, y: 0, width: 5, height: 1), with: .solid(.white))
        canvas.endLayerAsClip(.alpha)
        canvas.fill(Rect(x: 0, y: 0, width: 8, height: 1), with: .solid(RGBAColor(hex: 0xFF0000)))
        #expect((0..<8).map { buffer[$0, 0] == 0xFFFF_0000 } == [false, false, true, true, true, false, false, false])
    }

    /// `endLayer(mixing:)` mixes the layer with the pixels under it, at the layer's place
    /// (inside an offscreen layer too), only inside the clip.
    @Test func aLayerMixesWithTheBackdropUnderIt() {
        let buffer = PixelBuffer(width: 8, height: 4)
        let canvas = Canvas(buffer)
        // The backdrop is drawn in an outer layer that starts at column 1.
        canvas.clip(to: Rect(x: 1, y: 0, width: 7, height: 4))
        canvas.beginLayer(opacity: 1)
        for x in 0..<8 {
            canvas.fill(
                Rect(x: Double(x), y: 0, width: 1, height: 4),
                with: .solid(RGBAColor(red: 0, green: Double(x) / 7, blue: 0)))
        }
        canvas.clip(to: Rect(x: 2, y: 1, width: 4, height: 2))
        canvas.beginLayer(opacity: 1)
        canvas.fill(Rect(x: 0, y: 0, width: 8, height: 4), with: .solid(RGBAColor(red: 1, green: 0, blue: 0)))
        // The layer's red added to the backdrop's green.
        canvas.endLayer(mixing: .plusLighter)
        canvas.endLayer()
        for y in 0..<4 {
            for x in 1..<8 {
                let inside = (2..<6).contains(x) && (1..<3).contains(y)
                #expect(buffer[x, y] >> 16 & 0xFF == (inside ? 255 : 0), "(\(x), \(y))")
                #expect(
                    buffer[x, y] >> 8 & 0xFF == UInt32((Double(x) / 7 * 255).rounded()), "(\(x), \(y)) keeps its green")
            }
        }
    }

    /// Multiply darkens by the layer's colour; the layer's opacity fades the result towards
    /// the backdrop; a Porter-Duff mode erases where the layer is clear.
    @Test func mixingHonoursTheModeTheOpacityAndClearPixels() {
        let buffer = PixelBuffer(width: 4, height: 1)
        let canvas = Canvas(buffer)
        canvas.fill(Rect(x: 0, y: 0, width: 4, height: 1), with: .solid(RGBAColor(red: 1, green: 1, blue: 1)))
        canvas.beginLayer(opacity: 1)
        canvas.fill(Rect(x: 0, y: 0, width: 1, height: 1), with: .solid(RGBAColor(red: 0.5, green: 0, blue: 1)))
        canvas.endLayer(mixing: .multiply)
        #expect(buffer[0, 0] == 0xFF80_00FF, "white times the colour is the colour")
        #expect(buffer[1, 0] == 0xFFFF_FFFF, "a clear layer pixel leaves the backdrop")
        canvas.beginLayer(opacity: 0.5)
        canvas.fill(Rect(x: 1, y: 0, width: 1, height: 1), with: .solid(RGBAColor(red: 0, green: 0, blue: 0)))
        canvas.endLayer(mixing: .multiply)
        #expect(buffer[1, 0] == 0xFF80_8080, "black multiplied at half opacity: half way to black")
        canvas.beginLayer(opacity: 1)
        canvas.fill(Rect(x: 2, y: 0, width: 1, height: 1), with: .solid(RGBAColor(red: 0, green: 0, blue: 0)))
        canvas.endLayer(mixing: .sourceIn)
        #expect(buffer[2, 0] == 0xFF00_0000, "source-in: the source where the backdrop is")
        #expect(buffer[3, 0] == 0, "and nothing where the source is clear")
    }
}
