#ifndef KIOSK_ALLOCATION_COUNTER_H
#define KIOSK_ALLOCATION_COUNTER_H

/// Whether this build counts allocations (not under a sanitizer, which brings its own malloc).
int kiosk_allocation_counting_available(void);
/// Starts counting the calling thread's allocations (malloc, calloc, realloc, aligned ones).
void kiosk_allocations_begin(void);
/// Stops counting and returns how many there were since `kiosk_allocations_begin`.
long kiosk_allocations_end(void);

#endif
