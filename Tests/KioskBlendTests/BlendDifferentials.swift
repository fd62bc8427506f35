#if !hasFeature(Embedded)
import KioskGoldens
#endif
import KioskBlend

/// One width's kernels.
struct KernelWidth: Sendable, CustomStringConvertible {
    let description: String
    let solidRun: @Sendable (UnsafeMutablePointer<UInt32>, Int, UInt32, UInt32, BlendMode) -> Void
    let solidMask: @Sendable (UnsafeMutablePointer<UInt32>, UnsafePointer<UInt8>, Int, UInt32, BlendMode) -> Void
    let spanRun: @Sendable (UnsafeMutablePointer<UInt32>, UnsafePointer<UInt32>, Int, UInt32, BlendMode) -> Void
    let spanMask:
        @Sendable (UnsafeMutablePointer<UInt32>, UnsafePointer<UInt32>, UnsafePointer<UInt8>, Int, BlendMode) -> Void
    /// dst, row stride, count, height, colour, first, coverage, last, mode.
    let solidRectEdges:
        @Sendable (UnsafeMutablePointer<UInt32>, Int, Int, Int, UInt32, UInt32, UInt32, UInt32, BlendMode) -> Void
    /// dst, row stride, count, height, colour, coverage, mode.
    let solidRect: @Sendable (UnsafeMutablePointer<UInt32>, Int, Int, Int, UInt32, UInt32, BlendMode) -> Void
    /// dst, row stride, mask, mask stride, count, height, colour, mode.
    let solidMaskRect:
        @Sendable (UnsafeMutablePointer<UInt32>, Int, UnsafePointer<UInt8>, Int, Int, Int, UInt32, BlendMode) -> Void
    /// top, bottom, count, wx, wy, out.
    let bilinearRow:
        @Sendable (UnsafePointer<UInt32>?, UnsafePointer<UInt32>?, Int, UInt32, UInt32, UnsafeMutablePointer<UInt32>) ->
            Void

    /// The four-pixel kernels: KioskRaster's own build (SSE2 on x86-64, NEON on AArch64).
    static let narrow = KernelWidth(
        description: "128-bit", solidRun: { PixelKernels<SIMD4<UInt32>>.solidRun($0, $1, $2, $3, $4) },
        solidMask: { PixelKernels<SIMD4<UInt32>>.solidMask($0, $1, $2, $3, $4) },
        spanRun: { PixelKernels<SIMD4<UInt32>>.spanRun($0, $1, $2, $3, $4) },
        spanMask: { PixelKernels<SIMD4<UInt32>>.spanMask($0, $1, $2, $3, $4) },
        solidRectEdges: {
            PixelKernels<SIMD4<UInt32>>.solidRectEdges($0, rowStride: $1, $2, $3, $4, first: $5, $6, last: $7, $8)
        },
        solidRect: { PixelKernels<SIMD4<UInt32>>.solidRect($0, rowStride: $1, $2, $3, $4, $5, $6) },
        solidMaskRect: {
            PixelKernels<SIMD4<UInt32>>.solidMaskRect($0, rowStride: $1, $2, maskStride: $3, $4, $5, $6, $7)
        },
        bilinearRow: { BilinearKernels<SIMD4<UInt32>>.row(top: $0, bottom: $1, count: $2, wx: $3, wy: $4, out: $5) })
}

/// The differential tests of the blend kernels: every SIMD kernel against its scalar twin on
/// seeded random inputs, for every blend mode and every length (tails included). The pixels
/// must be identical. Each returns a description of every case that differed (none when the
/// kernels are right).
///
/// One source for two harnesses: `BlendKernelTests` runs these at every width this CPU has,
/// and Tests/AArch64 builds them with the kernels for AArch64 (Embedded Swift) and runs them
/// under QEMU, so the NEON build is held to the same cases.
enum BlendDifferentials {
    /// A valid premultiplied pixel: channels never exceed alpha.
    static func pixel(_ g: inout SeededGenerator) -> UInt32 {
        let a = UInt32.random(in: 0...255, using: &g)
        let pick = UInt32.random(in: 0..<4, using: &g)
        let alpha = pick == 0 ? 255 : (pick == 1 ? 0 : a)
        func ch() -> UInt32 { alpha == 0 ? 0 : UInt32.random(in: 0...alpha, using: &g) }
        return alpha << 24 | ch() << 16 | ch() << 8 | ch()
    }

    static func mask(_ g: inout SeededGenerator) -> UInt8 {
        switch UInt8.random(in: 0..<4, using: &g) {
        case 0: 0
        case 1: 255
        default: UInt8.random(in: 0...255, using: &g)
        }
    }

