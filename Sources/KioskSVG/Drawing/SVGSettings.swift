import Synchronization

/// What the runtime hands the SVG renderer from its configuration; it reads no environment.
package enum SVGSettings {
    /// The reader's language ("de"), for `systemLanguage`; nil: English only.
    package static let readerLanguage = Mutex<String?>(nil)
}
