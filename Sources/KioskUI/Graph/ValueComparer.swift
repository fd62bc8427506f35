@_spi(Reflection) import Swift
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// How two values of one type compare, worked out once per type from the runtime's field
/// records, so that comparing two view values reads their fields in place: no `Mirror`, no
/// boxing into `Any`, no dynamic cast per field. A view whose parent was evaluated again is
/// compared with the one it replaces on every such frame, and that comparison decides whether
/// its subtree is evaluated again: it has to cost little.
///
/// The verdict is conservative: `equal` is true only when the two values are certainly the same
/// view. Graph-backed wrappers (`@State` and the like: their storage lives in the node) are
/// equal, an `@Environment` by its key path, a binding by the value it carried, `Equatable`
/// fields by ==, structs and tuples field by field, optionals, arrays, conditional content and
/// `any View` by what they hold; class references, closures and other enums by their bits (the
/// same bits are the same value; a fresh closure is a different one).
@MainActor
final class ValueComparer {
    typealias Compare = (UnsafeRawPointer, UnsafeRawPointer) -> Bool
    enum Step {
        case bytes(offset: Int, count: Int)
        case call(offset: Int, Compare)

        /// The step of a field `delta` bytes further into its container.
        func shifted(by delta: Int) -> Step {
            switch self {
            case let .bytes(offset, count): .bytes(offset: offset + delta, count: count)
            case let .call(offset, compare): .call(offset: offset + delta, compare)
            }
        }
    }
    let steps: [Step]

    init(steps: [Step]) { self.steps = steps }

    func equal(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        for step in steps {
            switch step {
            case let .bytes(offset, count): if memcmp(a + offset, b + offset, count) != 0 { return false }
            case let .call(offset, compare): if !compare(a + offset, b + offset) { return false }
            }
        }
        return true
    }

    private static var table = TypeTable<ValueComparer>()

    /// The comparer of `type` (made the first time it is asked for).
    static func of(_ type: Any.Type) -> ValueComparer {
        if let known = table[type] { return known }
        let made = ValueComparer(steps: steps(for: type, at: 0))
        table[type] = made
        return made
    }

    /// Values of `type` at `a` and `b` compared with the type's comparer.
    static func equal(_ type: Any.Type, _ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        of(type).equal(a, b)
    }

    /// A wrapper's plan, split: the comparer of its own fields, all but its `content`
    /// (`wrapped` in `AnyView`), the view it passes to its children; the comparer of that
    /// content; and where it lies. Nil when the type holds no such field, or compares itself
    /// other than field by field.
    struct WrapperPlan {
        let own: ValueComparer
        let content: ValueComparer
        let field: ContentField
    }

    static func wrapperPlan(of type: Any.Type) -> WrapperPlan? {
        guard let traits = ViewTraits.known(type), case .fields? = traits.primitiveType?.comparison,
            metadataKind(type) == .struct
        else { return nil }
        var own: [Step] = [], content: [Step] = []
        var field: ContentField?
        let listed = _forEachField(of: type, options: []) { name, offset, fieldType, _ in
            let name = String(cString: name)
            // (A view type the graph has made a node of is known without a conformance search,
            // and a wrapper's content has its node by the time the wrapper is updated.)
            let isView = fieldType == (any View).self || ViewTraits.known(fieldType) != nil
            if field == nil, name == "content" || name == "wrapped", isView {
                field = ContentField(offset: offset, type: fieldType)
                content += steps(for: fieldType, at: offset)
            } else {
                own += steps(for: fieldType, at: offset)
            }
            return true
        }
        guard listed, let field else { return nil }
        return WrapperPlan(
            own: ValueComparer(steps: merged(own)), content: ValueComparer(steps: merged(content)), field: field)
    }

    /// Where a wrapper stores its content.
    struct ContentField {
        let offset: Int
        let type: Any.Type

        /// The content of `view` (of the wrapper's type), read in place as a view of the type of
        /// `current` (the child's view), or nil when it is of another type. The child's view
        /// gives the content's conformance to `View`: no search of the conformance records.
        func content(of view: any View, like current: any View) -> (any View)? {
            if type == (any View).self {
                func read<W: View>(_ w: W) -> any View {
                    withUnsafePointer(to: w) { (UnsafeRawPointer($0) + offset).load(as: (any View).self) }
                }
                let content = _openExistential(view, do: read)
                return Swift.type(of: content) == Swift.type(of: current) ? content : nil
            }
            guard Swift.type(of: current) == type else { return nil }
            func openCurrent<C: View>(_: C) -> any View {
                func read<W: View>(_ w: W) -> any View {
                    withUnsafePointer(to: w) { (UnsafeRawPointer($0) + offset).load(as: C.self) }
                }
                return _openExistential(view, do: read)
            }
            return _openExistential(current, do: openCurrent)
        }
    }

