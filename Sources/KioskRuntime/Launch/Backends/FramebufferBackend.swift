import KioskDRM
import KioskPlatform

/// The legacy framebuffer (`/dev/fb0`): boards whose display has no KMS driver.
@MainActor
package final class FramebufferBackend: LiveBackend {
    let framebuffer: FramebufferDisplay
    package var display: DisplayOutput { framebuffer }
    package var usesConsole: Bool { true }
    package var presentation: String { "\(framebuffer.format.rawValue), fbdev, paced by \(framebuffer.pacing)" }

    package init(_ launch: BackendLaunch) throws(DisplayError) {
        framebuffer = try FramebufferDisplay(path: launch.options.card ?? "/dev/fb0", rotation: launch.rotation)
    }
}
