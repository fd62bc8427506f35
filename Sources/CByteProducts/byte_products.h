// Pixel bytes times a constant factor, divided by 255 with rounding, in one operation: AVX2's
// and AVX-512's rounding multiply-high (vpmulhrsw) by a factor from a table, for the eight-
// and sixteen-pixel blend kernels of a solid colour. LLVM does not form it from Swift's
// generic vector arithmetic. Header only.
//
// Each function carries its instruction set as its own target, so a module built for baseline
// x86-64 may refer to it; only code that runs on a CPU with that set may call it.
#ifndef KIOSK_BYTE_PRODUCTS_H
#define KIOSK_BYTE_PRODUCTS_H

#include <stdint.h>

/// For each factor `f` in 0...255, the lowest 15-bit `F` for which
/// `(d * F + 2^14) >> 15 == round(d * f / 255)` for every byte `d`: a rounding multiply-high
/// (vpmulhrsw) by `F` is then a multiply by `f` divided by 255 with rounding, exactly, in one
/// operation where the division alone took a multiply-high of its own. Some `F` works for
/// every `f` (no formula picks it: near some `f` only one value does); the table was found by
/// trying each `F` upwards, and `BlendKernelTests` searches again and checks every `d`.
static const uint16_t kiosk_rounded_factors[256] = {
    0, 128, 256, 385, 512, 642, 771, 900, 1024, 1156, 1284, 1413, 1542, 1671, 1799, 1924,
    2048, 2181, 2313, 2441, 2569, 2698, 2825, 2955, 3084, 3212, 3341, 3469, 3597, 3724, 3852, 3984,
    4096, 4240, 4365, 4497, 4626, 4755, 4883, 5011, 5139, 5267, 5397, 5525, 5654, 5779, 5911, 6037,
    6168, 6297, 6424, 6541, 6682, 6811, 6939, 7067, 7196, 7324, 7448, 7581, 7707, 7836, 7967, 8095,
    8192, 8352, 8481, 8609, 8734, 8866, 8994, 9123, 9252, 9381, 9509, 9634, 9766, 9895, 10023, 10151,
    10279, 10408, 10533, 10666, 10794, 10902, 11050, 11179, 11308, 11437, 11562, 11694, 11822, 11950, 12079, 12207,
    12336, 12465, 12593, 12721, 12849, 12979, 13095, 13234, 13364, 13489, 13621, 13750, 13878, 14006, 14134, 14263,
    14392, 14521, 14649, 14777, 14906, 15034, 15163, 15288, 15417, 15549, 15677, 15805, 15934, 16062, 16191, 16320,
    16384, 16576, 16704, 16833, 16962, 17091, 17219, 17344, 17472, 17605, 17733, 17862, 17989, 18118, 18246, 18376,
    18504, 18632, 18761, 18889, 19018, 19147, 19272, 19403, 19533, 19648, 19789, 19917, 20046, 20175, 20302, 20432,
    20559, 20689, 20817, 20946, 21066, 21199, 21331, 21460, 21588, 21717, 21824, 21973, 22102, 22231, 22359, 22487,
    22616, 22745, 22873, 23001, 23127, 23259, 23387, 23515, 23644, 23772, 23901, 24026, 24159, 24287, 24415, 24544,
    24672, 24801, 24930, 25054, 25187, 25315, 25443, 25572, 25700, 25829, 25957, 26086, 26202, 26342, 26467, 26600,
    26729, 26857, 26982, 27114, 27243, 27370, 27500, 27627, 27756, 27885, 28012, 28142, 28270, 28395, 28527, 28656,
    28783, 28909, 29042, 29170, 29298, 29427, 29554, 29684, 29813, 29941, 30069, 30197, 30327, 30454, 30580, 30712,
    30837, 30969, 31097, 31226, 31355, 31482, 31611, 31740, 31868, 31996, 32125, 32254, 32382, 32511, 32639, 32704,
};

static inline uint16_t kiosk_rounded_factor(uint32_t f) { return kiosk_rounded_factors[f & 0xFF]; }

#if defined(__x86_64__)
#include <immintrin.h>

/// Each 16-bit lane: `(a * b + 2^14) >> 15`, the lanes taken as signed (vpmulhrsw): with a
/// byte `a` and a factor from `kiosk_rounded_factors`, `round(a * f / 255)`. Sixteen lanes.
__attribute__((target("avx2")))
static inline void kiosk_multiply_high_rounded(uint16_t *out, const uint16_t *a, const uint16_t *b) {
    __m256i product = _mm256_mulhrs_epi16(_mm256_loadu_si256((const __m256i *)a), _mm256_loadu_si256((const __m256i *)b));
    _mm256_storeu_si256((__m256i *)out, product);
}

/// The same for thirty-two lanes (AVX-512BW).
__attribute__((target("avx512f,avx512bw")))
static inline void kiosk_multiply_high_rounded_512(uint16_t *out, const uint16_t *a, const uint16_t *b) {
    __m512i product = _mm512_mulhrs_epi16(_mm512_loadu_si512((const void *)a), _mm512_loadu_si512((const void *)b));
    _mm512_storeu_si512((void *)out, product);
}
#endif

#endif