    /// The mode's name in a failure (Embedded Swift cannot describe an enum case by itself).
    static func name(_ mode: BlendMode) -> String {
        switch mode {
        case .sourceOver: "sourceOver"
        case .source: "source"
        case .clear: "clear"
        case .destinationOut: "destinationOut"
        }
    }

    /// Runs of a solid colour, masks, and spans of source pixels at constant and per-pixel
    /// coverage.
    static func runsAndMasks(mode: BlendMode, kernels: KernelWidth) -> [String] {
        var failures: [String] = []
        var g = SeededGenerator(state: 42)
        for length in [1, 3, 4, 5, 7, 8, 9, 12, 15, 16, 17, 23, 31, 32, 33, 47, 64, 257] {
            for _ in 0..<40 {
                let dst = (0..<length).map { _ in pixel(&g) }
                let src = (0..<length).map { _ in pixel(&g) }
                let masks = (0..<length).map { _ in mask(&g) }
                let color = pixel(&g)
                let coverage = UInt32(mask(&g))
                func check(
                    _ kernel: String, _ fast: (UnsafeMutablePointer<UInt32>) -> Void,
                    _ slow: (UnsafeMutablePointer<UInt32>) -> Void
                ) {
                    var a = dst, b = dst
                    a.withUnsafeMutableBufferPointer { fast($0.baseAddress!) }
                    b.withUnsafeMutableBufferPointer { slow($0.baseAddress!) }
                    if a != b { failures.append("\(kernel) \(name(mode)) \(kernels) length \(length)") }
                }
                check(
                    "solidRun", { kernels.solidRun($0, length, color, coverage, mode) },
                    { ReferenceKernels.solidRun($0, length, color, coverage, mode) })
                masks.withUnsafeBufferPointer { m in
                    check(
                        "solidMask", { kernels.solidMask($0, m.baseAddress!, length, color, mode) },
                        { ReferenceKernels.solidMask($0, m.baseAddress!, length, color, mode) })
                    src.withUnsafeBufferPointer { s in
                        check(
                            "spanRun", { kernels.spanRun($0, s.baseAddress!, length, coverage, mode) },
                            { ReferenceKernels.spanRun($0, s.baseAddress!, length, coverage, mode) })
                        check(
                            "spanMask", { kernels.spanMask($0, s.baseAddress!, m.baseAddress!, length, mode) },
                            { ReferenceKernels.spanMask($0, s.baseAddress!, m.baseAddress!, length, mode) })
                    }
                }
            }
        }
        return failures
    }

    /// Rectangles of per-pixel coverage (a small shape's rows, a glyph) in one call: every
    /// row as the scalar twin blends it, at widths around each step's and heights from one,
    /// with rows and mask rows apart by more than their width.
    static func maskRectangles(mode: BlendMode, kernels: KernelWidth) -> [String] {
        var failures: [String] = []
        var g = SeededGenerator(state: 77)
        for count in [1, 3, 4, 5, 7, 8, 9, 15, 16, 17, 31, 33] {
            for height in [1, 2, 5] {
                let stride = count + 3, maskStride = count + 2
                let dst = (0..<(stride * height)).map { _ in pixel(&g) }
                let masks = (0..<(maskStride * height)).map { _ in mask(&g) }
                let color = pixel(&g)
                var a = dst, b = dst
                masks.withUnsafeBufferPointer { m in
                    a.withUnsafeMutableBufferPointer {
                        kernels.solidMaskRect(
                            $0.baseAddress! + 1, stride, m.baseAddress!, maskStride, count, height, color, mode)
                    }
                    b.withUnsafeMutableBufferPointer {
                        ReferenceKernels.solidMaskRect(
                            $0.baseAddress! + 1, rowStride: stride, m.baseAddress!, maskStride: maskStride, count,
                            height, color, mode)
                    }
                }
                if a != b { failures.append("solidMaskRect \(name(mode)) \(kernels) count \(count) height \(height)") }
            }
        }
        return failures
    }