    // MARK: Building

    /// Each type's own steps (at offset 0), planned once: a type's fields are asked for their
    /// conformances once per process, not once per view type holding them. (A conformance
    /// look-up the runtime has not cached scans every conformance record of the binary: tens
    /// of thousands of instructions each, which the first frame of a new screen paid for every
    /// field of every view in it.)
    private static var plans = TypeTable<[Step]>()

    private static func steps(for type: Any.Type, at offset: Int) -> [Step] {
        let plan: [Step]
        if let known = plans[type] {
            plan = known
        } else {
            plan = merged(planned(type))
            plans[type] = plan
        }
        return offset == 0 ? plan : plan.map { $0.shifted(by: offset) }
    }

    private static func planned(_ type: Any.Type) -> [Step] {
        let kind = metadataKind(type)
        // Fields that may be weak or unowned references are never loaded: the field records
        // do not say whether a reference is stored strongly, and loading weak storage as a
        // strong reference would corrupt it. The same bits are the same object.
        if mayBeReferenceStorage(type, kind: kind) { return bytes(type) }
        if isScalar(type) { return bytes(type) }
        // Kinds that conform to none of the protocols asked about below are answered by kind,
        // without a look-up.
        switch kind {
        case .function, .metatype, .existentialMetatype:
            // Closures by their bits (a fresh closure is a different one); types by identity.
            return bytes(type)
        case .existential:
            return existentialSteps(type) ?? bytes(type)
        case .tuple:
            return fields(of: type) ?? bytes(type)
        default:
            break
        }
        // The graph's own view types (most of a screen's types: every modifier and stack
        // instantiated over the app's content is one) answer through their `PrimitiveView`
        // conformance, which the graph looked up when it made their nodes.
        if let traits = ViewTraits.known(type) {
            if let primitive = traits.primitiveType {
                switch primitive.comparison {
                case .fields: return byFields(type, kind: kind)
                case .alwaysEqual: return []
                case let .compare(compare): return [.call(offset: 0, compare)]
                }
            }
            // A view with a body is neither a graph-backed wrapper nor compares itself.
            if let equatable = type as? any Equatable.Type { return [.call(offset: 0, comparator(equatable))] }
            return byFields(type, kind: kind)
        }
        // An optional of plain data, or of a type compared by all its bits, is compared by all
        // of its own bits: no case to read (which, in the optional's generic comparer, looked
        // the optional's metadata up on every comparison: 300 instructions). The same bits are
        // the same value; equal values in other bits (an absent value stored otherwise, a
        // padding byte) would only cost a needless evaluation.
        if kind == .optional, let optional = type as? any OptionalWrapping.Type {
            if isPlainData(type) { return bytes(type) }
            let inner = steps(for: optional.wrappedType, at: 0)
            if inner.count == 1, case let .bytes(0, count) = inner[0], count == size(of: optional.wrappedType) {
                return bytes(type)
            }
        }
        // One look-up answers both the wrappers that compare themselves and the graph-backed
        // ones (`GraphInstallable` refines `CustomComparing`; their storage is the node's).
        if let custom = type as? any CustomComparing.Type {
            return custom.makeComparer().map { [.call(offset: 0, $0)] } ?? []
        }
        if let equatable = type as? any Equatable.Type { return [.call(offset: 0, comparator(equatable))] }
        return byFields(type, kind: kind)
    }

    /// The opaque existentials that view fields hold, compared by the values they hold. By
    /// their bits, a value too large for the existential's buffer lives in a box of its own,
    /// and a box made anew is another pointer for the same value: a theme colour or gradient
    /// built again by each body made every shape under it draw again.
    private static func existentialSteps(_ type: Any.Type) -> [Step]? {
        func held<E>(_: E.Type, _ compare: @escaping @MainActor (E, E) -> Bool) -> [Step] {
            [
                .call(offset: 0) { a, b in
                    compare(a.assumingMemoryBound(to: E.self).pointee, b.assumingMemoryBound(to: E.self).pointee)
                }
            ]
        }
        if type == (any View).self { return held((any View).self, ViewEquality.equal) }
        if type == (any ShapeStyle).self { return held((any ShapeStyle).self, heldEqual) }
        if type == (any Shape).self { return held((any Shape).self, heldEqual) }
        if type == (any Equatable).self { return held((any Equatable).self, heldEqual) }
        return nil
    }

