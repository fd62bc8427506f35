import KioskBlend
import KioskBlendAVX2
import KioskBlendAVX512
import CCPUID

/// The blend kernels the canvas calls: `PixelKernels` sixteen pixels a step where the CPU has
/// AVX-512 (`KioskBlendAVX512.StepKernels`), eight where it has AVX2
/// (`KioskBlendAVX2.StepKernels`), each in a module built for it, and four a step otherwise
/// (this module's own build: SSE2 on x86-64, NEON on ARM).
/// The choice is made once; the branch per call is always taken the same way.
///
/// `RasterSettings.limitVectorWidth(to:)` (the runtime's `KIOSK_RASTER_SIMD=128` or `256`)
/// keeps the kernels at most that wide, to compare the widths side by side (`kiosk bench raster`).
enum BlendKernels {
    typealias Narrow = PixelKernels<SIMD4<UInt32>>

    /// Whether this CPU (and its kernel) runs `KioskBlendAVX2.StepKernels`.
    static let cpuHasAVX2 = kiosk_cpu_has_avx2() != 0
    /// Whether this CPU (and its kernel) runs `KioskBlendAVX512.StepKernels`.
    static let cpuHasAVX512 = kiosk_cpu_has_avx512bw() != 0

    /// The width in use, in bits per step: 512, 256 or 128 (decided once).
    static let width: Int = {
        #if arch(x86_64)
        let limit = RasterSettings.vectorWidthLimit.load(ordering: .relaxed)
        if cpuHasAVX512 && limit >= 512 { return 512 }
        if cpuHasAVX2 && limit >= 256 { return 256 }
        #endif
        return 128
    }()

    static func solidRun(
        _ dst: UnsafeMutablePointer<UInt32>, _ count: Int, _ color: UInt32, _ m: UInt32, _ mode: BlendMode
    ) {
        solidRect(dst, rowStride: 0, count, 1, color, m, mode)
    }

    static func solidRect(
        _ dst: UnsafeMutablePointer<UInt32>, rowStride: Int, _ count: Int, _ height: Int,
        _ color: UInt32, _ m: UInt32, _ mode: BlendMode
    ) {
        #if arch(x86_64)
        switch width {
        case 512:
            return KioskBlendAVX512.StepKernels.solidRect(dst, rowStride: rowStride, count, height, color, m, mode)
        case 256: return KioskBlendAVX2.StepKernels.solidRect(dst, rowStride: rowStride, count, height, color, m, mode)
        default: break
        }
        #endif
        Narrow.solidRect(dst, rowStride: rowStride, count, height, color, m, mode)
    }

    static func solidRectEdges(
        _ dst: UnsafeMutablePointer<UInt32>, rowStride: Int, _ count: Int, _ height: Int,
        _ color: UInt32, first: UInt32, _ m: UInt32, last: UInt32, _ mode: BlendMode
    ) {
        #if arch(x86_64)
        switch width {
        case 512:
            return KioskBlendAVX512.StepKernels.solidRectEdges(
                dst, rowStride: rowStride, count, height, color, first: first, m, last: last, mode)
        case 256:
            return KioskBlendAVX2.StepKernels.solidRectEdges(
                dst, rowStride: rowStride, count, height, color, first: first, m, last: last, mode)
        default: break
        }
        #endif
        Narrow.solidRectEdges(dst, rowStride: rowStride, count, height, color, first: first, m, last: last, mode)
    }

    static func solidMask(
        _ dst: UnsafeMutablePointer<UInt32>, _ mask: UnsafePointer<UInt8>, _ count: Int, _ color: UInt32,
        _ mode: BlendMode
    ) {
        if count < shortRun {
            for i in 0..<count { dst[i] = PixelSteps.blend1(dst[i], color, UInt32(mask[i]), mode) }
            return
        }
        #if arch(x86_64)
        switch width {
        case 512: return KioskBlendAVX512.StepKernels.solidMask(dst, mask, count, color, mode)
        case 256: return KioskBlendAVX2.StepKernels.solidMask(dst, mask, count, color, mode)
        default: break
        }
        #endif
        Narrow.solidMask(dst, mask, count, color, mode)
    }

