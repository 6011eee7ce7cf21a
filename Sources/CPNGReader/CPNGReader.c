#include "CPNGReader.h"

#include <libdeflate.h>
#include <stdlib.h>
#include <string.h>

#if defined(__x86_64__)
#include <emmintrin.h>
#endif

/* libpng's default limit on a picture's width and height (PNG_USER_WIDTH_MAX, PNG_USER_HEIGHT_MAX). */
#define LIBPNG_SIDE_MAX 1000000u
/* A gAMA chunk with this value says sRGB, which is what libpng's simplified API gives anyway. */
#define GAMA_SRGB 45455u

static uint32_t big_endian(const uint8_t *bytes) {
    return ((uint32_t)bytes[0] << 24) | ((uint32_t)bytes[1] << 16) | ((uint32_t)bytes[2] << 8) | bytes[3];
}

static int is_type(const uint8_t *type, const char *name) { return memcmp(type, name, 4) == 0; }

/* Whether the chunk at `chunk` (length, type, data, CRC) has a CRC that matches its type and data. */
static int crc_matches(const uint8_t *chunk, uint32_t length) {
    return libdeflate_crc32(0, chunk + 4, (size_t)length + 4) == big_endian(chunk + 8 + length);
}

int cpngreader_plain(const uint8_t *data, size_t size, CPNGReaderPlain *plain) {
    static const uint8_t signature[8] = {137, 80, 78, 71, 13, 10, 26, 10};
    if (size < 8 + 25 || memcmp(data, signature, 8) != 0) return 0;
    size_t position = 8;
    int seen_header = 0, seen_data = 0, data_ended = 0;
    while (position + 12 <= size) {
        const uint8_t *chunk = data + position;
        uint32_t length = big_endian(chunk);
        const uint8_t *type = chunk + 4;
        if (length > 0x7FFFFFFFu || size - position - 12 < length) return 0;
        for (int index = 0; index < 4; index++) {
            uint8_t letter = type[index] & 0xDF;
            if (letter < 'A' || letter > 'Z') return 0;
        }
        int critical = (type[0] & 0x20) == 0;
        if (!seen_header) {
            if (!is_type(type, "IHDR") || length != 13 || !crc_matches(chunk, length)) return 0;
            const uint8_t *header = chunk + 8;
            uint32_t width = big_endian(header), height = big_endian(header + 4);
            uint8_t depth = header[8], colour = header[9];
            if (width == 0 || height == 0 || width > LIBPNG_SIDE_MAX || height > LIBPNG_SIDE_MAX) return 0;
            if (depth != 8 || header[10] != 0 || header[11] != 0 || header[12] != 0) return 0;
            switch (colour) {
            case 0: plain->channels = 1; break;
            case 4: plain->channels = 2; break;
            case 2: plain->channels = 3; break;
            case 6: plain->channels = 4; break;
            default: return 0;
            }
            plain->width = width;
            plain->height = height;
            seen_header = 1;
        } else if (is_type(type, "IDAT")) {
            if (data_ended || !crc_matches(chunk, length)) return 0;
            seen_data = 1;
        } else if (is_type(type, "IEND")) {
            return seen_data && length == 0 && crc_matches(chunk, length);
        } else {
            if (seen_data) data_ended = 1;
            /* Chunks that change the pixels libpng gives (a transparent colour, a gamma other than sRGB's,
             * significant bits), any other critical chunk, and a second header, are libpng's to read. */
            if (critical || is_type(type, "tRNS") || is_type(type, "sBIT")) return 0;
            if (is_type(type, "gAMA") && (length != 4 || big_endian(chunk + 8) != GAMA_SRGB)) return 0;
        }
        position += 12 + (size_t)length;
    }
    return 0;
}

/* The Paeth predictor of the PNG specification, without branches. */
static inline uint8_t paeth(int left, int up, int up_left) {
    int to_left = abs(up - up_left), to_up = abs(left - up_left), to_up_left = abs(left + up - 2 * up_left);
    int nearest = to_up <= to_up_left ? up : up_left;
    return (uint8_t)(to_left <= to_up && to_left <= to_up_left ? left : nearest);
}

