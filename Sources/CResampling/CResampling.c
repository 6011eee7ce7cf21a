#include "CResampling.h"

#include <string.h>

/* A product added to a sum stays two roundings, as in Swift, on processors that could fuse them. */
#pragma STDC FP_CONTRACT OFF

#if defined(__x86_64__)
#include <immintrin.h>
#endif

static const float INVERSE_255 = 1.0f / 255.0f;

static void premultiply_plain(const uint8_t *pixels, int channels, int64_t count, float *row) {
    for (int64_t index = 0; index < count; index++, pixels += channels, row += 4) {
        float alpha = channels == 4 ? (float)pixels[3] : 255.0f;
        float factor = alpha * INVERSE_255;
        row[0] = (float)pixels[0] * factor;
        row[1] = (float)pixels[1] * factor;
        row[2] = (float)pixels[2] * factor;
        row[3] = alpha;
    }
}

/* One output pixel, as the others below do it four channels at a time. */
static void filter_pixel(const float *pixel, const float *weight, int64_t taps, float *target) {
    float even[4] = {0, 0, 0, 0}, odd[4] = {0, 0, 0, 0};
    int64_t tap = 0;
    for (; tap + 2 <= taps; tap += 2, pixel += 8, weight += 8)
        for (int channel = 0; channel < 4; channel++) {
            even[channel] += weight[channel] * pixel[channel];
            odd[channel] += weight[channel + 4] * pixel[channel + 4];
        }
    if (tap < taps)
        for (int channel = 0; channel < 4; channel++) even[channel] += weight[channel] * pixel[channel];
    for (int channel = 0; channel < 4; channel++) target[channel] = even[channel] + odd[channel];
}

#if defined(__x86_64__)

/* Two pixels at a time, each with its even and odd sums in 128-bit registers. */
static void filter_row_sse2(const float *row, int64_t first_column, const float *weights, const int64_t *first,
                            int64_t taps, int64_t count, float *filtered) {
    int64_t x = 0;
    for (; x + 2 <= count; x += 2) {
        const float *p0 = row + (first[x] - first_column) * 4, *p1 = row + (first[x + 1] - first_column) * 4;
        const float *w0 = weights + x * taps * 4, *w1 = w0 + taps * 4;
        __m128 even0 = _mm_setzero_ps(), odd0 = _mm_setzero_ps(), even1 = _mm_setzero_ps(), odd1 = _mm_setzero_ps();
        int64_t tap = 0;
        for (; tap + 2 <= taps; tap += 2, p0 += 8, p1 += 8, w0 += 8, w1 += 8) {
            even0 = _mm_add_ps(even0, _mm_mul_ps(_mm_loadu_ps(w0), _mm_loadu_ps(p0)));
            odd0 = _mm_add_ps(odd0, _mm_mul_ps(_mm_loadu_ps(w0 + 4), _mm_loadu_ps(p0 + 4)));
            even1 = _mm_add_ps(even1, _mm_mul_ps(_mm_loadu_ps(w1), _mm_loadu_ps(p1)));
            odd1 = _mm_add_ps(odd1, _mm_mul_ps(_mm_loadu_ps(w1 + 4), _mm_loadu_ps(p1 + 4)));
        }
        if (tap < taps) {
            even0 = _mm_add_ps(even0, _mm_mul_ps(_mm_loadu_ps(w0), _mm_loadu_ps(p0)));
            even1 = _mm_add_ps(even1, _mm_mul_ps(_mm_loadu_ps(w1), _mm_loadu_ps(p1)));
        }
        _mm_storeu_ps(filtered + x * 4, _mm_add_ps(even0, odd0));
        _mm_storeu_ps(filtered + x * 4 + 4, _mm_add_ps(even1, odd1));
    }
    for (; x < count; x++)
        filter_pixel(row + (first[x] - first_column) * 4, weights + x * taps * 4, taps, filtered + x * 4);
}

