import Synchronization

/// What the runtime hands the rasteriser from its configuration; the rasteriser reads no
/// environment itself.
package enum RasterSettings {
    static let vectorWidthLimit = Atomic<Int>(512)

    /// Keeps the blend kernels at most `bits` wide (128, 256 or 512), to compare the widths side
    /// by side. The width is chosen at the first draw: set this before it.
    package static func limitVectorWidth(to bits: Int) {
        vectorWidthLimit.store(bits, ordering: .relaxed)
    }
}
