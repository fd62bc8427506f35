// JPEG decoding through libjpeg-turbo. libjpeg reports a fatal error by calling error_exit,
// which must not return; a longjmp back into the C function that called it is the library's
// own way out, and Swift frames must not lie between the two, so the whole decode is one C
// function here. Warnings (a file cut short is one: the rest of the picture comes out grey)
// are counted, never printed: library code does not write to the console.
#ifndef KIOSK_JPEG_SHIM_H
#define KIOSK_JPEG_SHIM_H

#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <setjmp.h>
#include <jpeglib.h>

typedef struct {
    struct jpeg_error_mgr base;
    jmp_buf jump;
    char message[JMSG_LENGTH_MAX];
} kiosk_jpeg_error;

static void kiosk_jpeg_error_exit(j_common_ptr info) {
    kiosk_jpeg_error *error = (kiosk_jpeg_error *)info->err;
    (*info->err->format_message)(info, error->message);
    longjmp(error->jump, 1);
}

static void kiosk_jpeg_emit_message(j_common_ptr info, int level) {
    if (level < 0) info->err->num_warnings++;
}

/// Decodes `size` bytes of JPEG to `*pixels`, 32-bit pixels in memory order B, G, R, A
/// (opaque), `*width` by `*height`, allocated with malloc (the caller frees them). Returns 0,
/// or -1 with `message` filled (`messageSize` bytes at most) and nothing allocated. Pictures of
/// more than `maxPixels` pixels are refused before any is decoded. CMYK pictures (Adobe's, with
/// inverted ink values) are converted to RGB.
static inline int kiosk_jpeg_decode(const unsigned char *data, unsigned long size, long maxPixels,
                                    uint32_t **pixels, int *width, int *height, int *warnings,
                                    char *message, size_t messageSize) {
    struct jpeg_decompress_struct info;
    kiosk_jpeg_error error;
    uint8_t *volatile row = NULL;
    uint32_t *volatile out = NULL;
    memset(&info, 0, sizeof info);
    info.err = jpeg_std_error(&error.base);
    error.base.error_exit = kiosk_jpeg_error_exit;
    error.base.emit_message = kiosk_jpeg_emit_message;
    error.message[0] = 0;
    if (setjmp(error.jump)) {
        snprintf(message, messageSize, "%s", error.message);
        jpeg_destroy_decompress(&info);
        free(row);
        free(out);
        return -1;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, size);
    jpeg_read_header(&info, TRUE);
    int cmyk = info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK;
    info.out_color_space = cmyk ? JCS_CMYK : JCS_EXT_BGRA;
    jpeg_start_decompress(&info);
    long w = (long)info.output_width, h = (long)info.output_height;
    if (w <= 0 || h <= 0 || w > maxPixels / h) {
        snprintf(message, messageSize, "image size %ldx%ld is outside the supported range", w, h);
        jpeg_destroy_decompress(&info);
        return -1;
    }
    out = (uint32_t *)malloc((size_t)(w * h) * 4);
    if (cmyk) row = (uint8_t *)malloc((size_t)w * 4);
    if (out == NULL || (cmyk && row == NULL)) {
        snprintf(message, messageSize, "out of memory for a %ldx%ld image", w, h);
        jpeg_destroy_decompress(&info);
        free(row);
        free(out);
        return -1;
    }
    while (info.output_scanline < info.output_height) {
        long y = (long)info.output_scanline;
        if (cmyk) {
            JSAMPROW rows[1] = { row };
            jpeg_read_scanlines(&info, rows, 1);
            for (long x = 0; x < w; x++) {
                // Adobe writes CMYK inverted: each byte is 255 less the ink.
                unsigned c = row[4 * x], m = row[4 * x + 1], yel = row[4 * x + 2], k = row[4 * x + 3];
                unsigned r = (c * k + 127) / 255, g = (m * k + 127) / 255, b = (yel * k + 127) / 255;
                out[y * w + x] = 0xFF000000u | r << 16 | g << 8 | b;
            }
        } else {
            JSAMPROW rows[1] = { (JSAMPROW)(out + y * w) };
            jpeg_read_scanlines(&info, rows, 1);
        }
    }
    jpeg_finish_decompress(&info);
    *warnings = (int)error.base.num_warnings;
    jpeg_destroy_decompress(&info);
    free(row);
    *pixels = out;
    *width = (int)w;
    *height = (int)h;
    return 0;
}

#endif
