/* Makes the masters of the images benchmark, the same bytes on every run:
 *
 *   make-masters KIND FIRST COUNT SIZE FOLDER
 *
 * KIND `illustration`: RGBA, a transparent ground with flat-coloured, anti-aliased discs, ellipses, rotated
 * rectangles and triangles, some with a dark outline, like a drawing exported from a vector editor.
 * KIND `photo`: RGB, smooth gradients (waves of several frequencies and soft coloured glows) with per-pixel noise
 * (grain) on top, like a photo.
 * Files are FOLDER/KIND-FIRST.png … (numbered from FIRST, three digits) at SIZE x SIZE, each from its own seed,
 * written by libpng at zlib level 6 (what editors use).
 */
#include <math.h>
#include <png.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static uint64_t state;

static uint32_t next_random(void) {
    state ^= state << 13;
    state ^= state >> 7;
    state ^= state << 17;
    return (uint32_t)(state >> 32);
}

static double uniform(void) { return next_random() / 4294967296.0; }

/* Approximately normal: the sum of four uniforms, centred and scaled to a standard deviation of 1. */
static double gaussian(void) {
    return (uniform() + uniform() + uniform() + uniform() - 2.0) * 1.7320508;
}

static uint8_t clamp8(double value) {
    if (value <= 0) return 0;
    if (value >= 255) return 255;
    return (uint8_t)(value + 0.5);
}

/* Lays `coverage` (0…1) of an opaque colour over the pixel, in straight alpha ("over"). */
static void blend(uint8_t *pixel, const uint8_t colour[3], double coverage) {
    if (coverage <= 0) return;
    if (coverage > 1) coverage = 1;
    double below = pixel[3] / 255.0;
    double alpha = coverage + below * (1 - coverage);
    for (int channel = 0; channel < 3; channel++) {
        double value = (colour[channel] * coverage + pixel[channel] * below * (1 - coverage)) / alpha;
        pixel[channel] = clamp8(value);
    }
    pixel[3] = clamp8(alpha * 255);
}

/* A shape: a signed distance in pixels (negative inside) from the point (x, y). */
typedef struct {
    int kind;           /* 0 ellipse, 1 rotated rectangle, 2 triangle */
    double cx, cy, rx, ry, angle;
    double px[3], py[3];
    uint8_t fill[3];
    double outline;     /* width of a dark outline, 0 for none */
} Shape;

static double distance(const Shape *shape, double x, double y) {
    double dx = x - shape->cx, dy = y - shape->cy;
    double c = cos(shape->angle), s = sin(shape->angle);
    double u = dx * c + dy * s, v = -dx * s + dy * c;
    switch (shape->kind) {
    case 0: {
        /* A scaled circle: exact enough near the edge for anti-aliasing. */
        double k = sqrt((u * u) / (shape->rx * shape->rx) + (v * v) / (shape->ry * shape->ry));
        double r = fmin(shape->rx, shape->ry);
        return (k - 1) * r;
    }
    case 1:
        return fmax(fabs(u) - shape->rx, fabs(v) - shape->ry);
    default: {
        double worst = -1e9;
        for (int i = 0; i < 3; i++) {
            int j = (i + 1) % 3;
            double ex = shape->px[j] - shape->px[i], ey = shape->py[j] - shape->py[i];
            double length = sqrt(ex * ex + ey * ey);
            /* Vertices run clockwise in image coordinates, so the inside is to the right of each edge. */
            double d = ((x - shape->px[i]) * ey - (y - shape->py[i]) * ex) / length;
            worst = fmax(worst, -d);
        }
        return worst;
    }
    }
}

static void make_illustration(uint8_t *pixels, int size) {
    memset(pixels, 0, (size_t)size * size * 4);
    int count = 6 + next_random() % 6;
    for (int n = 0; n < count; n++) {
        Shape shape = {0};
        shape.kind = next_random() % 3;
        shape.cx = size * (0.2 + 0.6 * uniform());
        shape.cy = size * (0.2 + 0.6 * uniform());
        shape.rx = size * (0.08 + 0.22 * uniform());
        shape.ry = size * (0.08 + 0.22 * uniform());
        shape.angle = uniform() * 3.14159265;
        for (int i = 0; i < 3; i++) {
            double a = shape.angle + i * 2.0943951;
            shape.px[i] = shape.cx + shape.rx * cos(a);
            shape.py[i] = shape.cy + shape.rx * sin(a);
        }
        for (int c = 0; c < 3; c++) shape.fill[c] = (uint8_t)(40 + next_random() % 216);
        shape.outline = (next_random() % 2) ? size / 200.0 : 0;
        const uint8_t dark[3] = {30, 24, 20};
        double reach = shape.rx + shape.ry + shape.outline + 2;
        int x0 = (int)fmax(0, shape.cx - reach), x1 = (int)fmin(size, shape.cx + reach);
        int y0 = (int)fmax(0, shape.cy - reach), y1 = (int)fmin(size, shape.cy + reach);
        for (int y = y0; y < y1; y++) {
            for (int x = x0; x < x1; x++) {
                double d = distance(&shape, x + 0.5, y + 0.5);
                if (d > shape.outline + 1) continue;
                uint8_t *pixel = pixels + ((size_t)y * size + x) * 4;
                if (shape.outline > 0) {
                    blend(pixel, dark, 0.5 - (d - shape.outline));
                    blend(pixel, shape.fill, 0.5 - (d + 0.0));
                } else {
                    blend(pixel, shape.fill, 0.5 - d);
                }
            }
        }
    }
}

