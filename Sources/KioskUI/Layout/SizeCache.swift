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
        // Room for a stack's usual questions at once: grown from one, a new screen's
        // thousand nodes made three arrays each (a tenth of laying out a new page).
        if entries.capacity == 0 { entries.reserveCapacity(4) }
        entries.append((proposal, size))
    }

    mutating func removeAll() { entries.removeAll(keepingCapacity: true) }
}