/* Four pixels at a time (AVX2 is asked for, though AVX has all it uses, so that one check picks every fastest
 * path): a 256-bit register holds one pixel's even sums in its low half and odd sums in its high
 * half, which is what two taps side by side in memory multiply into. */
__attribute__((target("avx2"))) static inline __m128 finish_avx(__m256 sums, const float *weight, const float *pixel,
                                                              int odd_tap) {
    __m128 even = _mm256_castps256_ps128(sums);
    if (odd_tap) even = _mm_add_ps(even, _mm_mul_ps(_mm_loadu_ps(weight), _mm_loadu_ps(pixel)));
    return _mm_add_ps(even, _mm256_extractf128_ps(sums, 1));
}

__attribute__((target("avx2"))) static void filter_row_avx(const float *row, int64_t first_column,
                                                           const float *weights, const int64_t *first, int64_t taps,
                                                           int64_t count, float *filtered) {
    int64_t x = 0;
    for (; x + 4 <= count; x += 4) {
        const float *p0 = row + (first[x] - first_column) * 4, *p1 = row + (first[x + 1] - first_column) * 4;
        const float *p2 = row + (first[x + 2] - first_column) * 4, *p3 = row + (first[x + 3] - first_column) * 4;
        const float *w0 = weights + x * taps * 4, *w1 = w0 + taps * 4, *w2 = w1 + taps * 4, *w3 = w2 + taps * 4;
        __m256 s0 = _mm256_setzero_ps(), s1 = _mm256_setzero_ps(), s2 = _mm256_setzero_ps(), s3 = _mm256_setzero_ps();
        int64_t tap = 0;
        for (; tap + 2 <= taps; tap += 2, p0 += 8, p1 += 8, p2 += 8, p3 += 8, w0 += 8, w1 += 8, w2 += 8, w3 += 8) {
            s0 = _mm256_add_ps(s0, _mm256_mul_ps(_mm256_loadu_ps(w0), _mm256_loadu_ps(p0)));
            s1 = _mm256_add_ps(s1, _mm256_mul_ps(_mm256_loadu_ps(w1), _mm256_loadu_ps(p1)));
            s2 = _mm256_add_ps(s2, _mm256_mul_ps(_mm256_loadu_ps(w2), _mm256_loadu_ps(p2)));
            s3 = _mm256_add_ps(s3, _mm256_mul_ps(_mm256_loadu_ps(w3), _mm256_loadu_ps(p3)));
        }
        int odd_tap = tap < taps;
        _mm_storeu_ps(filtered + x * 4, finish_avx(s0, w0, p0, odd_tap));
        _mm_storeu_ps(filtered + x * 4 + 4, finish_avx(s1, w1, p1, odd_tap));
        _mm_storeu_ps(filtered + x * 4 + 8, finish_avx(s2, w2, p2, odd_tap));
        _mm_storeu_ps(filtered + x * 4 + 12, finish_avx(s3, w3, p3, odd_tap));
    }
    for (; x < count; x++)
        filter_pixel(row + (first[x] - first_column) * 4, weights + x * taps * 4, taps, filtered + x * 4);
}

/* Four master rows at once, two output pixels at a time: each weight loaded serves four rows (eight sums in
 * registers), each row's sums added exactly as filter_row_avx adds them. */
