import KioskGeometry
import KioskRaster

/// Why a display could not be opened or a frame could not be shown. Always names the device.
public struct DisplayError: Error, Sendable, CustomStringConvertible {
    public var device: String
    public var message: String
    public init(device: String, _ message: String) {
        self.device = device
        self.message = message
    }
    public var description: String { "\(device): \(message)" }
}

/// What one `present` did, for the frame log and the benchmark.
public struct PresentReport: Sendable, Equatable {
    /// The frame's damage in panel pixels (after rotation): what the commit told the kernel.
    public var panelDamage: [PixelRect]
    /// The back buffer's age when the frame began (0: unknown, everything copied).
    public var bufferAge: Int
    /// Pixels copied into the back buffer (frame damage plus what that buffer had missed).
    public var pixelsCopied: Int
    public init(panelDamage: [PixelRect], bufferAge: Int, pixelsCopied: Int) {
        self.panelDamage = panelDamage
        self.bufferAge = bufferAge
        self.pixelsCopied = pixelsCopied
    }
}

/// A frame reached the glass.
public struct FlipEvent: Sendable, Equatable {
    /// When the flip happened, seconds on the monotonic clock (the kernel's vblank timestamp).
    public var time: Double
    /// The display's vblank counter at the flip: the runtime counts missed vblanks between flips
    /// of frames it produced back to back.
    public var sequence: UInt32
    public init(time: Double, sequence: UInt32) {
        self.time = time
        self.sequence = sequence
    }
}

/// Where frames go: a KMS output, a framebuffer device, or memory.
///
/// The renderer draws the logical screen (`width` x `height`, rotation already applied) into a
/// shadow buffer in ordinary memory; `present` copies the damage into the display's own memory,
/// converting and rotating, and shows it. Until `isFlipPending` clears (after `dispatchEvents`
/// reports the flip) no new frame may be presented.
public protocol DisplayOutput: AnyObject {
    /// The device, for logs and errors (`/dev/dri/card0 Virtual-1`).
    var name: String { get }
    var mode: DisplayMode { get }
    var rotation: Rotation { get }
    /// A descriptor that becomes readable when flips complete; nil when presents complete at once.
    var eventDescriptor: Int32? { get }
    var isFlipPending: Bool { get }
    func present(_ shadow: PixelBuffer, damage: Region) throws(DisplayError) -> PresentReport
    /// Reads completed flips (call when `eventDescriptor` is readable).
    func dispatchEvents() -> [FlipEvent]
    /// Turns the panel off and on (the runtime's idle blanking); the picture survives.
    func setPowered(_ on: Bool) throws(DisplayError)
    /// Gives the display back as it was found (restores the previous CRTC, drops master).
    func close()
}

extension DisplayOutput {
    /// The size the renderer draws: the mode, turned by the rotation.
    public var logicalWidth: Int { rotation == .quarter || rotation == .threeQuarters ? mode.height : mode.width }
    public var logicalHeight: Int { rotation == .quarter || rotation == .threeQuarters ? mode.width : mode.height }
}

/// Buffer ages of a swap chain used round-robin, shared by every backend: a buffer shown k
/// frames ago has age k; one never shown has age 0 (unknown contents).
public struct SwapChainAges: Sendable {
    private var lastShown: [Int]
    private var presented = 0
    public private(set) var front = -1

    public init(count: Int) { lastShown = Array(repeating: -1, count: max(1, count)) }
    public var count: Int { lastShown.count }

    /// The buffer the next frame goes into (never the one on screen) and its age.
    public func next() -> (index: Int, age: Int) {
        let index = (front + 1) % lastShown.count
        return (index, lastShown[index] < 0 ? 0 : presented - lastShown[index])
    }

    public mutating func shown(_ index: Int) {
        front = index
        lastShown[index] = presented
        presented += 1
    }

    /// Forget every buffer's contents (after a mode change or a VT switch back).
    public mutating func invalidate() {
        for i in lastShown.indices { lastShown[i] = -1 }
    }
}
