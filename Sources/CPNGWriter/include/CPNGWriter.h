#ifndef CPNGWRITER_H
#define CPNGWRITER_H

#include <stddef.h>
#include <stdint.h>

/* Writes 8-bit RGB or RGBA pixels as a PNG in memory through libpng's low-level API, which offers the zlib
 * settings that the simplified png_image API does not. libpng reports errors by longjmp: that stays inside
 * this C file, and the caller gets a return code and libpng's message instead. */

/* How the picture data is compressed (see CPNGWriter.c for what each one sets). */
typedef enum {
    /* Flat colours and hard edges: no row filter, zlib level 9 with string matching. */
    CPNGWriterCompressionDrawing = 0,
    /* Gradients and noise: the Sub or Average row filter (libpng picks per row), zlib's run-length strategy. */
    CPNGWriterCompressionPhoto = 1,
} CPNGWriterCompression;

/* Writes `height` rows of `width` pixels of `channels` (3: RGB, 4: RGBA) bytes each, rows packed, as an 8-bit
 * PNG marked sRGB, with no other ancillary chunk (no time, no text): the same pixels always give the same bytes.
 * On success returns 0 and sets `*data` (free it with cpngwriter_free) and `*size`. On failure returns
 * non-zero and writes libpng's message, NUL-terminated, into `message` (of `message_size` bytes). */
int cpngwriter_write(const uint8_t *pixels, uint32_t width, uint32_t height, int channels,
                     CPNGWriterCompression compression, uint8_t **data, size_t *size,
                     char *message, size_t message_size);

/* Fills `row` (`width` × `channels` bytes) with the picture's row `y`; `context` is the caller's. */
typedef void (*CPNGWriterRowSource)(void *context, uint32_t y, uint8_t *row);

/* As cpngwriter_write, but the rows are asked of `source`, top to bottom, one at a time, so that the picture is
 * never whole in memory. The same rows give the same bytes as cpngwriter_write. */
int cpngwriter_write_rows(CPNGWriterRowSource source, void *context, uint32_t width, uint32_t height, int channels,
                          CPNGWriterCompression compression, uint8_t **data, size_t *size,
                          char *message, size_t message_size);

void cpngwriter_free(uint8_t *data);

#endif
