// Whether this CPU, and the kernel that saves its registers, can run the 256-bit kernels
// (KioskBlendAVX2) and the 512-bit ones (KioskBlendAVX512). Header only: the compiler's
// cpuid.h and one xgetbv, no libgcc or compiler-rt helper to link.
#ifndef KIOSK_CPUID_H
#define KIOSK_CPUID_H

#if defined(__x86_64__)
#include <cpuid.h>

// The register state the OS saves on a context switch (XCR0) and the extended features
// (cpuid leaf 7, EBX); 0 where the CPU has no AVX, or the OS does not enable XSAVE for it.
static inline int kiosk_cpu_vector_state(unsigned int *xcr0, unsigned int *leaf7) {
    unsigned int a, b, c, d;
    if (!__get_cpuid(1, &a, &b, &c, &d)) return 0;
    if (!(c & bit_OSXSAVE) || !(c & bit_AVX)) return 0;
    unsigned int hi;
    __asm__ volatile("xgetbv" : "=a"(*xcr0), "=d"(hi) : "c"(0));
    (void)hi;
    if (!__get_cpuid_count(7, 0, &a, &b, &c, &d)) return 0;
    *leaf7 = b;
    return 1;
}

// AVX2, with XCR0's SSE and AVX state bits (the YMM registers saved).
static inline int kiosk_cpu_has_avx2(void) {
    unsigned int xcr0, leaf7;
    if (!kiosk_cpu_vector_state(&xcr0, &leaf7)) return 0;
    return (xcr0 & 0x6) == 0x6 && (leaf7 & bit_AVX2) != 0;
}

// AVX-512 F, BW and VL (the byte and 16-bit lanes the kernels use) besides AVX2, with the
// opmask and all of the ZMM registers saved: XCR0's bits 5 to 7 besides SSE and AVX.
static inline int kiosk_cpu_has_avx512bw(void) {
    unsigned int xcr0, leaf7;
    if (!kiosk_cpu_vector_state(&xcr0, &leaf7)) return 0;
    const unsigned int needed = bit_AVX2 | bit_AVX512F | bit_AVX512BW | bit_AVX512VL;
    return (xcr0 & 0xE6) == 0xE6 && (leaf7 & needed) == needed;
}
#else
static inline int kiosk_cpu_has_avx2(void) { return 0; }
static inline int kiosk_cpu_has_avx512bw(void) { return 0; }
#endif

#endif
