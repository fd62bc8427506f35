import KioskBlend
/// Blends rasteriser coverage into the canvas target with a paint, a blend mode and an optional
/// clip mask. Scratch memory belongs to the canvas and is reused across draw calls.
struct PaintSink: SpanSink {
    let target: PixelBuffer
    /// Device position of the target's top-left pixel (non-zero inside offscreen layers).
    let originX: Int, originY: Int
    let mode: BlendMode
    /// Premultiplied colour with opacity applied; used when there is no shader.
    let color: UInt32
    /// The paint's shader, or `Shader.none` for a solid colour. Not an optional: a row's call
    /// into an optional stored in the sink copied the shader out first (169 bytes, and its
    /// tables retained), where a plain stored value is read in place.
    let shader: Shader
    /// Whether there is a paint to shade.
    private var shaded: Bool {
        if case .none = shader.kind { return false }
        return true
    }
    let clipMask: AlphaMask?
    let colorScratch: UnsafeMutablePointer<UInt32>
    let maskScratch: UnsafeMutablePointer<UInt8>
    /// An image drawn at its own size: rows blend straight from its texels (`Shader+Texels`).
    let texels: TexelSource?

    init(
        target: PixelBuffer, originX: Int, originY: Int, mode: BlendMode, color: UInt32, shader: Shader?,
        clipMask: AlphaMask?, colorScratch: UnsafeMutablePointer<UInt32>, maskScratch: UnsafeMutablePointer<UInt8>
    ) {
        self.target = target
        self.originX = originX
        self.originY = originY
        self.mode = mode
        self.color = color
        self.shader = shader ?? .none
        self.clipMask = clipMask
        self.colorScratch = colorScratch
        self.maskScratch = maskScratch
        texels = shader?.texelSource(drawingInto: target)
    }

    @inline(__always) private func dst(_ x: Int, _ y: Int) -> UnsafeMutablePointer<UInt32> {
        target.row(y - originY) + (x - originX)
    }

    /// Whether the clip mask takes part in drawing `rows` × `x ..< x + count`: there is one,
    /// and the pixels do not all lie where it is wholly opaque.
    @inline(__always)
    private func isClipped(_ rows: Range<Int>, x: Int, count: Int) -> Bool {
        guard let clipMask else { return false }
        return !clipMask.isOpaque(rows, x: x, count: count)
    }

    /// `rows` cut about those where the clip mask is wholly opaque under `x ..< x + count`
    /// (above, those, below), when there are some: the middle blends as if unclipped.
    @inline(__always)
    private func opaqueRows(_ rows: Range<Int>, x: Int, count: Int) -> (Range<Int>, Range<Int>, Range<Int>)? {
        guard let o = clipMask?.opaque, x >= o.x, x + count <= o.maxX else { return nil }
        let top = min(max(rows.lowerBound, o.y), rows.upperBound), bottom = max(min(rows.upperBound, o.maxY), top)
        guard top < bottom else { return nil }
        return (rows.lowerBound..<top, top..<bottom, bottom..<rows.upperBound)
    }

    mutating func blendRun(y: Int, x: Int, count: Int, coverage: UInt8) {
        guard let clipMask, !clipMask.isOpaque(y..<(y + 1), x: x, count: count) else {
            return blendUnmaskedRun(y: y, x: x, count: count, coverage: coverage)
        }
        // Where the clip lets everything through (all but the edges of a rounded clip), the
        // run is blended as if there were no clip; only the clip's edges go through the mask.
        let clip = clipMask.pointer(x: x, y: y)
        var i = 0
        while i < count {
            var j = i
            if clip[i] == 255 {
                while j + 8 <= count, UnsafeRawPointer(clip + j).loadUnaligned(as: UInt64.self) == .max { j += 8 }
                while j < count, clip[j] == 255 { j += 1 }
                blendUnmaskedRun(y: y, x: x + i, count: j - i, coverage: coverage)
            } else {
                while j < count, clip[j] != 255 { j += 1 }
                for k in i..<j { maskScratch[k - i] = UInt8(div255(UInt32(coverage) * UInt32(clip[k]))) }
                blendMaskScratch(y: y, x: x + i, count: j - i)
            }
            i = j
        }
    }

