/// Where an edge's cells go while it is walked (`Rasterizer.walk`): summed in a grid across
/// the clip's side or listed, to be bucketed by row. (A grid inside the clip has a walk of
/// its own, `Rasterizer.walkInsideGrid`.)
protocol CellTarget {
    mutating func add(_ x: Int, _ y: Int, _ cover: Float, _ area: Float)
}

/// Cells summed in the grid as they are made; those left of the clip are listed (their covers
/// set the winding), those right of it dropped.
struct GridCells: CellTarget {
    let grid: CoverageGrid
    let clipX: Int, clipMaxX: Int
    unowned(unsafe) let rasterizer: Rasterizer
    /// The rows that received a cell in the grid; whether one fell outside it.
    var top = Int.max, bottom = Int.min, outside = false

    @inline(__always)
    mutating func add(_ x: Int, _ y: Int, _ cover: Float, _ area: Float) {
        if x >= clipMaxX { return }
        if x < clipX {
            rasterizer.pushListed(x, y, cover, area)
            return
        }
        if grid.add(x: x, y: y, cover: cover, area: area) {
            top = min(top, y)
            bottom = max(bottom, y)
        } else {
            outside = true
        }
    }
}

/// Cells listed, to be bucketed by row (a shape too large for a grid); those right of the clip dropped.
struct ListedCells: CellTarget {
    let clipMaxX: Int
    unowned(unsafe) let rasterizer: Rasterizer

    @inline(__always)
    mutating func add(_ x: Int, _ y: Int, _ cover: Float, _ area: Float) {
        if x < clipMaxX { rasterizer.pushListed(x, y, cover, area) }
    }
}
