import KioskGeometry
import KioskRaster

/// Why a display could not be opened or a frame could not be shown. Always names the device.
package struct DisplayError: Error, Sendable, CustomStringConvertible {
    package var device: String
    package var message: String
    package init(device: String, _ message: String) {
        self.device = device
        self.message = message
    }
    package var description: String { "\(device): \(message)" }
}

/// What one `present` did, for the frame log and the benchmark.
package struct PresentReport: Sendable, Equatable {
    /// The frame's damage in panel pixels (after rotation): what the commit told the kernel.
    package var panelDamage: [PixelRect]
    /// The back buffer's age when the frame began (0: unknown, everything copied).
    package var bufferAge: Int
    /// Pixels copied into the back buffer (frame damage plus what that buffer had missed).
    package var pixelsCopied: Int
    package init(panelDamage: [PixelRect], bufferAge: Int, pixelsCopied: Int) {
        self.panelDamage = panelDamage
        self.bufferAge = bufferAge
        self.pixelsCopied = pixelsCopied
    }
}

/// A frame reached the glass.
package struct FlipEvent: Sendable, Equatable {
    /// When the flip happened, seconds on the monotonic clock (the kernel's vblank timestamp).
    package var time: Double
    /// The display's vblank counter at the flip: the runtime counts missed vblanks between flips
    /// of frames it produced back to back.
    package var sequence: UInt32
    package init(time: Double, sequence: UInt32) {
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
package protocol DisplayOutput: AnyObject {
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
    package var logicalWidth: Int { rotation == .quarter || rotation == .threeQuarters ? mode.height : mode.width }
    package var logicalHeight: Int { rotation == .quarter || rotation == .threeQuarters ? mode.width : mode.height }
}

/// Buffer ages of a swap chain used round-robin, shared by every backend: a buffer shown k
/// frames ago has age k; one never shown has age 0 (unknown contents).
package struct SwapChainAges: Sendable {
    private var lastShown: [Int]
    private var presented = 0
    package private(set) var front = -1

    package init(count: Int) { lastShown = Array(repeating: -1, count: max(1, count)) }
    package var count: Int { lastShown.count }

    /// The buffer the next frame goes into (never the one on screen) and its age.
    package func next() -> (index: Int, age: Int) {
        let index = (front + 1) % lastShown.count
        return (index, lastShown[index] < 0 ? 0 : presented - lastShown[index])
    }

    package mutating func shown(_ index: Int) {
        front = index
        lastShown[index] = presented
        presented += 1
    }

    /// Forget every buffer's contents (after a mode change or a VT switch back).
    package mutating func invalidate() {
        for i in lastShown.indices { lastShown[i] = -1 }
    }
}
