import KioskBlend
import KioskGeometry

/// A translucent colour lying over everything drawn (a dimming backdrop under an alert or a
/// sheet), applied to each colour as it is drawn instead of blended over the finished pixels.
///
/// Over a premultiplied colour `c` with alpha `ca`, a covering colour `d` (alpha `da`) gives
/// `ca·d + (1 − da)·c` with `c`'s own alpha: what shows of `c` through the cover, limited to
/// where `c` is. The map is linear in `(c, ca)`, so it commutes with coverage, opacity,
/// source-over compositing, Porter-Duff modes and resampling: drawing every colour through it
/// gives the pixels of drawing without it and filling `d` over them, up to rounding, without a
/// pass over the covered pixels. Over an opaque background it is exactly that fill.
///
/// Only solid colours are mapped: a caller covers only drawing made of them (no images,
/// gradients, non-separable blend modes or filters).
extension Canvas {
    /// Draws what follows as seen through `color` at `opacity` (0...1) lying over it: the very
    /// colour a fill of `color` at that opacity would blend. Nil uncovers. Saved and restored
    /// with the rest of the state, and kept inside layers (their pixels are mapped as drawn,
    /// so their composite is not).
    package func cover(with color: RGBAColor?, opacity: Double = 1) {
        guard let color else {
            state.covering = 0
            return
        }
        let byte = RGBAColor.roundedChannel(max(0, min(1, opacity)) * 255)
        state.covering = ReferenceKernels.scale(color.premultiplied, byte)
    }

    /// Whether drawing is seen through a covering colour.
    package var isCovered: Bool { state.covering != 0 }

    /// Premultiplied `c` as it shows through premultiplied `cover`, keeping `c`'s alpha.
    @inline(__always)
    static func beneath(_ cover: UInt32, _ c: UInt32) -> UInt32 {
        guard cover != 0 else { return c }
        let ca = c >> 24, keep = 255 - (cover >> 24)
        @inline(__always) func channel(_ shift: UInt32) -> UInt32 {
            div255(ca * ((cover >> shift) & 0xFF) + keep * ((c >> shift) & 0xFF)) << shift
        }
        return ca << 24 | channel(16) | channel(8) | channel(0)
    }
}
