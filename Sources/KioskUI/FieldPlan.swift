@_spi(Reflection) import Swift

/// How the stored fields of a view type compare, worked out once per type from the runtime's
/// field records (offsets and types), so that comparing two view values reads their fields in
/// place: reflecting every value with `Mirror` (boxing each field, allocating the children)
/// took 40% of a busy frame (`kiosk bench scenes`, dashboard).
///
/// The verdicts are those of `ViewEquality.valuesEqual`: graph-backed wrappers are equal, an
/// `@Environment` by its key path, `Equatable` fields by ==, structs field by field, class
/// references by identity, closures and enums by their bytes; optionals, collections,
/// existentials and bindings go through the boxed comparison as before.
@MainActor
struct FieldPlan {
    enum Compare {
        case skip
        case bytes(Int)
        case equatable((UnsafeRawPointer, UnsafeRawPointer) -> Bool)
        case nested(FieldPlan)
        case boxed((UnsafeRawPointer) -> Any)
    }
    var fields: [(offset: Int, compare: Compare)] = []

    nonisolated(unsafe) private static var plans: [ObjectIdentifier: FieldPlan?] = [:]

    /// The plan of a struct type; nil when the runtime cannot list its fields.
    static func of(_ type: Any.Type) -> FieldPlan? {
        let key = ObjectIdentifier(type)
        if let known = plans[key] { return known }
        // Only structs and tuples: the runtime's field walk reads other metadata differently
        // (a class claiming a struct's display style through its custom mirror crashed it).
        let kind = metadataKind(type)
        guard kind == .struct || kind == .tuple else { plans[key] = .some(nil); return nil }
        plans[key] = .some(nil)   // a type that contains itself (through an indirection) stops here
        var plan = FieldPlan()
        var supported = true
        let listed = _forEachField(of: type, options: []) { _, offset, fieldType, kind in
            guard let compare = compare(for: fieldType, kind: kind) else { supported = false; return false }
            plan.fields.append((offset, compare))
            return true
        }
        let result: FieldPlan? = listed && supported ? plan : nil
        plans[key] = .some(result)
        return result
    }

    private static func compare(for type: Any.Type, kind: _MetadataKind) -> Compare? {
        // Fields that may be weak or unowned references are never loaded: the field records
        // do not say whether a reference is stored strongly, and loading weak storage as a
        // strong reference would corrupt it. They compare by their bits (the same bits are
        // the same object), which is how references compared before.
        if mayBeReferenceStorage(type, kind: kind) { return .bytes(size(of: type)) }
        if type is EnvironmentKeyed.Type || type is ValueComparableBinding.Type { return .boxed(loader(type)) }
        if type is GraphInstallable.Type { return .skip }
        if let equatable = type as? any Equatable.Type { return .equatable(comparator(equatable)) }
        if type is any Collection.Type { return .boxed(loader(type)) }
        switch kind {
        case .struct, .tuple:
            guard let nested = of(type) else { return .boxed(loader(type)) }
            return .nested(nested)
        case .function, .enum:
            // Closures and enums with payloads by their bytes.
            return .bytes(size(of: type))
        default:
            // Optionals and existentials of values: what they hold decides, as before.
            return .boxed(loader(type))
        }
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
    private static func metadataKind(_ type: Any.Type) -> _MetadataKind {
        let word = unsafeBitCast(type, to: UnsafePointer<UInt>.self).pointee
        return word > 0x7FF ? .class : _MetadataKind(rawValue: word) ?? .class
    }

    private static func loader(_ type: Any.Type) -> (UnsafeRawPointer) -> Any {
        // A view held as `any View` (AnyView, a style's body) is loaded as one, so that the
        // Any holds the view itself: loaded generically it would hold the existential box.
        if ObjectIdentifier(type) == ObjectIdentifier((any View).self) { return { $0.load(as: (any View).self) as Any } }
        func open<T>(_: T.Type) -> (UnsafeRawPointer) -> Any { { $0.load(as: T.self) } }
        return _openExistential(type, do: open)
    }

    private static func comparator(_ type: any Equatable.Type) -> (UnsafeRawPointer, UnsafeRawPointer) -> Bool {
        func open<E: Equatable>(_: E.Type) -> (UnsafeRawPointer, UnsafeRawPointer) -> Bool {
            { $0.load(as: E.self) == $1.load(as: E.self) }
        }
        return open(type)
    }

    private static func size(of type: Any.Type) -> Int {
        func open<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
        return _openExistential(type, do: open)
    }

    /// Whether the values at `a` and `b` are known to be the same (`a` and `b` may be nil only
    /// for a type without storage).
    func equal(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, boxed: (Any, Any) -> Bool) -> Bool {
        for (offset, compare) in fields {
            let pa = a + offset, pb = b + offset
            switch compare {
            case .skip: continue
            case .bytes(let n): if n > 0 && memcmp(pa, pb, n) != 0 { return false }
            case .equatable(let same): if !same(pa, pb) { return false }
            case .nested(let plan): if !plan.equal(pa, pb, boxed: boxed) { return false }
            case .boxed(let load): if !boxed(load(pa), load(pb)) { return false }
            }
        }
        return true
    }
}

/// Optional's wrapped type, for the plan of an optional field.
protocol OptionalWrapping { static var wrappedType: Any.Type { get } }
extension Optional: OptionalWrapping { static var wrappedType: Any.Type { Wrapped.self } }

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
