#ifndef CJPEGREADER_H
#define CJPEGREADER_H

#include <stddef.h>
#include <stdint.h>

/* Reads a JPEG in memory through libjpeg(-turbo). libjpeg reports errors by longjmp: that stays inside this C
 * file, and the caller gets a return code and libjpeg's message instead. A file that ends too soon, which libjpeg
 * only warns about (filling the rest with grey), is an error here. */

typedef struct {
    /* The size as stored (before any EXIF orientation). */
    uint32_t width;
    uint32_t height;
    /* The components decoding gives: 1 (grey), 3 (RGB) or 4 (CMYK). */
    int components;
    /* An Adobe APP14 marker: Photoshop's CMYK is stored inverted (255 is no ink). */
    int adobe;
    /* The EXIF orientation, 1 to 8 (1 when there is none), read with libexif. */
    int orientation;
    /* The embedded ICC profile (jpeg_read_icc_profile), or NULL; free with cjpegreader_free. */
    uint8_t *icc;
    unsigned int icc_size;
} CJPEGReaderInfo;

/* Reads the header. Returns 0, or non-zero with libjpeg's message in `message`. */
int cjpegreader_header(const uint8_t *data, size_t size, CJPEGReaderInfo *info, char *message, size_t message_size);

/* Decodes at `scale_num`/8 of the stored size (1 to 8: libjpeg's DCT scaling) into `pixels`, `capacity` bytes:
 * width × height × components bytes, rows packed, where libjpeg makes the width ceil(stored width × scale_num / 8)
 * and the height likewise. On success returns 0 and sets `*width` and `*height`; a picture that does not fit is
 * an error. */
int cjpegreader_decode(const uint8_t *data, size_t size, int scale_num, uint8_t *pixels, size_t capacity,
                       uint32_t *width, uint32_t *height, char *message, size_t message_size);

void cjpegreader_free(void *pointer);

#endif
