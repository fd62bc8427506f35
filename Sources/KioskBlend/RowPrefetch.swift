import CLibc

/// Asking for a rectangle's rows before they are blended.
///
/// A rectangle's rows are short streams a row's stride apart, which the hardware's prefetchers
/// pick up late: asking for the row two below while one is blended made translucent FillRectA
/// 18-28% and FillRectU 22-37% faster from 64 to 256 px (`kiosk bench raster`, the median of
/// 20 rounds run in ABBA order). Shorter rows stay in the first-level cache, and along longer
/// ones (a full frame) the hardware keeps up: there the requests only cost time. Image and
/// gradient rows, which spend longer on each pixel, gained nothing measurable (2-4%, within
/// the noise), and the sweep's rows of a large rounded rectangle neither.
public enum RowPrefetch {
    /// How many rows ahead a blend asks for.
    public static let distance = 2

    /// Whether rows of `count` pixels gain from it.
    @inlinable @inline(__always)
    public static func pays(_ count: Int) -> Bool { count >= 64 && count <= 512 }

    /// Asks for the `count` pixels from `row`, which are about to be read and written.
    @inlinable @inline(__always)
    public static func forWrite(_ row: UnsafeMutablePointer<UInt32>, _ count: Int) {
        kiosk_prefetch_for_write(row, count &* 4)
    }
}
