import Testing
import KioskGeometry
@testable import KioskUI

/// A node's answers kept by proposal: found again, oldest first, the oldest going past the
/// capacity.
@Suite struct SizeCacheTests {
    static func proposal(_ i: Int) -> ProposedViewSize {
        ProposedViewSize(width: Double(i), height: i % 3 == 0 ? nil : 7)
    }
    static func size(_ i: Int) -> Size { Size(width: Double(i) * 2, height: Double(i) + 0.5) }

    @Test func answersAreFoundByTheirProposal() {
        var cache = SizeCache()
        #expect(cache.isEmpty && cache[Self.proposal(1)] == nil)
        for i in 0..<10 { cache.insert(Self.size(i), for: Self.proposal(i)) }
        #expect(!cache.isEmpty && cache.entries.count == 10)
        for i in 0..<10 { #expect(cache[Self.proposal(i)] == Self.size(i)) }
        #expect(cache[ProposedViewSize(width: 3, height: 7)] == nil)
        #expect(cache.entries.map(\.size) == (0..<10).map(Self.size))
        cache.removeAll()
        #expect(cache.isEmpty && cache[Self.proposal(2)] == nil && cache.entries.isEmpty)
        cache.insert(Self.size(5), for: Self.proposal(1))
        #expect(cache[Self.proposal(1)] == Self.size(5) && cache.entries.count == 1)
    }

    @Test func theOldestGoesPastTheCapacity() {
        var cache = SizeCache()
        let n = SizeCache.capacity + 5
        for i in 0..<n { cache.insert(Self.size(i), for: Self.proposal(i)) }
        #expect(cache.entries.count == SizeCache.capacity)
        for i in 0..<5 { #expect(cache[Self.proposal(i)] == nil, "answer \(i) went") }
        for i in 5..<n { #expect(cache[Self.proposal(i)] == Self.size(i)) }
        #expect(cache.entries.map(\.size) == (5..<n).map(Self.size))
    }
}
