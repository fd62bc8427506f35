#include <stdint.h>
#include <stddef.h>
#include <xf86drm.h>
#include <xf86drmMode.h>
#include <drm_fourcc.h>
// Kernel display interfaces that KioskDRM also drives: fbdev fallback and the text console.
#include <linux/fb.h>
#include <linux/kd.h>
#include <linux/vt.h>
#include <sys/ioctl.h>

// The ioctl request numbers are macros that Swift cannot import; expose them as constants.
static const unsigned long kiosk_FBIOGET_VSCREENINFO = FBIOGET_VSCREENINFO;
static const unsigned long kiosk_FBIOGET_FSCREENINFO = FBIOGET_FSCREENINFO;
static const unsigned long kiosk_FBIO_WAITFORVSYNC = FBIO_WAITFORVSYNC;
static const unsigned long kiosk_KDSETMODE = KDSETMODE;
static const unsigned long kiosk_KDGETMODE = KDGETMODE;

static inline int kiosk_ioctl_ptr(int fd, unsigned long request, void *arg) { return ioctl(fd, request, arg); }
static inline int kiosk_ioctl_int(int fd, unsigned long request, unsigned long arg) { return ioctl(fd, request, arg); }

// Fourcc codes are built by a function-like macro; Swift sees them through these constants.
static const uint32_t kiosk_DRM_FORMAT_XRGB8888 = DRM_FORMAT_XRGB8888;
static const uint32_t kiosk_DRM_FORMAT_RGB565 = DRM_FORMAT_RGB565;
static const unsigned long kiosk_FBIOBLANK = FBIOBLANK;

// Display hotplug arrives as kernel uevents on a netlink socket.
#include <sys/socket.h>
#include <linux/netlink.h>
