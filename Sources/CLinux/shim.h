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
// libdispatch's hooks for a run loop other than its own (CoreFoundation's uses them on Linux):
// the eventfd that becomes readable when work is queued on the main queue, and the call that
// runs that work. Swift's main actor queues its jobs there too.
int _dispatch_get_main_queue_handle_4CF(void);
void _dispatch_main_queue_callback_4CF(void *_Nullable message);
