import KioskRuntime
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import CLinux
import KioskGeometry
import KioskHeadless
import KioskPlatform
import KioskText
import KioskUI

/// What a soak run holds at one moment: the process's resident memory and the size of every
/// cache that grows with what the screen has shown.
package struct SoakSample: Sendable {
    package var frame: Int
    package var seconds: Double
    package var residentBytes: Int
    /// Bytes allocated and not freed (the C allocator's count).
    package var allocatedBytes: Int
    package var glyphCacheBytes: Int
    package var glyphs: Int
    package var textLayouts: Int
    package var shadowBytes: Int
    package var gradientTables: Int
    package var views: Int
    /// The graph's own lists and tables by name (see `ViewGraph.bookkeeping`).
    package var bookkeeping: [(name: String, count: Int)]
}

/// The soak mode of the benchmark: one scene, driven by its scripted input, for millions of
/// frames at headless speed (the 16 ms virtual clock), sampled every `every` frames. After a
/// warm-up, memory must stay flat: caches live within their budgets and nothing leaks.
@MainActor
package struct SoakBenchmark {
    package var frames: Int
    package var every: Int
    package var fonts: FontLibrary
    package init(frames: Int, every: Int, fonts: FontLibrary = FontLibrary()) {
        self.frames = frames
        self.every = max(1, every)
        self.fonts = fonts
    }

    package func run(_ scene: BenchmarkScene, width: Int, height: Int, onSample: (SoakSample) -> Void) -> [SoakSample] {
        let size = Size(width: Double(width), height: Double(height))
        let clock = BenchClock()
        let renderer = ViewRenderer(scene.makeView(clock: clock, size: size), size: size, fonts: fonts)
        let display = HeadlessDisplay(width: width, height: height, agePolicy: .ring(count: 2))
        renderer.render()
        _ = try? display.present(renderer.buffer, damage: Region(renderer.screen))
        let start = MonotonicClock.seconds()
        var samples: [SoakSample] = []
        func sample(_ n: Int) {
            let s = SoakSample(
                frame: n, seconds: MonotonicClock.seconds() - start, residentBytes: ProcessMemory.residentBytes(),
                allocatedBytes: ProcessMemory.allocatedBytes(),
                glyphCacheBytes: fonts.glyphCache.byteCount, glyphs: fonts.glyphCache.count,
                textLayouts: renderer.graph.textLayoutCount, shadowBytes: renderer.renderer.rasterCaches.shadowBytes,
                gradientTables: renderer.renderer.rasterCaches.gradientCount, views: renderer.graph.nodeCount,
                bookkeeping: renderer.graph.bookkeeping)
            samples.append(s)
            onSample(s)
        }
        sample(0)
        for n in 1...max(1, frames) {
            let time = Double(n) * SceneBenchmark.frameStep
            scene.prepare(frame: n, size: size, graph: renderer.graph)
            _ = SceneBenchmark.advance(scene, to: n, clock: clock, graph: renderer.graph, size: size)
            let damage = renderer.render(at: time)
            if !damage.isEmpty { _ = try? display.present(renderer.buffer, damage: damage) }
            if n % every == 0 || n == frames { sample(n) }
        }
        return samples
    }
}

/// The process's resident memory, from /proc/self/statm.
package enum ProcessMemory {
    package static func residentBytes() -> Int {
        guard let bytes = try? FileAccess.readBytes("/proc/self/statm", limit: 4096) else { return 0 }
        let fields = String(decoding: bytes, as: UTF8.self).split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * sysconf(Int32(_SC_PAGESIZE))
    }

    /// Bytes the C allocator has handed out and not had back (glibc's mallinfo2): a leak grows
    /// this; fragmentation grows only the resident size.
    package static func allocatedBytes() -> Int {
        #if canImport(Glibc)
        let info = mallinfo2()
        return Int(info.uordblks) + Int(info.hblkhd)
        #else
        return 0
        #endif
    }
}
