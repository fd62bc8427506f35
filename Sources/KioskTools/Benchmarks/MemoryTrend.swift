import KioskRuntime
/// Whether memory grows over a soak run, judged from many samples rather than two: resident
/// memory goes up and down by megabytes as the allocator keeps and returns pages, and two
/// single samples taken at a high and a low read as a leak that is not there.
///
/// The verdict compares the lowest figure of the last quarter of the samples with the lowest
/// of the first quarter: a leak raises the floor, noise does not. A least-squares slope is
/// reported beside it.
package struct MemoryTrend: Sendable, Equatable {
    /// The lowest figure in the first and in the last quarter of the samples.
    package var firstFloor: Int
    package var lastFloor: Int
    /// Bytes per million frames, fitted over every sample.
    package var slopePerMillionFrames: Double
    package var samples: Int

    package var growth: Int { lastFloor - firstFloor }

    /// nil when there are no samples.
    package init?(_ points: [(frame: Int, bytes: Int)]) {
        guard !points.isEmpty else { return nil }
        let window = max(1, points.count / 4)
        firstFloor = points.prefix(window).map(\.bytes).min()!
        lastFloor = points.suffix(window).map(\.bytes).min()!
        samples = points.count
        let n = Double(points.count)
        let meanX = points.reduce(0.0) { $0 + Double($1.frame) } / n
        let meanY = points.reduce(0.0) { $0 + Double($1.bytes) } / n
        var sxy = 0.0, sxx = 0.0
        for p in points {
            let dx = Double(p.frame) - meanX
            sxy += dx * (Double(p.bytes) - meanY)
            sxx += dx * dx
        }
        slopePerMillionFrames = sxx > 0 ? sxy / sxx * 1_000_000 : 0
    }

    /// Growing when the floor rose by `limit` bytes or more.
    package func isGrowing(limit: Int = 1 << 20) -> Bool { growth >= limit }
}
