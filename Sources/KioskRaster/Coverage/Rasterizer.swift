import KioskGeometry
import CFloatConversion

/// Anti-aliased scan conversion by exact area coverage.
///
/// Every edge deposits, in each pixel cell it crosses, its signed height (`cover`) and the
/// signed area to its left within the cell (`area`). Sweeping a row left to right, a pixel's
/// coverage is the running sum of `cover` of the cells before it plus its own `cover - area`,
/// which is the exact fraction of the pixel inside the polygon (FreeType's "gray" rasteriser
/// and font-rs compute the same quantity). Between cells coverage is constant, so interiors are
/// emitted as runs that the blender fills without per-pixel coverage.
///
/// Cells are bucketed by row with a counting sort (linear in the number of cells), then sorted
/// by column within each row (rows hold few cells). All buffers are reused, so a warm
/// rasteriser does not allocate.
final class Rasterizer {
    struct Cell {
        var x: Int32
        var y: Int32
        var cover: Float
        var area: Float
    }

    // Buffers managed by hand and kept between fills: an Array's append checks uniqueness
    // and its accesses retain, per cell, which cost a tenth of a small shape's time.
    private var cells: UnsafeMutablePointer<Cell>
    private var cellCount = 0
    private(set) var cellCapacity = 1024
    private var sorted: UnsafeMutablePointer<Cell>
    private var sortedCapacity = 1024
    /// Per row: where its cells start in `sorted`, then (second half) where the next one goes.
    private var rowStart: UnsafeMutablePointer<Int32>
    private var rowCapacity = 512
    /// One row's coverage bytes for the sink (also the rectangle fills' scratch).
    var mask: UnsafeMutablePointer<UInt8>
    var maskCapacity = 512
    /// The cells of a fill whose box is small enough, summed where they fall (all but those
    /// left of the clip, which go to `cells`); and one row of the clip's width, where the
    /// cells of a larger shape are summed row by row after bucketing.
    private var grid = CoverageGrid(), rowGrid = CoverageGrid()
    private var usesGrid = false, gridOverflowed = false
    /// The grid's columns lie inside the clip's, a column to spare on each side: a cell left
    /// or right of the clip would be outside the grid too (and make the shape again as a list).
    private var gridInsideClip = false
    /// The first and last rows that received a cell in the grid.
    private var gridTop = Int.max, gridBottom = Int.min
    /// A row's cells left of the clip (their cover sets the winding inside it).
    private var leftCells: UnsafeMutablePointer<Cell>
    private var leftCapacity = 64
    /// The coverage rectangle of a narrow grid's rows (`sweepNarrowGrid`), and its windings.
    private let narrowMask = UnsafeMutablePointer<UInt8>.allocate(
        capacity: Rasterizer.narrowGridColumns * Rasterizer.narrowGridRows + Rasterizer.narrowSlack)
    private let narrowWindings: UnsafeMutablePointer<Float> = {
        // Windings past a stretch's are read (and dropped): they must be numbers.
        let count = Rasterizer.narrowGridColumns * Rasterizer.narrowGridRows + Rasterizer.narrowSlack
        let windings = UnsafeMutablePointer<Float>.allocate(capacity: count)
        windings.initialize(repeating: 0, count: count)
        return windings
    }()

    init() {
        cells = .allocate(capacity: cellCapacity)
        sorted = .allocate(capacity: sortedCapacity)
        rowStart = .allocate(capacity: rowCapacity)
        mask = .allocate(capacity: maskCapacity)
        leftCells = .allocate(capacity: leftCapacity)
    }

    deinit {
        cells.deallocate()
        sorted.deallocate()
        rowStart.deallocate()
        mask.deallocate()
        grid.deallocate()
        rowGrid.deallocate()
        leftCells.deallocate()
        narrowMask.deallocate()
        narrowWindings.deallocate()
    }
    private var clip = PixelRect.zero
    private var minRow = 0, maxRow = -1
    /// Rows left to an analytic rectangle fill (`VerticalBand`): edges deposit no cells there.
    private var hole = 0..<0
    /// Off: every row is scan converted (the reference for the band's differential test).
    var fillsVerticalBands = true
    /// Off: a narrow grid is swept row by row like a wide one (the reference for the narrow
    /// grids' differential test).
    var sweepsNarrowGrids = true
    /// Off: each row's cells are sorted by column and swept in that order (the reference for
    /// the dense rows' differential test). The two give identical pixels: a column's cells are
    /// summed in the order they were made either way (the sorts are stable).
    var sumsRowsDensely = true

