/// This module's step: eight pixels, a 256-bit register (the module is built for AVX2).
typealias Step = SIMD8<UInt32>
