/// Cells summed where they fall: cover and area per pixel of a block of rows and columns, and a
/// bit per pixel that holds any, so that a sweep visits the pixels with cells in order by
/// scanning bits instead of sorting cells. A pixel's cells are added in the order they are
/// made, which is the order a stable sort would keep, so the sums are the sorted sweep's.
///
/// Every entry is zero between uses: the sweep clears each pixel and each word of bits as it
/// reads them, so a block is never cleared whole (a shape touches a small part of its box).
///
/// A pixel's cover and area sit side by side (`sums`): one load and one store each, and half
/// the cache lines of two arrays. A 256-pixel shape's grid outgrows the first-level cache
/// before its sweep reads it, and the sweep's loads were its slowest instructions.
struct CoverageGrid {
    /// Per pixel: cover, then area.
    private(set) var sums: UnsafeMutablePointer<SIMD2<Float>>
    private(set) var bits: UnsafeMutablePointer<UInt64>
    private var capacity = 0, bitCapacity = 0
    /// The block: device column and row of its first pixel, its size, words of bits per row.
    private(set) var x0 = 0, y0 = 0, columns = 0, rows = 0, words = 0

    /// Pixels a block may hold (8 bytes each, plus the bits): 1 MB, kept by each rasteriser
    /// (one per render thread). Larger shapes are swept row by row from a list of cells.
    static let maxPixels = 1 << 17

    init() {
        sums = .allocate(capacity: 0)
        bits = .allocate(capacity: 0)
    }

    func deallocate() {
        sums.deallocate()
        bits.deallocate()
    }

    /// Sets the block to `rows` rows from `y0` and `columns` columns from `x0`; false (and no
    /// block) when it would hold more than `maxPixels`.
    mutating func reset(x0: Int, y0: Int, columns: Int, rows: Int) -> Bool {
        guard columns > 0, rows > 0, columns <= Self.maxPixels, rows <= Self.maxPixels / columns else {
            self.columns = 0
            self.rows = 0
            return false
        }
        let words = (columns + 63) >> 6
        if columns * rows > capacity {
            sums.deallocate()
            capacity = columns * rows
            sums = .allocate(capacity: capacity)
            sums.initialize(repeating: .zero, count: capacity)
        }
        if words * rows > bitCapacity {
            bits.deallocate()
            bitCapacity = words * rows
            bits = .allocate(capacity: bitCapacity)
            bits.initialize(repeating: 0, count: bitCapacity)
        }
        self.x0 = x0
        self.y0 = y0
        self.columns = columns
        self.rows = rows
        self.words = words
        return true
    }

    /// Adds a cell; false when it falls outside the block (nothing is added).
    @inline(__always)
    func add(x: Int, y: Int, cover c: Float, area a: Float) -> Bool {
        // Cells lie within 1e7 of the origin: the differences cannot overflow.
        let column = x &- x0, row = y &- y0
        // The block's sizes are never negative: read as they are, without the conversion's
        // test for a negative value (two branches a cell).
        guard UInt(bitPattern: column) < UInt(bitPattern: columns), UInt(bitPattern: row) < UInt(bitPattern: rows)
        else { return false }
        // In range (checked above): no overflow checks.
        let i = row &* columns &+ column
        sums[i] += SIMD2(c, a)
        bits[row &* words &+ column &>> 6] |= 1 &<< UInt64(column & 63)
        return true
    }

    /// Zeroes the whole block (when it is abandoned before a sweep has cleared it).
    func clear() {
        guard rows > 0 else { return }
        sums.update(repeating: .zero, count: rows * columns)
        bits.update(repeating: 0, count: rows * words)
    }
}
