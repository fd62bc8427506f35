/// Whether something the system may show is shown (SwiftUI's `Visibility`).
public enum Visibility: Hashable, Sendable, CaseIterable {
    /// As the context decides.
    case automatic
    /// Shown.
    case visible
    /// Hidden.
    case hidden
}
