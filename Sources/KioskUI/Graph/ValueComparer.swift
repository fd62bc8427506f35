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
        let made = ValueComparer(steps: merged(steps(for: type, at: 0)))
        table[type] = made
        return made
    }

    /// Values of `type` at `a` and `b` compared with the type's comparer.
    static func equal(_ type: Any.Type, _ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        of(type).equal(a, b)
    }

    // MARK: Building

    private static func steps(for type: Any.Type, at offset: Int) -> [Step] {
        let kind = metadataKind(type)
        // Fields that may be weak or unowned references are never loaded: the field records
        // do not say whether a reference is stored strongly, and loading weak storage as a
        // strong reference would corrupt it. The same bits are the same object.
        if mayBeReferenceStorage(type, kind: kind) { return bytes(type, at: offset) }
        if let custom = type as? any CustomComparing.Type { return [.call(offset: offset, custom.makeComparer())] }
        if type is GraphInstallable.Type { return [] }
        if isScalar(type) { return bytes(type, at: offset) }
        if let equatable = type as? any Equatable.Type { return [.call(offset: offset, comparator(equatable))] }
        switch kind {
        case .struct, .tuple:
            var out: [Step] = []
            let listed = _forEachField(of: type, options: []) { _, fieldOffset, fieldType, _ in
                out += steps(for: fieldType, at: offset + fieldOffset)
                return true
            }
            return listed ? out : bytes(type, at: offset)
        case .existential where type == (any View).self:
            return [
                .call(
                    offset: offset,
                    { a, b in
                        ViewEquality.equal(
                            a.assumingMemoryBound(to: (any View).self).pointee,
                            b.assumingMemoryBound(to: (any View).self).pointee)
                    })
            ]
        default:
            // Closures, enums with payloads, other existentials: by their bits.
            return bytes(type, at: offset)
        }
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

    private static func bytes(_ type: Any.Type, at offset: Int) -> [Step] {
        [.bytes(offset: offset, count: size(of: type))]
    }

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

    static func size(of type: Any.Type) -> Int {
        func open<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
        return _openExistential(type, do: open)
    }
}

/// Types that say themselves how their values compare (wrappers whose stored fields are not
/// what makes two of them the same).
@MainActor
protocol CustomComparing {
    static func makeComparer() -> ValueComparer.Compare
}

/// Optional's wrapped type, for the plan of an optional field.
protocol OptionalWrapping { static var wrappedType: Any.Type { get } }
extension Optional: OptionalWrapping { static var wrappedType: Any.Type { Wrapped.self } }

extension Optional: CustomComparing {
    static func makeComparer() -> ValueComparer.Compare {
        let wrapped = ValueComparer.of(Wrapped.self)
        // (No tuple of the two optionals: in generic code that instantiates tuple metadata on
        // every call.)
        return { a, b in
            let x = a.assumingMemoryBound(to: Wrapped?.self), y = b.assumingMemoryBound(to: Wrapped?.self)
            guard let u = x.pointee else { return y.pointee == nil }
            guard let v = y.pointee else { return false }
            return withUnsafePointer(to: u) { pu in withUnsafePointer(to: v) { pv in wrapped.equal(pu, pv) } }
        }
    }
}

extension Array: CustomComparing {
    static func makeComparer() -> ValueComparer.Compare {
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