    /// Fills the polygons of `flat` with `rule`, clipped to `clip`, into `sink`.
    ///
    /// Rows that only the two straight sides of the shape cross (the middle of a rounded
    /// rectangle or a capsule) are a rectangle with fractional left and right edges: they are
    /// filled analytically, with the same coverage the cells would give, and the cells are
    /// made only for the rows above and below.
    ///
    /// A shape whose box (within the clip) holds at most `CoverageGrid.maxPixels` pixels sums
    /// its cells in a grid over that box as they are made, with no list to bucket and sort.
    ///
    /// `shape` is the rounded rectangle `flat` was flattened from, with its transform, when
    /// the path is one: its band comes from its sides.
    func fill<S: SpanSink>(
        _ flat: FlatPath, rule: FillRule, clip: PixelRect, shape: (RoundedRectShape, AffineTransform)? = nil,
        into sink: inout S
    ) {
        let box = Self.bounds(flat.points)
        if let box, Self.box(box.lo, box.hi, misses: clip) { return }
        begin(clip: clip)
        var band: VerticalBand? = nil
        if fillsVerticalBands {
            if let shape, box != nil { band = VerticalBand(shape.0, transform: shape.1, flat: flat) }
            if band == nil { band = VerticalBand(flat, rule: rule, checked: box != nil) }
        }
        if let band { hole = band.rows }
        if sumsRowsDensely && sumsInGrids, let box { usesGrid = prepareGrid(box.lo, box.hi) }
        addEdges(flat, checked: box != nil)
        if abandonOverflowedGrid() {
            begin(clip: clip)
            addEdges(flat, checked: box != nil)
        }
        sweep(rule: rule, into: &sink)
        hole = 0..<0
        if let band {
            for i in 0..<band.spanCount {
                let span = band.span(i)
                fillRect(
                    x0: span.left, y0: Float(band.rows.lowerBound), x1: span.right, y1: Float(band.rows.upperBound),
                    clip: clip, into: &sink)
            }
        }
    }

    /// The edges of `flat`'s polygons; `checked` when every point is known to be finite and
    /// within the rasteriser's range (`bounds` said so), which each edge need not test again.
    private func addEdges(_ flat: FlatPath, checked: Bool) {
        guard checked else {
            let pts = flat.points
            for sub in flat.subpaths where sub.range.count >= 2 {
                var prev = pts[sub.range.upperBound - 1]
                for i in sub.range {
                    addEdge(prev, pts[i])
                    prev = pts[i]
                }
            }
            return
        }
        if usesGrid && gridInsideClip {
            let walked = Self.walkInsideGrid(
                flat, grid, clip: RowClip(clip), holeStart: hole.lowerBound, holeCount: hole.count,
                rows: (minRow, maxRow))
            minRow = walked.lowRow
            maxRow = walked.highRow
            // Every cell lies in the edges' rows: the sweep reads those (a row without cells
            // gives nothing).
            gridTop = min(gridTop, minRow)
            gridBottom = max(gridBottom, maxRow)
            if walked.outside { gridOverflowed = true }
        } else if usesGrid {
            var target = GridCells(grid: grid, clipX: clip.x, clipMaxX: clip.maxX, rasterizer: self)
            addCheckedEdges(flat, into: &target)
            gridTop = min(gridTop, target.top)
            gridBottom = max(gridBottom, target.bottom)
            if target.outside { gridOverflowed = true }
        } else {
            var target = ListedCells(clipMaxX: clip.maxX, rasterizer: self)
            addCheckedEdges(flat, into: &target)
        }
    }

