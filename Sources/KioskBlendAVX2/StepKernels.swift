import KioskBlend

/// The blend kernels at one module's step width: `PixelKernels` and `BilinearKernels`
/// instantiated at `Step`, public behind functions that take pointers and scalars only (a
/// wide vector passed by value would travel in other registers to code built without the
/// instruction set).
///
/// One source for two modules: KioskBlendAVX2 (eight pixels a step, built for AVX2) and
/// KioskBlendAVX512 (sixteen, built for AVX-512 F, BW and VL) compile this same file, which
/// KioskBlendAVX512 holds as a link, each with its own `Step` (Step.swift) and its own flags
/// (Package.swift). Each module's kernels are worked out for its registers; callers check the
/// CPU before calling (`BlendKernels` in KioskRaster), so a binary built here still runs on
/// any x86-64, and name the module (`KioskBlendAVX2.StepKernels`). The differential tests hold
/// both to the scalar twins.
///
/// On other architectures both modules are empty and `BlendKernels` never asks for them.
#if arch(x86_64)
public enum StepKernels: BlendStepKernels {
    typealias K = PixelKernels<Step>

    public static func solidRect(
        _ dst: UnsafeMutablePointer<UInt32>, rowStride: Int, _ count: Int, _ height: Int,
        _ color: UInt32, _ m: UInt32, _ mode: BlendMode
    ) {
        K.solidRect(dst, rowStride: rowStride, count, height, color, m, mode)
    }

    public static func solidRectEdges(
        _ dst: UnsafeMutablePointer<UInt32>, rowStride: Int, _ count: Int, _ height: Int,
        _ color: UInt32, first: UInt32, _ m: UInt32, last: UInt32, _ mode: BlendMode
    ) {
        K.solidRectEdges(dst, rowStride: rowStride, count, height, color, first: first, m, last: last, mode)
    }

    public static func solidMask(
        _ dst: UnsafeMutablePointer<UInt32>, _ mask: UnsafePointer<UInt8>, _ count: Int,
        _ color: UInt32, _ mode: BlendMode
    ) {
        K.solidMask(dst, mask, count, color, mode)
    }

    public static func solidMaskRect(
        _ dst: UnsafeMutablePointer<UInt32>, rowStride: Int, _ mask: UnsafePointer<UInt8>, maskStride: Int,
        _ count: Int, _ height: Int, _ color: UInt32, _ mode: BlendMode
    ) {
        K.solidMaskRect(dst, rowStride: rowStride, mask, maskStride: maskStride, count, height, color, mode)
    }

    public static func spanRun(
        _ dst: UnsafeMutablePointer<UInt32>, _ src: UnsafePointer<UInt32>, _ count: Int,
        _ m: UInt32, _ mode: BlendMode
    ) {
        K.spanRun(dst, src, count, m, mode)
    }

    public static func spanRect(
        _ dst: UnsafeMutablePointer<UInt32>, rowStride: Int, _ src: UnsafePointer<UInt32>, sourceStride: Int,
        _ count: Int, _ height: Int, _ m: UInt32, _ mode: BlendMode
    ) {
        K.spanRect(dst, rowStride: rowStride, src, sourceStride: sourceStride, count, height, m, mode)
    }

    public static func spanMask(
        _ dst: UnsafeMutablePointer<UInt32>, _ src: UnsafePointer<UInt32>, _ mask: UnsafePointer<UInt8>,
        _ count: Int, _ mode: BlendMode
    ) {
        K.spanMask(dst, src, mask, count, mode)
    }

    public static func bilinearRow(
        top: UnsafePointer<UInt32>?, bottom: UnsafePointer<UInt32>?, count: Int,
        wx: UInt32, wy: UInt32, out: UnsafeMutablePointer<UInt32>
    ) {
        BilinearKernels<Step>.row(top: top, bottom: bottom, count: count, wx: wx, wy: wy, out: out)
    }
}
#endif
