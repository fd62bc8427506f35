import KioskDRM

/// The kinds of backend the runtime can run on.
package enum BackendKind: String, Sendable, CaseIterable {
    case drm, fbdev, preview, headless
}

/// Which backend to use, and why (printed by `doctor` and at start-up).
package struct BackendChoice: Sendable {
    package var backend: BackendKind
    package var reason: String
    package init(backend: BackendKind, reason: String) {
        self.backend = backend
        self.reason = reason
    }

    /// Backends this build can drive (the preview needs SDL2 at run time; without it the
    /// runtime says so and renders headless).
    package static let implemented: Set<BackendKind> = [.drm, .fbdev, .preview, .headless]

    /// KMS when a card has a connected display and master is free, else a desktop preview where a
    /// desktop session exists, else headless rendering to PNG.
    package static func best(cards: [DRMCardInfo], environment: ProcessEnvironment) -> BackendChoice {
        var wish: BackendChoice
        if let card = cards.first(where: {
            $0.canBecomeMaster && $0.supportsDumbBuffers && $0.connectors.contains(where: \.isConnected)
        }) {
            let connector = card.connectors.first(where: \.isConnected)!
            wish = BackendChoice(backend: .drm, reason: "\(card.path) drives \(connector.name)")
        } else if environment["WAYLAND_DISPLAY"] == nil && environment["DISPLAY"] == nil,
            let card = cards.first(where: { $0.canBecomeMaster && $0.supportsDumbBuffers && !$0.connectors.isEmpty })
        {
            // A kiosk often boots before its screen is switched on: wait for it rather than
            // running without one.
            wish = BackendChoice(backend: .drm, reason: "\(card.path) has no display connected yet; waiting for one")
        } else if let display = environment["WAYLAND_DISPLAY"] ?? environment["DISPLAY"] {
            wish = BackendChoice(backend: .preview, reason: "no drivable DRM display; desktop session \(display)")
        } else {
            return BackendChoice(backend: .headless, reason: "no drivable DRM display and no desktop session")
        }
        if !implemented.contains(wish.backend) {
            wish = BackendChoice(
                backend: .headless,
                reason: wish.reason + ", but the \(wish.backend.rawValue) backend is not in this build yet")
        }
        return wish
    }
}
