#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include FT_BITMAP_H
#include FT_LCD_FILTER_H
#include FT_TRUETYPE_TABLES_H
#include FT_SIZES_H
// Load flags are macros Swift does not import.
static const int kiosk_FT_LOAD_TARGET_LIGHT = FT_LOAD_TARGET_LIGHT;
static const int kiosk_FT_LOAD_NO_HINTING = FT_LOAD_NO_HINTING;
static const int kiosk_FT_LOAD_COLOR = FT_LOAD_COLOR;
static const int kiosk_FT_LOAD_NO_BITMAP = FT_LOAD_NO_BITMAP;