__attribute__((target("avx2"))) static void filter_four_rows_avx(const float *const *rows, int64_t first_column,
                                                                 const float *weights, const int64_t *first,
                                                                 int64_t taps, int64_t count,
                                                                 float *const *filtered) {
    const float *r0 = rows[0], *r1 = rows[1], *r2 = rows[2], *r3 = rows[3];
    int64_t x = 0;
    for (; x + 2 <= count; x += 2) {
        int64_t o0 = (first[x] - first_column) * 4, o1 = (first[x + 1] - first_column) * 4;
        const float *w0 = weights + x * taps * 4, *w1 = w0 + taps * 4;
        __m256 a0 = _mm256_setzero_ps(), a1 = _mm256_setzero_ps(), b0 = _mm256_setzero_ps(), b1 = _mm256_setzero_ps();
        __m256 c0 = _mm256_setzero_ps(), c1 = _mm256_setzero_ps(), d0 = _mm256_setzero_ps(), d1 = _mm256_setzero_ps();
        int64_t tap = 0, at = 0;
        for (; tap + 2 <= taps; tap += 2, at += 8) {
            __m256 v0 = _mm256_loadu_ps(w0 + at), v1 = _mm256_loadu_ps(w1 + at);
            a0 = _mm256_add_ps(a0, _mm256_mul_ps(v0, _mm256_loadu_ps(r0 + o0 + at)));
            b0 = _mm256_add_ps(b0, _mm256_mul_ps(v0, _mm256_loadu_ps(r1 + o0 + at)));
            c0 = _mm256_add_ps(c0, _mm256_mul_ps(v0, _mm256_loadu_ps(r2 + o0 + at)));
            d0 = _mm256_add_ps(d0, _mm256_mul_ps(v0, _mm256_loadu_ps(r3 + o0 + at)));
            a1 = _mm256_add_ps(a1, _mm256_mul_ps(v1, _mm256_loadu_ps(r0 + o1 + at)));
            b1 = _mm256_add_ps(b1, _mm256_mul_ps(v1, _mm256_loadu_ps(r1 + o1 + at)));
            c1 = _mm256_add_ps(c1, _mm256_mul_ps(v1, _mm256_loadu_ps(r2 + o1 + at)));
            d1 = _mm256_add_ps(d1, _mm256_mul_ps(v1, _mm256_loadu_ps(r3 + o1 + at)));
        }
        int odd_tap = tap < taps;
        _mm_storeu_ps(filtered[0] + x * 4, finish_avx(a0, w0 + at, r0 + o0 + at, odd_tap));
        _mm_storeu_ps(filtered[0] + x * 4 + 4, finish_avx(a1, w1 + at, r0 + o1 + at, odd_tap));
        _mm_storeu_ps(filtered[1] + x * 4, finish_avx(b0, w0 + at, r1 + o0 + at, odd_tap));
        _mm_storeu_ps(filtered[1] + x * 4 + 4, finish_avx(b1, w1 + at, r1 + o1 + at, odd_tap));
        _mm_storeu_ps(filtered[2] + x * 4, finish_avx(c0, w0 + at, r2 + o0 + at, odd_tap));
        _mm_storeu_ps(filtered[2] + x * 4 + 4, finish_avx(c1, w1 + at, r2 + o1 + at, odd_tap));
        _mm_storeu_ps(filtered[3] + x * 4, finish_avx(d0, w0 + at, r3 + o0 + at, odd_tap));
        _mm_storeu_ps(filtered[3] + x * 4 + 4, finish_avx(d1, w1 + at, r3 + o1 + at, odd_tap));
    }
    for (; x < count; x++)
        for (int row = 0; row < 4; row++)
            filter_pixel(rows[row] + (first[x] - first_column) * 4, weights + x * taps * 4, taps,
                         filtered[row] + x * 4);
}

/* The column pass for 32 values at a time, their sums kept in registers over every tap rather than added to the
 * output row pair by pair: the same additions in the same order (0, then each pair's u * near + v * far), with
 * no load and store of the output for each pair. */
