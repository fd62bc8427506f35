// C library functions that Swift's Glibc module leaves out: wmemset, the 32-bit memset
// (wchar_t is 32 bits on Linux) that fills rows of pixels at memset's speed; the compiler's
// cache prefetch, which Swift does not expose; and standard output's error state (Swift 6
// refuses `stdout`, a mutable C global).
#include <wchar.h>
#include <stdio.h>

// Flushes standard output; true when anything written to it was lost (closed, a full disk).
static inline int kiosk_standard_output_failed(void) {
    return fflush(stdout) != 0 || ferror(stdout);
}

// A hint that the `bytes` from `start` are about to be read and written: one request per
// 64-byte cache line (prefetches never fault, so a line beyond an allocation is harmless, but
// callers ask only for rows they will write).
static inline void kiosk_prefetch_for_write(const void *start, long bytes) {
    const char *line = (const char *)start;
    for (long i = 0; i < bytes; i += 64) __builtin_prefetch(line + i, 1, 3);
}
