/// A small generator of repeatable random numbers (a linear congruential step, its output
/// mixed), so that randomised tests check the same cases on every run.
struct SeededRandom: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return (state ^ (state >> 29)) &* 0xBF58_476D_1CE4_E5B9
    }
}
