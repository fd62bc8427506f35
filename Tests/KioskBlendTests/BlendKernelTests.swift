import Testing
import KioskGoldens
import KioskBlend
import KioskBlendAVX2
import KioskBlendAVX512
@testable import KioskRaster

/// Differential tests: every SIMD kernel against its scalar twin on seeded random inputs
/// (`BlendDifferentials`, which Tests/AArch64 also runs on the NEON build). The pixels must
/// be identical, for every blend mode and every length (tails included), at every width: the
/// four-pixel kernels, and the eight- and sixteen-pixel ones where this CPU runs them.
@Suite struct BlendKernelTests {
    /// What the canvas calls: the width chosen for this CPU, short runs blended in place.
    static let dispatched = step(BlendKernels.self, "dispatched")

    /// The widths this CPU runs (the wide kernels would fault where AVX2 or AVX-512 is
    /// missing; each test names the width it ran).
    static var widths: [KernelWidth] {
        var all = [KernelWidth.narrow, dispatched]
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

    /// Fails with the first few cases that differed.
    static func expectNone(_ failures: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(
            failures.isEmpty, "\(failures.count) cases differ: \(failures.prefix(5))", sourceLocation: sourceLocation)
    }

    @Test(arguments: BlendMode.allCases, BlendKernelTests.widths)
    func simdKernelsMatchScalarTwins(mode: KioskBlend.BlendMode, kernels: KernelWidth) {
        Self.expectNone(BlendDifferentials.runsAndMasks(mode: mode, kernels: kernels))
    }

    @Test(arguments: BlendMode.allCases, BlendKernelTests.widths)
    func maskRectanglesMatchTheScalarTwin(mode: KioskBlend.BlendMode, kernels: KernelWidth) {
        Self.expectNone(BlendDifferentials.maskRectangles(mode: mode, kernels: kernels))
    }

    @Test(arguments: BlendMode.allCases, BlendKernelTests.widths)
    func opaqueSpansMatchTheScalarTwin(mode: KioskBlend.BlendMode, kernels: KernelWidth) {
        Self.expectNone(BlendDifferentials.opaqueSpans(mode: mode, kernels: kernels))
    }

    @Test(arguments: BlendMode.allCases, BlendKernelTests.widths)
    func rectanglesWithSidesMatchTheScalarTwin(mode: KioskBlend.BlendMode, kernels: KernelWidth) {
        Self.expectNone(BlendDifferentials.rectanglesWithSides(mode: mode, kernels: kernels))
    }

    @Test(arguments: BlendMode.allCases, BlendKernelTests.widths)
    func narrowRectanglesMatchTheScalarTwin(mode: KioskBlend.BlendMode, kernels: KernelWidth) {
        Self.expectNone(BlendDifferentials.narrowRectangles(mode: mode, kernels: kernels))
    }

    @Test(arguments: BlendKernelTests.widths)
    func bilinearRowsMatchThePixelFormula(kernels: KernelWidth) {
        Self.expectNone(BlendDifferentials.bilinearRows(kernels: kernels))
    }

    @Test func roundingTermCarriesTheSourceTermExactly() {
        #expect(BlendDifferentials.roundingTermCarriesTheSourceTerm() == 0)
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
        #expect(BlendDifferentials.replacedLaneBlends(SIMD4<UInt32>.self) == 0)
        #if arch(x86_64)
        if BlendKernels.cpuHasAVX2 { #expect(BlendDifferentials.replacedLaneBlends(SIMD8<UInt32>.self) == 0) }
        if BlendKernels.cpuHasAVX512 { #expect(BlendDifferentials.replacedLaneBlends(SIMD16<UInt32>.self) == 0) }
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
        Self.expectNone(BlendDifferentials.referenceFormula())
    }
}
