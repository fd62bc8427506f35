/// One gesture, then another on the same touch once the first has succeeded, as SwiftUI's
/// `SequenceGesture`: a long press that picks a tile up, then the drag that moves it.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    /// Where the sequence is: in its first gesture, or past it and in the second.
    public enum Value {
        /// The first gesture runs.
        case first(First.Value)
        /// The first gesture succeeded; the second runs (nil until it reports).
        case second(First.Value, Second.Value?)
    }
    /// The gesture that must succeed first.
    public var first: First
    /// The gesture that follows it.
    public var second: Second
    var changed: (@MainActor (Value) -> Void)?
    var ended: (@MainActor (Value) -> Void)?
    /// `@GestureState` resets: when the sequence ends, fails or is cancelled.
    var resets: [@MainActor () -> Void] = []

    /// `first`, then `second`.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// Runs `action` as the sequence goes along.
    public func onChanged(_ action: @escaping @MainActor (Value) -> Void) -> Self {
        var g = self
        g.changed = action
        return g
    }
    /// Runs `action` when the second gesture ends.
    public func onEnded(_ action: @escaping @MainActor (Value) -> Void) -> Self {
        var g = self
        g.ended = action
        return g
    }
    /// Keeps `state` up to date while the sequence runs; it goes back to its initial value
    /// when the sequence ends, fails or is cancelled, as SwiftUI's `updating(_:body:)`.
    public func updating<State>(
        _ state: GestureState<State>, body: @escaping @MainActor (Value, inout State, inout Transaction) -> Void
    ) -> Self {
        var g = self
        let changed = self.changed
        g.changed = { value in
            var s = state.wrappedValue
            var t = Transaction()
            body(value, &s, &t)
            if let animation = t.animation { withAnimation(animation) { state.set(s) } } else { state.set(s) }
            changed?(value)
        }
        g.resets.append { state.reset() }
        return g
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SequenceGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension SequenceGesture: ComposedGesture {
    func composed() -> (specs: [GestureSpec], slots: [SimultaneousSlot]) {
        if let press = first as? LongPressGesture, let drag = second as? DragGesture,
            let spec = pressThenDrag(press, drag)
        {
            return ([spec], [])
        }
        // Any other pair: both watch the touches, and the second's reports count once the
        // first has ended (a tap, then a long press on the same place).
        let slot = SimultaneousSlot()
        let changed = changed, ended = ended, resets = resets
        let observedFirst = (first as? ObservableGesture)?.observing(
            changed: { v in
                guard !slot.values.firstEnded else { return }
                slot.values.first = v
                if let v = v as? First.Value { changed?(.first(v)) }
            },
            ended: { v in
                if let v { slot.values.first = v }
                if v == nil { resets.forEach { $0() } }
                slot.values.firstEnded = v != nil
            })
        let observedSecond = (second as? ObservableGesture)?.observing(
            changed: { v in
                guard slot.values.firstEnded, let f = slot.values.first as? First.Value else { return }
                changed?(.second(f, v as? Second.Value))
            },
            ended: { v in
                defer {
                    slot.values = SimultaneousValues()
                    resets.forEach { $0() }
                }
                guard slot.values.firstEnded, let f = slot.values.first as? First.Value else { return }
                ended?(.second(f, v as? Second.Value))
            })
        let a = composedSpecs(observedFirst ?? first), b = composedSpecs(observedSecond ?? second)
        return (a.specs + b.specs, [slot] + a.slots + b.slots)
    }

    /// A long press whose finger then drags: one recogniser, so that the drag takes over the
    /// touch the press won.
    @MainActor private func pressThenDrag(_ press: LongPressGesture, _ drag: DragGesture) -> GestureSpec? {
        let changed = changed, ended = ended, resets = resets
        let pressing = press.pressing, pressAction = press.action
        let dragChanged = drag.changed, dragEnded = drag.ended, dragCancelled = drag.cancelled
        let dragResets = drag.resets
        func value(_ d: DragGesture.Value?) -> Value? {
            guard let f = true as? First.Value else { return nil }
            return .second(f, d as? Second.Value)
        }
        func finish() {
            dragResets.forEach { $0() }
            resets.forEach { $0() }
        }
        return .longPress(
            minimumDuration: press.minimumDuration, maximumDistance: press.maximumDistance,
            action: { pressAction?() },
            pressing: { isPressing in
                pressing.forEach { $0(isPressing) }
                if isPressing {
                    if let f = true as? First.Value { changed?(.first(f)) }
                } else {
                    // Lifted or moved away before the press fired: the sequence failed.
                    resets.forEach { $0() }
                }
            },
            then: DragStage(
                began: {
                    pressing.forEach { $0(false) }
                    if let v = value(nil) { changed?(v) }
                },
                changed: { d in
                    dragChanged?(d)
                    if let v = value(d) { changed?(v) }
                },
                ended: { d in
                    if let d { dragEnded?(d) }
                    if let v = value(d) { ended?(v) }
                    finish()
                },
                cancelled: {
                    dragCancelled?()
                    finish()
                },
                startsAtOnce: drag.minimumDistance <= 0))
    }
}

extension Gesture {
    /// This gesture, then `other` once this one has succeeded.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }
}
