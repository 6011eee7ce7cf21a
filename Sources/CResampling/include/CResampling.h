#ifndef CRESAMPLING_H
#define CRESAMPLING_H

#include <stddef.h>
#include <stdint.h>

/* The per-pixel work of the images stage's Lanczos-3 filter (Resampler.swift): 8-bit pixels to premultiplied RGBA
 * floats, the two filter passes, and back.
 *
 * Every path gives the same bits: each output value is summed in the same order (the even taps and the odd taps
 * in two running sums, added at the end; products never fused), whatever instructions do it. What is gained is
 * independence: one output pixel's sum waits four cycles for each addition, so several pixels are summed side by
 * side (four at once with AVX2, which the processor is asked for when the program runs, two with SSE2, which
 * every x86-64 has; plain C elsewhere). */

/* The paths, fastest first. */
enum { CRESAMPLING_FASTEST = 0, CRESAMPLING_SSE2 = 1, CRESAMPLING_PLAIN = 2 };

/* Keeps every later call to paths no faster than `limit`, so that tests can hold them to the same bits. */
void cresampling_limit_paths(int limit);

/* `count` pixels of 8-bit RGB (`channels` 3, opaque) or RGBA (4, straight alpha) as premultiplied RGBA floats in
 * 0...255: each colour times its alpha times 1/255, as the Swift expression `Float(colour) * (alpha * (1 / 255))`
 * gives it (for RGB, alpha 255, a factor of exactly 1). */
void cresampling_premultiply(const uint8_t *pixels, int channels, int64_t count, float *row);

/* One master row filtered across. `row` holds the master's pixels from column `first_column` on, 4 floats each.
 * Output pixel `x` (of `count`) sums `taps` pixels from master column `first[x]`, weighted by
 * `weights[(x * taps + tap) * 4 + channel]` (each tap's weight four times over, once per channel). */
void cresampling_filter_row(const float *row, int64_t first_column, const float *weights, const int64_t *first,
                            int64_t taps, int64_t count, float *filtered);

/* The same for four master rows, `rows[i]` into `filtered[i]`, with the same bits, a little faster: each weight
 * is loaded once for all four. */
void cresampling_filter_four_rows(const float *const *rows, int64_t first_column, const float *weights,
                                  const int64_t *first, int64_t taps, int64_t count, float *const *filtered);

/* One output row from the `taps` filtered rows it spans: `output[i]` (of `count` floats) is the sum over the
 * rows, two at a time, of `weights[tap] * rows[tap][i] + weights[tap + 1] * rows[tap + 1][i]` (a last odd row
 * paired with itself at weight 0). */
void cresampling_filter_columns(const float *const *rows, const float *weights, int64_t taps, int64_t count,
                                float *output);

/* `count` premultiplied RGBA floats back to 8-bit straight alpha in `output`: alpha clamped to 0...255, each colour
 * times 255 / alpha and clamped, each rounded half up; a pixel whose alpha rounds to 0 is left as it is (the
 * output starts transparent). */
void cresampling_unpremultiply(const float *row, int64_t count, uint8_t *output);

#endif
