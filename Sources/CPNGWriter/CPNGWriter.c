#include "CPNGWriter.h"

#include <png.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

/* The PNG being written: a growing buffer, and libpng's last error message. */
typedef struct {
    uint8_t *data;
    size_t size;
    size_t capacity;
    int out_of_memory;
    char message[128];
} Output;

static void append(png_structp png, png_bytep bytes, png_size_t count) {
    Output *output = png_get_io_ptr(png);
    if (output->size + count > output->capacity) {
        size_t capacity = output->capacity * 2;
        if (capacity < output->size + count) capacity = output->size + count;
        uint8_t *grown = realloc(output->data, capacity);
        if (!grown) {
            output->out_of_memory = 1;
            png_error(png, "out of memory");
        }
        output->data = grown;
        output->capacity = capacity;
    }
    memcpy(output->data + output->size, bytes, count);
    output->size += count;
}

static void flush(png_structp png) { (void)png; }

/* libpng calls this for an error and expects it not to return: keep the message, then jump back. */
static void fail(png_structp png, png_const_charp text) {
    Output *output = png_get_error_ptr(png);
    if (output && text) {
        strncpy(output->message, text, sizeof output->message - 1);
        output->message[sizeof output->message - 1] = 0;
    }
    png_longjmp(png, 1);
}

static void warn(png_structp png, png_const_charp text) {
    (void)png;
    (void)text;
}

static void copy_message(char *message, size_t message_size, const char *text) {
    if (!message || message_size == 0) return;
    strncpy(message, text, message_size - 1);
    message[message_size - 1] = 0;
}

/* Chosen by measuring size and time on 680x680 pictures scaled from the 2048x2048 masters of bench/images.sh
 * (docs/apps/firstwords.md, "The images stage", has the figures). Drawings (flat colours, transparency) compress best with no row
 * filter and zlib's string matching; level 9 makes them 6% smaller than level 6 for about 20 ms more each, and
 * any row filter makes them 20% larger. Photos (gradients and noise) repeat almost no strings, so string
 * matching costs time for nothing: zlib's run-length strategy with libpng choosing between the Sub and Average
 * filters per row is the smallest of all (1% smaller than level 7 with all five filters, which ImageMagick uses)
 * and four times as fast as level 6. */
static void set_compression(png_structp png, CPNGWriterCompression compression) {
    png_set_compression_buffer_size(png, 1 << 17);  /* IDAT chunks of 128 KiB: fewer chunk headers */
    switch (compression) {
    case CPNGWriterCompressionPhoto:
        png_set_compression_mem_level(png, 9);  /* larger Huffman blocks: 0.2% smaller than 8 */
        png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_SUB | PNG_FILTER_AVG);
        png_set_compression_strategy(png, Z_RLE);
        png_set_compression_level(png, 6);
        break;
    case CPNGWriterCompressionDrawing:
    default:
        png_set_compression_mem_level(png, 8);  /* zlib's default: 0.3% smaller than 9 here */
        png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_NONE);
        png_set_compression_strategy(png, Z_DEFAULT_STRATEGY);
        png_set_compression_level(png, 9);
        break;
    }
}

/* The rows of a picture whose pixels are all in memory. */
typedef struct {
    const uint8_t *pixels;
    size_t stride;
} Packed;

static void packed_row(void *context, uint32_t y, uint8_t *row) {
    const Packed *packed = context;
    memcpy(row, packed->pixels + packed->stride * y, packed->stride);
}

int cpngwriter_write(const uint8_t *pixels, uint32_t width, uint32_t height, int channels,
                     CPNGWriterCompression compression, uint8_t **data, size_t *size,
                     char *message, size_t message_size) {
    if (!pixels) {
        copy_message(message, message_size, "invalid picture");
        return 1;
    }
    Packed packed = {pixels, (size_t)width * (channels > 0 ? channels : 0)};
    return cpngwriter_write_rows(packed_row, &packed, width, height, channels, compression, data, size, message,
                                 message_size);
}

int cpngwriter_write_rows(CPNGWriterRowSource source, void *context, uint32_t width, uint32_t height, int channels,
                          CPNGWriterCompression compression, uint8_t **data, size_t *size,
                          char *message, size_t message_size) {
    if (!source || !data || !size || width == 0 || height == 0 || (channels != 3 && channels != 4)) {
        copy_message(message, message_size, "invalid picture");
        return 1;
    }
    size_t stride = (size_t)width * channels;
    Output *output = calloc(1, sizeof(Output));
    uint8_t *row = malloc(stride);
    if (!output || !row) {
        free(output);
        free(row);
        copy_message(message, message_size, "out of memory");
        return 1;
    }
    output->capacity = (size_t)width * height * channels / 2 + 1024;
    output->data = malloc(output->capacity);
    png_structp png = output->data ? png_create_write_struct(PNG_LIBPNG_VER_STRING, output, fail, warn) : NULL;
    png_infop info = png ? png_create_info_struct(png) : NULL;
    if (!info) {
        if (png) png_destroy_write_struct(&png, NULL);
        free(output->data);
        free(output);
        free(row);
        copy_message(message, message_size, "out of memory");
        return 1;
    }
    /* Everything after this line that fails comes back here through fail(). */
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        copy_message(message, message_size, output->message[0] ? output->message : "unknown error");
        free(output->data);
        free(output);
        free(row);
        return 1;
    }
    png_set_write_fn(png, output, append, flush);
    png_set_IHDR(png, info, width, height, 8, channels == 4 ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_BASE, PNG_FILTER_TYPE_BASE);
    png_set_sRGB(png, info, PNG_sRGB_INTENT_PERCEPTUAL);
    set_compression(png, compression);
    png_write_info(png, info);
    for (uint32_t y = 0; y < height; y++) {
        source(context, y, row);
        png_write_row(png, row);
    }
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    *data = output->data;
    *size = output->size;
    free(output);
    free(row);
    return 0;
}

void cpngwriter_free(uint8_t *data) { free(data); }
