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

#endif
