import KioskBlend
import KioskGeometry
import KioskRaster

/// The work whose instructions per pixel Tests/AArch64/count reports: each blend kernel on its
/// own (four pixels a step, as KioskRaster instantiates them), the full-frame fill and copy,
/// and the raster benchmark's shapes drawn through the canvas (`kiosk bench raster`'s names),
/// each over a stated number of pixels. `prepare` makes the inputs (only the chosen
/// workload's: under QEMU every instruction is logged) and returns the work; its repeats do
/// the same work each time (counted as the difference between two and one repeats).
struct Workload {
    let name: String
    let pixels: Int
    let prepare: () -> () -> Void

    init(name: String, pixels: Int, prepare: @escaping () -> () -> Void) {
        self.name = name
        self.pixels = pixels
        self.prepare = prepare
    }

    /// Work on a fresh set of `Inputs`.
    init(name: String, pixels: Int, run: @escaping (Inputs) -> Void) {
        self.init(name: name, pixels: pixels) {
            let inputs = Inputs()
            return { run(inputs) }
        }
    }
}

/// Seeded inputs: opaque destination pixels, translucent source pixels, coverage bytes with
/// edges and interiors (a third each empty, full and partial, as in a glyph), windings.
final class Inputs {
    static let width = 256, height = 16
    let destination = UnsafeMutablePointer<UInt32>.allocate(capacity: width * height + 64)
    let source = UnsafeMutablePointer<UInt32>.allocate(capacity: width * height + 64)
    let opaqueSource = UnsafeMutablePointer<UInt32>.allocate(capacity: width * height + 64)
    let mask = UnsafeMutablePointer<UInt8>.allocate(capacity: width * height + 64)
    let windings = UnsafeMutablePointer<Float>.allocate(capacity: width * height + 64)
    let coverageOut = UnsafeMutablePointer<UInt8>.allocate(capacity: width * height + 64)

    init() {
        // Straight from the generator's bits, which costs a few instructions a pixel: every
        // instruction of the set-up is logged too.
        var g = SeededGenerator(state: 99)
        for i in 0..<(Self.width * Self.height + 64) {
            let bits = g.next()
            let alpha = UInt32(truncatingIfNeeded: bits >> 56)
            let channels = (UInt32(truncatingIfNeeded: bits) & 0x00FF_FFFF) & (alpha * 0x0001_0101)
            destination[i] = 0xFF00_0000 | UInt32(truncatingIfNeeded: bits >> 8) & 0x00FF_FFFF
            source[i] = alpha << 24 | channels
            opaqueSource[i] = source[i] | 0xFF00_0000
            let m = UInt8(truncatingIfNeeded: bits >> 40)
            mask[i] = m < 85 ? 0 : (m < 170 ? 255 : m)
            windings[i] = Float(Int32(truncatingIfNeeded: bits >> 16) >> 8) / Float(1 << 22)
        }
    }
}

let frameWidth = 1920, frameRows = 32

func workloads() -> [Workload] {
    let w = Inputs.width, h = Inputs.height, area = w * h
    typealias K = PixelKernels<SIMD4<UInt32>>
    let translucent: UInt32 = 0xB040_6080
    var list: [Workload] = [
        Workload(name: "solidRect", pixels: area) { inputs in
            K.solidRect(inputs.destination, rowStride: w, w, h, translucent, 255, .sourceOver)
        },
        Workload(name: "solidRectEdges", pixels: area) { inputs in
            K.solidRectEdges(
                inputs.destination + 1, rowStride: w, w - 2, h, translucent, first: 90, 255, last: 170, .sourceOver)
        },
        Workload(name: "solidMaskRect", pixels: area) { inputs in
            K.solidMaskRect(
                inputs.destination, rowStride: w, inputs.mask, maskStride: w, w, h, translucent, .sourceOver)
        },
        Workload(name: "spanRect", pixels: area) { inputs in
            K.spanRect(inputs.destination, rowStride: w, inputs.source, sourceStride: w, w, h, 200, .sourceOver)
        },
        Workload(name: "spanRectOpaque", pixels: area) { inputs in
            K.spanRect(inputs.destination, rowStride: w, inputs.opaqueSource, sourceStride: w, w, h, 255, .sourceOver)
        },
        Workload(name: "spanMask", pixels: area) { inputs in
            for y in 0..<h {
                K.spanMask(inputs.destination + y * w, inputs.source + y * w, inputs.mask + y * w, w, .sourceOver)
            }
        },
        Workload(name: "bilinearRow", pixels: area) { inputs in
            for y in 0..<(h - 1) {
                BilinearKernels<SIMD4<UInt32>>.row(
                    top: inputs.source + y * w, bottom: inputs.source + (y + 1) * w, count: w - 1, wx: 77, wy: 180,
                    out: inputs.destination + y * w)
            }
        },
        Workload(name: "coverageBytes", pixels: area) { inputs in
            CoverageWorkload.bytes(inputs.windings, area, into: inputs.coverageOut)
        },
    ]
    // The full frame's fill and copy, a band of rows of a 1080p frame (the per-pixel figure
    // is the frame's; the whole frame would make QEMU's log a gigabyte).
    let frameArea = frameWidth * frameRows
    list += [
        Workload(name: "frameFill", pixels: frameArea) {
            let frame = UnsafeMutablePointer<UInt32>.allocate(capacity: frameArea)
            return { frame.fillPixels(0xFF33_6699, count: frameArea) }
        },
        Workload(name: "frameCopy", pixels: frameArea) {
            let frame = UnsafeMutablePointer<UInt32>.allocate(capacity: frameArea)
            let source = UnsafeMutablePointer<UInt32>.allocate(capacity: frameArea)
            source.initialize(repeating: 0xFF33_6699, count: frameArea)
            return { UnsafeMutableRawPointer(frame).copyMemory(from: source, byteCount: frameArea * 4) }
        },
    ]
    list += CanvasWorkloads.all()
    return list
}

nonisolated(unsafe) var table: [Workload] = []

@_cdecl("kiosk_workload_count")
func workloadCount() -> Int32 {
    if table.isEmpty { table = workloads() }
    return Int32(table.count)
}

@_cdecl("kiosk_workload_name")
func workloadName(_ index: Int32) -> UnsafePointer<CChar> {
    _ = workloadCount()
    return names[Int(index)]
}

nonisolated(unsafe) var names: [UnsafePointer<CChar>] = {
    _ = workloadCount()
    return table.map { w in
        let utf8 = Array(w.name.utf8) + [0]
        let p = UnsafeMutablePointer<CChar>.allocate(capacity: utf8.count)
        for (i, b) in utf8.enumerated() { p[i] = CChar(bitPattern: b) }
        return UnsafePointer(p)
    }
}()

@_cdecl("kiosk_workload_pixels")
func workloadPixels(_ index: Int32) -> Int {
    _ = workloadCount()
    return table[Int(index)].pixels
}

@_cdecl("kiosk_workload_run")
func workloadRun(_ index: Int32, _ repeats: Int32) {
    _ = workloadCount()
    let run = table[Int(index)].prepare()
    for _ in 0..<repeats { run() }
}
