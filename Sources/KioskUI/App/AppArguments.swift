import Synchronization

extension CommandLine {
    /// The command line the app was started with, without the program's name and without the
    /// runtime's options (`--board`, `--theme`, ...): what is left for the app to read. `--`
    /// ends the runtime's options; everything after it is the app's, as written.
    ///
    /// Set by the runtime before the app is created, so an `App`'s `init()` can read it.
    public static var appArguments: [String] {
        AppArguments.storage.withLock { $0 }
    }
}

package enum AppArguments {
    static let storage = Mutex<[String]>([])

    package static func set(_ arguments: [String]) { storage.withLock { $0 = arguments } }
}
