/// A view whose content is drawn from a value that keyframes move over time (SwiftUI's
/// `KeyframeAnimator`): from the start each time `trigger` changes, or over and over when
/// repeating. The content is rebuilt each frame while the keyframes run, and not at all
/// when they are done.
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View
where KeyframePath.Value == Value {
    let initialValue: Value
    let trigger: (any Equatable)?
    let repeats: Bool
    let content: (Value) -> Content
    let keyframes: (Value) -> KeyframePath

    /// Runs the keyframes once each time `trigger` changes.
    public init(
        initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        self.trigger = trigger
        repeats = false
        self.content = content
        self.keyframes = keyframes
    }

    /// Runs the keyframes over and over (`repeating`), or once when the view appears.
    public init(
        initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        trigger = nil
        repeats = repeating
        self.content = content
        self.keyframes = keyframes
    }

    public var body: some View {
        KeyframeAnimatorNode(
            initialValue: initialValue, trigger: trigger, repeats: repeats, content: content,
            keyframes: { keyframes($0) as? any SampledKeyframes<Value> })
    }
}

/// When a keyframe animator's run started (frame clock), kept with its node.
final class KeyframeRun {
    var start: Double?
    var trigger: (any Equatable)?
    var isStarted = false
}

struct KeyframeAnimatorNode<Value, Content: View>: View, PrimitiveView, NodeAwareView {
    let initialValue: Value
    let trigger: (any Equatable)?
    let repeats: Bool
    let content: (Value) -> Content
    let keyframes: (Value) -> (any SampledKeyframes<Value>)?
    typealias Body = Never
    var body: Never { preconditionFailure() }
    func children() -> [ChildView] { [] }
    func makeLayout() -> any NodeLayout { PassthroughLayout() }

    func children(of node: ViewNode) -> [ChildView] {
        let run: KeyframeRun
        if let r = node.stateSlots[-8] as? KeyframeRun {
            run = r
        } else {
            run = KeyframeRun()
            node.stateSlots[-8] = run
        }
        let now = node.graph.now
        if !run.isStarted {
            run.isStarted = true
            run.trigger = trigger
            if trigger == nil { run.start = now }
        } else if let trigger, !PhaseAnimatorNode<Int, EmptyView>.same(trigger, run.trigger) {
            run.trigger = trigger
            run.start = now
        }
        var value = initialValue
        if let start = run.start, let track = keyframes(initialValue), track.duration > 0 {
            var elapsed = now - start
            if repeats { elapsed = elapsed.truncatingRemainder(dividingBy: track.duration) }
            if elapsed < track.duration {
                value = track.sample(initialValue, at: elapsed)
                // The next frame's value (at least a frame on, so a run always ends).
                node.refresh(atWallTime: now + 1.0 / 60 + node.graph.wallClockOffset)
            } else {
                // Done: the keyframes' last values stay, until the trigger changes.
                value = track.sample(initialValue, at: track.duration)
            }
        }
        return [ChildView(key: [.body], view: content(value))]
    }
}

extension View {
    /// Draws this view through `content` with a value the keyframes move, once each time
    /// `trigger` changes (SwiftUI's `keyframeAnimator(initialValue:trigger:content:keyframes:)`).
    public func keyframeAnimator<Value, C: View, K: Keyframes>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> C,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K
    ) -> some View where K.Value == Value {
        let placeholder = PlaceholderContentView<Self>(content: AnyView(self))
        return KeyframeAnimator(
            initialValue: initialValue, trigger: trigger, content: { content(placeholder, $0) }, keyframes: keyframes)
    }

    /// Draws this view through `content` with a value the keyframes move, over and over.
    public func keyframeAnimator<Value, C: View, K: Keyframes>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> C,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K
    ) -> some View where K.Value == Value {
        let placeholder = PlaceholderContentView<Self>(content: AnyView(self))
        return KeyframeAnimator(
            initialValue: initialValue, repeating: repeating, content: { content(placeholder, $0) },
            keyframes: keyframes)
    }
}