    /// Full coverage of mostly opaque sources (an image, a gradient between opaque colours)
    /// with stretches wholly transparent (an icon's corners), and wholly opaque runs with and
    /// without one translucent pixel: the kernel's copy of all-opaque runs, its store-through
    /// for all-opaque steps and its skip of all-transparent ones must equal the blend.
    static func opaqueSpans(mode: BlendMode, kernels: KernelWidth) -> [String] {
        var failures: [String] = []
        var g = SeededGenerator(state: 7)
        for length in [4, 7, 16, 61, 256] {
            for _ in 0..<40 {
                let dst = (0..<length).map { _ in pixel(&g) }
                var src: [UInt32] = []
                let shape = UInt32.random(in: 0..<4, using: &g)
                if shape < 2 {
                    // Wholly opaque (copied as it is), or all but one pixel anywhere in it.
                    src = (0..<length).map { _ in pixel(&g) | 0xFF00_0000 }
                    if shape == 1 { src[Int.random(in: 0..<length, using: &g)] &= 0x7F7F_7F7F }
                }
                while src.count < length {
                    // Stretches long enough to fill whole steps of every width, some shorter.
                    let stretch = min(length - src.count, Int.random(in: 1...40, using: &g))
                    let kind = UInt32.random(in: 0..<4, using: &g)
                    for _ in 0..<stretch {
                        var p = pixel(&g)
                        // Mostly opaque; the channels stay below alpha either way.
                        if UInt32.random(in: 0..<8, using: &g) != 0 { p |= 0xFF00_0000 }
                        src.append(kind == 0 ? 0 : p)
                    }
                }
                var a = dst, b = dst
                src.withUnsafeBufferPointer { s in
                    a.withUnsafeMutableBufferPointer {
                        kernels.spanRun($0.baseAddress!, s.baseAddress!, length, 255, mode)
                    }
                    b.withUnsafeMutableBufferPointer {
                        ReferenceKernels.spanRun($0.baseAddress!, s.baseAddress!, length, 255, mode)
                    }
                }
                if a != b { failures.append("spanRun opaque \(name(mode)) \(kernels) length \(length)") }
            }
        }
        return failures
    }

    /// Rectangles whose sides have coverage of their own, every width from one pixel (the
    /// overlapping last step, the one-step row, the narrow and scalar rows), rows apart in a
    /// larger buffer whose pixels outside the rectangle must stay as they were. Rows start at
    /// every pixel offset within a step, for the long rows' aligned steps.
    static func rectanglesWithSides(mode: BlendMode, kernels: KernelWidth) -> [String] {
        var failures: [String] = []
        var g = SeededGenerator(state: 11)
        let stride = 300, height = 3
        for count in [
            1, 2, 3, 4, 5, 7, 8, 9, 10, 15, 16, 17, 23, 24, 25, 31, 32, 33, 64, 65, 71, 72, 73, 80, 100, 143, 144, 145,
            150, 257,
        ] {
            for _ in 0..<30 {
                let dst = (0..<(stride * (height + 1))).map { _ in pixel(&g) }
                // Mostly translucent colours, some opaque (the interior becomes a fill).
                var color = pixel(&g)
                if UInt32.random(in: 0..<4, using: &g) == 0 { color |= 0xFF00_0000 }
                let first = UInt32(mask(&g)), m = UInt32(mask(&g)), last = UInt32(mask(&g))
                var a = dst, b = dst
                let start = Int.random(in: 0..<16, using: &g)
                a.withUnsafeMutableBufferPointer {
                    kernels.solidRectEdges($0.baseAddress! + start, stride, count, height, color, first, m, last, mode)
                }
                b.withUnsafeMutableBufferPointer {
                    ReferenceKernels.solidRectEdges(
                        $0.baseAddress! + start, rowStride: stride, count, height, color, first: first, m, last: last,
                        mode)
                }
                if a != b {
                    failures.append(
                        "solidRectEdges \(name(mode)) \(kernels) count \(count) first \(first) m \(m) last \(last)")
                }
            }
        }
        return failures
    }

    /// Rectangles narrower than a step (a border's side, a fractional column), blended four
    /// rows of a column at a time: every height around the groups of four, rows far apart and
    /// rows that follow each other, the pixels beside them left as they were.
    static func narrowRectangles(mode: BlendMode, kernels: KernelWidth) -> [String] {
        var failures: [String] = []
        var g = SeededGenerator(state: 13)
        for count in 1...5 {
            for height in [1, 3, 4, 5, 8, 11] {
                for stride in [count, 37] {
                    for _ in 0..<10 {
                        let dst = (0..<(stride * height + 8)).map { _ in pixel(&g) }
                        var color = pixel(&g)
                        if UInt32.random(in: 0..<4, using: &g) == 0 { color |= 0xFF00_0000 }
                        let m = UInt32(mask(&g))
                        var a = dst, b = dst
                        a.withUnsafeMutableBufferPointer {
                            kernels.solidRect($0.baseAddress! + 3, stride, count, height, color, m, mode)
                        }
                        b.withUnsafeMutableBufferPointer {
                            ReferenceKernels.solidRectEdges(
                                $0.baseAddress! + 3, rowStride: stride, count, height, color, first: m, m, last: m, mode
                            )
                        }
                        if a != b {
                            failures.append(
                                "solidRect \(name(mode)) \(kernels) count \(count) height \(height) stride \(stride) m \(m)"
                            )
                        }
                    }
                }
            }
        }
        return failures
    }

