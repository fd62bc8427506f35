import KioskInput
import KioskPlatform
import KioskPreview

/// A window on the developer's desktop (SDL2, loaded at run time) of the panel's logical size:
/// the mouse is a finger, the keyboard types, and a resized window is a panel of another size.
@MainActor
package final class PreviewBackend: LiveBackend {
    let window: PreviewWindow
    package var display: DisplayOutput { window }
    package var usesConsole: Bool { false }
    package var presentation: String { "a desktop window" }

    package init(_ launch: BackendLaunch, hasDesktopSession: Bool) throws(PreviewError) {
        let options = launch.options
        let mode = options.mode ?? launch.board?.mode.flatMap(DisplayModeRequest.init) ?? options.size
        let quarter = launch.rotation == .quarter || launch.rotation == .threeQuarters
        window = try PreviewWindow(
            width: quarter ? mode.height : mode.width, height: quarter ? mode.width : mode.height,
            title: "Kiosk preview \(launch.board?.name ?? "")", hasDesktopSession: hasDesktopSession)
    }

    package func makeInputs(_ launch: BackendLaunch, transform: InputTransform, log: (String) -> Void) -> [InputSource]
    {
        [window.input]
    }

    package func attach(to session: LiveSession, log: @escaping (String) -> Void) {
        // A resized window is a panel of another size: the app is laid out for it.
        window.onResize = { [unowned session, unowned window] in
            session.adoptDisplayMode()
            log(
                "window resized to \(window.mode.width)x\(window.mode.height); screen \(Int(session.renderer.size.width))x\(Int(session.renderer.size.height)) pt"
            )
            session.frameIfNeeded()
        }
    }
}
