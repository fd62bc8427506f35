/// Which points are inside a self-overlapping path.
package enum FillRule: Hashable, Sendable {
    /// Inside where the winding number is not zero (SVG `nonzero`, SwiftUI's default).
    case nonZero
    /// Inside where an odd number of edges surround the point (SVG `evenodd`).
    case evenOdd
}

/// Receives the coverage the scan converter computes, one row at a time, left to right.
/// Spans drawn into whichever sink a colour and the canvas state call for (`Canvas.blend`).
protocol SpanDrawing {
    func draw<S: SpanSink>(into sink: inout S)
}

protocol SpanSink {
    /// `count` pixels from (x, y) all covered by `coverage` (1...255).
    mutating func blendRun(y: Int, x: Int, count: Int, coverage: UInt8)
    /// `count` pixels from (x, y), each with its own coverage (0...255).
    mutating func blendMask(y: Int, x: Int, coverage: UnsafePointer<UInt8>, count: Int)
    /// The same run on each of `rows` (a rectangle's interior).
    mutating func blendRows(_ rows: Range<Int>, x: Int, count: Int, coverage: UInt8)
    /// The same coverage row on each of `rows` (the sides of a stroked rectangle).
    mutating func blendMaskRows(_ rows: Range<Int>, x: Int, coverage: UnsafePointer<UInt8>, count: Int)
    /// `count` pixels (at least two) on each of `rows`, the first covered by `first`, the last
    /// by `last`, those between by `coverage` (0...255 each): an unaligned rectangle's rows.
    mutating func blendRows(_ rows: Range<Int>, x: Int, count: Int, first: UInt8, coverage: UInt8, last: UInt8)
    /// `height` rows of `width` pixels from (x, y), each with its own coverage, `coverageStride`
    /// bytes a row (a glyph, a small shape's rows).
    mutating func blendMaskRect(
        x: Int, y: Int, width: Int, height: Int, coverage: UnsafePointer<UInt8>, coverageStride: Int)
}

extension SpanSink {
    mutating func blendMaskRect(
        x: Int, y: Int, width: Int, height: Int, coverage: UnsafePointer<UInt8>, coverageStride: Int
    ) {
        for row in 0..<height { blendMask(y: y &+ row, x: x, coverage: coverage + row &* coverageStride, count: width) }
    }
    mutating func blendRows(_ rows: Range<Int>, x: Int, count: Int, coverage: UInt8) {
        for y in rows { blendRun(y: y, x: x, count: count, coverage: coverage) }
    }
    mutating func blendMaskRows(_ rows: Range<Int>, x: Int, coverage: UnsafePointer<UInt8>, count: Int) {
        for y in rows { blendMask(y: y, x: x, coverage: coverage, count: count) }
    }
    mutating func blendRows(_ rows: Range<Int>, x: Int, count: Int, first: UInt8, coverage: UInt8, last: UInt8) {
        blendRowsPiecewise(rows, x: x, count: count, first: first, coverage: coverage, last: last)
    }
    /// `blendRows(_:x:count:first:coverage:last:)` as runs: a side, the pixels between, a side.
    mutating func blendRowsPiecewise(_ rows: Range<Int>, x: Int, count: Int, first: UInt8, coverage: UInt8, last: UInt8)
    {
        for y in rows {
            if first > 0 { blendRun(y: y, x: x, count: 1, coverage: first) }
            if count > 2 && coverage > 0 { blendRun(y: y, x: x + 1, count: count - 2, coverage: coverage) }
            if last > 0 && count > 1 { blendRun(y: y, x: x + count - 1, count: 1, coverage: last) }
        }
    }
}
