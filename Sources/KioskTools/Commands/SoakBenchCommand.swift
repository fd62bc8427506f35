import KioskGallery
import KioskRuntime
import KioskUI

/// `kiosk bench soak`: the soak scene for millions of frames, with memory and cache sizes.
@MainActor
enum SoakBenchCommand {
    static let usage = """
        usage: kiosk bench soak [--frames N] [--size WxH] [--every N] [--warmup N] [--json FILE]

        Runs the soak scene (a label that changes every frame, typing and deleting in a field, a
        toggle, a list scrolled both ways, toasts, a sheet) for N frames (default 1000000) at
        headless speed on the 16 ms virtual clock, at 800x480 unless --size says. Every N frames
        (default frames/20) it prints resident memory and the glyph, text layout, shadow and
        gradient caches; at the end, memory at the start, after the warm-up (default 10% of the
        frames) and at the end. Growth after the warm-up of 1 MB or more fails (exit 1).
        """

    static func run(_ args: [String]) throws -> Int32 {
        let options = try ParsedOptions(
            args, valued: ["frames", "size", "every", "warmup", "json"], flags: [], usage: usage)
        let frames = try options.integer("frames", default: 1_000_000, in: 1...1_000_000_000, usage: usage)
        guard frames >= 10 else { throw UsageError(message: "--frames needs at least 10", usage: usage) }
        let every = try options.integer("every", default: max(1, frames / 20), in: 1...frames, usage: usage)
        let warmup = try options.integer("warmup", default: frames / 10, in: 0...frames, usage: usage)
        guard let size = DisplayModeRequest(options.values["size"] ?? "800x480") else {
            throw UsageError(
                message:
                    "--size expects WxH, each side a whole number from 1 to 16384 (for example 800x480), got '\(options.values["size"] ?? "")'",
                usage: usage)
        }
        if CommandLineTool.checkingOnly { return 0 }
        let bench = SoakBenchmark(frames: frames, every: every)
        print(
            "soak: \(frames) frames at \(size.width)x\(size.height), glyph cache budget \(mb(bench.fonts.glyphCache.byteBudget)) MB"
        )
        print(
            pad("frame", 11) + pad("seconds", 9) + pad("RSS MB", 9) + pad("heap MB", 9) + pad("glyph MB", 10)
                + pad("glyphs", 8) + pad("layouts", 9)
                + pad("shadow KB", 11) + pad("gradients", 11) + pad("views", 8) + "  graph bookkeeping")
        let samples = bench.run(SoakScene(), width: size.width, height: size.height) { s in
            print(
                pad("\(s.frame)", 11) + pad(format(s.seconds), 9) + pad(mb(s.residentBytes), 9)
                    + pad(mb(s.allocatedBytes), 9) + pad(mb(s.glyphCacheBytes), 10)
                    + pad("\(s.glyphs)", 8) + pad("\(s.textLayouts)", 9) + pad(format(Double(s.shadowBytes) / 1024), 11)
                    + pad("\(s.gradientTables)", 11) + pad("\(s.views)", 8) + "  "
                    + s.bookkeeping.filter { $0.count > 0 }.map { "\($0.name) \($0.count)" }.joined(separator: ", "))
        }
        guard let first = samples.first, let last = samples.last else { return 1 }
        let after = samples.filter { $0.frame >= warmup }
        let warm = after.first ?? last
        print(
            "resident memory: \(mb(first.residentBytes)) MB at start, \(mb(warm.residentBytes)) MB after warm-up (frame \(warm.frame)), \(mb(last.residentBytes)) MB at the end"
        )
        print("\(format(Double(last.frame) / max(last.seconds, 1e-9))) frames per second")
        if let path = options.values["json"] {
            let rows = samples.map { s in
                JSONOutput.object([
                    ("frame", .int(s.frame)), ("seconds", .double(s.seconds)), ("residentBytes", .int(s.residentBytes)),
                    ("allocatedBytes", .int(s.allocatedBytes)),
                    ("glyphCacheBytes", .int(s.glyphCacheBytes)), ("glyphs", .int(s.glyphs)),
                    ("textLayouts", .int(s.textLayouts)),
                    ("shadowBytes", .int(s.shadowBytes)), ("gradientTables", .int(s.gradientTables)),
                    ("views", .int(s.views)),
                ])
            }
            try writeFile(path, Array((JSONOutput.array(rows).render() + "\n").utf8))
            print("wrote \(path)")
        }
        // Heap and resident memory judged apart, each from every sample after the warm-up.
        var growing = false
        for (name, points) in [
            ("heap", after.map { ($0.frame, $0.allocatedBytes) }),
            ("resident", after.map { ($0.frame, $0.residentBytes) }),
        ] {
            guard let trend = MemoryTrend(points.map { (frame: $0.0, bytes: $0.1) }) else { continue }
            let verdict = trend.isGrowing() ? "GROWING" : "flat"
            print(
                "\(name) memory \(verdict): lowest \(mb(trend.firstFloor)) MB in the first quarter of \(trend.samples) samples after warm-up, "
                    + "\(mb(trend.lastFloor)) MB in the last (\(trend.growth >= 0 ? "+" : "")\(format(Double(trend.growth) / 1024)) KB); "
                    + "fitted slope \(format(trend.slopePerMillionFrames / 1024)) KB per million frames")
            growing = growing || trend.isGrowing()
        }
        print(
            growing
                ? "GROWING: a floor rose by 1 MB or more after warm-up" : "flat: no floor rose by 1 MB after warm-up")
        return growing ? 1 : 0
    }

    static func mb(_ bytes: Int) -> String { format(Double(bytes) / 1_048_576) }
    static func format(_ v: Double) -> String { BenchCommand.format(v) }
    static func pad(_ s: String, _ n: Int) -> String { BenchCommand.pad(s, n) }
}
