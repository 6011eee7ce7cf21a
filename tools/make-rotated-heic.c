/* Writes a HEIC whose pixels are stored turned, with the irot/imir boxes of EXIF orientation N saying how to show
 * them (libheif's encoding option image_orientation; heif-enc 1.15 cannot ask for it). Shown upright, the picture
 * is the marked one of make-heic-webp-fixtures.py: 64x48, white, a red 16x16 block at the top left.
 *
 *     gcc -O2 -o make-rotated-heic tools/make-rotated-heic.c $(pkg-config --cflags --libs libheif)
 *     ./make-rotated-heic 6 Tests/Fixtures/heic-webp/rotated-6.heic
 *
 * Only orientations 6 and 8 (a quarter turn one way or the other) are made. Authoring tool only. */
#include <libheif/heif.h>
#include <stdio.h>
#include <stdlib.h>

static int fail(struct heif_error error) {
    if (error.code == heif_error_Ok) return 0;
    fprintf(stderr, "make-rotated-heic: %s\n", error.message);
    exit(1);
}

int main(int argc, char **argv) {
    if (argc != 3 || (atoi(argv[1]) != 6 && atoi(argv[1]) != 8)) {
        fprintf(stderr, "usage: make-rotated-heic 6|8 OUTPUT.heic\n");
        return 2;
    }
    int orientation = atoi(argv[1]);
    /* Stored 48 wide and 64 tall. Orientation 6 shows it turned a quarter clockwise, so the block is stored at
     * the bottom left; orientation 8 turns it anticlockwise, so the block is stored at the top right. */
    const int width = 48, height = 64;
    struct heif_image *image;
    fail(heif_image_create(width, height, heif_colorspace_RGB, heif_chroma_interleaved_RGB, &image));
    fail(heif_image_add_plane(image, heif_channel_interleaved, width, height, 8));
    int stride;
    uint8_t *plane = heif_image_get_plane(image, heif_channel_interleaved, &stride);
    for (int y = 0; y < height; y++) {
        for (int x = 0; x < width; x++) {
            int red = orientation == 6 ? (x < 16 && y >= height - 16) : (x >= width - 16 && y < 16);
            uint8_t *pixel = plane + y * stride + x * 3;
            pixel[0] = 255;
            pixel[1] = pixel[2] = red ? 0 : 255;
        }
    }
    struct heif_context *context = heif_context_alloc();
    struct heif_encoder *encoder;
    fail(heif_context_get_encoder_for_format(context, heif_compression_HEVC, &encoder));
    fail(heif_encoder_set_lossy_quality(encoder, 90));
    struct heif_encoding_options *options = heif_encoding_options_alloc();
    options->image_orientation = (enum heif_orientation)orientation;
    fail(heif_context_encode_image(context, image, encoder, options, NULL));
    fail(heif_context_write_to_file(context, argv[2]));
    heif_encoding_options_free(options);
    heif_encoder_release(encoder);
    heif_image_release(image);
    heif_context_free(context);
    return 0;
}