static void make_photo(uint8_t *pixels, int size) {
    double base[3], amplitude[4][3], fx[4], fy[4], phase[4];
    for (int c = 0; c < 3; c++) base[c] = 60 + 130 * uniform();
    for (int k = 0; k < 4; k++) {
        fx[k] = (0.5 + 6 * uniform()) * (k + 1) / size;
        fy[k] = (0.5 + 6 * uniform()) * (k + 1) / size;
        phase[k] = uniform() * 6.2831853;
        for (int c = 0; c < 3; c++) amplitude[k][c] = (40 - 8 * k) * (uniform() - 0.3);
    }
    double bx[3], by[3], radius[3], tint[3][3];
    for (int b = 0; b < 3; b++) {
        bx[b] = size * uniform();
        by[b] = size * uniform();
        radius[b] = size * (0.15 + 0.3 * uniform());
        for (int c = 0; c < 3; c++) tint[b][c] = 120 * (uniform() - 0.5);
    }
    double grain = 3 + 5 * uniform();
    /* Both terms are separable: sin(a + b) = sin a cos b + cos a sin b, exp(-(u² + v²)) = exp(-u²) exp(-v²). */
    double *table = malloc(sizeof(double) * size * 14);
    if (!table) exit(1);
    double *sx = table, *cx = sx + 4 * size, *gx = cx + 4 * size;
    for (int x = 0; x < size; x++) {
        for (int k = 0; k < 4; k++) {
            sx[k * size + x] = sin(6.2831853 * fx[k] * x);
            cx[k * size + x] = cos(6.2831853 * fx[k] * x);
        }
        for (int b = 0; b < 3; b++) {
            double u = (x - bx[b]) / radius[b];
            gx[b * size + x] = exp(-u * u);
        }
    }
    for (int y = 0; y < size; y++) {
        double sy[4], cy[4], gy[3];
        for (int k = 0; k < 4; k++) {
            sy[k] = sin(6.2831853 * fy[k] * y + phase[k]);
            cy[k] = cos(6.2831853 * fy[k] * y + phase[k]);
        }
        for (int b = 0; b < 3; b++) {
            double v = (y - by[b]) / radius[b];
            gy[b] = exp(-v * v);
        }
        for (int x = 0; x < size; x++) {
            double value[3] = {base[0], base[1], base[2]};
            for (int k = 0; k < 4; k++) {
                double w = sx[k * size + x] * cy[k] + cx[k * size + x] * sy[k];
                for (int c = 0; c < 3; c++) value[c] += amplitude[k][c] * w;
            }
            for (int b = 0; b < 3; b++) {
                double glow = gx[b * size + x] * gy[b];
                for (int c = 0; c < 3; c++) value[c] += tint[b][c] * glow;
            }
            double light = gaussian() * grain;  /* luminance grain, plus a little colour noise */
            uint8_t *pixel = pixels + ((size_t)y * size + x) * 3;
            for (int c = 0; c < 3; c++) pixel[c] = clamp8(value[c] + light + gaussian() * grain * 0.3);
        }
    }
    free(table);
}

static int write_png(const char *path, const uint8_t *pixels, int size, int channels) {
    FILE *file = fopen(path, "wb");
    if (!file) return 1;
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    png_infop info = png_create_info_struct(png);
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        fclose(file);
        return 1;
    }
    png_init_io(png, file);
    png_set_IHDR(png, info, size, size, 8, channels == 4 ? PNG_COLOR_TYPE_RGBA : PNG_COLOR_TYPE_RGB,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_compression_level(png, 6);
    png_write_info(png, info);
    for (int y = 0; y < size; y++) png_write_row(png, pixels + (size_t)y * size * channels);
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    return fclose(file) != 0;
}

int main(int argc, char **argv) {
    if (argc != 6) {
        fprintf(stderr, "usage: make-masters illustration|photo FIRST COUNT SIZE FOLDER\n");
        return 2;
    }
    int photo = strcmp(argv[1], "photo") == 0;
    int first = atoi(argv[2]), count = atoi(argv[3]), size = atoi(argv[4]);
    int channels = photo ? 3 : 4;
    uint8_t *pixels = malloc((size_t)size * size * channels);
    if (!pixels) return 1;
    for (int n = first; n < first + count; n++) {
        state = 0x9E3779B97F4A7C15ull ^ ((uint64_t)(n + 1) * 0xD1B54A32D192ED03ull) ^ (photo ? 0xABCDEF : 0);
        for (int warm = 0; warm < 8; warm++) next_random();
        if (photo) make_photo(pixels, size); else make_illustration(pixels, size);
        char path[4096];
        snprintf(path, sizeof path, "%s/%s-%03d.png", argv[5], argv[1], n);
        if (write_png(path, pixels, size, channels)) {
            fprintf(stderr, "make-masters: cannot write %s\n", path);
            return 1;
        }
    }
    free(pixels);
    return 0;
}
