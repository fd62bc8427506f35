import Testing
import KioskGoldens
import KioskBlend
import KioskBlendAVX2
import KioskBlendAVX512
@testable import KioskRaster

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
}

/// Differential tests: every SIMD kernel against its scalar twin on seeded random inputs.
/// The pixels must be identical, for every blend mode and every length (tails included), at
/// every width: the four-pixel kernels, and the eight- and sixteen-pixel ones where this CPU
/// runs them.
@Suite struct BlendKernelTests {
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

    /// What the canvas calls: the width chosen for this CPU, short runs blended in place.
    static let dispatched = step(BlendKernels.self, "dispatched")

    /// The widths this CPU runs (the wide kernels would fault where AVX2 or AVX-512 is
    /// missing; each test names the width it ran).
    static var widths: [KernelWidth] {
        var all = [narrow, dispatched]
        #if arch(x86_64)
        if BlendKernels.cpuHasAVX2 { all.append(step(KioskBlendAVX2.StepKernels.self, "256-bit")) }
        if BlendKernels.cpuHasAVX512 { all.append(step(KioskBlendAVX512.StepKernels.self, "512-bit")) }
        #endif
        return all
    }

    /// The kernels of one width (a wide module's) or of the dispatch.
    static func step<K: BlendStepKernels & SendableMetatype>(_: K.Type, _ description: String) -> KernelWidth {
        KernelWidth(
            description: description, solidRun: { K.solidRect($0, rowStride: 0, $1, 1, $2, $3, $4) },
            solidMask: { K.solidMask($0, $1, $2, $3, $4) },
            spanRun: { K.spanRun($0, $1, $2, $3, $4) },
            spanMask: { K.spanMask($0, $1, $2, $3, $4) },
            solidRectEdges: { K.solidRectEdges($0, rowStride: $1, $2, $3, $4, first: $5, $6, last: $7, $8) },
            solidRect: { K.solidRect($0, rowStride: $1, $2, $3, $4, $5, $6) },
            solidMaskRect: { K.solidMaskRect($0, rowStride: $1, $2, maskStride: $3, $4, $5, $6, $7) },
            bilinearRow: { K.bilinearRow(top: $0, bottom: $1, count: $2, wx: $3, wy: $4, out: $5) })
    }

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

