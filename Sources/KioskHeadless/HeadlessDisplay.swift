// KioskHeadless: an in-memory display for tests, screenshots and benchmarks.
import KioskGeometry
import KioskPlatform
import KioskRaster

/// How old the back buffer is when a frame begins, as a real swap chain would report it.
package enum BufferAgePolicy: Sendable, Equatable {
    /// Age 0: the buffer's contents are unknown, every frame is a full copy.
    case unknown
    /// A ring of `count` buffers used round-robin: age is `count` once all have been used.
    case ring(count: Int)
}

/// An in-memory "screen" with the DRM presenter's buffer discipline: each present copies the
/// frame's damage plus what the back buffer missed (by its age) and flips at once. Tests use it
/// to prove that partial presents leave the screen equal to a full render.
package final class HeadlessDisplay: DisplayOutput {
    package private(set) var mode: DisplayMode
    package let agePolicy: BufferAgePolicy
    package let rotation: Rotation = .none
    package let name = "headless"
    /// The buffers of the ring.
    package private(set) var buffers: [PixelBuffer]
    private var ages: SwapChainAges
    private var history = DamageHistory()
    /// The latest presents, oldest first (the frame log of a headless run), at most
    /// `reportLimit` of them: a headless kiosk or a soak runs for millions of frames.
    package private(set) var reports: [PresentReport] = []
    package static let reportLimit = 256
    /// Presents since the display was made.
    package private(set) var presentCount = 0
    package private(set) var isPowered = true

    package init(width: Int, height: Int, agePolicy: BufferAgePolicy = .ring(count: 2), refreshMillihertz: Int = 60000)
    {
        mode = DisplayMode(width: width, height: height, refreshMillihertz: refreshMillihertz)
        self.agePolicy = agePolicy
        let count: Int
        switch agePolicy {
        case .unknown: count = 1
        case .ring(let n): count = max(1, n)
        }
        buffers = (0..<count).map { _ in PixelBuffer(width: width, height: height) }
        ages = SwapChainAges(count: count)
    }

    package var eventDescriptor: Int32? { nil }
    package var isFlipPending: Bool { false }
    package func dispatchEvents() -> [FlipEvent] { [] }
    package func setPowered(_ on: Bool) throws(DisplayError) { isPowered = on }
    package func close() {}

    package func present(_ shadow: PixelBuffer, damage: Region) throws(DisplayError) -> PresentReport {
        guard shadow.width == mode.width, shadow.height == mode.height else {
            throw DisplayError(
                device: name, "frame is \(shadow.width)x\(shadow.height), the display is \(mode.width)x\(mode.height)")
        }
        history.record(damage)
        var (index, age) = ages.next()
        if agePolicy == .unknown { age = 0 }
        let copy = history.region(forAge: age, screen: shadow.bounds)
        DamageCopy.copy(copy, from: shadow, to: buffers[index])
        ages.shown(index)
        let report = PresentReport(panelDamage: damage.rects, bufferAge: age, pixelsCopied: copy.area)
        if reports.count >= Self.reportLimit { reports.removeFirst(reports.count - Self.reportLimit + 1) }
        reports.append(report)
        presentCount += 1
        return report
    }

    /// Another panel, as when a display of another size is plugged in or a window is resized:
    /// new buffers of unknown contents. The runtime follows with `LiveSession.adoptDisplayMode()`.
    package func changeMode(_ newMode: DisplayMode) {
        mode = newMode
        buffers = buffers.map { _ in PixelBuffer(width: newMode.width, height: newMode.height) }
        ages = SwapChainAges(count: buffers.count)
        history = DamageHistory()
    }

    /// What the screen shows now.
    package var frontBuffer: PixelBuffer? { ages.front >= 0 ? buffers[ages.front] : nil }
}