__attribute__((target("avx2"))) static void filter_columns_avx(const float *const *rows, const float *weights,
                                                               int64_t taps, int64_t count, float *output) {
    int64_t index = 0;
    for (; index + 32 <= count; index += 32) {
        __m256 s0 = _mm256_setzero_ps(), s1 = _mm256_setzero_ps(), s2 = _mm256_setzero_ps(), s3 = _mm256_setzero_ps();
        for (int64_t tap = 0; tap < taps; tap += 2) {
            const float *near = rows[tap] + index, *far = (tap + 1 < taps ? rows[tap + 1] : rows[tap]) + index;
            __m256 u = _mm256_set1_ps(weights[tap]), v = _mm256_set1_ps(tap + 1 < taps ? weights[tap + 1] : 0);
            s0 = _mm256_add_ps(s0, _mm256_add_ps(_mm256_mul_ps(u, _mm256_loadu_ps(near)),
                                                 _mm256_mul_ps(v, _mm256_loadu_ps(far))));
            s1 = _mm256_add_ps(s1, _mm256_add_ps(_mm256_mul_ps(u, _mm256_loadu_ps(near + 8)),
                                                 _mm256_mul_ps(v, _mm256_loadu_ps(far + 8))));
            s2 = _mm256_add_ps(s2, _mm256_add_ps(_mm256_mul_ps(u, _mm256_loadu_ps(near + 16)),
                                                 _mm256_mul_ps(v, _mm256_loadu_ps(far + 16))));
            s3 = _mm256_add_ps(s3, _mm256_add_ps(_mm256_mul_ps(u, _mm256_loadu_ps(near + 24)),
                                                 _mm256_mul_ps(v, _mm256_loadu_ps(far + 24))));
        }
        _mm256_storeu_ps(output + index, s0);
        _mm256_storeu_ps(output + index + 8, s1);
        _mm256_storeu_ps(output + index + 16, s2);
        _mm256_storeu_ps(output + index + 24, s3);
    }
    for (; index < count; index++) {
        float sum = 0;
        for (int64_t tap = 0; tap < taps; tap += 2) {
            const float *near = rows[tap], *far = tap + 1 < taps ? rows[tap + 1] : rows[tap];
            float u = weights[tap], v = tap + 1 < taps ? weights[tap + 1] : 0;
            sum += u * near[index] + v * far[index];
        }
        output[index] = sum;
    }
}

/* Four pixels at a time: their bytes spread to 32-bit lanes (an RGB pixel's fourth lane set to 255), made floats,
 * and multiplied by (factor, factor, factor, 1), alpha times 1 staying alpha. */
__attribute__((target("avx2"))) static void premultiply_avx2(const uint8_t *pixels, int channels, int64_t count,
                                                              float *row) {
    const __m128i rgb_spread = _mm_setr_epi8(0, 1, 2, -1, 3, 4, 5, -1, 6, 7, 8, -1, 9, 10, 11, -1);
    const __m128i opaque = _mm_set1_epi32((int)0xff000000u);
    const __m256 inverse = _mm256_set1_ps(INVERSE_255);
    const __m256 one = _mm256_set1_ps(1);
    /* 16 bytes are loaded for 4 pixels, only 12 of them for RGB: stop where that would read past the row. */
    int64_t ahead = channels == 4 ? 4 : 6, index = 0;
    if (channels == 3) {
        /* Opaque: the factor is exactly 1, so the values are the bytes themselves, and alpha 255. */
        for (; index + ahead <= count; index += 4) {
            __m128i bytes = _mm_loadu_si128((const __m128i *)(pixels + index * 3));
            bytes = _mm_or_si128(_mm_shuffle_epi8(bytes, rgb_spread), opaque);
            _mm256_storeu_ps(row + index * 4, _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(bytes)));
            _mm256_storeu_ps(row + index * 4 + 8, _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_srli_si128(bytes, 8))));
        }
        premultiply_plain(pixels + index * 3, 3, count - index, row + index * 4);
        return;
    }
    for (; index + ahead <= count; index += 4) {
        __m128i bytes = _mm_loadu_si128((const __m128i *)(pixels + index * channels));
        if (channels == 3) bytes = _mm_or_si128(_mm_shuffle_epi8(bytes, rgb_spread), opaque);
        for (int half = 0; half < 2; half++) {
            __m256 values = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(half ? _mm_srli_si128(bytes, 8) : bytes));
            __m256 alpha = _mm256_permute_ps(values, 0xff);
            __m256 factor = _mm256_blend_ps(_mm256_mul_ps(alpha, inverse), one, 0x88);
            _mm256_storeu_ps(row + (index + 2 * half) * 4, _mm256_mul_ps(values, factor));
        }
    }
    premultiply_plain(pixels + index * channels, channels, count - index, row + index * 4);
}