    /// The cells of `flat`'s edges, its points checked, to `target`: the same tests and cells
    /// as `addCheckedEdge` gives each edge, in one loop that keeps the target,
    /// the clip and the rows' bounds in registers. Edge by edge, each call loaded them again
    /// and set up its frame: a small shape's edges (an 8-pixel rounded rectangle's cross two
    /// rows) cost several hundred instructions each, most of it that.
    @inline(__always)
    private func addCheckedEdges<T: CellTarget>(_ flat: FlatPath, into target: inout T) {
        let rowClip = RowClip(clip)
        let bounds = walkBounds
        var lowRow = minRow, highRow = maxRow
        flat.points.withUnsafeBufferPointer { pts in
            for sub in flat.subpaths where sub.range.count >= 2 {
                var prev = pts[sub.range.upperBound - 1]
                for i in sub.range {
                    let p0 = prev, p1 = pts[i]
                    prev = p1
                    guard let rows = rowClip.rows(p0, p1) else { continue }
                    lowRow = min(lowRow, rows.lowerBound)
                    highRow = max(highRow, rows.upperBound)
                    Self.walk(p0, p1, rows: rows, bounds, into: &target)
                }
            }
        }
        minRow = lowRow
        maxRow = highRow
    }

    /// The smallest and largest coordinates of `points`; nil when there are none, or when
    /// one is not finite or beyond the rasteriser's range.
    static func bounds(_ points: [SIMD2<Float>]) -> (lo: SIMD2<Float>, hi: SIMD2<Float>)? {
        guard var lo = points.first else { return nil }
        var hi = lo
        // A NaN is never below or above anything: `p - p` catches it (and infinities), so that
        // a box means every point is finite.
        var probe = SIMD2<Float>()
        for p in points {
            lo.replace(with: p, where: p .< lo)
            hi.replace(with: p, where: p .> hi)
            probe += p - p
        }
        guard probe.x == 0, probe.y == 0, lo.x.isFinite, lo.y.isFinite, hi.x.isFinite, hi.y.isFinite,
            abs(lo.x) < 1e7, abs(lo.y) < 1e7, abs(hi.x) < 1e7, abs(hi.y) < 1e7
        else { return nil }
        return (lo, hi)
    }

    /// Whether a shape whose points all lie between `lo` and `hi` leaves every pixel of `clip`
    /// uncovered. Its polygons are closed, so on the far side of all their edges the winding
    /// number is zero: a shape scrolled out of view is dropped here, where its edges, clamped
    /// to the clip's side, would have been walked row by row to add nothing.
    @inline(__always)
    static func box(_ lo: SIMD2<Float>, _ hi: SIMD2<Float>, misses clip: PixelRect) -> Bool {
        clip.isEmpty || hi.x <= Float(clip.x) || lo.x >= Float(clip.maxX) || hi.y <= Float(clip.y)
            || lo.y >= Float(clip.maxY)
    }

    /// True when a cell fell outside the grid (a coordinate so large that interpolating along
    /// an edge strayed past the box's margin, or a box that was too small): the grid is
    /// cleared, and the shape must be made again after `begin(clip:)`, as a list of cells.
    func abandonOverflowedGrid() -> Bool {
        guard gridOverflowed else { return false }
        gridRestarts += 1
        grid.clear()
        usesGrid = false
        gridOverflowed = false
        return true
    }

    /// Columns the grid keeps beyond the box on each side (an edge's x is interpolated, a few
    /// units in the last place away from its end points). Tests set it below zero to make
    /// cells fall outside.
    var gridMargin = 2
    /// Off: every shape's cells are listed and bucketed by row, as those of a shape too large
    /// for a grid are (for tests).
    var sumsInGrids = true
    /// Shapes made again after a cell fell outside the grid (for tests).
    private(set) var gridRestarts = 0

    /// The switches above as a new rasteriser has them (before it serves another canvas).
    func restoreDefaults() {
        fillsVerticalBands = true
        sumsRowsDensely = true
        sumsInGrids = true
        sweepsNarrowGrids = true
        gridMargin = 2
    }

    /// Sets the grid over the rows and columns from `lo` to `hi` within the clip, with
    /// `gridMargin` columns to spare on each side; false when that is too large.
    private func prepareGrid(_ lo: SIMD2<Float>, _ hi: SIMD2<Float>) -> Bool {
        let x0 = max(lo.x.floorInt - gridMargin, clip.x), x1 = min(hi.x.floorInt + 1 + gridMargin, clip.maxX)
        let y0 = max(lo.y.floorInt, clip.y), y1 = min(hi.y.ceilInt, clip.maxY)
        guard x1 > x0, y1 > y0 else { return false }
        gridTop = Int.max
        gridBottom = Int.min
        gridInsideClip = x0 > clip.x && x1 < clip.maxX
        return grid.reset(x0: x0, y0: y0, columns: x1 - x0, rows: y1 - y0)
    }

