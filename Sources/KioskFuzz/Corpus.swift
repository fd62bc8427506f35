#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import KioskRuntime

/// A fuzz target's corpus: the files of a directory (or single files), in name order.
package enum FuzzCorpus {
    package static func files(_ paths: [String]) -> [String] {
        var out: [String] = []
        for path in paths {
            guard let dir = opendir(path) else {
                if access(path, R_OK) == 0 { out.append(path) }  // a file; a missing path is no input
                continue
            }
            defer { closedir(dir) }
            var names: [String] = []
            while let entry = readdir(dir) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) {
                    String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
                }
                if !name.hasPrefix(".") { names.append(name) }
            }
            out += names.sorted().map { path + "/" + $0 }
        }
        return out
    }

    package static func read(_ path: String) -> [UInt8]? { try? FileAccess.readBytes(path, limit: 4 << 20) }
}

/// Without libFuzzer: seeded mutations of the corpus (bit flips, byte changes, insertions,
/// deletions, splices of two inputs), repeatable from the seed.
package struct FuzzMutator {
    var state: UInt64
    package init(seed: UInt64) { state = seed &* 0x9E37_79B9_7F4A_7C15 | 1 }

    mutating func next() -> UInt64 {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return state
    }
    mutating func below(_ n: Int) -> Int { n <= 1 ? 0 : Int(next() % UInt64(n)) }

    package mutating func mutate(_ input: [UInt8], other: [UInt8]) -> [UInt8] {
        var out = input
        for _ in 0...below(4) {
            switch below(6) {
            case 0 where !out.isEmpty: out[below(out.count)] ^= UInt8(1 << below(8))
            case 1 where !out.isEmpty: out[below(out.count)] = UInt8(truncatingIfNeeded: next())
            case 2: out.insert(UInt8(truncatingIfNeeded: next()), at: below(out.count + 1))
            case 3 where !out.isEmpty: out.remove(at: below(out.count))
            case 4 where !other.isEmpty:
                let start = below(other.count), length = below(min(64, other.count - start) + 1)
                out.insert(contentsOf: other[start..<(start + length)], at: below(out.count + 1))
            case 5 where out.count > 1: out.removeLast(below(out.count))
            default: out.append(UInt8(truncatingIfNeeded: next()))
            }
        }
        return out
    }
}
