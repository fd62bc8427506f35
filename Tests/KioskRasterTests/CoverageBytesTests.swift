import Testing

/// The raster core's vector steps against its scalar ones (`CoverageDifferentials`, which
/// Tests/AArch64 also runs on the build for AArch64).
@Suite struct CoverageBytesTests {
    @Test func coverageBytesAreTheScalarBytes() {
        let failures = CoverageDifferentials.coverageBytes()
        #expect(failures.isEmpty, "\(failures.count) windings differ: \(failures.prefix(5))")
    }
}
