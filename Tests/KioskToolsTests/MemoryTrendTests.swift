import Testing
@testable import KioskTools
import KioskRuntime

@Suite struct MemoryTrendTests {
    @Test func memoryThatGoesUpAndDownWithoutATrendIsFlat() throws {
        // Resident memory between 47 and 61 MB, in no order: the two samples a run ended on
        // said +2.9 MB; the floors say nothing grew.
        let megabytes = [47, 58, 61, 49, 52, 60, 47, 55, 61, 48, 59, 50, 47, 61, 53, 48]
        let trend = try #require(
            MemoryTrend(megabytes.enumerated().map { (frame: $0.offset * 1000, bytes: $0.element << 20) }))
        #expect(!trend.isGrowing())
        #expect(trend.growth == 0)
    }

    @Test func aSteadyLeakRaisesTheFloor() throws {
        // 40 KB a thousand frames, under 5 MB of noise.
        let points = (0..<64).map { i in (frame: i * 1000, bytes: (50 << 20) + i * 40_960 + (i % 3) * (2 << 20)) }
        let trend = try #require(MemoryTrend(points))
        #expect(trend.isGrowing())
        #expect(
            abs(trend.slopePerMillionFrames - 40_960_000) < 2_000_000, "the fitted slope: 40 KB per thousand frames")
        #expect(MemoryTrend([]) == nil)
    }
}
