/// A table keyed by type, for what the view graph works out once per type (how its values
/// compare, which of the graph's protocols it adopts). A type's metadata has a fixed address,
/// so the key is that address: one multiply and, almost always, one probe, where a
/// `Dictionary` keyed by `ObjectIdentifier` hashes it with SipHash on every look-up.
struct TypeTable<Value> {
    private var keys: [UnsafeRawPointer?]
    private var values: [Value?]
    private var count = 0
    private var shift: Int

    init() {
        keys = Array(repeating: nil, count: 64)
        values = Array(repeating: nil, count: 64)
        shift = 64 - 6
    }

    private func slot(_ key: UnsafeRawPointer) -> Int {
        // Fibonacci hashing: the top bits of the address times 2^64 / phi.
        Int(truncatingIfNeeded: (UInt(bitPattern: key) &* 0x9E37_79B9_7F4A_7C15) >> UInt(shift))
    }

    subscript(type: Any.Type) -> Value? {
        get {
            let key = unsafeBitCast(type, to: UnsafeRawPointer.self)
            let mask = keys.count - 1
            var i = slot(key)
            while let k = keys[i] {
                if k == key { return values[i] }
                i = (i + 1) & mask
            }
            return nil
        }
        set {
            guard let newValue else { return }  // entries are never removed
            let key = unsafeBitCast(type, to: UnsafeRawPointer.self)
            if (count + 1) * 2 > keys.count { grow() }
            let mask = keys.count - 1
            var i = slot(key)
            while let k = keys[i], k != key { i = (i + 1) & mask }
            if keys[i] == nil { count += 1 }
            keys[i] = key
            values[i] = newValue
        }
    }

    private mutating func grow() {
        let oldKeys = keys, oldValues = values
        keys = Array(repeating: nil, count: oldKeys.count * 2)
        values = Array(repeating: nil, count: oldKeys.count * 2)
        shift -= 1
        let mask = keys.count - 1
        for (k, v) in zip(oldKeys, oldValues) {
            guard let k else { continue }
            var i = slot(k)
            while keys[i] != nil { i = (i + 1) & mask }
            keys[i] = k
            values[i] = v
        }
    }
}