/* The fastest path this processor and its system support (libgcc reads them once, when the program starts),
 * within what `cresampling_limit_paths` allows. */
static _Atomic int path_limit = CRESAMPLING_FASTEST;

void cresampling_limit_paths(int limit) { path_limit = limit; }

static int uses(int path) {
    if (path < path_limit) return 0;
    return path == CRESAMPLING_FASTEST ? __builtin_cpu_supports("avx2") : 1;
}

#else

void cresampling_limit_paths(int limit) { (void)limit; }

#endif

static void unpremultiply_plain(const float *row, uint8_t *output) {
    float alpha = row[3] > 0 ? (row[3] < 255 ? row[3] : 255) : 0;
    if (alpha < 0.5f) return;
    float factor = 255 / alpha;
    for (int channel = 0; channel < 3; channel++) {
        float value = row[channel] * factor;
        output[channel] = (uint8_t)((value > 0 ? (value < 255 ? value : 255) : 0) + 0.5f);
    }
    output[3] = (uint8_t)(alpha + 0.5f);
}

#if defined(__x86_64__)
/* One pixel in one register: (r, g, b, a) times (f, f, f, 1), clamped, plus a half, truncated. */
static void unpremultiply_sse2(const float *row, uint8_t *output) {
    float alpha = row[3] > 0 ? (row[3] < 255 ? row[3] : 255) : 0;
    if (alpha < 0.5f) return;
    float factor = 255 / alpha;
    __m128 values = _mm_mul_ps(_mm_setr_ps(row[0], row[1], row[2], alpha), _mm_setr_ps(factor, factor, factor, 1));
    values = _mm_add_ps(_mm_min_ps(_mm_max_ps(values, _mm_setzero_ps()), _mm_set1_ps(255)), _mm_set1_ps(0.5f));
    __m128i whole = _mm_cvttps_epi32(values);
    __m128i shorts = _mm_packs_epi32(whole, whole);
    uint32_t bytes = (uint32_t)_mm_cvtsi128_si32(_mm_packus_epi16(shorts, shorts));
    memcpy(output, &bytes, 4);
}

/* Two pixels a register, each as unpremultiply_sse2 does it, the division too (IEEE division gives the same bits
 * in any lane); a pixel whose alpha is under a half keeps the bytes it had. */
__attribute__((target("avx2"))) static void unpremultiply_avx2(const float *row, int64_t count, uint8_t *output) {
    const __m256 zero = _mm256_setzero_ps(), full = _mm256_set1_ps(255), half = _mm256_set1_ps(0.5f);
    const __m256 one = _mm256_set1_ps(1);
    int64_t index = 0;
    for (; index + 2 <= count; index += 2) {
        __m256 values = _mm256_loadu_ps(row + index * 4);
        __m256 alpha = _mm256_min_ps(_mm256_max_ps(_mm256_permute_ps(values, 0xff), zero), full);
        __m256 factor = _mm256_blend_ps(_mm256_div_ps(full, alpha), one, 0x88);
        values = _mm256_mul_ps(_mm256_blend_ps(values, alpha, 0x88), factor);
        values = _mm256_add_ps(_mm256_min_ps(_mm256_max_ps(values, zero), full), half);
        __m256i whole = _mm256_cvttps_epi32(values);
        __m128i shorts = _mm_packs_epi32(_mm256_castsi256_si128(whole), _mm256_extracti128_si256(whole, 1));
        __m128i bytes = _mm_packus_epi16(shorts, shorts);
        __m256i shown = _mm256_castps_si256(_mm256_cmp_ps(alpha, half, _CMP_GE_OQ));
        __m128i shown_shorts = _mm_packs_epi32(_mm256_castsi256_si128(shown), _mm256_extracti128_si256(shown, 1));
        __m128i keep = _mm_packs_epi16(shown_shorts, shown_shorts);
        uint64_t before, after;
        memcpy(&before, output + index * 4, 8);
        __m128i mixed = _mm_or_si128(_mm_and_si128(keep, bytes), _mm_andnot_si128(keep, _mm_cvtsi64_si128((long long)before)));
        after = (uint64_t)_mm_cvtsi128_si64(mixed);
        memcpy(output + index * 4, &after, 8);
    }
    for (; index < count; index++) unpremultiply_sse2(row + index * 4, output + index * 4);
}
#endif

