// Whether this CPU, and the kernel that saves its registers, can run the 256-bit kernels
// (KioskBlendAVX2). Header only: the compiler's cpuid.h and one xgetbv, no libgcc or
// compiler-rt helper to link.
#ifndef KIOSK_CPUID_H
#define KIOSK_CPUID_H

#if defined(__x86_64__)
#include <cpuid.h>

static inline int kiosk_cpu_has_avx2(void) {
    unsigned int a, b, c, d;
    if (!__get_cpuid(1, &a, &b, &c, &d)) return 0;
    // AVX needs the OS to save the YMM registers on a context switch: OSXSAVE, then XCR0's
    // SSE and AVX state bits.
    if (!(c & bit_OSXSAVE) || !(c & bit_AVX)) return 0;
    unsigned int lo, hi;
    __asm__ volatile("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
    (void)hi;
    if ((lo & 0x6) != 0x6) return 0;
    if (!__get_cpuid_count(7, 0, &a, &b, &c, &d)) return 0;
    return (b & bit_AVX2) != 0;
}
#else
static inline int kiosk_cpu_has_avx2(void) { return 0; }
#endif

#endif
