import KioskRuntime
/// The parts of a callgrind output file (`callgrind.out.PID`) that frame-cost counting reads:
/// the total of the first event (instructions, `Ir`) and, for every call edge, how often it
/// was taken and its inclusive cost. Names may be compressed (`fn=(12) name`, then `fn=(12)`)
/// or not; positions may be absolute or relative: only the costs are read.
struct CallgrindProfile: Equatable {
    struct Edge: Hashable {
        var caller: String
        var callee: String
    }
    struct Calls: Equatable {
        var count: Int
        var inclusive: Int
    }

    var total = 0
    var edges: [Edge: Calls] = [:]

    enum ParseError: Error, Equatable, CustomStringConvertible {
        case notCallgrind
        case malformed(line: Int, text: String)
        var description: String {
            switch self {
            case .notCallgrind: "not a callgrind output file (no 'events:' line)"
            case let .malformed(line, text): "malformed callgrind line \(line): \(text)"
            }
        }
    }

    init(parsing text: Substring) throws(ParseError) {
        var names: [String: String] = [:]  // "(12)" -> name, per kind of name
        func resolve(_ kind: Character, _ value: Substring) -> String {
            let v = value.drop { $0 == " " }
            guard v.first == "(", let close = v.firstIndex(of: ")") else { return String(v) }
            let key = "\(kind)\(v[v.startIndex...close])"
            let rest = v[v.index(after: close)...].drop { $0 == " " }
            if rest.isEmpty { return names[key] ?? key }
            names[key] = String(rest)
            return String(rest)
        }
        var positions = 1
        var sawEvents = false
        var function = ""
        var callee = ""
        var pendingCall: Int?  // the count of a `calls=` line, whose cost line follows
        var lineNumber = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            guard let first = line.first else { continue }
            if first.isNumber || first == "+" || first == "-" || first == "*" {
                let fields = line.split(separator: " ")
                // A cost line may leave out events that are zero.
                let cost = fields.count > positions ? Int(fields[positions]) : 0
                guard let cost else { throw .malformed(line: lineNumber, text: String(line)) }
                if let count = pendingCall {
                    edges[Edge(caller: function, callee: callee), default: Calls(count: 0, inclusive: 0)].count += count
                    edges[Edge(caller: function, callee: callee), default: Calls(count: 0, inclusive: 0)].inclusive +=
                        cost
                    pendingCall = nil
                }
                continue
            }
            guard let eq = line.firstIndex(of: "=") ?? line.firstIndex(of: ":") else { continue }
            let key = line[..<eq], value = line[line.index(after: eq)...]
            switch key {
            case "fn": function = resolve("f", value)
            case "cfn": callee = resolve("f", value)
            case "calls":
                guard let count = value.split(separator: " ").first.flatMap({ Int($0) }) else {
                    throw .malformed(line: lineNumber, text: String(line))
                }
                pendingCall = count
            case "positions": positions = value.split(separator: " ").count
            case "events": sawEvents = true
            case "summary", "totals":
                if let n = value.split(separator: " ").first.flatMap({ Int($0) }) { total = n }
            default: break  // files and objects (`fl=`, `ob=`...), jumps: not needed
            }
        }
        guard sawEvents else { throw .notCallgrind }
    }

    /// Calls and inclusive cost of the edges whose caller and callee names contain the given
    /// parts (nil: any).
    func calls(from caller: String?, to callee: String) -> Calls {
        var sum = Calls(count: 0, inclusive: 0)
        for (edge, c) in edges where (caller.map { edge.caller.contains($0) } ?? true) && edge.callee.contains(callee) {
            sum.count += c.count
            sum.inclusive += c.inclusive
        }
        return sum
    }

    /// Calls to the functions named exactly `names` (C symbols such as `malloc`), from anywhere.
    func callCount(toExactly names: Set<String>) -> Int {
        edges.reduce(0) { $0 + (names.contains($1.key.callee) ? $1.value.count : 0) }
    }
}