    /// A run of one coverage, clip mask aside.
    private mutating func blendUnmaskedRun(y: Int, x: Int, count: Int, coverage: UInt8) {
        if texels != nil {
            let m = UInt32(coverage)
            blendTexels(y: y, x: x, count: count) { i, src, n in BlendKernels.spanRun(dst(x + i, y), src, n, m, mode) }
            return
        }
        if shaded {
            if shader.rowPattern == .constantAlongRow {
                BlendKernels.solidRun(dst(x, y), count, shader.rowColor(y: y), UInt32(coverage), mode)
                return
            }
            shader.shade(x: x, y: y, count: count, into: colorScratch)
            BlendKernels.spanRun(dst(x, y), colorScratch, count, UInt32(coverage), mode)
        } else {
            solid.blendRun(y: y, x: x, count: count, coverage: coverage)
        }
    }

    /// The solid colour's sink (for calls without a shader or a clip mask).
    private var solid: SolidSink {
        SolidSink(target: target, originX: originX, originY: originY, mode: mode, color: color)
    }

    /// The solid colour's sink when this sink has neither a shader nor a clip mask: a caller
    /// that blends many masks (a line of glyphs) makes it once.
    var plainSolid: SolidSink? { clipMask == nil && !shaded ? solid : nil }

    mutating func blendRows(_ rows: Range<Int>, x: Int, count: Int, coverage: UInt8) {
        if isClipped(rows, x: x, count: count) { return blendClippedRows(rows, x: x, count: count, coverage: coverage) }
        if !shaded { return solid.blendRows(rows, x: x, count: count, coverage: coverage) }
        guard !rows.isEmpty else { return }
        if let texels {
            var y = rows.lowerBound
            while y < rows.upperBound {
                let block = texels.rows(y: y, count: rows.upperBound - y)
                blendTexelBlock(
                    texels, y..<(y + block.count), sourceStride: block.hasTexels ? block.sourceStride : nil,
                    x: x, count: count, m: UInt32(coverage))
                y += block.count
            }
            return
        }
        switch shader.rowPattern {
        case .sameOnEveryRow:
            // A gradient across a rectangle: its colours once, for every row.
            shader.shade(x: x, y: rows.lowerBound, count: count, into: colorScratch)
            for y in rows { BlendKernels.spanRun(dst(x, y), colorScratch, count, UInt32(coverage), mode) }
        case .constantAlongRow:
            for y in rows { BlendKernels.solidRun(dst(x, y), count, shader.rowColor(y: y), UInt32(coverage), mode) }
        case .general:
            for y in rows {
                shader.shade(x: x, y: y, count: count, into: colorScratch)
                BlendKernels.spanRun(dst(x, y), colorScratch, count, UInt32(coverage), mode)
            }
        }
    }

    /// Rows through the clip mask: the part where it is wholly opaque (a rounded clip's inside)
    /// as rows without a mask, the rest row by row through it.
    private mutating func blendClippedRows(_ rows: Range<Int>, x: Int, count: Int, coverage: UInt8) {
        let opaque = clipMask?.opaque ?? .zero
        let lo = max(x, opaque.x), hi = min(x + count, opaque.maxX)
        guard lo < hi, let (above, inside, below) = opaqueRows(rows, x: lo, count: hi - lo) else {
            for y in rows { blendRun(y: y, x: x, count: count, coverage: coverage) }
            return
        }
        for y in above { blendRun(y: y, x: x, count: count, coverage: coverage) }
        for y in below { blendRun(y: y, x: x, count: count, coverage: coverage) }
        for y in inside {
            if lo > x { blendRun(y: y, x: x, count: lo - x, coverage: coverage) }
            if hi < x + count { blendRun(y: y, x: hi, count: x + count - hi, coverage: coverage) }
        }
        blendRows(inside, x: lo, count: hi - lo, coverage: coverage)
    }

