/// The name the operator knows the process by, at the start of every line it logs: the app's
/// executable (`coffee: ready on HDMI-A-1 ...`), `kiosk` for the kiosk tool.
package enum ProgramName {
    package static let current: String = {
        let path = CommandLine.arguments.first ?? ""
        let name = path.split(separator: "/").last.map(String.init) ?? ""
        return name.isEmpty ? "kiosk" : name
    }()

    /// `log` with every line starting with `name` and a colon.
    package static func prefixing(
        _ log: @escaping (String) -> Void, name: String = current
    ) -> (String) -> Void {
        { log("\(name): \($0)") }
    }
}
