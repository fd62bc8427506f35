/// The edge walk of a shape whose grid lies inside the clip's columns: most shapes a screen
/// draws (every control's rounded rectangle, every icon), and all of a small one's time but
/// its blends.
///
/// The same rows, columns and cells as `addCheckedEdges` with `walk` and `addRowSegment`,
/// from the same expressions in the same order, so the same sums (the dense-row tests hold
/// the grid's pixels to the sorted list's, which the general walk makes). What it leaves out
/// cannot happen inside the grid: columns left or right of the clip (a cell there would lie
/// outside the grid too, which makes the shape again as a list). What it does differently is
/// bookkeeping, each done once where the general walk did it at every row or cell: the grid
/// row's place is found once per row, the hole is one unsigned compare, and the grid's
/// fields stay in registers. A small rounded rectangle's walk took 5,300 instructions, the
/// cells' bounds checks and index arithmetic much of it.
extension Rasterizer {
    /// Where the inside walk leaves its results: the edges' first and last rows, and
    /// whether a cell fell outside the grid.
    struct InsideWalkResult {
        var lowRow: Int, highRow: Int
        var outside = false
    }

    /// The cells of `flat`'s edges (points checked: finite and within range) in `grid`,
    /// which lies inside the clip's columns; `clip` bounds the rows, `holeStart` and
    /// `holeCount` are the band's rows, which get no cells.
    static func walkInsideGrid(
        _ flat: FlatPath, _ grid: CoverageGrid, clip: RowClip,
        holeStart: Int, holeCount: Int, rows: (low: Int, high: Int)
    ) -> InsideWalkResult {
        var result = InsideWalkResult(lowRow: rows.low, highRow: rows.high)
        let gx0 = grid.x0, gy0 = grid.y0, columns = grid.columns, gridRows = grid.rows, words = grid.words
        let sums = grid.sums, bits = grid.bits
        var outside = false
        flat.points.withUnsafeBufferPointer { pts in
            for sub in flat.subpaths where sub.range.count >= 2 {
                var prev = pts[sub.range.upperBound - 1]
                for i in sub.range {
                    let p0 = prev, p1 = pts[i]
                    prev = p1
                    guard let rows = clip.rows(p0, p1) else { continue }
                    let r0 = rows.lowerBound, r1 = rows.upperBound
                    result.lowRow = min(result.lowRow, r0)
                    result.highRow = max(result.highRow, r1)
                    let (top, bottom) = p0.y < p1.y ? (p0, p1) : (p1, p0)

                    let dir: Float = p1.y > p0.y ? 1 : -1
                    let dxdy = (bottom.x - top.x) / (bottom.y - top.y)
                    var row = r0
                    var rowTop = Float(row)
                    // The row above's bottom x, its floor and ceiling, when that row had a segment.
                    var hasAbove = false
                    var ax: Float = 0, af = 0, ac = 0
                    while row <= r1 {
                        if UInt(bitPattern: row &- holeStart) < UInt(bitPattern: holeCount) {
                            row = holeStart &+ holeCount
                            rowTop = Float(row)
                            hasAbove = false
                            continue
                        }
                        let ya = larger(top.y, rowTop), yb = min(bottom.y, rowTop + 1)
                        if yb > ya {
                            if !hasAbove {
                                ax = top.x + (ya - top.y) * dxdy
                                (af, ac) = ax.floorAndCeilInt
                            }
                            let xb = top.x + (yb - top.y) * dxdy
                            let (fb, cb) = xb.floorAndCeilInt
                            let c0 = min(af, fb), c1 = max(c0, max(ac, cb) &- 1)
                            let gridRow = row &- gy0
                            if UInt(bitPattern: gridRow) < UInt(bitPattern: gridRows) {
                                let rowSums = sums + gridRow &* columns, rowBits = bits + gridRow &* words
                                @inline(__always) func add(_ x: Int, _ cover: Float, _ area: Float) {
                                    let column = x &- gx0
                                    guard UInt(bitPattern: column) < UInt(bitPattern: columns) else {
                                        outside = true
                                        return
                                    }
                                    rowSums[column] += SIMD2(cover, area)
                                    rowBits[column &>> 6] |= 1 &<< UInt64(column & 63)
                                }
                                if c0 == c1 {
                                    let dy = (yb - ya) * dir
                                    add(c0, dy, dy * ((ax + xb) * 0.5 - Float(c0)))
                                } else {
                                    let xmin = min(ax, xb), xmax = larger(ax, xb)
                                    let dydx = (yb - ya) / (xb - ax)
                                    var c = c0
                                    var left = Float(c0)
                                    while c <= c1 {
                                        let right = left + 1
                                        let xl = larger(xmin, left), xr = min(xmax, right)
                                        if xr > xl {
                                            let dy = abs((xr - xl) * dydx) * dir
                                            add(c, dy, dy * ((xl + xr) * 0.5 - left))
                                        }
                                        c &+= 1
                                        left = right
                                    }
                                }
                            } else {
                                outside = true
                            }
                            ax = xb
                            af = fb
                            ac = cb
                            hasAbove = true
                        } else {
                            hasAbove = false
                        }
                        row &+= 1
                        rowTop += 1
                    }
                }
            }
        }
        result.outside = outside
        return result
    }
}
