/// A node's answers to the proposals it was asked, as a short list: a node is asked a handful
/// of proposals (a stack asks for the minimum, the maximum and a share), and comparing a few
/// pairs of optionals costs less than hashing one proposal for a dictionary.
struct SizeCache {
    private(set) var entries: [(proposal: ProposedViewSize, size: Size)] = []
    /// Past this many, the oldest answer goes (a scroll view's content asked at every width).
    static let capacity = 32

    var isEmpty: Bool { entries.isEmpty }

    subscript(proposal: ProposedViewSize) -> Size? {
        for e in entries where e.proposal == proposal { return e.size }
        return nil
    }

    mutating func insert(_ size: Size, for proposal: ProposedViewSize) {
        if entries.count >= Self.capacity { entries.removeFirst() }
        entries.append((proposal, size))
    }

    mutating func removeAll() { entries.removeAll(keepingCapacity: true) }
}
