// Counts the allocations a thread makes, for tests that check that warm draw calls allocate
// nothing. Defining malloc and its siblings in the test executable puts them before libc's
// for every library in the process; each forwards to glibc's own entry points. Only the
// thread that asked is counted, so tests running in parallel do not add to each other.
#include "AllocationCounter.h"
#include <stddef.h>
#include <stdlib.h>  // defines __GLIBC__ (through features.h) where the C library is glibc

#ifndef __has_feature
#define __has_feature(x) 0
#endif

#if defined(__GLIBC__) && !__has_feature(address_sanitizer) && !__has_feature(thread_sanitizer) && !__has_feature(memory_sanitizer)

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);

static __thread int counting;
static __thread long counted;

static inline void note(void) { if (counting) counted++; }

// Weak: in a build whose sanitizer runtime brings its own malloc (linked statically, and
// the C code here not told about the sanitizer), that one wins instead of clashing, and the
// check below finds that nothing is counted.
#define INTERPOSE __attribute__((weak))

INTERPOSE void *malloc(size_t size) { note(); return __libc_malloc(size); }
INTERPOSE void *calloc(size_t count, size_t size) { note(); return __libc_calloc(count, size); }
INTERPOSE void *realloc(void *pointer, size_t size) { note(); return __libc_realloc(pointer, size); }
INTERPOSE void free(void *pointer) { __libc_free(pointer); }
INTERPOSE void *memalign(size_t alignment, size_t size) { note(); return __libc_memalign(alignment, size); }
INTERPOSE void *aligned_alloc(size_t alignment, size_t size) { note(); return __libc_memalign(alignment, size); }
INTERPOSE int posix_memalign(void **out, size_t alignment, size_t size) {
    note();
    void *p = __libc_memalign(alignment, size);
    if (!p) return 12; /* ENOMEM */
    *out = p;
    return 0;
}

int kiosk_allocation_counting_available(void) { return 1; }
void kiosk_allocations_begin(void) { counted = 0; counting = 1; }
long kiosk_allocations_end(void) { counting = 0; return counted; }

#else

int kiosk_allocation_counting_available(void) { return 0; }
void kiosk_allocations_begin(void) {}
long kiosk_allocations_end(void) { return 0; }

#endif
