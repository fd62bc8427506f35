// Linux primitives that Swift's Glibc module does not expose: the runtime's one event
// loop waits on epoll, sleeps on timerfd, takes signals through signalfd and is woken by eventfd.
#include <sys/epoll.h>
#include <sys/timerfd.h>
#include <sys/signalfd.h>
#include <sys/eventfd.h>
#include <signal.h>
#include <time.h>
// mallinfo2: the allocator's live bytes, for the soak report.
#include <malloc.h>