    // Each existential is opened as it is: seen as `Any`, a value too large for the buffer
    // would be copied into a box of its own on every comparison.
    private static func heldEqual(_ a: any ShapeStyle, _ b: any ShapeStyle) -> Bool {
        func openA<A: ShapeStyle>(_ x: A) -> Bool {
            func openB<B: ShapeStyle>(_ y: B) -> Bool { sameValue(x, y) }
            return _openExistential(b, do: openB)
        }
        return _openExistential(a, do: openA)
    }
    private static func heldEqual(_ a: any Shape, _ b: any Shape) -> Bool {
        func openA<A: Shape>(_ x: A) -> Bool {
            func openB<B: Shape>(_ y: B) -> Bool { sameValue(x, y) }
            return _openExistential(b, do: openB)
        }
        return _openExistential(a, do: openA)
    }
    private static func heldEqual(_ a: any Equatable, _ b: any Equatable) -> Bool {
        func openA<A: Equatable>(_ x: A) -> Bool {
            func openB<B: Equatable>(_ y: B) -> Bool { sameValue(x, y) }
            return _openExistential(b, do: openB)
        }
        return _openExistential(a, do: openA)
    }

    /// `x` and `y` of one type and equal by that type's comparer, compared where they are.
    private static func sameValue<A, B>(_ x: A, _ y: B) -> Bool {
        guard A.self == B.self else { return false }
        let comparer = of(A.self)
        if comparer.steps.isEmpty { return true }
        return withUnsafePointer(to: x) { px in withUnsafePointer(to: y) { py in comparer.equal(px, py) } }
    }

    /// A struct field by field (by its bits when the runtime cannot list its fields); other
    /// kinds (enums with payloads) by their bits.
    private static func byFields(_ type: Any.Type, kind: _MetadataKind) -> [Step] {
        kind == .struct ? fields(of: type) ?? bytes(type) : bytes(type)
    }

    /// The steps of a struct's or tuple's fields, or nil when the runtime cannot list them.
    private static func fields(of type: Any.Type) -> [Step]? {
        var out: [Step] = []
        let listed = _forEachField(of: type, options: []) { _, fieldOffset, fieldType, _ in
            out += steps(for: fieldType, at: fieldOffset)
            return true
        }
        return listed ? out : nil
    }

    /// Adjacent byte ranges become one comparison (never across padding).
    private static func merged(_ steps: [Step]) -> [Step] {
        var out: [Step] = []
        for step in steps {
            if case let .bytes(o2, n2) = step, case let .bytes(o1, n1)? = out.last, o1 + n1 == o2 {
                out[out.count - 1] = .bytes(offset: o1, count: n1 + n2)
            } else if case let .bytes(_, n) = step, n == 0 {
                continue
            } else {
                out.append(step)
            }
        }
        return out
    }

    private static func bytes(_ type: Any.Type) -> [Step] { [.bytes(offset: 0, count: size(of: type))] }

    /// Standard scalars: their bits are their value (a NaN equals itself here, which is right
    /// for drawing; +0 and -0 differ, which only costs an evaluation).
    private static func isScalar(_ type: Any.Type) -> Bool {
        type == Int.self || type == Double.self || type == Bool.self || type == Float.self || type == UInt.self
            || type == Int32.self || type == UInt32.self || type == Int64.self || type == UInt64.self
            || type == Int16.self || type == UInt16.self || type == Int8.self || type == UInt8.self
    }

    /// A class reference, a class-bound existential, or an optional of either: what `weak`,
    /// `unowned` and `unowned(unsafe)` can store.
    private static func mayBeReferenceStorage(_ type: Any.Type, kind: _MetadataKind) -> Bool {
        switch kind {
        case .class, .foreignClass, .objcClassWrapper: return true
        case .existential:
            // An opaque existential (`Any`, `any View`) has a three-word buffer, the type and
            // its witness tables: 40 bytes or more with a protocol. A class-bound one holds a
            // reference and its witness tables: less, unless it names four protocols or more.
            return !(type == Any.self || size(of: type) >= 40)
        case .optional:
            guard let optional = type as? any OptionalWrapping.Type else { return true }
            return mayBeReferenceStorage(optional.wrappedType, kind: metadataKind(optional.wrappedType))
        default:
            return false
        }
    }

