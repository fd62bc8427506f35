// Float to integer truncation without Swift's range checks, for the scan converter's hot
// loops, where every value is already bounded by the caller (coverage within 0...255.5,
// coordinates within 1e7 of the origin). Swift's Int(Float) tests the range first: moving the
// float to an integer register and comparing put a dozen cycles of latency on every pixel's
// coverage. Header only; C leaves an out-of-range conversion undefined, so callers must keep
// to the range they state.
#ifndef KIOSK_FLOAT_CONVERSION_H
#define KIOSK_FLOAT_CONVERSION_H

#include <stdint.h>

/// `v` truncated towards zero; `v` must lie strictly within the range of int32_t.
static inline int32_t kiosk_truncate_float(float v) { return (int32_t)v; }

/// `v` truncated towards zero; `v` must lie strictly within the range of int64_t (pixel
/// coordinates, for their floors and ceilings).
static inline int64_t kiosk_truncate_float_wide(float v) { return (int64_t)v; }

#if defined(__SSE2__)
#include <emmintrin.h>

/// Coverage bytes of `count` windings under the non-zero rule, sixteen at a time: each
/// `(uint8_t)(int32_t)(min(|w|, 1) * 255 + 0.5f)`, the multiply and the add rounded apart,
/// as the rasteriser's scalar `coverageByte` computes it. Reads `windings` up to the next
/// multiple of sixteen and writes `bytes` as far (both must have room); windings must be
/// finite.
static inline void kiosk_coverage_bytes_nonzero(const float *windings, long count, uint8_t *bytes) {
    const __m128 magnitude = _mm_castsi128_ps(_mm_set1_epi32(0x7FFFFFFF));
    const __m128 one = _mm_set1_ps(1.0f), scale = _mm_set1_ps(255.0f), half = _mm_set1_ps(0.5f);
    for (long i = 0; i < count; i += 16) {
        __m128i words[4];
        for (int k = 0; k < 4; k++) {
            __m128 a = _mm_and_ps(_mm_loadu_ps(windings + i + 4 * k), magnitude);
            a = _mm_min_ps(a, one);
            words[k] = _mm_cvttps_epi32(_mm_add_ps(_mm_mul_ps(a, scale), half));
        }
        __m128i halves = _mm_packs_epi32(words[0], words[1]), rest = _mm_packs_epi32(words[2], words[3]);
        _mm_storeu_si128((__m128i *)(bytes + i), _mm_packus_epi16(halves, rest));
    }
}
#endif

#endif
