#include <png.h>
// libpng's simplified API reports errors through png_image.message instead of longjmp, which
// Swift cannot survive. These macros are expressions Swift does not import.
static const unsigned kiosk_PNG_IMAGE_VERSION = PNG_IMAGE_VERSION;
static const unsigned kiosk_PNG_FORMAT_BGRA = PNG_FORMAT_BGRA;
static const unsigned kiosk_PNG_IMAGE_FLAG_16BIT_sRGB = PNG_IMAGE_FLAG_16BIT_sRGB;
static inline size_t kiosk_png_image_row_stride(png_imagep image) { return PNG_IMAGE_ROW_STRIDE(*image); }
