// AVX2's and AVX-512's multiply of unsigned bytes by signed bytes with pairwise sums
// (vpmaddubsw), for the eight- and sixteen-pixel blend kernels. LLVM does not form it from Swift's generic vector arithmetic,
// and it multiplies a pixel's channels in place: where the kernels split each pixel into two
// 16-bit halves (an AND and a shift) and multiply each, it does the split and the multiply
// in one operation (a translucent fill 12% faster). Header only.
//
// Each function carries its instruction set as its own target, so a module built for baseline
// x86-64 may refer to it; only code that runs on a CPU with that set may call it.
#ifndef KIOSK_BYTE_PRODUCTS_H
#define KIOSK_BYTE_PRODUCTS_H

#include <stdint.h>

#if defined(__x86_64__)
#include <immintrin.h>

/// Each 16-bit lane `i` of `out`: `u[2i] * s[2i] + u[2i+1] * s[2i+1]`, the bytes of `u`
/// taken as unsigned and those of `s` as signed, the sum saturated to int16 (as a bit pattern).
/// Sixteen lanes, 32 bytes each.
///
/// The vectors go through pointers: a 256-bit vector passed by value travels in a YMM register
/// to code built for AVX2 but in two XMM registers from code built without it, and an
/// unoptimised caller (a debug build) calls this out of line. Inlined into AVX2 code, the
/// loads and stores fold away.
__attribute__((target("avx2")))
static inline void kiosk_multiply_byte_pairs(uint16_t *out, const uint16_t *u, const uint16_t *s) {
    __m256i product = _mm256_maddubs_epi16(_mm256_loadu_si256((const __m256i *)u), _mm256_loadu_si256((const __m256i *)s));
    _mm256_storeu_si256((__m256i *)out, product);
}

/// The same for thirty-two lanes, 64 bytes each (AVX-512BW), for the sixteen-pixel steps.
__attribute__((target("avx512f,avx512bw")))
static inline void kiosk_multiply_byte_pairs_512(uint16_t *out, const uint16_t *u, const uint16_t *s) {
    __m512i product = _mm512_maddubs_epi16(_mm512_loadu_si512((const void *)u), _mm512_loadu_si512((const void *)s));
    _mm512_storeu_si512((void *)out, product);
}
#endif

#endif
