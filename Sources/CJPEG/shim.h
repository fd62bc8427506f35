// JPEG decoding through libjpeg-turbo. libjpeg reports a fatal error by calling error_exit,
// which must not return; a longjmp back into the C function that called it is the library's
// own way out, and Swift frames must not lie between the two, so each call into libjpeg is
// made from a C function here that set the jump first. Warnings (a file cut short is one: the rest of the picture comes out grey)
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

/// A decode in progress: libjpeg's state, kept between the two calls (the caller allocates
/// the picture in between, so that it is decoded straight into the caller's memory).
typedef struct {
    struct jpeg_decompress_struct info;
    kiosk_jpeg_error error;
    int started, cmyk;
} kiosk_jpeg_decoder;

static inline void kiosk_jpeg_end(kiosk_jpeg_decoder *decoder) {
    if (decoder == NULL) return;
    jpeg_destroy_decompress(&decoder->info);
    free(decoder);
}

/// Reads the header of `size` bytes of JPEG (which must stay valid until `kiosk_jpeg_end`):
/// the decoder, with the picture's size in `*width` and `*height`; or NULL with `message`
/// filled (`messageSize` bytes at most).
static inline kiosk_jpeg_decoder *kiosk_jpeg_begin(const unsigned char *data, unsigned long size, int *width, int *height,
                                                   char *message, size_t messageSize) {
    kiosk_jpeg_decoder *volatile decoder = (kiosk_jpeg_decoder *)calloc(1, sizeof(kiosk_jpeg_decoder));
    if (decoder == NULL) { snprintf(message, messageSize, "out of memory"); return NULL; }
    decoder->info.err = jpeg_std_error(&decoder->error.base);
    decoder->error.base.error_exit = kiosk_jpeg_error_exit;
    decoder->error.base.emit_message = kiosk_jpeg_emit_message;
    if (setjmp(decoder->error.jump)) {
        snprintf(message, messageSize, "%s", decoder->error.message);
        kiosk_jpeg_end(decoder);
        return NULL;
    }
    jpeg_create_decompress(&decoder->info);
    // A progressive picture keeps all its coefficients until the last scan: bounded, so that
    // a few hundred bytes claiming a huge picture cannot take most of a small board's memory
    // (past the bound libjpeg has no backing store and stops with an error).
    decoder->info.mem->max_memory_to_use = 256L << 20;
    jpeg_mem_src(&decoder->info, data, size);
    jpeg_read_header(&decoder->info, TRUE);
    decoder->cmyk = decoder->info.jpeg_color_space == JCS_CMYK || decoder->info.jpeg_color_space == JCS_YCCK;
    decoder->info.out_color_space = decoder->cmyk ? JCS_CMYK : JCS_EXT_BGRA;
    jpeg_calc_output_dimensions(&decoder->info);
    *width = (int)decoder->info.output_width;
    *height = (int)decoder->info.output_height;
    return decoder;
}

/// Decodes the picture into `pixels` (its rows `stride` pixels apart): 32-bit pixels in
/// memory order B, G, R, A, opaque. CMYK pictures (Adobe's, with inverted ink values) are
/// converted to RGB. Returns the number of warnings (a file cut short is one: the rest of the
/// picture comes out grey), or -1 with `message` filled.
static inline int kiosk_jpeg_finish(kiosk_jpeg_decoder *decoder, uint32_t *pixels, long stride, char *message, size_t messageSize) {
    uint8_t *volatile row = NULL;
    if (setjmp(decoder->error.jump)) {
        snprintf(message, messageSize, "%s", decoder->error.message);
        free(row);
        return -1;
    }
    jpeg_start_decompress(&decoder->info);
    long w = (long)decoder->info.output_width;
    if (decoder->cmyk) {
        row = (uint8_t *)malloc((size_t)w * 4);
        if (row == NULL) { snprintf(message, messageSize, "out of memory"); return -1; }
    }
    while (decoder->info.output_scanline < decoder->info.output_height) {
        uint32_t *out = pixels + (long)decoder->info.output_scanline * stride;
        if (decoder->cmyk) {
            JSAMPROW rows[1] = { row };
            jpeg_read_scanlines(&decoder->info, rows, 1);
            for (long x = 0; x < w; x++) {
                // Adobe writes CMYK inverted: each byte is 255 less the ink.
                unsigned c = row[4 * x], m = row[4 * x + 1], yel = row[4 * x + 2], k = row[4 * x + 3];
                unsigned r = (c * k + 127) / 255, g = (m * k + 127) / 255, b = (yel * k + 127) / 255;
                out[x] = 0xFF000000u | r << 16 | g << 8 | b;
            }
        } else {
            JSAMPROW rows[1] = { (JSAMPROW)out };
            jpeg_read_scanlines(&decoder->info, rows, 1);
        }
    }
    jpeg_finish_decompress(&decoder->info);
    free(row);
    return (int)decoder->error.base.num_warnings;
}

#endif
