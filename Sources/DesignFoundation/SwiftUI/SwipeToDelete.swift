@MainActor
extension ForEach where Content: View {
    /// Rows that a swipe to the left deletes (SwiftUI's `onDelete` in a `List`): a short swipe
    /// opens a Delete button behind the row (an ordinary, accessible button), a long one
    /// deletes at once.
    public func onDelete(perform action: @escaping @MainActor (IndexSet) -> Void) -> some View {
        let rows = viewChildren(of: self).enumerated().map { DeletableRow(index: $0.offset, child: $0.element) }
        return ForEach<[DeletableRow], AnyHashable, SwipeToDeleteRow>(rows, id: \.child.id) { row in
            SwipeToDeleteRow(content: row.child.view, delete: { action(IndexSet(integer: row.index)) })
        }
    }
}

/// A row of a list that swipe to delete may remove: its position and its view.
public struct DeletableRow: Sendable {
    let index: Int
    nonisolated(unsafe) let child: ViewChild
}

/// A list row that slides aside to show a Delete button, as `.onDelete` makes rows in SwiftUI.
public struct SwipeToDeleteRow: View {
    let content: AnyView
    let delete: @MainActor () -> Void
    @State private var offset = 0.0
    @Environment(\.dfTheme) private var theme

    static let buttonWidth = 88.0

    public var body: some View {
        let t = theme
        let delete = delete
        return ZStack(alignment: .trailing) {
            if offset < 0 {
                Button {
                    delete()
                    offset = 0
                } label: {
                    Text("Delete").font(t.typography.label.font).foregroundStyle(Color.white)
                        .frame(width: max(Self.buttonWidth, -offset))
                        .frame(maxHeight: .infinity)
                        .background(t.colors.destructive)
                }
                .buttonStyle(.plain)
            }
            content
                .frame(maxWidth: .infinity, alignment: .leading)
                .background(t.colors.background)
                .offset(x: offset)
        }
        .clipped()
        .gesture(
            DragGesture(minimumDistance: 10, axis: .horizontal)
                .onChanged { v in
                    offset = min(0, v.translation.width + (offset <= -Self.buttonWidth ? -Self.buttonWidth : 0))
                }
                .onEnded { v in
                    if v.translation.width < -240 {
                        delete()
                        offset = 0
                        return
                    }
                    withAnimation(.easeOut(duration: 0.2)) {
                        offset = v.predictedEndTranslation.width < -50 ? -Self.buttonWidth : 0
                    }
                })
    }
}

/// Positions of rows (Foundation's `IndexSet` is not in its essentials: this one carries what
/// `onDelete` and `remove(atOffsets:)` need).
public struct IndexSet: Sequence, Hashable, Sendable {
    var values: [Int]
    /// No indices.
    public init() { values = [] }
    /// One index.
    public init(integer: Int) { values = [integer] }
    /// The indices of a sequence.
    public init<S: Sequence>(_ s: S) where S.Element == Int { values = Array(Set(s)).sorted() }
    public func makeIterator() -> IndexingIterator<[Int]> { values.makeIterator() }
    /// How many indices the set holds.
    public var count: Int { values.count }
    /// Whether `i` is in the set.
    public func contains(_ i: Int) -> Bool { values.contains(i) }
}

extension RangeReplaceableCollection where Self: MutableCollection, Index == Int {
    /// Removes the elements at `offsets` (SwiftUI's companion of `onDelete`).
    public mutating func remove(atOffsets offsets: IndexSet) {
        for i in offsets.values.sorted(by: >) where indices.contains(i) { remove(at: i) }
    }
}
