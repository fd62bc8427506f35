/// A seeded pseudo-random generator (a 64-bit LCG with a MurmurHash finaliser): the same seed
/// gives the same cases on every machine, so a differential test that fails names its seed
/// and fails again.
public struct SeededGenerator: RandomNumberGenerator {
    public var state: UInt64
    public init(state: UInt64) { self.state = state }
    public mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        var z = state
        z = (z ^ (z >> 33)) &* 0xff51_afd7_ed55_8ccd
        return z ^ (z >> 33)
    }
}
