/// Two gestures of which only one succeeds, the first preferred, as SwiftUI's
/// `ExclusiveGesture`: a double tap that zooms, else a single tap that selects.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    /// Which gesture succeeded, and its value.
    public enum Value {
        /// The first gesture succeeded.
        case first(First.Value)
        /// The first gesture failed and the second succeeded.
        case second(Second.Value)
    }
    /// The preferred gesture.
    public var first: First
    /// The gesture that runs when the first fails.
    public var second: Second
    var ended: (@MainActor (Value) -> Void)?

    /// `first`, or else `second`.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// Runs `action` with the value of whichever gesture succeeded.
    public func onEnded(_ action: @escaping @MainActor (Value) -> Void) -> Self {
        var g = self
        g.ended = action
        return g
    }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension ExclusiveGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension ExclusiveGesture: ComposedGesture {
    func composed() -> (specs: [GestureSpec], slots: [SimultaneousSlot]) {
        let ended = ended
        let firstEnded: @MainActor (Any) -> Void = { v in if let v = v as? First.Value { ended?(.first(v)) } }
        let secondEnded: @MainActor (Any) -> Void = { v in if let v = v as? Second.Value { ended?(.second(v)) } }
        // Taps of different counts on one view: the longer run is waited for, and the shorter
        // one runs only once a further tap can no longer come.
        if let a = tapSpec(first, then: firstEnded), let b = tapSpec(second, then: secondEnded),
            case let .tap(count, action, _) = a, case let .tap(shorter, fallback, _) = b, shorter < count
        {
            return (
                [.tap(count: count, action: action, fallbacks: [TapFallback(count: shorter, action: fallback)])], []
            )
        }
        // Otherwise the first wins the touch whenever it can: it takes precedence, and once it
        // has recognised the second is cancelled (a long press before a drag).
        let a = composedSpecs(observed(first, then: firstEnded))
        let b = composedSpecs(observed(second, then: secondEnded))
        return (a.specs + b.specs, a.slots + b.slots)
    }

    var partsRunTogether: Bool { false }

    @MainActor private func observed(_ g: any Gesture, then ended: @escaping @MainActor (Any) -> Void) -> any Gesture {
        guard let observable = g as? ObservableGesture else { return g }
        return observable.observing(changed: { _ in }, ended: { v in if let v { ended(v) } })
    }

    @MainActor private func tapSpec(_ g: any Gesture, then ended: @escaping @MainActor (Any) -> Void) -> GestureSpec? {
        switch g {
        case let t as TapGesture:
            let action = t.action
            return .tap(
                count: t.count,
                action: { _ in
                    action?()
                    ended(())
                })
        case let t as SpatialTapGesture:
            let action = t.action
            return .tap(
                count: t.count,
                action: { p in
                    let value = SpatialTapGesture.Value(location: p)
                    action?(value)
                    ended(value)
                })
        default: return nil
        }
    }
}

extension Gesture {
    /// This gesture, or `other` when this one fails.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}