    /// Fills one closed polygon (used by the stroker, which emits many small ones).
    func begin(clip: PixelRect) {
        if usesGrid {
            // A grid filled and never swept: cleared for the next shape.
            grid.clear()
            usesGrid = false
            gridOverflowed = false
        }
        self.clip = clip
        cellCount = 0
        minRow = Int.max
        maxRow = Int.min
    }

    /// Adds the edge from `p0` to `p1` (device pixels). Edges of each closed polygon must be
    /// added in order; orientation sets the sign of the winding.
    ///
    /// The cells of a row are computed from the edge's own end points, whatever the clip: rows
    /// outside the clip are skipped and columns right of it dropped, but nothing is clamped or
    /// re-derived from clipped end points. So a pixel's coverage does not depend on the clip,
    /// and rendering a damaged rectangle gives exactly the pixels of a full render. Cells left
    /// of the clip are kept because they set the winding of the pixels to their right.
    func addEdge(_ p0: SIMD2<Float>, _ p1: SIMD2<Float>) {
        guard p0.x.isFinite, p0.y.isFinite, p1.x.isFinite, p1.y.isFinite else { return }
        guard abs(p0.x) < 1e7, abs(p1.x) < 1e7, abs(p0.y) < 1e7, abs(p1.y) < 1e7 else { return }
        addCheckedEdge(p0, p1)
    }

    /// `addEdge` for end points known to be finite and within 1e7 of the origin, its cells
    /// listed: a shape with points it cannot check has no box and no grid (checked shapes walk
    /// their edges in `addCheckedEdges`).
    @inline(__always)
    private func addCheckedEdge(_ p0: SIMD2<Float>, _ p1: SIMD2<Float>) {
        guard !clip.isEmpty, let rows = RowClip(clip).rows(p0, p1) else { return }
        minRow = min(minRow, rows.lowerBound)
        maxRow = max(maxRow, rows.upperBound)
        var target = ListedCells(clipMaxX: clip.maxX, rasterizer: self)
        Self.walk(p0, p1, rows: rows, walkBounds, into: &target)
    }

    private var walkBounds: WalkBounds { WalkBounds(hole: hole, clipX: clip.x, clipMaxX: clip.maxX) }

    /// Appends a cell to the list (those of a shape too large for a grid, and those left of
    /// the clip, whose covers set the winding inside it).
    func pushListed(_ x: Int, _ y: Int, _ cover: Float, _ area: Float) {
        if cellCount == cellCapacity { growCells() }
        cells[cellCount] = Cell(x: Int32(x), y: Int32(y), cover: cover, area: area)
        cellCount += 1
    }

    private func growCells() {
        let bigger = UnsafeMutablePointer<Cell>.allocate(capacity: cellCapacity * 2)
        bigger.moveInitialize(from: cells, count: cellCount)
        cells.deallocate()
        cells = bigger
        cellCapacity *= 2
    }

    /// Converts the deposited cells to spans, row by row.
    func sweep<S: SpanSink>(rule: FillRule, into sink: inout S) {
        if clip.width + 1 > maskCapacity {
            mask.deallocate()
            maskCapacity = clip.width + 1
            mask = .allocate(capacity: maskCapacity)
        }
        let maskBuf = UnsafeMutableBufferPointer(start: mask, count: maskCapacity)
        if usesGrid {
            // The grid holds the cells inside the clip; `cells` those left of it, by row.
            // Only the rows that hold cells (none at all for a rectangle, all band).
            let bucketed = bucketCellsByRow()
            var top = gridTop, bottom = gridBottom
            if bucketed > 0 {
                top = min(top, minRow)
                bottom = max(bottom, maxRow)
            }
            top = max(top, grid.y0)
            bottom = min(bottom, grid.y0 + grid.rows - 1)
            if top <= bottom && bucketed == 0 && sweepsNarrowGrids && grid.columns <= Self.narrowGridColumns,
                let columns = Self.cellColumns(of: grid, rows: top...bottom)
            {
                Self.sweepNarrowGrid(
                    grid, rows: top...bottom, columns: columns, holeStart: hole.lowerBound, holeCount: hole.count,
                    clipMaxX: clip.maxX, rule: rule, windings: narrowWindings, buffer: narrowMask, into: &sink)
            } else if top <= bottom {
                // The band's rows hold no cells (its edges skip them): nothing to sweep there.
                for y in top...bottom where !hole.contains(y) {
                    var acc: Float = 0
                    if bucketed > 0 && y >= minRow && y <= maxRow {
                        let lo = Int(rowStart[y - minRow]), hi = Int(rowStart[y - minRow + 1])
                        acc = leftWinding(sorted + lo, hi - lo)
                    }
                    sweepColumns(
                        grid, row: y - grid.y0, words: 0..<grid.words, y: y, acc: acc, rule: rule, mask: maskBuf,
                        sink: &sink)
                }
            }
            usesGrid = false
            return
        }
        let rows = bucketCellsByRow()
        guard rows > 0 else { return }
        let all = UnsafeMutableBufferPointer(start: sorted, count: cellCount)
        if sumsRowsDensely && rowGrid.reset(x0: clip.x, y0: 0, columns: clip.width, rows: 1) {
            for r in 0..<rows {
                let lo = Int(rowStart[r]), hi = Int(rowStart[r + 1])
                guard hi > lo else { continue }
                sweepDenseRow(all, lo, hi, y: minRow + r, rule: rule, mask: maskBuf, sink: &sink)
            }
            return
        }
        for r in 0..<rows {
            let lo = Int(rowStart[r]), hi = Int(rowStart[r + 1])
            guard hi > lo else { continue }
            let y = minRow + r
            sortByColumn(sorted + lo, hi - lo)
            sweepRow(all, lo, hi, y: y, rule: rule, mask: maskBuf, sink: &sink)
        }
    }