    /// An unaligned rectangle's rows: a solid colour without a clip mask blends the sides and
    /// the pixels between in one pass (`solidRectEdges`); a paint's row is shaded once (or its
    /// texels found once) and blended with each column's coverage.
    mutating func blendRows(_ rows: Range<Int>, x: Int, count: Int, first: UInt8, coverage: UInt8, last: UInt8) {
        let clipped = isClipped(rows, x: x, count: count)
        if !clipped && !shaded {
            return solid.blendRows(rows, x: x, count: count, first: first, coverage: coverage, last: last)
        }
        if clipped, let (above, inside, below) = opaqueRows(rows, x: x, count: count) {
            blendRowsPiecewise(above, x: x, count: count, first: first, coverage: coverage, last: last)
            blendRows(inside, x: x, count: count, first: first, coverage: coverage, last: last)
            blendRowsPiecewise(below, x: x, count: count, first: first, coverage: coverage, last: last)
            return
        }
        guard !clipped, !rows.isEmpty else {
            return blendRowsPiecewise(rows, x: x, count: count, first: first, coverage: coverage, last: last)
        }
        let sameRows = shader.rowPattern == .sameOnEveryRow
        if sameRows { shader.shade(x: x, y: rows.lowerBound, count: count, into: colorScratch) }
        for y in rows {
            let row = dst(x, y)
            if texels != nil {
                blendTexels(y: y, x: x, count: count) { i, src, n in
                    blendColumns(row, i, src, n, count, first: first, coverage, last: last)
                }
                continue
            }
            if !sameRows { shader.shade(x: x, y: y, count: count, into: colorScratch) }
            blendColumns(row, 0, colorScratch, count, count, first: first, coverage, last: last)
        }
    }

    /// Columns i ..< i + n of a row of `count` whose colours are `src`: the first column with
    /// coverage `first`, the last (when there are two or more) with `last`, the rest `coverage`.
    @inline(__always)
    private func blendColumns(
        _ row: UnsafeMutablePointer<UInt32>, _ i: Int, _ src: UnsafePointer<UInt32>, _ n: Int, _ count: Int,
        first: UInt8, _ coverage: UInt8, last: UInt8
    ) {
        var lo = i, hi = i + n
        if lo == 0 {
            if first > 0 { BlendKernels.spanRun(row, src, 1, UInt32(first), mode) }
            lo = 1
        }
        if hi == count && count > 1 && lo < hi {
            if last > 0 { BlendKernels.spanRun(row + count - 1, src + (count - 1 - i), 1, UInt32(last), mode) }
            hi = count - 1
        }
        if lo < hi && coverage > 0 { BlendKernels.spanRun(row + lo, src + (lo - i), hi - lo, UInt32(coverage), mode) }
    }

    mutating func blendMaskRows(_ rows: Range<Int>, x: Int, coverage: UnsafePointer<UInt8>, count: Int) {
        let clipped = isClipped(rows, x: x, count: count)
        if clipped, let (above, inside, below) = opaqueRows(rows, x: x, count: count) {
            for y in above { blendMask(y: y, x: x, coverage: coverage, count: count) }
            blendMaskRows(inside, x: x, coverage: coverage, count: count)
            for y in below { blendMask(y: y, x: x, coverage: coverage, count: count) }
            return
        }
        if !clipped && !shaded { return solid.blendMaskRows(rows, x: x, coverage: coverage, count: count) }
        if !clipped, !rows.isEmpty, shader.rowPattern == .sameOnEveryRow {
            shader.shade(x: x, y: rows.lowerBound, count: count, into: colorScratch)
            for y in rows { BlendKernels.spanMask(dst(x, y), colorScratch, coverage, count, mode) }
            return
        }
        for y in rows { blendMask(y: y, x: x, coverage: coverage, count: count) }
    }

    /// A whole rectangle of coverage (a glyph) in one call.
    func blendMaskRect(
        x: Int, y: Int, width: Int, height: Int, coverage: UnsafePointer<UInt8>, coverageStride stride: Int
    ) {
        if !shaded && !isClipped(y..<(y + height), x: x, count: width) {
            return solid.blendMaskRect(
                x: x, y: y, width: width, height: height, coverage: coverage, coverageStride: stride)
        }
        var sink = self
        for row in 0..<height { sink.blendMask(y: y + row, x: x, coverage: coverage + row * stride, count: width) }
    }

