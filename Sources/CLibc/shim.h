// C library functions that Swift's Glibc module leaves out: wmemset, the 32-bit memset
// (wchar_t is 32 bits on Linux) that fills rows of pixels at memset's speed.
#include <wchar.h>
