#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The environment variables the runtime looks at, read once at the top (configuration enters
/// at the top: nothing below the runtime reads the environment).
public struct ProcessEnvironment: Sendable {
    public var values: [String: String]
    public init(_ values: [String: String]) { self.values = values }
    public subscript(key: String) -> String? { values[key].flatMap { $0.isEmpty ? nil : $0 } }

    public static func current() -> ProcessEnvironment {
        var values: [String: String] = [:]
        var p = environ
        while let entry = p.pointee {
            let s = String(cString: entry)
            if let eq = s.firstIndex(of: "=") { values[String(s[..<eq])] = String(s[s.index(after: eq)...]) }
            p += 1
        }
        return ProcessEnvironment(values)
    }
}