    mutating func blendMask(y: Int, x: Int, coverage: UnsafePointer<UInt8>, count: Int) {
        if !isClipped(y..<(y + 1), x: x, count: count) {
            // No clip mask: blend straight from the caller's coverage, no copy.
            if shaded {
                shadeMask(y: y, x: x, coverage: coverage, count: count)
            } else {
                solid.blendMask(y: y, x: x, coverage: coverage, count: count)
            }
            return
        }
        if let clipMask {
            let clip = clipMask.pointer(x: x, y: y)
            for i in 0..<count { maskScratch[i] = UInt8(div255(UInt32(coverage[i]) * UInt32(clip[i]))) }
        }
        blendMaskScratch(y: y, x: x, count: count)
    }

    private mutating func blendMaskScratch(y: Int, x: Int, count: Int) {
        if shaded {
            shadeMask(y: y, x: x, coverage: maskScratch, count: count)
        } else {
            BlendKernels.solidMask(dst(x, y), maskScratch, count, color, mode)
        }
    }

    /// The shader's colours through per-pixel `coverage`: a row that is one colour (a gradient
    /// running straight down) as a solid colour, else shaded into the scratch first.
    /// (Mutating, as its caller is, so that the sink is passed in place: called from a
    /// mutating method as a non-mutating one, the whole sink was copied on every row.)
    private mutating func shadeMask(y: Int, x: Int, coverage: UnsafePointer<UInt8>, count: Int) {
        if texels != nil {
            blendTexels(y: y, x: x, count: count) { i, src, n in
                BlendKernels.spanMask(dst(x + i, y), src, coverage + i, n, mode)
            }
            return
        }
        if shader.rowPattern == .constantAlongRow {
            BlendKernels.solidMask(dst(x, y), coverage, count, shader.rowColor(y: y), mode)
            return
        }
        shader.shade(x: x, y: y, count: count, into: colorScratch)
        BlendKernels.spanMask(dst(x, y), colorScratch, coverage, count, mode)
    }

    /// Rows of an image drawn at its own size that read the same texel columns, `sourceStride`
    /// apart (`TexelSource.rows`): each stretch of the first row is blended for all of them in
    /// one call. Rows without texels (outside a decal image; `sourceStride` nil) go row by row.
    @inline(__always)
    private func blendTexelBlock(
        _ texels: TexelSource, _ rows: Range<Int>, sourceStride: Int?, x: Int, count: Int, m: UInt32
    ) {
        guard let sourceStride else {
            for r in rows {
                blendTexels(y: r, x: x, count: count) { i, src, n in
                    BlendKernels.spanRun(dst(x + i, r), src, n, m, mode)
                }
            }
            return
        }
        let y = rows.lowerBound
        var i = 0
        while i < count {
            switch texels.run(x: x + i, y: y, count: count - i) {
            case let .texels(src, n):
                BlendKernels.spanRect(
                    dst(x + i, y), rowStride: target.stride, src, sourceStride: sourceStride, n, rows.count, m, mode)
                i += n
            case let .shaded(n):
                // Beside a clamped or decal image: shaded, as `blendTexels` shades such pixels.
                for r in rows {
                    shader.shade(x: x + i, y: r, count: n, into: colorScratch)
                    BlendKernels.spanRun(dst(x + i, r), colorScratch, n, m, mode)
                }
                i += n
            }
        }
    }

    /// Pixels (x ..< x + count, y) of an image drawn at its own size, piece by piece:
    /// `blend(i, colours, n)` blends n pixels from x + i, their colours read in place from
    /// the image, or shaded into the scratch where a pixel has no texel of its own.
    @inline(__always)
    private func blendTexels(y: Int, x: Int, count: Int, _ blend: (Int, UnsafePointer<UInt32>, Int) -> Void) {
        var i = 0
        while i < count {
            switch texels!.run(x: x + i, y: y, count: count - i) {
            case let .texels(src, n):
                blend(i, src, n)
                i += n
            case let .shaded(n):
                shader.shade(x: x + i, y: y, count: n, into: colorScratch)
                blend(i, colorScratch, n)
                i += n
            }
        }
    }
}