    /// Counting sort of `cells` into `sorted` by row, from `minRow`; `rowStart[r]` is where
    /// row r's cells begin. Returns the number of rows (0 when there are no cells).
    private func bucketCellsByRow() -> Int {
        guard cellCount > 0, minRow <= maxRow else { return 0 }
        let rows = maxRow - minRow + 1
        if 2 * (rows + 1) > rowCapacity {
            rowStart.deallocate()
            rowCapacity = 2 * (rows + 1)
            rowStart = .allocate(capacity: rowCapacity)
        }
        if cellCount > sortedCapacity {
            sorted.deallocate()
            sortedCapacity = cellCapacity
            sorted = .allocate(capacity: sortedCapacity)
        }
        rowStart.update(repeating: 0, count: rows + 1)
        for i in 0..<cellCount { rowStart[Int(cells[i].y) - minRow + 1] += 1 }
        for i in 0..<rows { rowStart[i + 1] += rowStart[i] }
        let fillPos = rowStart + (rows + 1)
        fillPos.update(from: rowStart, count: rows + 1)
        for i in 0..<cellCount {
            let c = cells[i]
            let r = Int(c.y) - minRow
            sorted[Int(fillPos[r])] = c
            fillPos[r] += 1
        }
        return rows
    }

    /// Sorts `count` cells by column, stably: insertion sort for the handful of cells a row
    /// of a shape holds; a row crossed by thousands of edges (a hostile SVG's dashes, found by
    /// fuzzing: 5 s for one icon) takes the library's sort, which is stable too, so equal
    /// columns sum in the same order.
    private func sortByColumn(_ cells: UnsafeMutablePointer<Cell>, _ count: Int) {
        var row = UnsafeMutableBufferPointer(start: cells, count: count)
        if count > 64 {
            row.sort { $0.x < $1.x }
            return
        }
        for i in 1..<max(1, count) {
            let c = row[i]
            var j = i - 1
            while j >= 0 && row[j].x > c.x {
                row[j + 1] = row[j]
                j -= 1
            }
            row[j + 1] = c
        }
    }

    /// The winding that cells left of the clip give the row: their columns' covers, summed as
    /// the sorted sweep sums them (column by column, in order).
    private func leftWinding(_ cells: UnsafeMutablePointer<Cell>, _ count: Int) -> Float {
        guard count > 0 else { return 0 }
        sortByColumn(cells, count)
        var acc: Float = 0
        var i = 0
        while i < count {
            let x = cells[i].x
            var cover: Float = 0
            while i < count && cells[i].x == x {
                cover += cells[i].cover
                i += 1
            }
            acc += cover
        }
        return acc
    }

