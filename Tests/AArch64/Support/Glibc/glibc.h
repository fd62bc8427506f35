// What the raster core takes from the C library: its maths, memory comparison and mutexes.
#include <math.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
