/// One component of a child's identity under its container.
enum IdentityComponent: Hashable {
    case index(Int)
    case branch(Int)
    /// An explicit identity (`ForEach`'s element ids, `.id(_:)`).
    case id(AnyHashable)
    /// An explicit identity that is an `Int` (a `ForEach` over a range, most ids), kept as
    /// it is: made into an `AnyHashable`, each id cost a cast in the runtime to make and
    /// another to compare, for every row of every evaluation. Equal to `.id` of the same
    /// value, so that lookups by id (`scrollTo`) find it either way.
    case intID(Int)
    case body

    /// The identity of an explicit id of any type.
    static func explicit<ID: Hashable>(_ id: ID) -> IdentityComponent {
        ID.self == Int.self ? .intID(unsafeBitCast(id, to: Int.self)) : .id(AnyHashable(id))
    }

    /// The explicit id, as any hashable value (nil for structural components).
    var idValue: AnyHashable? {
        switch self {
        case let .id(value): value
        case let .intID(value): AnyHashable(value)
        default: nil
        }
    }

    static func == (a: IdentityComponent, b: IdentityComponent) -> Bool {
        switch (a, b) {
        case let (.index(x), .index(y)), let (.branch(x), .branch(y)), let (.intID(x), .intID(y)): x == y
        case let (.id(x), .id(y)): x == y
        case let (.intID(x), .id(y)), let (.id(y), .intID(x)): AnyHashable(x) == y
        case (.body, .body): true
        default: false
        }
    }

    func hash(into hasher: inout Hasher) {
        switch self {
        case let .index(n):
            hasher.combine(0)
            hasher.combine(n)
        case let .branch(n):
            hasher.combine(1)
            hasher.combine(n)
        // Both explicit cases hash as `AnyHashable`, as they compare.
        case let .id(value):
            hasher.combine(2)
            hasher.combine(value)
        case let .intID(n):
            hasher.combine(2)
            hasher.combine(AnyHashable(n))
        case .body:
            hasher.combine(3)
        }
    }
}

extension [IdentityComponent] {
    /// The key with `component` after it, in one allocation (`key + [component]` makes two).
    func appending(_ component: IdentityComponent) -> [IdentityComponent] {
        var key: [IdentityComponent] = []
        key.reserveCapacity(count + 1)
        key.append(contentsOf: self)
        key.append(component)
        return key
    }
}
