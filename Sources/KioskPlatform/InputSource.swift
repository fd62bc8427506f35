import KioskInput
/// Where touches, pointer motion and keys come from (libinput on a board, a script in tests).
///
/// The runtime watches `eventDescriptor` in its event loop and, when it is readable, takes the
/// events: already in logical points, through the same transform that the presenter uses.
package protocol InputSource: AnyObject {
    var eventDescriptor: Int32 { get }
    /// Events that arrived since the last call (never blocks).
    func readEvents() -> [InputEvent]
    /// The mapping from panel pixels to logical points; the runtime sets it from the display.
    var transform: InputTransform { get set }
    /// Devices present now.
    var devices: [InputDeviceDescription] { get }
}
