import Testing
@testable import KioskUI

/// A `ForEach` over a range of `Int`s makes its rows where their types are known; the rows
/// must be those the generic walk makes (the same keys, the same views, in the same order):
/// one view a row, several (a group's, a tuple's), an optional one, and nested ranges.
@MainActor
@Suite struct ForEachRangeTests {
    static func same(_ a: [ChildView], _ b: [ChildView]) -> Bool {
        a.count == b.count
            && zip(a, b).allSatisfy { x, y in
                x.key == y.key && type(of: x.view) == type(of: y.view)
                    && String(describing: x.view) == String(describing: y.view)
            }
    }

    /// The rows of `ForEach(range, content:)` and of the generic walk over the same range.
    static func both<Content: View>(
        _ range: Range<Int>, prefix: [IdentityComponent] = [.index(3)],
        @ViewBuilder _ content: @escaping (Int) -> Content
    ) -> (ranged: [ChildView], generic: [ChildView]) {
        var ranged: [ChildView] = [], generic: [ChildView] = []
        let fast = ForEach(range, content: content)
        #expect(fast.rangeRows != nil)
        fast.flatten(into: &ranged, prefix: prefix)
        let slow = ForEach(data: range, id: { $0 }, content: content)
        #expect(slow.rangeRows == nil)
        slow.flatten(into: &generic, prefix: prefix)
        return (ranged, generic)
    }

    @Test func oneViewARow() {
        let rows = Self.both(2..<7) { i in Text("row \(i)").padding(Double(i)) }
        #expect(rows.ranged.count == 5)
        #expect(Self.same(rows.ranged, rows.generic))
        #expect(rows.ranged.first?.key == [.index(3), .intID(2)])
        #expect(rows.ranged.first?.key == [.index(3), .id(AnyHashable(2))], "equal to the id as any value")
    }

    @Test func severalViewsARow() {
        let rows = Self.both(0..<3) { i in
            Text("a \(i)")
            Text("b \(i)")
        }
        #expect(rows.ranged.count == 6)
        #expect(Self.same(rows.ranged, rows.generic))
    }

    @Test func anOptionalRow() {
        let rows = Self.both(0..<6) { i in
            if i % 2 == 0 { Text("even \(i)") }
        }
        #expect(rows.ranged.count == 3)
        #expect(Self.same(rows.ranged, rows.generic))
    }

    @Test func nestedRangesAndAnEmptyOne() {
        let rows = Self.both(0..<3) { i in ForEach(0..<i) { j in Text("\(i).\(j)") } }
        #expect(rows.ranged.count == 3)
        #expect(Self.same(rows.ranged, rows.generic))
        let empty = Self.both(4..<4) { i in Text("\(i)") }
        #expect(empty.ranged.isEmpty && empty.generic.isEmpty)
    }

    struct Item: Identifiable {
        var id: Int
        var name: String
    }

    /// An `Identifiable`'s id is read without a key path: the same keys as through one, and
    /// as the other ways of naming an id.
    @Test func idsOfTheElementsThemselvesAndOfIdentifiables() {
        func keys<D, I, C: View>(_ each: ForEach<D, I, C>) -> [[IdentityComponent]] {
            var out: [ChildView] = []
            each.flatten(into: &out, prefix: [.index(0)])
            return out.map(\.key)
        }
        let words = ["tea", "coffee", "juice"]
        #expect(
            keys(ForEach(words, id: \.self) { Text($0) })
                == words.map { [.index(0), .id(AnyHashable($0))] })
        #expect(keys(ForEach(words, id: \.count) { Text($0) }) == [3, 6, 5].map { [.index(0), .intID($0)] })
        let items = [Item(id: 7, name: "seven"), Item(id: 2, name: "two")]
        #expect(keys(ForEach(items) { Text($0.name) }) == [[.index(0), .intID(7)], [.index(0), .intID(2)]])
        #expect(
            keys(ForEach(items, id: \.name) { Text($0.name) })
                == [[.index(0), .id(AnyHashable("seven"))], [.index(0), .id(AnyHashable("two"))]])
        #expect(
            keys(ForEach([4, 9], id: \.self) { Text("\($0)") }) == [[.index(0), .intID(4)], [.index(0), .intID(9)]])
    }
}