/* Undoes one row's filter: `source` (the filtered bytes) into `row`, which may be `source` itself or start before
 * it (each byte is read before any byte written over it); `previous` is the row above, already unfiltered (zeros
 * for the first). The pixel to the left and the one above it are kept in variables, not read back from `row`:
 * reading a byte just stored costs several cycles on every pixel. Inlined with `step` a constant (1 to 4 bytes a
 * pixel), the per-channel arrays live in registers. */
static inline __attribute__((always_inline)) int unfilter_step(
    uint8_t filter, const uint8_t *source, uint8_t *row, const uint8_t *previous, size_t count, size_t step) {
    uint8_t left[4] = {0, 0, 0, 0}, up_left[4] = {0, 0, 0, 0};
    switch (filter) {
    case 0: memmove(row, source, count); return 1;
    case 1:
        for (size_t index = 0; index < count; index += step)
            for (size_t channel = 0; channel < step; channel++)
                row[index + channel] = left[channel] = (uint8_t)(source[index + channel] + left[channel]);
        return 1;
    case 2:
        for (size_t index = 0; index < count; index++) row[index] = (uint8_t)(source[index] + previous[index]);
        return 1;
    case 3:
        for (size_t index = 0; index < count; index += step)
            for (size_t channel = 0; channel < step; channel++)
                row[index + channel] = left[channel] =
                    (uint8_t)(source[index + channel] + ((left[channel] + previous[index + channel]) >> 1));
        return 1;
    case 4:
        for (size_t index = 0; index < count; index += step)
            for (size_t channel = 0; channel < step; channel++) {
                uint8_t up = previous[index + channel];
                row[index + channel] = left[channel] =
                    (uint8_t)(source[index + channel] + paeth(left[channel], up, up_left[channel]));
                up_left[channel] = up;
            }
        return 1;
    default: return 0;
    }
}

#if defined(__x86_64__)
/* RGB and RGBA rows with SSE2 (every x86-64 has it), a whole pixel in one register, as libpng's own SSE2 filters
 * do it: the chain from each pixel to the next is then one pixel's, not one per byte. A pixel of 3 bytes is read
 * as 4 (the fourth belongs to the next pixel) and written as 4 (the fourth is written again, rightly, with the
 * next pixel); the next pixel's bytes are read before, since `row` may be `source`. The last pixel is read and
 * written as exactly 3 bytes, so that nothing past either row is touched. */

static inline __m128i load_pixel(const uint8_t *bytes, size_t step) {
    uint32_t value = 0;
    memcpy(&value, bytes, step);
    return _mm_cvtsi32_si128((int)value);
}

static inline void store_pixel(uint8_t *bytes, __m128i pixel, size_t step) {
    uint32_t value = (uint32_t)_mm_cvtsi128_si32(pixel);
    memcpy(bytes, &value, step);
}

static inline __m128i abs_i16(__m128i value) { return _mm_max_epi16(value, _mm_sub_epi16(_mm_setzero_si128(), value)); }

static inline __m128i select_if(__m128i condition, __m128i yes, __m128i no) {
    return _mm_or_si128(_mm_and_si128(condition, yes), _mm_andnot_si128(condition, no));
}

/* The chain from one pixel to the next, for filters 1, 3 and 4: `left` (and `up_left`) carried over. */
typedef struct {
    __m128i left, up_left;
} Chain;

