/// The entry points of one step width's kernels (`StepKernels` in KioskBlendAVX2 and
/// KioskBlendAVX512, and the dispatch between them, `BlendKernels` in KioskRaster), so that
/// code which runs every width, such as the differential tests, can take a width as a type
/// instead of naming each module's functions again. Calls through a concrete type are
/// direct: `BlendKernels` picks the module, then calls.
public protocol BlendStepKernels {
    static func solidRect(
        _ dst: UnsafeMutablePointer<UInt32>, rowStride: Int, _ count: Int, _ height: Int,
        _ color: UInt32, _ m: UInt32, _ mode: BlendMode)
    static func solidRectEdges(
        _ dst: UnsafeMutablePointer<UInt32>, rowStride: Int, _ count: Int, _ height: Int,
        _ color: UInt32, first: UInt32, _ m: UInt32, last: UInt32, _ mode: BlendMode)
    static func solidMask(
        _ dst: UnsafeMutablePointer<UInt32>, _ mask: UnsafePointer<UInt8>, _ count: Int,
        _ color: UInt32, _ mode: BlendMode)
    static func solidMaskRect(
        _ dst: UnsafeMutablePointer<UInt32>, rowStride: Int, _ mask: UnsafePointer<UInt8>, maskStride: Int,
        _ count: Int, _ height: Int, _ color: UInt32, _ mode: BlendMode)
    static func spanRun(
        _ dst: UnsafeMutablePointer<UInt32>, _ src: UnsafePointer<UInt32>, _ count: Int,
        _ m: UInt32, _ mode: BlendMode)
    static func spanRect(
        _ dst: UnsafeMutablePointer<UInt32>, rowStride: Int, _ src: UnsafePointer<UInt32>, sourceStride: Int,
        _ count: Int, _ height: Int, _ m: UInt32, _ mode: BlendMode)
    static func spanMask(
        _ dst: UnsafeMutablePointer<UInt32>, _ src: UnsafePointer<UInt32>, _ mask: UnsafePointer<UInt8>,
        _ count: Int, _ mode: BlendMode)
    static func bilinearRow(
        top: UnsafePointer<UInt32>?, bottom: UnsafePointer<UInt32>?, count: Int,
        wx: UInt32, wy: UInt32, out: UnsafeMutablePointer<UInt32>)
}