    /// Rows of an image moved by a fraction of a pixel: each output pixel is the formula of its
    /// four texels (`BilinearKernels.pixel`), at every length around the steps, with rows that
    /// are missing (transparent, beyond the image's edge) on either side.
    static func bilinearRows(kernels: KernelWidth) -> [String] {
        var failures: [String] = []
        var g = SeededGenerator(state: 17)
        for count in [1, 3, 4, 5, 7, 8, 9, 15, 16, 17, 31, 32, 33, 64, 100] {
            for _ in 0..<20 {
                let top = (0...count).map { _ in pixel(&g) }, bottom = (0...count).map { _ in pixel(&g) }
                let wx = UInt32.random(in: 0...256, using: &g), wy = UInt32.random(in: 0...256, using: &g)
                let rows = Int.random(in: 0..<3, using: &g)
                var out = [UInt32](repeating: 0, count: count)
                top.withUnsafeBufferPointer { t in
                    bottom.withUnsafeBufferPointer { b in
                        out.withUnsafeMutableBufferPointer {
                            kernels.bilinearRow(
                                rows == 1 ? nil : t.baseAddress, rows == 2 ? nil : b.baseAddress, count, wx, wy,
                                $0.baseAddress!)
                        }
                    }
                }
                let expected = (0..<count).map { i in
                    BilinearKernels<SIMD4<UInt32>>.pixel(
                        rows == 1 ? 0 : top[i], rows == 1 ? 0 : top[i + 1],
                        rows == 2 ? 0 : bottom[i], rows == 2 ? 0 : bottom[i + 1], wx, wy)
                }
                if out != expected { failures.append("bilinearRow \(kernels) count \(count) wx \(wx) wy \(wy)") }
            }
        }
        return failures
    }

    /// The source term folded into the rounding term of the division (`ConstantBlend`) gives
    /// `t + div255(x * f)` for every byte `x`, every factor `f` and every source term `t` a
    /// valid colour can have with it (`t <= 255 - f`): all 8.4 million cases. Returns how many
    /// differ.
    static func roundingTermCarriesTheSourceTerm() -> Int {
        typealias V = SIMD8<UInt16>
        var failures = 0
        for f in 0...255 {
            for t in 0...(255 - f) {
                let rounding = V(repeating: UInt16(255 * t + 128)), factor = V(repeating: UInt16(f))
                for base in stride(from: 0, through: 248, by: 8) {
                    let x = V(0, 1, 2, 3, 4, 5, 6, 7) &+ UInt16(base)
                    let got = SIMD4<UInt32>.mulDiv255(x, factor, plus: rounding)
                    for i in 0..<8 where UInt32(got[i]) != UInt32(t) + div255(UInt32(x[i]) * UInt32(f)) {
                        failures += 1
                    }
                }
            }
        }
        return failures
    }

    /// A lane given its own factor and source term (a rectangle's side column) blends with
    /// those, and the other lanes with the body's. Returns how many lanes differ.
    static func replacedLaneBlends<W: PixelVector>(_: W.Type) -> Int {
        let body = ConstantBlend<W>(f: 100, t: 0x4030_2010)
        var failures = 0
        for lane in 0..<W.scalarCount {
            let side = body.replacing(lane: lane, f: 200, t: 0x1008_0402)
            var d = W()
            for i in 0..<W.scalarCount { d[i] = 0x80A0_C0E0 &+ UInt32(i) &* 0x0101_0101 }
            let got = PixelSteps.blend(d, side)
            for i in 0..<W.scalarCount {
                let (f, t): (UInt32, UInt32) = i == lane ? (200, 0x1008_0402) : (100, 0x4030_2010)
                if got[i] != PixelSteps.scale1(d[i], f) &+ t { failures += 1 }
            }
        }
        return failures
    }

    /// The scalar twin itself, on values worked out by hand: 50% white over opaque black is mid
    /// grey, an opaque source replaces, no coverage leaves the destination, and the two
    /// erasing modes clear.
    static func referenceFormula() -> [String] {
        let cases: [(UInt32, UInt32, UInt32, BlendMode, UInt32)] = [
            (0xFF00_0000, 0x8080_8080, 255, .sourceOver, 0xFF80_8080),
            (0xFF12_3456, 0xFFAA_BBCC, 255, .sourceOver, 0xFFAA_BBCC),
            (0xFF12_3456, 0xFFAA_BBCC, 0, .sourceOver, 0xFF12_3456),
            (0xFF12_3456, 0xFFAA_BBCC, 255, .clear, 0),
            (0xFFFF_FFFF, 0xFF00_0000, 255, .destinationOut, 0),
        ]
        var failures: [String] = []
        for (d, s, m, mode, expected) in cases where ReferenceKernels.blend(d, s, m, mode) != expected {
            failures.append("reference \(name(mode)) d \(d) s \(s) m \(m)")
        }
        return failures
    }
}
