#ifndef CPNGREADER_H
#define CPNGREADER_H

#include <stddef.h>
#include <stdint.h>

/* Decodes the commonest PNGs (8-bit RGB or RGBA, or 8-bit grey with or without alpha, not interlaced, with no
 * chunk that would change how libpng's simplified API gives the pixels) in memory: libdeflate inflates the
 * image data in one call, and the rows are unfiltered here. Anything else, and any file that is not exactly
 * right (a checksum that fails, data too short or too long, an unknown critical chunk), is left to libpng, so
 * this path gives the same pixels as libpng or none at all. */

typedef struct {
    uint32_t width;
    uint32_t height;
    /* 1 (grey), 2 (grey and alpha), 3 (RGB) or 4 (RGBA): bytes per pixel as stored. */
    int channels;
} CPNGReaderPlain;

/* Reads the chunk layout of `data`. Returns 1 and fills `plain` when this reader decodes it, 0 when libpng
 * should. Looks at every chunk header and checks the CRC of the critical ones. */
int cpngreader_plain(const uint8_t *data, size_t size, CPNGReaderPlain *plain);

/* The bytes `cpngreader_decode` needs in `pixels` to give `channels` a pixel: width × height × channels, and a
 * byte a row more when the file's own channels are kept (the rows are inflated there, filter bytes and all). */
size_t cpngreader_work_size(const CPNGReaderPlain *plain, int channels);

/* Decodes a file `cpngreader_plain` accepted into `pixels` (rows packed, straight alpha), of `capacity` bytes
 * (at least `cpngreader_work_size`). `channels` is 4 (RGBA, grey expanded) or, for an RGB or RGBA file, the
 * file's own 3 or 4. Moves the image data of the IDAT chunks together inside `data`, which is the caller's
 * copy of the file. Returns 1 on success, 0 when libpng should decode it after all (the image data is damaged,
 * too short or too long, or memory ran out). */
int cpngreader_decode(uint8_t *data, size_t size, const CPNGReaderPlain *plain, int channels, uint8_t *pixels,
                      size_t capacity);

#endif
