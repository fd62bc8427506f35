// KioskHeadless: an in-memory display for tests, screenshots and benchmarks.
import KioskGeometry
import KioskPlatform
import KioskRaster

/// How old the back buffer is when a frame begins, as a real swap chain would report it.
public enum BufferAgePolicy: Sendable, Equatable {
    /// Age 0: the buffer's contents are unknown, every frame is a full copy.
    case unknown
    /// A ring of `count` buffers used round-robin: age is `count` once all have been used.
    case ring(count: Int)
}

/// An in-memory "screen": frames presented to it are kept for inspection.
public final class HeadlessDisplay {
    public let mode: DisplayMode
    public let agePolicy: BufferAgePolicy
    /// The buffers of the ring; `front` is the index of the last presented one.
    public private(set) var buffers: [PixelBuffer]
    public private(set) var front: Int = -1
    private var presentedCount = 0
    private var lastUse: [Int]

    public init(width: Int, height: Int, agePolicy: BufferAgePolicy = .ring(count: 2)) {
        mode = DisplayMode(width: width, height: height, refreshMillihertz: 60000)
        self.agePolicy = agePolicy
        let count: Int
        switch agePolicy { case .unknown: count = 1; case .ring(let n): count = max(1, n) }
        buffers = (0..<count).map { _ in PixelBuffer(width: width, height: height) }
        lastUse = Array(repeating: -1, count: count)
    }

    /// The buffer the next frame is drawn into, and its age (0 = unknown contents).
    public func nextBuffer() -> (buffer: PixelBuffer, index: Int, age: Int) {
        let index = (front + 1) % buffers.count
        switch agePolicy {
        case .unknown: return (buffers[index], index, 0)
        case .ring:
            let age = lastUse[index] < 0 ? 0 : presentedCount - lastUse[index]
            return (buffers[index], index, age)
        }
    }

    /// Marks buffer `index` as shown.
    public func present(index: Int) {
        front = index
        lastUse[index] = presentedCount
        presentedCount += 1
    }

    /// What the screen shows now.
    public var frontBuffer: PixelBuffer? { front >= 0 ? buffers[front] : nil }
}
