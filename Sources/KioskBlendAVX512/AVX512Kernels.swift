import KioskBlend

/// The blend kernels sixteen pixels a step, for CPUs with AVX-512 (F, BW and VL). This module
/// alone is compiled for it (Package.swift); its callers check the CPU before calling
/// (`BlendKernels` in KioskRaster), as for `WideKernels`. The kernels are `PixelKernels`, the
/// same source as the four- and eight-pixel ones, and the differential tests hold them to the
/// scalar twins. A step is a cache line: a solid 256-pixel rectangle blends at 1.5 times the
/// rate of the eight-pixel steps on a CPU whose vector units are 512 bits wide.
///
/// On other architectures the module is empty and `BlendKernels` never asks for it.
#if arch(x86_64)
public enum AVX512Kernels {
    typealias K = PixelKernels<SIMD16<UInt32>>

    public static func solidRect(_ dst: UnsafeMutablePointer<UInt32>, rowStride: Int, _ count: Int, _ height: Int,
                                 _ color: UInt32, _ m: UInt32, _ mode: BlendMode) {
        K.solidRect(dst, rowStride: rowStride, count, height, color, m, mode)
    }

    public static func solidRectEdges(_ dst: UnsafeMutablePointer<UInt32>, rowStride: Int, _ count: Int, _ height: Int,
                                      _ color: UInt32, first: UInt32, _ m: UInt32, last: UInt32, _ mode: BlendMode) {
        K.solidRectEdges(dst, rowStride: rowStride, count, height, color, first: first, m, last: last, mode)
    }

    public static func solidMask(_ dst: UnsafeMutablePointer<UInt32>, _ mask: UnsafePointer<UInt8>, _ count: Int,
                                 _ color: UInt32, _ mode: BlendMode) {
        K.solidMask(dst, mask, count, color, mode)
    }

    public static func spanRun(_ dst: UnsafeMutablePointer<UInt32>, _ src: UnsafePointer<UInt32>, _ count: Int,
                               _ m: UInt32, _ mode: BlendMode) {
        K.spanRun(dst, src, count, m, mode)
    }

    public static func spanRect(_ dst: UnsafeMutablePointer<UInt32>, rowStride: Int, _ src: UnsafePointer<UInt32>, sourceStride: Int,
                                _ count: Int, _ height: Int, _ m: UInt32, _ mode: BlendMode) {
        K.spanRect(dst, rowStride: rowStride, src, sourceStride: sourceStride, count, height, m, mode)
    }

    public static func spanMask(_ dst: UnsafeMutablePointer<UInt32>, _ src: UnsafePointer<UInt32>, _ mask: UnsafePointer<UInt8>,
                                _ count: Int, _ mode: BlendMode) {
        K.spanMask(dst, src, mask, count, mode)
    }

    public static func bilinearRow(top: UnsafePointer<UInt32>?, bottom: UnsafePointer<UInt32>?, count: Int,
                                   wx: UInt32, wy: UInt32, out: UnsafeMutablePointer<UInt32>) {
        BilinearKernels<SIMD16<UInt32>>.row(top: top, bottom: bottom, count: count, wx: wx, wy: wy, out: out)
    }
}
#endif
