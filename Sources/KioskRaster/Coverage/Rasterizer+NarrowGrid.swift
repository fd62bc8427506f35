import CFloatConversion

/// The sweep of a narrow shape's grid (an icon's stroke, a small control, a glyph-sized
/// shape): every pixel between the leftmost and the rightmost cell of all its rows, row after
/// row into one coverage rectangle, blended in one call.
///
/// Row by row, each cell was a branch to a pixel or a run and each row a call to the blend
/// kernels with its constants worked out again; a small rounded rectangle's rows spent as
/// much there as in their pixels. The pixels are those of `sweepColumns`: a column without a
/// cell adds nothing to the winding (`acc + 0 - 0` is `acc`), so it gets the coverage the run
/// across it would have had, and a pixel blended at coverage 0 is left as it was.
extension Rasterizer {
    /// Rows of a narrow grid swept into one coverage rectangle: a grid at most this many
    /// columns wide, margins included (wider, the pixels between a row's cells are better
    /// left to runs: a 32-pixel rounded rectangle took 2% more instructions whole), and
    /// `narrowGridRows` rows tall at a time (a taller shape goes to the blender in several).
    static let narrowGridColumns = 24
    static let narrowGridRows = 64

    /// The columns of `grid` (from its first) between the first and the last cell of rows
    /// `rows`, when the grid is one word of bits wide; nil when no row holds a cell.
    static func cellColumns(of grid: CoverageGrid, rows: ClosedRange<Int>) -> ClosedRange<Int>? {
        guard grid.words == 1, narrowGridColumns <= 64 else { return nil }
        var any: UInt64 = 0, lowest = 64, highest = -1
        for y in rows {
            let bits = grid.bits[y &- grid.y0]
            any |= bits
            if bits != 0 {
                lowest = min(lowest, bits.trailingZeroBitCount)
                highest = max(highest, 63 &- bits.leadingZeroBitCount)
            }
        }
        return any == 0 ? nil : lowest...highest
    }

    /// Sweeps `rows` of `grid` (a shape inside the clip: no winding comes from its left)
    /// over `columns`, skipping the band's rows (`holeStart` and `holeCount`), into `sink`:
    /// stretches of consecutive rows with cells as coverage rectangles built in `buffer`
    /// (`narrowGridColumns` by `narrowGridRows` bytes, from the windings in `windings`, as
    /// many floats; each `narrowSlack` more), and the rare row whose winding does not return to zero
    /// (a path left open) as a run from its last cell to `clipMaxX`. Clears the cells it reads.
    static func sweepNarrowGrid<S: SpanSink>(
        _ grid: CoverageGrid, rows: ClosedRange<Int>, columns: ClosedRange<Int>,
        holeStart: Int, holeCount: Int, clipMaxX: Int, rule: FillRule,
        windings: UnsafeMutablePointer<Float>, buffer: UnsafeMutablePointer<UInt8>,
        into sink: inout S
    ) {
        let width = columns.count, x = grid.x0 &+ columns.lowerBound
        var stretchTop = 0, stretchRows = 0
        @inline(__always) func blendStretch() {
            if stretchRows > 0 {
                coverageBytes(windings, stretchRows &* width, rule, into: buffer)
                sink.blendMaskRect(
                    x: x, y: stretchTop, width: width, height: stretchRows, coverage: buffer, coverageStride: width)
            }
            stretchRows = 0
        }
        for y in rows {
            let row = y &- grid.y0
            let bits = grid.bits[row]
            if bits == 0 || UInt(bitPattern: y &- holeStart) < UInt(bitPattern: holeCount) {
                blendStretch()
                continue
            }
            grid.bits[row] = 0
            if stretchRows == narrowGridRows { blendStretch() }
            if stretchRows == 0 { stretchTop = y }
            let out = windings + stretchRows &* width - columns.lowerBound
            let sums = grid.sums + row &* grid.columns
            var acc: Float = 0
            for column in columns {
                let cell = sums[column]
                sums[column] = .zero
                out[column] = acc + cell.x - cell.y
                acc += cell.x
            }
            let tail = coverageByte(acc, rule), tailStart = x &+ width
            if tail > 0 && clipMaxX > tailStart {
                sink.blendRun(y: y, x: tailStart, count: clipMaxX &- tailStart, coverage: tail)
            }
            stretchRows &+= 1
        }
        blendStretch()
    }

    /// `coverageByte` of each of `count` windings, into `bytes`: sixteen at a time for the
    /// non-zero rule on x86 (the same operations lane by lane, so the same bytes), reading
    /// and writing up to fifteen more (`narrowSlack`).
    @inline(__always)
    static func coverageBytes(
        _ windings: UnsafeMutablePointer<Float>, _ count: Int, _ rule: FillRule, into bytes: UnsafeMutablePointer<UInt8>
    ) {
        #if arch(x86_64)
        if rule == .nonZero { return kiosk_coverage_bytes_nonzero(windings, count, bytes) }
        #endif
        for i in 0..<count { bytes[i] = coverageByte(windings[i], rule) }
    }

    /// Windings and bytes past a stretch's that `coverageBytes` may read and write.
    static let narrowSlack = 15
}