/* One pixel: `here` its filtered bytes, `up` the pixel above (both in the low 32 bits); gives the pixel's bytes. */
static inline __attribute__((always_inline)) __m128i unfilter_pixel(uint8_t filter, Chain *chain, __m128i here,
                                                                    __m128i up) {
    const __m128i ones = _mm_set1_epi8(-1), zero = _mm_setzero_si128();
    switch (filter) {
    case 1: chain->left = _mm_add_epi8(chain->left, here); return chain->left;
    case 3:
        /* (left + up) >> 1 is the complement of the rounding-up average of the complements, so with the left
         * pixel kept complemented the chain is one average and one subtraction a pixel:
         * ~new = ~(here + ~avg(~left, ~up)) = avg(~left, ~up) - here, modulo 256. */
        chain->left = _mm_sub_epi8(_mm_avg_epu8(chain->left, _mm_xor_si128(up, ones)), here);
        return _mm_xor_si128(chain->left, ones);
    default: {
        /* Paeth in 16-bit lanes (a, b, c: left, up, up-left; the prediction p = a + b - c), ties to a, then b. */
        __m128i left = chain->left, up_left = chain->up_left;
        up = _mm_unpacklo_epi8(up, zero);
        __m128i to_left = _mm_sub_epi16(up, up_left), to_up = _mm_sub_epi16(left, up_left);
        __m128i to_up_left = abs_i16(_mm_add_epi16(to_left, to_up));
        to_left = abs_i16(to_left);
        to_up = abs_i16(to_up);
        __m128i nearest_distance = _mm_min_epi16(to_up_left, _mm_min_epi16(to_left, to_up));
        __m128i nearest = select_if(_mm_cmpeq_epi16(nearest_distance, to_left), left,
                                    select_if(_mm_cmpeq_epi16(nearest_distance, to_up), up, up_left));
        /* Bytes added in 16-bit lanes: the sum wraps in the low byte, the high bytes stay 0. */
        chain->left = _mm_add_epi8(_mm_unpacklo_epi8(here, zero), nearest);
        chain->up_left = up;
        return _mm_packus_epi16(chain->left, chain->left);
    }
    }
}

/* `step` 3 or 4 and `filter` 1, 3 or 4, each inlined as a constant (0 and 2 have no chain and stay as they are). */
static inline __attribute__((always_inline)) void unfilter_sse2(uint8_t filter, const uint8_t *source, uint8_t *row,
                                                                const uint8_t *previous, size_t count,
                                                                size_t step) {
    size_t pixels = count / step, wide = step == 4 ? pixels : pixels - 1;
    Chain chain = {filter == 3 ? _mm_set1_epi8(-1) : _mm_setzero_si128(), _mm_setzero_si128()};
    __m128i next = wide > 0 ? load_pixel(source, 4) : load_pixel(source, 3);
    for (size_t pixel = 0; pixel < wide; pixel++) {
        size_t at = pixel * step;
        __m128i done = unfilter_pixel(filter, &chain, next, load_pixel(previous + at, 4));
        if (pixel + 1 < wide)
            next = load_pixel(source + at + step, 4);
        else if (pixel + 1 < pixels)
            next = load_pixel(source + at + step, 3);
        store_pixel(row + at, done, 4);
    }
    if (wide < pixels) {
        /* The last RGB pixel, its bytes already in `next`. */
        size_t at = wide * step;
        store_pixel(row + at, unfilter_pixel(filter, &chain, next, load_pixel(previous + at, 3)), 3);
    }
}
#endif

/* Returns 0 for a filter type PNG does not have. */
static int unfilter(uint8_t filter, const uint8_t *source, uint8_t *row, const uint8_t *previous, size_t count,
                    size_t step) {
#if defined(__x86_64__)
    if (step == 3 || step == 4) {
        switch (filter) {
        case 1: step == 3 ? unfilter_sse2(1, source, row, previous, count, 3)
                          : unfilter_sse2(1, source, row, previous, count, 4); return 1;
        case 3: step == 3 ? unfilter_sse2(3, source, row, previous, count, 3)
                          : unfilter_sse2(3, source, row, previous, count, 4); return 1;
        case 4: step == 3 ? unfilter_sse2(4, source, row, previous, count, 3)
                          : unfilter_sse2(4, source, row, previous, count, 4); return 1;
        default: break;
        }
    }
#endif
    switch (step) {
    case 1: return unfilter_step(filter, source, row, previous, count, 1);
    case 2: return unfilter_step(filter, source, row, previous, count, 2);
    case 3: return unfilter_step(filter, source, row, previous, count, 3);
    default: return unfilter_step(filter, source, row, previous, count, 4);
    }
}