    /// One row from bucketed cells: summed into `rowGrid` (those left of the clip apart),
    /// then swept as a grid row.
    private func sweepDenseRow<S: SpanSink>(
        _ cells: UnsafeMutableBufferPointer<Cell>, _ lo: Int, _ hi: Int, y: Int,
        rule: FillRule, mask: UnsafeMutableBufferPointer<UInt8>, sink: inout S
    ) {
        var leftCount = 0
        if hi - lo > leftCapacity {
            leftCells.deallocate()
            leftCapacity = hi - lo
            leftCells = .allocate(capacity: leftCapacity)
        }
        let clipX = clip.x
        var first = Int.max, last = Int.min
        for i in lo..<hi {
            let c = cells[i]
            let x = Int(c.x)
            if x < clipX {
                leftCells[leftCount] = c
                leftCount += 1
                continue
            }
            _ = rowGrid.add(x: x, y: 0, cover: c.cover, area: c.area)
            first = min(first, x)
            last = max(last, x)
        }
        // Only the words between the row's first and last cells: the row spans the clip.
        let words = last < first ? 0..<0 : (first - clipX) >> 6..<((last - clipX) >> 6 + 1)
        sweepColumns(
            rowGrid, row: 0, words: words, y: y, acc: leftWinding(leftCells, leftCount), rule: rule, mask: mask,
            sink: &sink)
    }

    /// Sweeps one row of a grid (the bits in `words`): the pixels with cells in order, each
    /// cleared as it is read, the stretches between them as runs; `acc` is the winding carried
    /// in from the left of the clip. The same coverage and the same sink calls as `sweepRow`.
    private func sweepColumns<S: SpanSink>(
        _ grid: CoverageGrid, row: Int, words: Range<Int>, y: Int, acc: Float,
        rule: FillRule, mask: UnsafeMutableBufferPointer<UInt8>, sink: inout S
    ) {
        var acc = acc
        var out = CoverageRow(y: y, mask: mask.baseAddress!)
        let bitRow = grid.bits + row * grid.words
        let sumsRow = grid.sums + row * grid.columns
        var previous = clip.x - 1
        for word in words {
            var bits = bitRow[word]
            guard bits != 0 else { continue }
            bitRow[word] = 0
            while bits != 0 {
                let column = word << 6 | bits.trailingZeroBitCount
                bits &= bits &- 1
                let sums = sumsRow[column]
                let cover = sums.x, area = sums.y
                sumsRow[column] = .zero
                let x = grid.x0 + column
                if x > previous + 1 { out.run(from: previous + 1, to: x, Self.coverageByte(acc, rule), &sink) }
                out.pixel(x, Self.coverageByte(acc + cover - area, rule), &sink)
                acc += cover
                previous = x
            }
        }
        out.run(from: previous + 1, to: clip.maxX, Self.coverageByte(acc, rule), &sink)
        out.flush(&sink)
    }

    @inline(__always)
    static func coverageByte(_ v: Float, _ rule: FillRule) -> UInt8 {
        var a = abs(v)
        if rule == .evenOdd {
            a = a.truncatingRemainder(dividingBy: 2)
            if a > 1 { a = 2 - a }
        } else if a > 1 {
            a = 1
        }
        // 0.5 ... 255.5: truncated as UInt8(_:) would, without its range check.
        return UInt8(truncatingIfNeeded: kiosk_truncate_float(a * 255 + 0.5))
    }

    private func sweepRow<S: SpanSink>(
        _ cells: UnsafeMutableBufferPointer<Cell>, _ lo: Int, _ hi: Int, y: Int,
        rule: FillRule, mask: UnsafeMutableBufferPointer<UInt8>, sink: inout S
    ) {
        var acc: Float = 0
        var i = lo
        var out = CoverageRow(y: y, mask: mask.baseAddress!)
        let clipX = clip.x, clipMax = clip.maxX
        while i < hi {
            let x = Int(cells[i].x)
            var cover: Float = 0, area: Float = 0
            while i < hi && Int(cells[i].x) == x {
                cover += cells[i].cover
                area += cells[i].area
                i += 1
            }
            if x >= clipX && x < clipMax { out.pixel(x, Self.coverageByte(acc + cover - area, rule), &sink) }
            acc += cover
            // The run up to the next cell has constant coverage.
            let next = i < hi ? Int(cells[i].x) : clipMax
            let runStart = max(x + 1, clipX), runEnd = min(next, clipMax)
            if runEnd > runStart { out.run(from: runStart, to: runEnd, Self.coverageByte(acc, rule), &sink) }
        }
        out.flush(&sink)
    }
}
