/// Where an edge's cells go while it is walked (`Rasterizer.walk`): summed in a grid (inside
/// the clip or across its side) or listed, to be bucketed by row.
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
        if x < clipX { rasterizer.pushListed(x, y, cover, area); return }
        if grid.add(x: x, y: y, cover: cover, area: area) {
            top = min(top, y); bottom = max(bottom, y)
        } else {
            outside = true
        }
    }
}

/// Cells summed in a grid that lies inside the clip: no cell is left or right of the clip
/// unless it is outside the grid, so none is listed. With no call out of the walk, the walk's
/// values stay in registers (with the list's call in it, they were saved around it every cell).
///
/// It keeps no rows of its own: the caller sweeps the edges' rows. Kept per cell, the first
/// and last row were a chain through memory from each cell to the next.
struct InsideGridCells: CellTarget {
    let grid: CoverageGrid
    var outside = false

    @inline(__always)
    mutating func add(_ x: Int, _ y: Int, _ cover: Float, _ area: Float) {
        if !grid.add(x: x, y: y, cover: cover, area: area) { outside = true }
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
