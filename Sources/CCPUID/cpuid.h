// Whether this CPU, and the kernel that saves its registers, can run the 256-bit kernels
// (KioskBlendAVX2) and the 512-bit ones (KioskBlendAVX512). Header only: the compiler's cpuid.h and one xgetbv, no libgcc or
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

// AVX-512 F, BW and VL (the byte and 16-bit lanes the kernels use), with the OS saving the
// opmask and all of the ZMM registers: XCR0's bits 5 to 7 besides SSE and AVX.
static inline int kiosk_cpu_has_avx512bw(void) {
    if (!kiosk_cpu_has_avx2()) return 0;
    unsigned int a, b, c, d;
    unsigned int lo, hi;
    __asm__ volatile("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
    (void)hi;
    if ((lo & 0xE6) != 0xE6) return 0;
    if (!__get_cpuid_count(7, 0, &a, &b, &c, &d)) return 0;
    const unsigned int needed = bit_AVX512F | bit_AVX512BW | bit_AVX512VL;
    return (b & needed) == needed;
}
#else
static inline int kiosk_cpu_has_avx2(void) { return 0; }
static inline int kiosk_cpu_has_avx512bw(void) { return 0; }
#endif

#endif
