import Testing
@testable import KioskUI
import KioskRaster

final class Model { var n = 0 }

struct Inner: View {
    @State var flag = false
    let caption: String
    var body: some View { Text(caption) }
}

struct Outer: View {
    @State var count = 0
    let title: String
    let scale: Double
    let inner: Inner
    let content: any View
    let action: () -> Void
    weak var weakModel: Model?
    unowned let model: Model
    var body: some View { Text(title) }
}

/// View values compare field by field through the comparer worked out once per type, in place:
/// graph-backed wrappers equal, weak and unowned references compared by their bits, never
/// loaded (a weak reference read as a strong one would corrupt it).
@MainActor @Suite struct ValueComparerTests {
    let model = Model(), other = Model()
    let action: () -> Void = {}

    func outer(
        _ title: String = "A", scale: Double = 1, caption: String = "c", content: String = "x",
        weak: Model? = nil, unowned owner: Model? = nil, action: (() -> Void)? = nil
    ) -> Outer {
        // (The stored closure itself: converting it through an optional would wrap it anew.)
        if let action {
            return Outer(
                title: title, scale: scale, inner: Inner(caption: caption), content: Text(content), action: action,
                weakModel: weak ?? model, model: owner ?? model)
        }
        return Outer(
            title: title, scale: scale, inner: Inner(caption: caption), content: Text(content), action: self.action,
            weakModel: weak ?? model, model: owner ?? model)
    }

    @Test func equalFieldsAreEqualWhateverTheirStateLinks() {
        #expect(!ValueComparer.of(Outer.self).steps.isEmpty)
        #expect(ViewEquality.equal(outer(), outer()), "fresh @State links in each value, same fields")
    }

    @Test func anyDifferingFieldMakesThemDifferent() {
        #expect(!ViewEquality.equal(outer(), outer("B")))
        #expect(!ViewEquality.equal(outer(), outer(scale: 2)))
        #expect(!ViewEquality.equal(outer(), outer(caption: "d")), "a nested view's field")
        #expect(!ViewEquality.equal(outer(), outer(content: "y")), "a view held as any View")
        #expect(!ViewEquality.equal(outer(), outer(weak: other)), "a weak reference to another object")
        #expect(!ViewEquality.equal(outer(), outer(unowned: other)), "an unowned reference to another object")
        #expect(!ViewEquality.equal(outer(), outer(action: {})), "another closure")
    }

    @Test func aWeakReferenceWhoseObjectWentAwayIsReadSafely() {
        var gone: Model? = Model()
        let a = outer(weak: gone), b = outer(weak: gone)
        gone = nil
        // Both weak references are now nil: comparing must not touch the freed object.
        _ = ViewEquality.equal(a, b)
        #expect(a.weakModel == nil && b.weakModel == nil)
    }
}

struct Wrappers: View {
    @Environment(\.font) var font
    let label: String?
    let flag: Binding<Bool>
    let rows: [Text]
    var body: some View { Text(label ?? "") }
}

struct Branching: View {
    let on: Bool
    let caption: String
    var body: some View {
        if on { Inner(caption: caption) } else { Text(caption) }
    }
}

@MainActor @Suite struct ValueComparerWrapperTests {
    func wrappers(_ label: String? = "a", flag: Bool = true, rows: [String] = ["x", "y"]) -> Wrappers {
        Wrappers(label: label, flag: .constant(flag), rows: rows.map { Text($0) })
    }

    @Test func optionalsBindingsArraysAndEnvironmentCompareByWhatTheyHold() {
        #expect(ViewEquality.equal(wrappers(), wrappers()), "fresh Environment links and binding closures, same values")
        #expect(!ViewEquality.equal(wrappers(), wrappers(nil)))
        #expect(ViewEquality.equal(wrappers(nil), wrappers(nil)))
        #expect(!ViewEquality.equal(wrappers(), wrappers(flag: false)), "a binding whose value changed")
        #expect(!ViewEquality.equal(wrappers(), wrappers(rows: ["x"])))
        #expect(!ViewEquality.equal(wrappers(), wrappers(rows: ["x", "z"])))
    }

    @Test func conditionalContentComparesTheBranchAndItsView() {
        func body(_ on: Bool, _ caption: String) -> any View { Branching(on: on, caption: caption).body }
        #expect(ViewEquality.equal(body(true, "a"), body(true, "a")), "the same branch with a fresh @State link")
        #expect(!ViewEquality.equal(body(true, "a"), body(false, "a")))
        #expect(!ViewEquality.equal(body(false, "a"), body(false, "b")))
    }

    @Test func typeErasedAndTupleViewsCompareTheViewsInside() {
        #expect(ViewEquality.equal(AnyView(Inner(caption: "a")), AnyView(Inner(caption: "a"))))
        #expect(!ViewEquality.equal(AnyView(Inner(caption: "a")), AnyView(Text("a"))))
        func pair(_ s: String) -> any View {
            VStack {
                Text("title")
                Inner(caption: s)
            }
        }
        #expect(ViewEquality.equal(pair("a"), pair("a")))
        #expect(!ViewEquality.equal(pair("a"), pair("b")))
    }

    @Test func stylesAndShapesHeldAsExistentialsCompareByValueNotByTheirBox() {
        // An adaptive colour or a gradient is too large for an existential's buffer: each value
        // gets a box of its own, so the same fill made anew is another box.
        func card(_ dark: Double) -> any View {
            RoundedRectangle(cornerRadius: 12)
                .fill(
                    Color(
                        light: RGBAColor(red: 1, green: 1, blue: 1, alpha: 1),
                        dark: RGBAColor(red: dark, green: dark, blue: dark, alpha: 1))
                )
                .overlay(Rectangle().fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)))
        }
        #expect(ViewEquality.equal(card(0.2), card(0.2)), "the same colours, each in a fresh box")
        #expect(!ViewEquality.equal(card(0.2), card(0.3)))
        #expect(ViewEquality.equal(AnyShape(Circle()).fill(.red), AnyShape(Circle()).fill(.red)))
        #expect(!ViewEquality.equal(AnyShape(Circle()).fill(.red), AnyShape(Capsule()).fill(.red)))
    }
}
