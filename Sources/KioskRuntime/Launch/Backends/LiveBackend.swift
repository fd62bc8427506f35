import KioskGeometry
import KioskInput
import KioskLibinput
import KioskPlatform

/// A backend the launcher runs an app on: a display and the input that comes with it. One type
/// per kind (KMS, fbdev, a desktop window); the launcher knows them only through this protocol.
@MainActor
package protocol LiveBackend: AnyObject {
    var display: DisplayOutput { get }
    /// Whether the kiosk takes over the console's VT (a window on a desktop does not).
    var usesConsole: Bool { get }
    /// The pixel format and how frames reach the screen, for the start-up line.
    var presentation: String { get }
    /// Where touches and keys come from.
    func makeInputs(_ launch: BackendLaunch, transform: InputTransform, log: (String) -> Void) -> [InputSource]
    /// Follows what the backend itself reports (hotplug, a resized window) into the session.
    func attach(to session: LiveSession, log: @escaping (String) -> Void)
    /// Something to say once about a frame just presented (a commit that fell back), or nil.
    func noteAfterFrame() -> String?
    /// Another VT or seat session comes to the front: let go of the display.
    func release()
    /// Back from another VT or seat session; false when the display cannot be taken back.
    func takeBack(session: LiveSession, log: (String) -> Void) -> Bool
}

extension LiveBackend {
    package func attach(to session: LiveSession, log: @escaping (String) -> Void) {}
    package func noteAfterFrame() -> String? { nil }
    package func release() {}
    package func takeBack(session: LiveSession, log: (String) -> Void) -> Bool { true }

    /// libinput on the seat, through the board's calibration, keymap and touch match.
    package func makeInputs(_ launch: BackendLaunch, transform: InputTransform, log: (String) -> Void) -> [InputSource]
    {
        let options = launch.options, board = launch.board
        do throws(InputInventoryError) {
            let keymap = KeymapNames(
                layout: options.keymapLayout ?? board?.keymap.layout, variant: board?.keymap.variant,
                options: board?.keymap.options)
            let source = try LibinputSource(
                configuration: InputConfiguration(
                    seat: options.seat,
                    calibration: options.touchCalibration ?? board?.touch.calibration?.map { Float($0) },
                    touchMatch: board?.touch.deviceMatch,
                    keymap: keymap), transform: transform, access: launch.access)
            if let e = source.keyboardError { log("keyboard without text: \(e)") }
            return [source]
        } catch {
            // A kiosk without input still shows its screen.
            log("no input: \(error)")
            return []
        }
    }
}

/// What a backend is opened with: the options, the board, the panel's rotation and how
/// devices are opened (directly, or through the seat manager).
package struct BackendLaunch {
    package var options: RunOptions
    package var board: BoardProfile?
    package var rotation: Rotation
    package var access: DeviceAccess
}

/// Why a backend could not start; the launcher reports it and exits 1.
package struct BackendFailure: Error {
    package var message: String
}
