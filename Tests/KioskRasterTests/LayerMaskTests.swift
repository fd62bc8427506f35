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
}
