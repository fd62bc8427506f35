import KioskGeometry

/// How an edge becomes cells: the rows of the clip it reaches (`RowClip`), then, row by row,
/// its part of each pixel it crosses (`walk`, `addRowSegment`), sent to a `CellTarget`. The
/// walk of a grid inside the clip (`walkInsideGrid`) works out the same cells its own way.
extension Rasterizer {
    /// The clip as an edge's walk is bounded by it: its rows, and its right side, past which
    /// an edge adds nothing.
    struct RowClip {
        let top: Int, bottom: Int
        let topLine: Float, bottomLine: Float, rightLine: Float

        init(_ clip: PixelRect) {
            top = clip.y
            bottom = clip.maxY
            topLine = Float(clip.y)
            bottomLine = Float(clip.maxY)
            rightLine = Float(clip.maxX)
        }

        /// The rows of the clip the edge from `p0` to `p1` (points checked) deposits cells
        /// in; nil for a horizontal edge, one above, below or right of the clip, or one
        /// within a row's top line.
        @inline(__always)
        func rows(_ p0: SIMD2<Float>, _ p1: SIMD2<Float>) -> ClosedRange<Int>? {
            guard p0.y != p1.y else { return nil }
            let (top, bottom) = p0.y < p1.y ? (p0, p1) : (p1, p0)
            if bottom.y <= topLine || top.y >= bottomLine || min(p0.x, p1.x) >= rightLine { return nil }
            let r0 = max(top.y.floorInt, self.top)
            let r1 = min(max(top.y.floorInt, bottom.y.ceilInt &- 1), self.bottom &- 1)
            return r1 >= r0 ? r0...r1 : nil
        }
    }

    /// What an edge's walk needs of the fill besides its rows: the band's rows, which get no
    /// cells, and the clip's columns. Made once per fill and passed in registers; read from the
    /// rasteriser, they were loaded again for every edge.
    struct WalkBounds {
        let hole: Range<Int>
        let clipX: Int, clipMaxX: Int
    }

    /// The cells of the edge from `p0` to `p1` in `rows`, to `target`. The walk reads nothing
    /// through `self`: with the rasteriser's fields read in the loop, the compiler reloaded a
    /// dozen of them for every cell, as a store into the grid might have changed them.
    ///
    /// A row's top x is the row above's bottom x, the same expression of the same values, and
    /// so are its floor and ceiling: each row converts one x, not two. Rows and columns are
    /// counted in floats too (exact: coordinates stay below 2^24), for the same values as
    /// converting each index.
    @inline(__always)
    static func walk<T: CellTarget>(
        _ p0: SIMD2<Float>, _ p1: SIMD2<Float>, rows: ClosedRange<Int>, _ bounds: WalkBounds,
        into target: inout T
    ) {
        let dir: Float = p1.y > p0.y ? 1 : -1
        let (top, bottom) = p0.y < p1.y ? (p0, p1) : (p1, p0)
        let dxdy = (bottom.x - top.x) / (bottom.y - top.y)
        let hole = bounds.hole
        let clipX = bounds.clipX, clipMaxX = bounds.clipMaxX
        var row = rows.lowerBound
        var rowTop = Float(row)
        // The row above's bottom x, its floor and ceiling, when that row had a segment.
        var above: (x: Float, floor: Int, ceil: Int)? = nil
        while row <= rows.upperBound {
            if hole.contains(row) {
                row = hole.upperBound
                rowTop = Float(row)
                above = nil
                continue
            }
            let ya = larger(top.y, rowTop), yb = min(bottom.y, rowTop + 1)
            if yb > ya {
                let a: (x: Float, floor: Int, ceil: Int)
                if let above {
                    a = above
                } else {
                    let x = top.x + (ya - top.y) * dxdy
                    let (f, c) = x.floorAndCeilInt
                    a = (x, f, c)
                }
                let xb = top.x + (yb - top.y) * dxdy
                let (fb, cb) = xb.floorAndCeilInt
                let c0 = min(a.floor, fb)
                addRowSegment(
                    row: row, xa: a.x, ya: ya, xb: xb, yb: yb, dir: dir, c0: c0, c1: max(c0, max(a.ceil, cb) &- 1),
                    clipX: clipX, clipMaxX: clipMaxX, into: &target)
                above = (xb, fb, cb)
            } else {
                above = nil
            }
            row &+= 1
            rowTop += 1
        }
    }

    /// Columns left of the clip past which a row's part of an edge is one cell.
    static let collapsedLeftColumns = 4096

    /// One row's part of an edge, from (xa, ya) to (xb, yb) with ya < yb, split at pixel
    /// columns `c0` (the floor of the smaller x) to `c1` (the ceiling of the larger, less one).
    ///
    /// Columns left of the clip only carry their cover into the winding of the row: past
    /// `collapsedLeftColumns` of them their part is one cell, just left of the clip, and
    /// columns right of it are not walked. An edge that runs a billion pixels off the side
    /// within a row (an SVG arc of huge radius, found by fuzzing) took 1.3 GB of cells and
    /// two seconds for a 48-pixel icon.
    @inline(__always)
    static func addRowSegment<T: CellTarget>(
        row: Int, xa: Float, ya: Float, xb: Float, yb: Float, dir: Float,
        c0: Int, c1: Int, clipX: Int, clipMaxX: Int, into target: inout T
    ) {
        let xmin = min(xa, xb), xmax = larger(xa, xb)
        if c0 == c1 {
            let dy = (yb - ya) * dir
            target.add(c0, row, dy, dy * ((xa + xb) * 0.5 - Float(c0)))
            return
        }
        let dydx = (yb - ya) / (xb - xa)
        var c = c0
        var left = Float(c0)
        if clipX &- c0 > Self.collapsedLeftColumns {
            // Everything left of the clip, as one cell just left of it (its area is never drawn).
            // Only past a few thousand columns: the one cell's cover is the sum of theirs in
            // another order, which can move a coverage byte by one, and a render split into
            // bands must give the pixels of a whole one.
            let reach = min(xmax, Float(clipX))
            if reach > xmin { target.add(clipX &- 1, row, abs((reach - xmin) * dydx) * dir, 0) }
            c = clipX
            left = Float(clipX)
        }
        let last = min(c1, clipMaxX &- 1)
        while c <= last {
            let right = left + 1
            let xl = larger(xmin, left), xr = min(xmax, right)
            if xr > xl {
                // Height of the piece between xl and xr (the edge is monotone in y within the row).
                let dy = abs((xr - xl) * dydx) * dir
                target.add(c, row, dy, dy * ((xl + xr) * 0.5 - left))
            }
            c &+= 1
            left = right
        }
    }
}
