import KioskGeometry
import KioskInput
import KioskUI

/// The taps of an app's benchmark (`--bench` with `--tap`): the labels are tapped in turn, one
/// every `every` frames from frame 1, and from the first again after the last, each where its
/// element is on the screen at that moment. A label whose element is not on the screen at its
/// turn is passed over (its screen has not come yet, or has gone); one whose turns all came and
/// went without it is an error, as a misspelt label would otherwise measure nothing.
@MainActor
package final class TapScript {
    package let labels: [String]
    package let every: Int
    /// The labels found on the screen at least once, and those whose turn came.
    package private(set) var found: Set<String> = []
    private var turns: Set<String> = []
    private var due: (frame: Int, at: Point)?

    package init(labels: [String], every: Int) {
        self.labels = labels
        self.every = max(1, every)
    }

    /// The label whose turn is frame `frame`, if any.
    package func label(at frame: Int) -> String? {
        guard !labels.isEmpty, frame >= 1, (frame - 1) % every == 0 else { return nil }
        return labels[((frame - 1) / every) % labels.count]
    }

    /// Looks up where the label due at `frame` is (outside the frame's measured work).
    package func prepare(frame: Int, graph: ViewGraph) {
        due = nil
        guard let label = label(at: frame) else { return }
        turns.insert(label)
        guard let element = Self.element(labelled: label, in: graph.accessibilityTree())
        else { return }
        found.insert(label)
        due = (frame, element.frame.center)
    }

    /// A finger down and up on the element due at `frame`.
    package func input(frame: Int) -> [InputEvent] {
        guard let due, due.frame == frame else { return [] }
        return [.touchDown(slot: 0, location: due.at), .touchUp(slot: 0)]
    }

    /// The labels that were not on the screen at any of their turns.
    package var neverFound: [String] {
        var seen: Set<String> = []
        return labels.filter { turns.contains($0) && !found.contains($0) && seen.insert($0).inserted }
    }

    static func element(labelled label: String, in elements: [AccessibilityElement]) -> AccessibilityElement? {
        for e in elements {
            if e.label == label { return e }
            if let inner = element(labelled: label, in: e.children) { return inner }
        }
        return nil
    }
}