    static func solidMaskRect(
        _ dst: UnsafeMutablePointer<UInt32>, rowStride: Int, _ mask: UnsafePointer<UInt8>, maskStride: Int,
        _ count: Int, _ height: Int, _ color: UInt32, _ mode: BlendMode
    ) {
        if count < shortRun {
            for y in 0..<height { solidMask(dst + y &* rowStride, mask + y &* maskStride, count, color, mode) }
            return
        }
        #if arch(x86_64)
        switch width {
        case 512:
            return KioskBlendAVX512.StepKernels.solidMaskRect(
                dst, rowStride: rowStride, mask, maskStride: maskStride, count, height, color, mode)
        case 256:
            return KioskBlendAVX2.StepKernels.solidMaskRect(
                dst, rowStride: rowStride, mask, maskStride: maskStride, count, height, color, mode)
        default: break
        }
        #endif
        Narrow.solidMaskRect(dst, rowStride: rowStride, mask, maskStride: maskStride, count, height, color, mode)
    }

    /// A row of an image moved by a fraction of a pixel (`BilinearKernels`).
    static func bilinearRow(
        top: UnsafePointer<UInt32>?, bottom: UnsafePointer<UInt32>?, count: Int,
        wx: UInt32, wy: UInt32, out: UnsafeMutablePointer<UInt32>
    ) {
        #if arch(x86_64)
        switch width {
        case 512:
            return KioskBlendAVX512.StepKernels.bilinearRow(
                top: top, bottom: bottom, count: count, wx: wx, wy: wy, out: out)
        case 256:
            return KioskBlendAVX2.StepKernels.bilinearRow(
                top: top, bottom: bottom, count: count, wx: wx, wy: wy, out: out)
        default: break
        }
        #endif
        BilinearKernels<SIMD4<UInt32>>.row(top: top, bottom: bottom, count: count, wx: wx, wy: wy, out: out)
    }

    /// Runs shorter than this are blended here, a pixel at a time, as the kernels blend them
    /// (`PixelSteps.blend1`): reading `width` costs a call to check that it is initialised,
    /// and with the calls down to the kernel that was most of a two-pixel run (the sides of a
    /// stroked rectangle filled with an image took half their time there).
    static let shortRun = 4

    static func spanRun(
        _ dst: UnsafeMutablePointer<UInt32>, _ src: UnsafePointer<UInt32>, _ count: Int, _ m: UInt32, _ mode: BlendMode
    ) {
        if count < shortRun {
            for i in 0..<count { dst[i] = PixelSteps.blend1(dst[i], src[i], m, mode) }
            return
        }
        #if arch(x86_64)
        switch width {
        case 512: return KioskBlendAVX512.StepKernels.spanRun(dst, src, count, m, mode)
        case 256: return KioskBlendAVX2.StepKernels.spanRun(dst, src, count, m, mode)
        default: break
        }
        #endif
        Narrow.spanRun(dst, src, count, m, mode)
    }

    static func spanRect(
        _ dst: UnsafeMutablePointer<UInt32>, rowStride: Int, _ src: UnsafePointer<UInt32>, sourceStride: Int,
        _ count: Int, _ height: Int, _ m: UInt32, _ mode: BlendMode
    ) {
        if count < shortRun {
            // Short rows as `spanRun` blends them, in place.
            var d = dst, s = src
            for _ in 0..<height {
                spanRun(d, s, count, m, mode)
                d += rowStride
                s += sourceStride
            }
            return
        }
        #if arch(x86_64)
        switch width {
        case 512:
            return KioskBlendAVX512.StepKernels.spanRect(
                dst, rowStride: rowStride, src, sourceStride: sourceStride, count, height, m, mode)
        case 256:
            return KioskBlendAVX2.StepKernels.spanRect(
                dst, rowStride: rowStride, src, sourceStride: sourceStride, count, height, m, mode)
        default: break
        }
        #endif
        Narrow.spanRect(dst, rowStride: rowStride, src, sourceStride: sourceStride, count, height, m, mode)
    }

    static func spanMask(
        _ dst: UnsafeMutablePointer<UInt32>, _ src: UnsafePointer<UInt32>, _ mask: UnsafePointer<UInt8>,
        _ count: Int, _ mode: BlendMode
    ) {
        if count < shortRun {
            for i in 0..<count { dst[i] = PixelSteps.blend1(dst[i], src[i], UInt32(mask[i]), mode) }
            return
        }
        #if arch(x86_64)
        switch width {
        case 512: return KioskBlendAVX512.StepKernels.spanMask(dst, src, mask, count, mode)
        case 256: return KioskBlendAVX2.StepKernels.spanMask(dst, src, mask, count, mode)
        default: break
        }
        #endif
        Narrow.spanMask(dst, src, mask, count, mode)
    }
}

/// The dispatch has the entry points of each width's kernels (the tests run it as one more).
extension BlendKernels: BlendStepKernels {}

extension Canvas {
    /// The blend kernels' width in bits per step (512 with AVX-512, 256 with AVX2, else 128),
    /// for benchmarks.
    package static var blendKernelWidth: Int { BlendKernels.width }
}