static void add_rows(const float *near, const float *far, float u, float v, int64_t count, float *output) {
    for (int64_t index = 0; index < count; index++) output[index] += u * near[index] + v * far[index];
}

void cresampling_premultiply(const uint8_t *pixels, int channels, int64_t count, float *row) {
#if defined(__x86_64__)
    if (uses(CRESAMPLING_FASTEST)) {
        premultiply_avx2(pixels, channels, count, row);
        return;
    }
#endif
    premultiply_plain(pixels, channels, count, row);
}

void cresampling_unpremultiply(const float *row, int64_t count, uint8_t *output) {
#if defined(__x86_64__)
    if (uses(CRESAMPLING_FASTEST)) {
        unpremultiply_avx2(row, count, output);
        return;
    }
    if (uses(CRESAMPLING_SSE2)) {
        for (int64_t index = 0; index < count; index++) unpremultiply_sse2(row + index * 4, output + index * 4);
        return;
    }
#endif
    for (int64_t index = 0; index < count; index++) unpremultiply_plain(row + index * 4, output + index * 4);
}

void cresampling_filter_row(const float *row, int64_t first_column, const float *weights, const int64_t *first,
                            int64_t taps, int64_t count, float *filtered) {
#if defined(__x86_64__)
    if (uses(CRESAMPLING_FASTEST)) {
        filter_row_avx(row, first_column, weights, first, taps, count, filtered);
        return;
    }
    if (uses(CRESAMPLING_SSE2)) {
        filter_row_sse2(row, first_column, weights, first, taps, count, filtered);
        return;
    }
#endif
    for (int64_t x = 0; x < count; x++)
        filter_pixel(row + (first[x] - first_column) * 4, weights + x * taps * 4, taps, filtered + x * 4);
}

void cresampling_filter_four_rows(const float *const *rows, int64_t first_column, const float *weights,
                                  const int64_t *first, int64_t taps, int64_t count, float *const *filtered) {
#if defined(__x86_64__)
    if (uses(CRESAMPLING_FASTEST)) {
        filter_four_rows_avx(rows, first_column, weights, first, taps, count, filtered);
        return;
    }
#endif
    for (int row = 0; row < 4; row++)
        cresampling_filter_row(rows[row], first_column, weights, first, taps, count, filtered[row]);
}

void cresampling_filter_columns(const float *const *rows, const float *weights, int64_t taps, int64_t count,
                                float *output) {
#if defined(__x86_64__)
    if (uses(CRESAMPLING_FASTEST)) {
        filter_columns_avx(rows, weights, taps, count, output);
        return;
    }
#endif
    for (int64_t index = 0; index < count; index++) output[index] = 0;
    for (int64_t tap = 0; tap < taps; tap += 2) {
        const float *near = rows[tap], *far = tap + 1 < taps ? rows[tap + 1] : rows[tap];
        float u = weights[tap], v = tap + 1 < taps ? weights[tap + 1] : 0;
        add_rows(near, far, u, v, count, output);
    }
}
