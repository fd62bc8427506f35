/// A padded linear gradient's table positions in fixed point, one affine function of the
/// device pixel: `u(x, y) = c + dx * x + dy * y` in 2^-22 of a table entry, at pixel centres,
/// with the half-entry rounding folded in, so that a pixel's entry is `u >> 22` clamped to
/// the table (whose 256 entries end at 2^30: a 32-bit lane holds any position inside it).
///
/// Integer sums are exact: a pixel's entry depends on its position alone, never on where its
/// span starts (a damaged rectangle redraws exactly the pixels of a full frame), and a span
/// steps from pixel to pixel with one add. Worked out in floating point per pixel, the entry
/// cost a dozen vector operations per four pixels plus the lookups; a full-screen diagonal
/// gradient took 1.1 ms at 1280x800.
///
/// The coefficients are rounded to 2^-22 of an entry: 4096 pixels from the origin that moves
/// a position by at most 0.001 of an entry, so a pixel gets the entry the exact formula gives
/// unless its position lies that close to a boundary between two.
struct LinearGradientSpan {
    let c: Int64, dx: Int64, dy: Int64

    /// One table entry in fixed point, and the end of the table.
    static let fractionBits: Int64 = 22
    static let unit: Int64 = 1 << fractionBits
    static let end = Int64(GradientLUT.size) << fractionBits

    /// For `t(x, y) = t0 + dtdx * (x + 0.5) + dtdy * (y + 0.5)`; nil when the coefficients do
    /// not fit (a gradient a millionth of a pixel long, a start a million screens away): those
    /// take the floating-point path.
    init?(t0: Double, dtdx: Double, dtdy: Double) {
        let scale = Double(GradientLUT.size - 1) * Double(Self.unit)
        // u = t * 255 + 0.5 at the centre of pixel (0, 0), in units of 2^-22 of an entry.
        let c = ((t0 + 0.5 * dtdx + 0.5 * dtdy) * Double(GradientLUT.size - 1) + 0.5) * Double(Self.unit)
        let dx = dtdx * scale, dy = dtdy * scale
        // |u| stays below 2^62 for device coordinates within 2^28 (checked by `fill`).
        guard c.isFinite, dx.isFinite, dy.isFinite, abs(c) < 0x1p60, abs(dx) < 0x1p32, abs(dy) < 0x1p32 else {
            return nil
        }
        self.c = Int64(c.rounded(.down))
        self.dx = Int64(dx.rounded())
        self.dy = Int64(dy.rounded())
    }

    /// The table entry for fixed-point position `u`.
    @inline(__always)
    static func entry(_ u: Int64) -> Int { Int(min(max(u >> fractionBits, 0), Int64(GradientLUT.size - 1))) }

    /// The colours of pixels (x ..< x + count, y) from `table`.
    func fill(x: Int, y: Int, count: Int, table: UnsafePointer<UInt32>, into out: UnsafeMutablePointer<UInt32>) {
        guard count > 0 else { return }
        guard abs(x) < 1 << 28, abs(y) < 1 << 28, count < 1 << 28 else {
            // Beyond any screen: each pixel on its own, in wide integers that cannot overflow here.
            for i in 0..<count { out[i] = table[Self.entry(c &+ dy &* Int64(y) &+ dx &* Int64(x &+ i))] }
            return
        }
        let start = c + dy * Int64(y) + dx * Int64(x)
        if dx == 0 {
            out.update(repeating: table[Self.entry(start)], count: count)
            return
        }
        let last = start + dx * Int64(count - 1)
        if count < 8 || (start >= 0 && start < Self.end && last >= 0 && last < Self.end) {
            // Short, or inside the table from end to end (positions are monotonic along the
            // row): no divisions to find where the table starts and ends.
            fillInside(start, 0, count, table, out)
            return
        }
        // The pixels whose position lies within the table, [a, b): before and after them the
        // row is the colour of one end of the table.
        let a: Int, b: Int
        let before: UInt32, after: UInt32
        if dx > 0 {
            a = Self.clampedCount(Self.ceilingDivision(-start, dx), count)
            b = Self.clampedCount(Self.ceilingDivision(Self.end - start, dx), count)
            before = table[0]
            after = table[GradientLUT.size - 1]
        } else {
            a = Self.clampedCount(Self.floorDivision(start - Self.end, -dx) + 1, count)
            b = Self.clampedCount(Self.floorDivision(start, -dx) + 1, count)
            before = table[GradientLUT.size - 1]
            after = table[0]
        }
        if a > 0 { out.update(repeating: before, count: a) }
        if b < count { (out + b).update(repeating: after, count: count - b) }
        fillInside(start, a, b, table, out)
    }

    /// Pixels a ..< b of a span starting at position `start`, whose positions lie within the
    /// table where b - a is eight or more (shorter stretches are clamped pixel by pixel).
    @inline(__always)
    private func fillInside(
        _ start: Int64, _ a: Int, _ b: Int, _ table: UnsafePointer<UInt32>, _ out: UnsafeMutablePointer<UInt32>
    ) {
        var i = a
        if b - a >= 8 {
            // Inside the table every position is in 0 ..< 2^30 and eight steps span less than
            // the table, so 32-bit lanes hold them and the entry needs no clamp.
            typealias Lanes = SIMD8<Int32>
            var u = Lanes(0, 1, 2, 3, 4, 5, 6, 7) &* Int32(dx) &+ Int32(start + dx * Int64(a))
            let step = Lanes(repeating: Int32(8 * dx))
            while i + 8 <= b {
                let e = u &>> Int32(Self.fractionBits)
                if e[0] == e[7] {
                    // Entries are monotonic along the row: the eight pixels share one colour
                    // (a gradient wider than the table has entries, as backgrounds are).
                    UnsafeMutableRawPointer(out + i).storeBytes(
                        of: SIMD8<UInt32>(repeating: table[Int(e[0])]), as: SIMD8<UInt32>.self)
                } else {
                    for k in 0..<8 { out[i + k] = table[Int(e[k])] }
                }
                u &+= step
                i += 8
            }
        }
        var u = start + dx * Int64(i)
        while i < b {
            out[i] = table[Self.entry(u)]
            u += dx
            i += 1
        }
    }

    @inline(__always)
    private static func clampedCount(_ v: Int64, _ count: Int) -> Int { Int(min(max(v, 0), Int64(count))) }

    /// ⌈n / d⌉ and ⌊n / d⌋ for d > 0.
    @inline(__always)
    static func ceilingDivision(_ n: Int64, _ d: Int64) -> Int64 { -floorDivision(-n, d) }

    @inline(__always)
    static func floorDivision(_ n: Int64, _ d: Int64) -> Int64 {
        let q = n / d
        return (n % d != 0 && n < 0) ? q - 1 : q
    }
}