/* One unfiltered row of `width` pixels of `channels` bytes as RGBA. */
static void expand(const uint8_t *row, uint32_t width, int channels, uint8_t *rgba) {
    switch (channels) {
    case 4: memcpy(rgba, row, (size_t)width * 4); break;
    case 3:
        for (uint32_t x = 0; x < width; x++, row += 3, rgba += 4) {
            rgba[0] = row[0];
            rgba[1] = row[1];
            rgba[2] = row[2];
            rgba[3] = 255;
        }
        break;
    case 2:
        for (uint32_t x = 0; x < width; x++, row += 2, rgba += 4) {
            rgba[0] = rgba[1] = rgba[2] = row[0];
            rgba[3] = row[1];
        }
        break;
    default:
        for (uint32_t x = 0; x < width; x++, row += 1, rgba += 4) {
            rgba[0] = rgba[1] = rgba[2] = row[0];
            rgba[3] = 255;
        }
    }
}

/* Moves the payloads of the IDAT chunks together, where the first one starts, and returns where that is; their
 * total length in `*length`. */
static uint8_t *join_image_data(uint8_t *data, size_t size, size_t *length) {
    uint8_t *joined = NULL;
    size_t total = 0;
    for (size_t position = 8; position + 12 <= size;) {
        uint32_t chunk_length = big_endian(data + position);
        if (is_type(data + position + 4, "IDAT")) {
            if (!joined) joined = data + position + 8;
            memmove(joined + total, data + position + 8, chunk_length);
            total += chunk_length;
        } else if (is_type(data + position + 4, "IEND")) {
            break;
        }
        position += 12 + (size_t)chunk_length;
    }
    *length = total;
    return joined;
}

static size_t row_bytes_of(const CPNGReaderPlain *plain) { return (size_t)plain->width * (size_t)plain->channels; }

size_t cpngreader_work_size(const CPNGReaderPlain *plain, int channels) {
    size_t pixels = (size_t)plain->width * plain->height * (size_t)channels;
    return channels == plain->channels ? pixels + plain->height : pixels;
}

/* Inflates the image data into `raw` (height rows of a filter byte and the row): 1 when it is exactly that long. */
static int inflate_rows(uint8_t *data, size_t size, uint8_t *raw, size_t raw_size) {
    size_t compressed_size;
    uint8_t *compressed = join_image_data(data, size, &compressed_size);
    struct libdeflate_decompressor *decompressor = libdeflate_alloc_decompressor();
    int inflated = compressed && decompressor &&
                   libdeflate_zlib_decompress(decompressor, compressed, compressed_size, raw, raw_size, NULL) ==
                       LIBDEFLATE_SUCCESS;
    if (decompressor) libdeflate_free_decompressor(decompressor);
    return inflated;
}

int cpngreader_decode(uint8_t *data, size_t size, const CPNGReaderPlain *plain, int channels, uint8_t *pixels,
                      size_t capacity) {
    size_t row_bytes = row_bytes_of(plain), stride = row_bytes + 1;
    if (capacity < cpngreader_work_size(plain, channels)) return 0;
    uint8_t *zeros = calloc(row_bytes, 1);
    if (!zeros) return 0;
    int decoded = 0;
    if (channels == plain->channels) {
        /* In place: each row is unfiltered from where it was inflated down to its place, which starts before
         * it (one byte more for each row above: their filter bytes). The row above is already in its place. */
        if (inflate_rows(data, size, pixels, stride * plain->height)) {
            decoded = 1;
            const uint8_t *previous = zeros;
            for (uint32_t y = 0; y < plain->height && decoded; y++) {
                uint8_t *row = pixels + (size_t)y * stride;
                uint8_t *place = pixels + (size_t)y * row_bytes;
                decoded = unfilter(row[0], row + 1, place, previous, row_bytes, (size_t)plain->channels);
                previous = place;
            }
        }
    } else {
        uint8_t *raw = malloc(stride * plain->height);
        if (raw && inflate_rows(data, size, raw, stride * plain->height)) {
            decoded = 1;
            const uint8_t *previous = zeros;
            for (uint32_t y = 0; y < plain->height && decoded; y++) {
                uint8_t *row = raw + (size_t)y * stride;
                decoded = unfilter(row[0], row + 1, row + 1, previous, row_bytes, (size_t)plain->channels);
                expand(row + 1, plain->width, plain->channels, pixels + (size_t)y * plain->width * 4);
                previous = row + 1;
            }
        }
        free(raw);
    }
    free(zeros);
    return decoded;
}