    @Test(arguments: BlendMode.allCases, BlendKernelTests.widths)
    func simdKernelsMatchScalarTwins(mode: KioskBlend.BlendMode, kernels: KernelWidth) {
        var g = SeededGenerator(state: 42)
        for length in [1, 3, 4, 5, 7, 8, 9, 12, 15, 16, 17, 23, 31, 32, 33, 47, 64, 257] {
            for _ in 0..<40 {
                let dst = (0..<length).map { _ in Self.pixel(&g) }
                let src = (0..<length).map { _ in Self.pixel(&g) }
                let masks = (0..<length).map { _ in Self.mask(&g) }
                let color = Self.pixel(&g)
                let coverage = UInt32(Self.mask(&g))
                func check(
                    _ name: String, _ fast: (UnsafeMutablePointer<UInt32>) -> Void,
                    _ slow: (UnsafeMutablePointer<UInt32>) -> Void
                ) {
                    var a = dst, b = dst
                    a.withUnsafeMutableBufferPointer { fast($0.baseAddress!) }
                    b.withUnsafeMutableBufferPointer { slow($0.baseAddress!) }
                    #expect(a == b, "\(name) \(mode) \(kernels) length \(length)")
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
    }

    /// Rectangles of per-pixel coverage (a small shape's rows, a glyph) in one call: every
    /// row as the scalar twin blends it, at widths around each step's and heights from one,
    /// with rows and mask rows apart by more than their width.
    @Test(arguments: BlendMode.allCases, BlendKernelTests.widths)
    func maskRectanglesMatchTheScalarTwin(mode: KioskBlend.BlendMode, kernels: KernelWidth) {
        var g = SeededGenerator(state: 77)
        for count in [1, 3, 4, 5, 7, 8, 9, 15, 16, 17, 31, 33] {
            for height in [1, 2, 5] {
                let stride = count + 3, maskStride = count + 2
                let dst = (0..<(stride * height)).map { _ in Self.pixel(&g) }
                let masks = (0..<(maskStride * height)).map { _ in Self.mask(&g) }
                let color = Self.pixel(&g)
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
                #expect(a == b, "solidMaskRect \(mode) \(kernels) count \(count) height \(height)")
            }
        }
    }

    /// Full coverage of mostly opaque sources (an image, a gradient between opaque colours):
    /// the kernel's store-through for all-opaque groups must equal the blend.
    @Test(arguments: BlendMode.allCases, BlendKernelTests.widths)
    func opaqueSpansMatchTheScalarTwin(mode: KioskBlend.BlendMode, kernels: KernelWidth) {
        var g = SeededGenerator(state: 7)
        for length in [4, 7, 16, 61, 256] {
            for _ in 0..<40 {
                let dst = (0..<length).map { _ in Self.pixel(&g) }
                let src = (0..<length).map { _ -> UInt32 in
                    var p = Self.pixel(&g)
                    // Mostly opaque; the channels stay below alpha either way.
                    if UInt32.random(in: 0..<8, using: &g) != 0 { p |= 0xFF00_0000 }
                    return p
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
                #expect(a == b, "spanRun opaque \(mode) \(kernels) length \(length)")
            }
        }
    }

    /// Rectangles whose sides have coverage of their own, every width from one pixel (the
    /// overlapping last step, the one-step row, the narrow and scalar rows), rows apart in a
    /// larger buffer whose pixels outside the rectangle must stay as they were. Rows start at
    /// every pixel offset within a step, for the long rows' aligned steps.
    @Test(arguments: BlendMode.allCases, BlendKernelTests.widths)
    func rectanglesWithSidesMatchTheScalarTwin(mode: KioskBlend.BlendMode, kernels: KernelWidth) {
        var g = SeededGenerator(state: 11)
        let stride = 300, height = 3
        for count in [
            1, 2, 3, 4, 5, 7, 8, 9, 10, 15, 16, 17, 23, 24, 25, 31, 32, 33, 64, 65, 71, 72, 73, 80, 100, 143, 144, 145,
            150, 257,
        ] {
            for _ in 0..<30 {
                let dst = (0..<(stride * (height + 1))).map { _ in Self.pixel(&g) }
                // Mostly translucent colours, some opaque (the interior becomes a fill).
                var color = Self.pixel(&g)
                if UInt32.random(in: 0..<4, using: &g) == 0 { color |= 0xFF00_0000 }
                let first = UInt32(Self.mask(&g)), m = UInt32(Self.mask(&g)), last = UInt32(Self.mask(&g))
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
                #expect(a == b, "solidRectEdges \(mode) \(kernels) count \(count) first \(first) m \(m) last \(last)")
            }
        }
    }

    /// Rectangles narrower than a step (a border's side, a fractional column), blended four
    /// rows of a column at a time: every height around the groups of four, rows far apart and
    /// rows that follow each other, the pixels beside them left as they were.
    @Test(arguments: BlendMode.allCases, BlendKernelTests.widths)
    func narrowRectanglesMatchTheScalarTwin(mode: KioskBlend.BlendMode, kernels: KernelWidth) {
        var g = SeededGenerator(state: 13)
        for count in 1...5 {
            for height in [1, 3, 4, 5, 8, 11] {
                for stride in [count, 37] {
                    for _ in 0..<10 {
                        let dst = (0..<(stride * height + 8)).map { _ in Self.pixel(&g) }
                        var color = Self.pixel(&g)
                        if UInt32.random(in: 0..<4, using: &g) == 0 { color |= 0xFF00_0000 }
                        let m = UInt32(Self.mask(&g))
                        var a = dst, b = dst
                        a.withUnsafeMutableBufferPointer {
                            kernels.solidRect($0.baseAddress! + 3, stride, count, height, color, m, mode)
                        }
                        b.withUnsafeMutableBufferPointer {
                            ReferenceKernels.solidRectEdges(
                                $0.baseAddress! + 3, rowStride: stride, count, height, color, first: m, m, last: m, mode
                            )
                        }
                        #expect(
                            a == b,
                            "solidRect \(mode) \(kernels) count \(count) height \(height) stride \(stride) m \(m)")
                    }
                }
            }
        }
    }

    /// Rows of an image moved by a fraction of a pixel: each output pixel is the formula of its
    /// four texels (`BilinearKernels.pixel`), at every length around the steps, with rows that
    /// are missing (transparent, beyond the image's edge) on either side.
    @Test(arguments: BlendKernelTests.widths)
    func bilinearRowsMatchThePixelFormula(kernels: KernelWidth) {
        var g = SeededGenerator(state: 17)
        for count in [1, 3, 4, 5, 7, 8, 9, 15, 16, 17, 31, 32, 33, 64, 100] {
            for _ in 0..<20 {
                let top = (0...count).map { _ in Self.pixel(&g) }, bottom = (0...count).map { _ in Self.pixel(&g) }
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
                #expect(out == expected, "bilinearRow \(kernels) count \(count) wx \(wx) wy \(wy)")
            }
        }
    }

    /// The source term folded into the rounding term of the division (`ConstantBlend`) gives
    /// `t + div255(x * f)` for every byte `x`, every factor `f` and every source term `t` a
    /// valid colour can have with it (`t <= 255 - f`): all 8.4 million cases.
    @Test func roundingTermCarriesTheSourceTermExactly() {
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
        #expect(failures == 0)
    }

    /// The rounded factors (`kiosk_rounded_factors`, behind `ConstantBlend.roundedFactor`):
    /// searched for again, each the lowest 15-bit value whose rounding multiply-high gives
    /// `div255(d * f)` for every byte `d`, which is checked for every `d` and `f`.
    @Test func roundedFactorsDivideExactly() {
        #if arch(x86_64)
        func divides(_ f: UInt32, _ factor: UInt32) -> Bool {
            (UInt32(0)...255).allSatisfy { d in (d * factor + (1 << 14)) >> 15 == div255(d * f) }
        }
        var wrong: [UInt32] = []
        for f in UInt32(0)...255 {
            let factor = ConstantBlend<SIMD8<UInt32>>.roundedFactor(f)
            let lowest = (UInt32(0)..<(1 << 15)).first { divides(f, $0) }
            if factor >= 1 << 15 || !divides(f, factor) || lowest != factor { wrong.append(f) }
        }
        #expect(wrong.isEmpty, "factors for f in \(wrong)")
        #endif
    }

    /// The eight-pixel steps blend a constant colour with one rounding multiply-high per half
    /// (vpmulhrsw through CByteProducts, `ConstantBlend`): `t + div255(x * f)` again for every
    /// byte `x`, factor `f` and source term `t <= 255 - f`, a lane per byte and one source
    /// term per channel.
    @Test func roundedMultiplyBlendsExactly() {
        #if arch(x86_64)
        guard BlendKernels.cpuHasAVX2 else { return }
        typealias W = SIMD8<UInt32>
        #expect(W.multipliesRounded && SIMD16<UInt32>.multipliesRounded && !SIMD4<UInt32>.multipliesRounded)
        var failures = 0
        for f in UInt32(0)...255 {
            for t0 in stride(from: UInt32(0), through: 255 - f, by: 4) {
                let t = SIMD4<UInt32>(t0, t0 + 1, t0 + 2, t0 + 3).replacing(
                    with: 255 - f, where: SIMD4(t0, t0 + 1, t0 + 2, t0 + 3) .> 255 - f)
                let color = t[3] << 24 | t[2] << 16 | t[1] << 8 | t[0]
                let blend = ConstantBlend<W>(f: f, t: color)
                for base in stride(from: UInt32(0), through: 248, by: 8) {
                    let x = W(0, 1, 2, 3, 4, 5, 6, 7) &+ base
                    let got = PixelSteps.blend(x &* 0x0101_0101, blend)
                    for i in 0..<8 {
                        for c in 0..<4 where (got[i] >> (8 * UInt32(c))) & 0xFF != t[c] + div255(x[i] * f) {
                            failures += 1
                        }
                    }
                }
            }
        }
        #expect(failures == 0)
        #endif
    }

    /// A lane given its own factor and source term (a rectangle's side column) blends with
    /// those, and the other lanes with the body's, at four, eight and sixteen pixels.
    @Test func replacedLaneBlendsWithItsOwnConstants() {
        func check<W: PixelVector>(_: W.Type) -> Int {
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
        #expect(check(SIMD4<UInt32>.self) == 0)
        #if arch(x86_64)
        if BlendKernels.cpuHasAVX2 { #expect(check(SIMD8<UInt32>.self) == 0) }
        if BlendKernels.cpuHasAVX512 { #expect(check(SIMD16<UInt32>.self) == 0) }
        #endif
    }

    /// The sixteen-pixel steps' rounded multiplies (vpmulhrsw on 512 bits) give the same as
    /// the eight-pixel ones, lane for lane, for every byte and factor.
    @Test func wideRoundedMultipliesMatchTheNarrowerOnes() {
        #if arch(x86_64)
        guard BlendKernels.cpuHasAVX512 else { return }
        var failures = 0
        for f in UInt32(0)...255 {
            let t0 = (255 - f) / 2
            let color = t0 << 24 | t0 << 16 | (255 - f) << 8 | t0 / 3
            let wide = ConstantBlend<SIMD16<UInt32>>(f: f, t: color)
            let narrow = ConstantBlend<SIMD8<UInt32>>(f: f, t: color)
            for base in stride(from: UInt32(0), through: 240, by: 16) {
                var x = SIMD16<UInt32>()
                for i in 0..<16 { x[i] = (base + UInt32(i)) &* 0x0101_0101 ^ UInt32(i) << 8 }
                let got = PixelSteps.blend(x, wide)
                let low = PixelSteps.blend(x.lowHalf, narrow), high = PixelSteps.blend(x.highHalf, narrow)
                for i in 0..<8 where got[i] != low[i] || got[i + 8] != high[i] { failures += 1 }
            }
        }
        #expect(failures == 0)
        #endif
    }

    @Test func referenceSourceOverMatchesTheFormula() {
        // 50% white over opaque black gives mid grey; opaque source replaces.
        #expect(ReferenceKernels.blend(0xFF00_0000, 0x8080_8080, 255, .sourceOver) == 0xFF80_8080)
        #expect(ReferenceKernels.blend(0xFF12_3456, 0xFFAA_BBCC, 255, .sourceOver) == 0xFFAA_BBCC)
        #expect(ReferenceKernels.blend(0xFF12_3456, 0xFFAA_BBCC, 0, .sourceOver) == 0xFF12_3456)
        #expect(ReferenceKernels.blend(0xFF12_3456, 0xFFAA_BBCC, 255, .clear) == 0)
        #expect(ReferenceKernels.blend(0xFFFF_FFFF, 0xFF00_0000, 255, .destinationOut) == 0)
    }
}
