import KioskRuntime

@MainActor
enum BenchCommand {
    static let usage = """
        usage: kiosk bench scenes|live|soak|present|raster|text|ui [--json] [--no-full-frame] [--budget MS] [--tests A,B] [--styles A,B] [--sizes 8,16] [--rounds N] [--offscreen]

        scenes: the runtime's scene matrix and LVGL's benchmark scenes (kiosk bench scenes --help).
        live: one of those scenes on the display, paced by its flips (kiosk bench live --help).
        soak: the soak scene for millions of frames, memory and caches over time (kiosk bench soak --help).
        present: the presenter's damage copy (XRGB8888, RGB565; 0 and 90 degrees) beside memcpy.
        raster: Blend2D's bl_bench matrix (canvas 512x600) in calls per millisecond and pixels per
        second, then full-frame fill and source-over beside memset and memcpy. --budget sets the
        drawing time per cell (default 100 ms), split into --rounds (default 5), of which the
        fastest is reported. --offscreen moves every shape off the canvas: the cost of a call
        that is clipped away (what Benchmarks/compare_raster.py subtracts for every engine).
        """

    static let benchmarks = ["scenes", "live", "soak", "present", "raster", "text", "ui"]

    static func run(_ args: [String]) throws -> Int32 {
        if args.first == "--help" || args.first == "-h" { throw HelpRequested(usage: usage) }
        guard let first = args.first, !first.hasPrefix("-") else {
            throw UsageError(message: "choose a benchmark: \(benchmarks.joined(separator: ", "))", usage: usage)
        }
        guard benchmarks.contains(first) else {
            throw UsageError(
                message: "unknown benchmark '\(first)' (the benchmarks: \(benchmarks.joined(separator: ", ")))",
                usage: usage)
        }
        if args.first == "scenes" { return try SceneBenchCommand.run(Array(args.dropFirst())) }
        if args.first == "live" { return try LiveBenchCommand.run(Array(args.dropFirst())) }
        if args.first == "soak" { return try SoakBenchCommand.run(Array(args.dropFirst())) }
        if args.first == "present" {
            if CommandLineTool.checkingOnly { return 0 }
            print(
                "presenter copy (conversion + rotation) into scan-out-sized memory vs memcpy of the same bytes (ms, best of 20)"
            )
            print(
                pad("screen", 11, left: true) + pad("damage", 8, left: true) + pad("format", 10, left: true)
                    + pad("rotation", 10, left: true)
                    + pad("copy", 9) + pad("memcpy", 9) + pad("ratio", 8))
            for r in PresentBenchmark().run() {
                print(
                    pad("\(r.width)x\(r.height)", 11, left: true) + pad("\(r.damagePercent)%", 8, left: true)
                        + pad(r.format.rawValue, 10, left: true)
                        + pad("\(r.rotation.rawValue)", 10, left: true) + pad(format(r.copy), 9)
                        + pad(format(r.memcpy), 9)
                        + pad(format(r.copy / max(r.memcpy, 1e-6)), 8))
            }
            return 0
        }
        let options = try ParsedOptions(
            args, valued: ["budget", "tests", "styles", "sizes", "rounds"],
            flags: ["json", "no-full-frame", "offscreen"], usage: usage)
        _ = try options.integer("rounds", default: 5, in: 1...1000, usage: usage)
        _ = try options.number("budget", default: 100, in: 1...600_000, usage: usage)
        guard options.positionals.count == 1 else {
            throw UsageError(
                message: "one benchmark at a time (the benchmarks: \(benchmarks.joined(separator: ", ")))", usage: usage
            )
        }
        if CommandLineTool.checkingOnly { return 0 }

        if options.positionals == ["ui"] {
            let r = UIBenchmark().run(rounds: try options.integer("rounds", default: 20, in: 1...1000, usage: usage))
            func row(_ name: String, _ p: UIBenchmark.Phase) -> String {
                let total = p.update + p.layout + p.render
                return pad(name, 14, left: true) + pad(format(p.update), 9) + pad(format(p.layout), 9)
                    + pad(format(p.render), 9)
                    + pad(format(total), 9) + pad("\(p.damagedPixels)", 11) + pad("\(p.bodies)", 8)
            }
            print("1280x800, 200 tiles (milliseconds, best of the rounds)")
            print(
                pad("change", 14, left: true) + pad("update", 9) + pad("layout", 9) + pad("render", 9) + pad("total", 9)
                    + pad("damage px", 11) + pad("bodies", 8))
            print(row("one label", r.oneLabel))
            print(row("full rebuild", r.fullRebuild))
            let ratio =
                (r.oneLabel.update + r.oneLabel.layout + r.oneLabel.render)
                / (r.fullRebuild.update + r.fullRebuild.layout + r.fullRebuild.render)
            print("one-label change costs \(format(ratio * 100))% of a full rebuild")
            let c = ScrollBenchmark().run()
            print("")
            print(
                "scrolling: 1000-row LazyVStack in a ScrollView at 1280x800, flings at 60 fps until rest (ms per frame)"
            )
            print(
                pad("", 16, left: true) + pad("frames", 8) + pad("p50", 8) + pad("p99", 8) + pad("worst", 8)
                    + pad("px drawn/frame", 16))
            for (name, s) in [("pixel reuse", c.reuse), ("full redraw", c.redraw)] {
                print(
                    pad(name, 16, left: true) + pad("\(s.frames)", 8) + pad(format(s.p50), 8) + pad(format(s.p99), 8)
                        + pad(format(s.worst), 8)
                        + pad(
                            "\(Int(s.pixelsPerFrame)) (\(format(s.pixelsPerFrame / Double(s.screenPixels) * 100))%)", 16
                        ))
            }
            print(
                "p50 frame with reuse is \(format(c.reuse.p50 / c.redraw.p50 * 100))% of one without; rows built at rest \(c.reuse.rowsBuilt) of 1000"
            )
            return 0
        }
        if options.positionals == ["text"] {
            let r = TextBenchmark().run(rounds: try options.integer("rounds", default: 5, in: 1...1000, usage: usage))
            if options.flags.contains("json") {
                print(
                    JSONOutput.object([
                        ("glyphs", .int(r.glyphs)),
                        ("layoutMicrosecondsPerGlyph", .double(r.layoutMicrosecondsPerGlyph)),
                        ("coldDrawMicrosecondsPerGlyph", .double(r.coldDrawMicrosecondsPerGlyph)),
                        ("warmDrawMicrosecondsPerGlyph", .double(r.warmDrawMicrosecondsPerGlyph)),
                    ]).render())
            } else {
                print("200 labels, \(r.glyphs) glyphs at 16 px (microseconds per glyph, best of 5)")
                print("  shaping and layout   \(format(r.layoutMicrosecondsPerGlyph))")
                print("  draw, cold cache     \(format(r.coldDrawMicrosecondsPerGlyph))")
                print("  draw, warm cache     \(format(r.warmDrawMicrosecondsPerGlyph))")
            }
            return 0
        }
        guard options.positionals == ["raster"] else {
            throw UsageError(
                message: "one benchmark at a time (the benchmarks: \(benchmarks.joined(separator: ", ")))", usage: usage
            )
        }
        var bench = RasterBenchmark(
            budgetMilliseconds: try options.number("budget", default: 100, in: 1...600_000, usage: usage))
        bench.offscreen = options.flags.contains("offscreen")
        bench.rounds = try options.integer("rounds", default: 5, in: 1...1000, usage: usage)
        func list(_ key: String, _ all: [String]) throws -> [String] {
            guard let v = options.values[key] else { return all }
            let items = v.split(separator: ",").map(String.init)
            for i in items where !all.contains(i) {
                throw UsageError(
                    message: "unknown \(key) value '\(i)' (known: \(all.joined(separator: ", ")))", usage: usage)
            }
            return items
        }
        let sizes = try list("sizes", RasterBenchmark.sizes.map(String.init)).compactMap(Int.init)
        let results = bench.run(
            tests: try list("tests", RasterBenchmark.tests), styles: try list("styles", RasterBenchmark.styles),
            sizes: sizes)
        let frames = options.flags.contains("no-full-frame") ? [] : bench.fullFrame()
        if options.flags.contains("json") {
            print(
                JSONOutput.object([
                    ("blendKernelBits", .int(RasterBenchmark.blendKernelBits)),
                    (
                        "raster",
                        .array(
                            results.map { r in
                                .object([
                                    ("test", .string(r.test)), ("style", .string(r.style)), ("size", .int(r.size)),
                                    ("callsPerMs", .double((r.callsPerMs * 100).rounded() / 100)),
                                    ("pixelsPerSecond", .double(r.pixelsPerSecond.rounded())),
                                ])
                            })
                    ),
                    (
                        "fullFrame",
                        .array(
                            frames.map { f in
                                .object([
                                    ("name", .string(f.name)), ("width", .int(f.width)), ("height", .int(f.height)),
                                    ("milliseconds", .double((f.milliseconds * 1000).rounded() / 1000)),
                                ])
                            })
                    ),
                ]).render())
            return 0
        }
        print("test           style    " + sizes.map { pad("\($0)", 9) }.joined())
        for test in Set(results.map(\.test)).sorted(by: {
            RasterBenchmark.tests.firstIndex(of: $0)! < RasterBenchmark.tests.firstIndex(of: $1)!
        }) {
            for style in RasterBenchmark.styles where results.contains(where: { $0.test == test && $0.style == style })
            {
                let row = sizes.map { size in
                    results.first { $0.test == test && $0.style == style && $0.size == size }.map {
                        pad(format($0.callsPerMs), 9)
                    } ?? pad("-", 9)
                }
                print(pad(test, 15, left: true) + pad(style, 9, left: true) + row.joined())
            }
        }
        print("(calls per millisecond; blend kernels \(RasterBenchmark.blendKernelBits) bits a step)\n")
        for f in frames {
            print(pad("\(f.width)x\(f.height) \(f.name)", 32, left: true) + format(f.milliseconds) + " ms")
        }
        return 0
    }

    static func format(_ v: Double) -> String { SceneTable.format(v) }
    static func pad(_ s: String, _ n: Int, left: Bool = false) -> String { SceneTable.pad(s, n, left: left) }
}
