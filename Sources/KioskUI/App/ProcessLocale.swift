import Synchronization

/// The locale the process runs in (`de_DE`), which the runtime reads from the environment
/// (`LC_ALL`, `LC_TIME`, `LANG`) and sets here before the first frame; dates and numbers that
/// name no locale of their own use it. Without one: `en_US`.
package enum ProcessLocale {
    static let storage = Mutex("en_US")

    package static var identifier: String {
        get { storage.withLock { $0 } }
        set { storage.withLock { $0 = newValue } }
    }
}
