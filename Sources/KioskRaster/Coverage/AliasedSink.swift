/// Coverage made all or nothing before it reaches `base`: a pixel at least half covered is
/// drawn whole, any other not at all (`Canvas.isAntialiased` off, SVG's
/// `shape-rendering="crispEdges"`). For a straight edge that is the pixels whose centre lies
/// inside, as an aliased rasteriser samples them, from the same scan conversion.
struct AliasedSink<Base: SpanSink>: SpanSink {
    var base: Base
    /// Room for one row of quantised coverage, at least as wide as the clip.
    let scratch: UnsafeMutablePointer<UInt8>

    @inline(__always) static func quantised(_ c: UInt8) -> UInt8 { c >= 128 ? 255 : 0 }

    mutating func blendRun(y: Int, x: Int, count: Int, coverage: UInt8) {
        guard coverage >= 128 else { return }
        base.blendRun(y: y, x: x, count: count, coverage: 255)
    }

    mutating func blendMask(y: Int, x: Int, coverage: UnsafePointer<UInt8>, count: Int) {
        for i in 0..<count { scratch[i] = Self.quantised(coverage[i]) }
        base.blendMask(y: y, x: x, coverage: scratch, count: count)
    }

    mutating func blendRows(_ rows: Range<Int>, x: Int, count: Int, coverage: UInt8) {
        guard coverage >= 128 else { return }
        base.blendRows(rows, x: x, count: count, coverage: 255)
    }

    mutating func blendMaskRows(_ rows: Range<Int>, x: Int, coverage: UnsafePointer<UInt8>, count: Int) {
        for i in 0..<count { scratch[i] = Self.quantised(coverage[i]) }
        base.blendMaskRows(rows, x: x, coverage: scratch, count: count)
    }

    mutating func blendRows(_ rows: Range<Int>, x: Int, count: Int, first: UInt8, coverage: UInt8, last: UInt8) {
        base.blendRows(
            rows, x: x, count: count, first: Self.quantised(first), coverage: Self.quantised(coverage),
            last: Self.quantised(last))
    }
}
