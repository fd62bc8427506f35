import KioskBlend
import KioskGeometry

// What a shader reads while it shades: gradient tables and images by address, and the cache
// that makes and keeps the tables.

/// A gradient table as the shader reads it, by address (valid while the shader holds it).
struct LUTSampler {
    let colors: UnsafeMutablePointer<UInt32>
    let spread: SpreadMode
    init(_ lut: GradientLUT) {
        colors = lut.colors
        spread = lut.spread
    }

    @inline(__always)
    func color(at t: Float) -> UInt32 {
        var t = t.isFinite ? t : 0
        switch spread {
        case .pad: t = min(1, max(0, t))
        case .repeat: t = abs(t) < 1e7 ? t - Float(t.floorInt) : 0
        case .reflect:
            t = abs(t) < 1e7 ? abs(t) : 0
            t -= 2 * Float((t * 0.5).floorInt)
            if t > 1 { t = 2 - t }
        }
        return colors[Int(t * Float(GradientLUT.size - 1) + 0.5)]
    }
}

/// An image paint as the shader reads it: the pixels by address, with no reference to count.
/// Valid while the shader that made it holds the image.
struct ImageSampler {
    let base: UnsafeMutablePointer<UInt32>
    let stride: Int
    let width: Int
    let height: Int
    let filter: ImageFilter
    let tileMode: TileMode

    init(_ p: ImagePaint) {
        base = p.image.row(0)
        stride = p.image.stride
        width = p.image.width
        height = p.image.height
        filter = p.filter
        tileMode = p.tileMode
    }

    @inline(__always) func row(_ y: Int) -> UnsafeMutablePointer<UInt32> { base + y * stride }
}

/// Gradient tables by gradient value, bounded: a kiosk's themes use a few dozen gradients.
/// Shared by the frames and render threads of a renderer, so locked.
final class GradientCache: @unchecked Sendable {
    private var entries: [Gradient: GradientLUT] = [:]
    private var order: [Gradient] = []
    private let lock = Lock()
    let capacity: Int
    init(capacity: Int = 64) { self.capacity = capacity }

    var count: Int { lock.withLock { entries.count } }
    /// 1 KiB of colours per table.
    var byteCount: Int { count * GradientLUT.size * 4 }

    func lut(for g: Gradient) -> GradientLUT {
        lock.withLock {
            if let hit = entries[g] { return hit }
            var lut: GradientLUT?
            if order.count >= capacity, !order.isEmpty, var evicted = entries.removeValue(forKey: order.removeFirst()) {
                // No shader still reads the evicted table: its memory serves the new one.
                if isKnownUniquelyReferenced(&evicted) {
                    evicted.rebuild(g)
                    lut = evicted
                }
            }
            let made = lut ?? GradientLUT(g)
            entries[g] = made
            order.append(g)
            return made
        }
    }
}
