import KioskRuntime
import KioskGeometry
import KioskPlatform
import KioskRaster
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// `kiosk bench present`: the presenter's damage copy (conversion and rotation included) into a
/// scan-out-sized buffer, beside `memcpy` of the same bytes, for a 1% damage frame and a full
/// frame. Scan-out memory itself cannot be had here, so the destination is ordinary memory.
package struct PresentBenchmark {
    package struct Row: Sendable {
        package var width: Int, height: Int
        package var format: ScanoutFormat
        package var rotation: Rotation
        package var damagePercent: Int
        /// Milliseconds, best of the rounds.
        package var copy: Double
        package var memcpy: Double
    }

    package init() {}

    package func run(rounds: Int = 20) -> [Row] {
        var rows: [Row] = []
        for (w, h) in [(1280, 800), (1920, 1080)] {
            let shadow = PixelBuffer(width: w, height: h)
            for y in 0..<h { for x in 0..<w { shadow.row(y)[x] = 0xFF00_0000 | UInt32((x * 7 + y * 3) & 0xFFFFFF) } }
            let destination = UnsafeMutableRawPointer.allocate(byteCount: w * h * 4, alignment: 64)
            let source = UnsafeMutableRawPointer.allocate(byteCount: w * h * 4, alignment: 64)
            defer {
                destination.deallocate()
                source.deallocate()
            }
            // 1%: a 128x80-ish rectangle of a 1280x800 screen (a label, a toggle), centred.
            let small = PixelRect(x: w / 2 - w / 20, y: h / 2 - h / 20, width: w / 10, height: h / 10)
            for (rect, percent) in [(small, 1), (shadow.bounds, 100)] {
                for format in ScanoutFormat.allCases {
                    for rotation in [Rotation.none, .quarter] {
                        let turned = rotation == .quarter
                        let stride = (turned ? h : w) * format.bytesPerPixel
                        let bytes = rect.area * format.bytesPerPixel
                        var best = Double.infinity, bestMemcpy = Double.infinity
                        for _ in 0..<rounds {
                            let t0 = MonotonicClock.nanoseconds()
                            format.copy(shadow, rect: rect, rotation: rotation, to: destination, strideBytes: stride)
                            let t1 = MonotonicClock.nanoseconds()
                            memcpy(destination, source, bytes)
                            let t2 = MonotonicClock.nanoseconds()
                            best = min(best, Double(t1 - t0) / 1e6)
                            bestMemcpy = min(bestMemcpy, Double(t2 - t1) / 1e6)
                        }
                        rows.append(
                            Row(
                                width: w, height: h, format: format, rotation: rotation, damagePercent: percent,
                                copy: best, memcpy: bestMemcpy))
                    }
                }
            }
        }
        return rows
    }
}
