/// Decides whether a view value changed, as SwiftUI does: a view is evaluated again only when
/// it differs from the one it replaces. Views of one type compare with their type's
/// `ValueComparer` (an `Equatable` view with its ==), in place.
@MainActor
enum ViewEquality {
    static func equal(_ a: any View, _ b: any View) -> Bool {
        let type = Swift.type(of: a)
        guard type == Swift.type(of: b) else { return false }
        return equal(a, b, by: ValueComparer.of(type))
    }

    /// `a` and `b`, of one type, equal by `comparer` (the type's, or one of some of its fields).
    static func equal(_ a: any View, _ b: any View, by comparer: ValueComparer) -> Bool {
        if comparer.steps.isEmpty { return true }
        func openA<A: View>(_ x: A) -> Bool {
            func openB<B: View>(_ y: B) -> Bool {
                withUnsafePointer(to: x) { px in withUnsafePointer(to: y) { py in comparer.equal(px, py) } }
            }
            return _openExistential(b, do: openB)
        }
        return _openExistential(a, do: openA)
    }

    /// Two environments hold the same values: compared key by key in their sorted order, most
    /// entries by identity (an environment passed down shares the entries it did not change).
    static func environmentEqual(_ a: EnvironmentValues, _ b: EnvironmentValues) -> Bool {
        if a.isIdentical(to: b) { return true }
        let x = a.entries, y = b.entries
        guard x.count == y.count else { return false }
        for i in x.indices {
            guard x[i].key == y[i].key else { return false }
            if x[i].entry !== y[i].entry && !x[i].entry.holdsSameValue(as: y[i].entry) { return false }
        }
        return true
    }
}

extension Environment {
    /// (`CustomComparing`, through `GraphInstallable`.) Two `@Environment` wrappers are the same when they read the same key: what they read
    /// lives in the node.
    static func makeComparer() -> ValueComparer.Compare? {
        { a, b in
            let x = a.assumingMemoryBound(to: Environment<Value>.self).pointee.keyPath
            let y = b.assumingMemoryBound(to: Environment<Value>.self).pointee.keyPath
            return x === y || x == y
        }
    }
}

extension Binding: CustomComparing {
    /// Bindings compare as SwiftUI's do: by the value they carried when made, so that a view
    /// handed a binding whose value changed is evaluated again (two closures cannot be
    /// compared); a binding to a value that is not `Equatable` is never the same.
    static func makeComparer() -> ValueComparer.Compare? {
        guard Value.self is any Equatable.Type else { return { _, _ in false } }
        let snapshot = ValueComparer.of(Value.self)
        return { a, b in
            let x = a.assumingMemoryBound(to: Binding<Value>.self).pointee.snapshot
            let y = b.assumingMemoryBound(to: Binding<Value>.self).pointee.snapshot
            return withUnsafePointer(to: x) { px in withUnsafePointer(to: y) { py in snapshot.equal(px, py) } }
        }
    }
}

extension _ConditionalContent: CustomComparing {
    /// The same branch holding the same view. (Each side is switched on alone: a tuple of the
    /// two would instantiate tuple metadata on every call in this generic code.)
    static func makeComparer() -> ValueComparer.Compare? {
        { a, b in
            let y = b.assumingMemoryBound(to: Self.self).pointee.storage
            switch a.assumingMemoryBound(to: Self.self).pointee.storage {
            case .trueContent(let u):
                guard case .trueContent(let v) = y else { return false }
                return withUnsafePointer(to: u) { pu in
                    withUnsafePointer(to: v) { pv in ValueComparer.equal(TrueContent.self, pu, pv) }
                }
            case .falseContent(let u):
                guard case .falseContent(let v) = y else { return false }
                return withUnsafePointer(to: u) { pu in
                    withUnsafePointer(to: v) { pv in ValueComparer.equal(FalseContent.self, pu, pv) }
                }
            }
        }
    }
}