    /// The kind word at the start of a type's metadata (an isa pointer, above 0x7FF, for classes).
    static func metadataKind(_ type: Any.Type) -> _MetadataKind {
        let word = unsafeBitCast(type, to: UnsafePointer<UInt>.self).pointee
        return word > 0x7FF ? .class : _MetadataKind(rawValue: word) ?? .class
    }

    private static func comparator(_ type: any Equatable.Type) -> Compare {
        func open<E: Equatable>(_: E.Type) -> Compare {
            { $0.assumingMemoryBound(to: E.self).pointee == $1.assumingMemoryBound(to: E.self).pointee }
        }
        return open(type)
    }

    /// Holds no references and needs no work to copy (`_isPOD`).
    private static func isPlainData(_ type: Any.Type) -> Bool {
        func open<T>(_: T.Type) -> Bool { _isPOD(T.self) }
        return _openExistential(type, do: open)
    }

    static func size(of type: Any.Type) -> Int {
        func open<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
        return _openExistential(type, do: open)
    }
}

/// Types that say themselves how their values compare (wrappers whose stored fields are not
/// what makes two of them the same).
@MainActor
protocol CustomComparing {
    /// How two values compare; nil when any two are the same (nothing to compare).
    static func makeComparer() -> ValueComparer.Compare?
}

/// How a primitive view's values compare (`PrimitiveView.comparison`): by ==, by the type's
/// own comparer, or field by field. The compiler picks the answer where the type conforms,
/// so a generic view that is `Equatable` only conditionally compares field by field, which is
/// as conservative as the comparer always is.
enum PrimitiveComparison {
    case fields
    case alwaysEqual
    case compare(ValueComparer.Compare)
}

extension PrimitiveView {
    static var comparison: PrimitiveComparison { .fields }
}
extension PrimitiveView where Self: Equatable {
    static var comparison: PrimitiveComparison {
        .compare { $0.assumingMemoryBound(to: Self.self).pointee == $1.assumingMemoryBound(to: Self.self).pointee }
    }
}
extension PrimitiveView where Self: CustomComparing {
    static var comparison: PrimitiveComparison { makeComparer().map { .compare($0) } ?? .alwaysEqual }
}

/// Optional's wrapped type, for the plan of an optional field.
protocol OptionalWrapping { static var wrappedType: Any.Type { get } }
extension Optional: OptionalWrapping { static var wrappedType: Any.Type { Wrapped.self } }

extension Optional: CustomComparing {
    static func makeComparer() -> ValueComparer.Compare? {
        let wrapped = ValueComparer.of(Wrapped.self)
        // An optional's payload lies at its start (a single-payload enum), so two present
        // values are compared where they are: only their cases are read, nothing is copied
        // (this generic code copied each through its value witnesses). (No tuple of the two
        // optionals: in generic code that instantiates tuple metadata on every call.)
        @inline(__always) func isPresent(_ p: UnsafePointer<Wrapped?>) -> Bool {
            switch p.pointee {
            case .some: return true
            case .none: return false
            }
        }
        return { a, b in
            let x = isPresent(a.assumingMemoryBound(to: Wrapped?.self))
            guard x == isPresent(b.assumingMemoryBound(to: Wrapped?.self)) else { return false }
            return !x || wrapped.equal(a, b)
        }
    }
}

extension Array: CustomComparing {
    static func makeComparer() -> ValueComparer.Compare? {
        // Found at the first comparison: an element may contain arrays of its own type.
        var element: ValueComparer?
        return { a, b in
            let x = a.assumingMemoryBound(to: [Element].self).pointee,
                y = b.assumingMemoryBound(to: [Element].self).pointee
            guard x.count == y.count else { return false }
            let compare = element ?? ValueComparer.of(Element.self)
            element = compare
            return x.withUnsafeBufferPointer { px in
                y.withUnsafeBufferPointer { py in
                    for i in 0..<px.count where !compare.equal(px.baseAddress! + i, py.baseAddress! + i) {
                        return false
                    }
                    return true
                }
            }
        }
    }
}
