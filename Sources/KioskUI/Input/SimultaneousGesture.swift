/// Gestures made of others, which attach as several specs.
@MainActor
protocol ComposedGesture {
    /// The parts' specs, and the slots through which they share what they saw.
    func composed() -> (specs: [GestureSpec], slots: [SimultaneousSlot])
    /// Whether the parts all run (simultaneous, sequenced), or the first is preferred and
    /// the others run only where it does not (exclusive).
    var partsRunTogether: Bool { get }
}

extension ComposedGesture {
    var partsRunTogether: Bool { true }
}

/// Where a composed gesture's parts find their shared values. The specs are made anew at
/// each evaluation of the view; the values must outlive them (a part that ended before the
/// view changed must still count), so the node keeps them and hands them to each new slot.
@MainActor
final class SimultaneousSlot {
    var values = SimultaneousValues()
}

/// Gestures that can tell a composed gesture about their values.
@MainActor
protocol ObservableGesture {
    /// The gesture, also calling `changed` with each value and `ended` at its end.
    func observing(
        changed: @escaping @MainActor (Any) -> Void, ended: @escaping @MainActor (Any?) -> Void
    )
        -> any Gesture
}

/// Two gestures recognised together, each reporting its own value (SwiftUI's
/// `SimultaneousGesture`): a pinch and a turn, or a pan and a pinch.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    /// What each gesture reported last (nil: nothing yet).
    public struct Value {
        /// The first gesture's value.
        public var first: First.Value?
        /// The second gesture's value.
        public var second: Second.Value?
    }
    /// The first gesture.
    public var first: First
    /// The second gesture.
    public var second: Second
    var changed: (@MainActor (Value) -> Void)?
    var ended: (@MainActor (Value) -> Void)?

    /// The two gestures together.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// Runs `action` whenever either gesture's value changes.
    public func onChanged(_ action: @escaping @MainActor (Value) -> Void) -> Self {
        var g = self
        g.changed = action
        return g
    }
    /// Runs `action` once both gestures have ended.
    public func onEnded(_ action: @escaping @MainActor (Value) -> Void) -> Self {
        var g = self
        g.ended = action
        return g
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

/// The latest values of a simultaneous gesture's parts, and which of them are running.
@MainActor
final class SimultaneousValues {
    var first: Any?
    var second: Any?
    var running: Set<Int> = []
    /// A sequence's first part succeeded: its second part's reports count.
    var firstEnded = false
}

extension SimultaneousGesture: ComposedGesture, ObservableGesture {
    func composed() -> (specs: [GestureSpec], slots: [SimultaneousSlot]) {
        guard changed != nil || ended != nil else {
            let (a, b) = (composedSpecs(first), composedSpecs(second))
            return (a.specs + b.specs, a.slots + b.slots)
        }
        let slot = SimultaneousSlot()
        let changed = changed, ended = ended
        func current() -> Value {
            Value(first: slot.values.first as? First.Value, second: slot.values.second as? Second.Value)
        }
        func observe(_ g: any Gesture, _ part: Int) -> any Gesture {
            guard let observable = g as? ObservableGesture else { return g }
            return observable.observing(
                changed: { v in
                    if part == 0 { slot.values.first = v } else { slot.values.second = v }
                    slot.values.running.insert(part)
                    changed?(current())
                },
                ended: { v in
                    if let v { if part == 0 { slot.values.first = v } else { slot.values.second = v } }
                    slot.values.running.remove(part)
                    // Once, when the last running part ends (a tap ends without running).
                    guard slot.values.running.isEmpty else { return }
                    ended?(current())
                    slot.values.first = nil
                    slot.values.second = nil
                })
        }
        let (a, b) = (composedSpecs(observe(first, 0)), composedSpecs(observe(second, 1)))
        return (a.specs + b.specs, [slot] + a.slots + b.slots)
    }

    func observing(
        changed: @escaping @MainActor (Any) -> Void, ended: @escaping @MainActor (Any?) -> Void
    )
        -> any Gesture
    {
        let old = (self.changed, self.ended)
        var g = self
        g.changed = { v in
            old.0?(v)
            changed(v)
        }
        g.ended = { v in
            old.1?(v)
            ended(v)
        }
        return g
    }
}

extension DragGesture: ObservableGesture {
    func observing(
        changed: @escaping @MainActor (Any) -> Void, ended: @escaping @MainActor (Any?) -> Void
    )
        -> any Gesture
    {
        var g = self
        g.changed = chaining(self.changed, changed)
        g.ended = chaining(self.ended) { ended($0) }
        let cancelled = self.cancelled
        g.cancelled = {
            cancelled?()
            ended(nil)
        }
        return g
    }
}

extension MagnifyGesture: ObservableGesture {
    func observing(
        changed: @escaping @MainActor (Any) -> Void, ended: @escaping @MainActor (Any?) -> Void
    )
        -> any Gesture
    {
        var g = self
        g.changed = chaining(self.changed, changed)
        g.ended = chaining(self.ended) { ended($0) }
        return g
    }
}

extension RotateGesture: ObservableGesture {
    func observing(
        changed: @escaping @MainActor (Any) -> Void, ended: @escaping @MainActor (Any?) -> Void
    )
        -> any Gesture
    {
        var g = self
        g.changed = chaining(self.changed, changed)
        g.ended = chaining(self.ended) { ended($0) }
        return g
    }
}

extension TapGesture: ObservableGesture {
    func observing(
        changed: @escaping @MainActor (Any) -> Void, ended: @escaping @MainActor (Any?) -> Void
    )
        -> any Gesture
    {
        let old = action
        var g = self
        g.action = {
            old?()
            ended(())
        }
        return g
    }
}

/// `first` (if any), then `then`: a gesture's own handler followed by a composed gesture's.
func chaining<Value>(
    _ first: (@MainActor (Value) -> Void)?, _ then: @escaping @MainActor (Any) -> Void
) -> @MainActor (Value) -> Void {
    { value in
        first?(value)
        then(value)
    }
}

extension Gesture {
    /// This gesture and `other`, recognised together.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }
}
