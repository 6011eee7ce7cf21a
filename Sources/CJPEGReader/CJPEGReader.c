#include "CJPEGReader.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jpeglib.h>
#include <jerror.h>
#include <libexif/exif-data.h>

typedef struct {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    char *message;
    size_t message_size;
} ErrorHandler;

static void fail(j_common_ptr info) {
    ErrorHandler *handler = (ErrorHandler *)info->err;
    char text[JMSG_LENGTH_MAX];
    (*info->err->format_message)(info, text);
    snprintf(handler->message, handler->message_size, "%s", text);
    longjmp(handler->jump, 1);
}

/* Warnings are ignored (a camera's stray bytes before a marker are harmless), except the end of the file coming
 * before the end of the picture: that is a truncated file, and an error. */
static void message(j_common_ptr info, int level) {
    if (level < 0 && info->err->msg_code == JWRN_JPEG_EOF) fail(info);
}

static void start(struct jpeg_decompress_struct *info, ErrorHandler *handler, char *text, size_t text_size) {
    info->err = jpeg_std_error(&handler->manager);
    handler->manager.error_exit = fail;
    handler->manager.emit_message = message;
    handler->message = text;
    handler->message_size = text_size;
    if (text_size > 0) text[0] = 0;
}

static int orientation(struct jpeg_decompress_struct *info) {
    for (jpeg_saved_marker_ptr marker = info->marker_list; marker; marker = marker->next) {
        if (marker->marker != JPEG_APP0 + 1 || marker->data_length < 6 || memcmp(marker->data, "Exif\0\0", 6) != 0)
            continue;
        ExifData *exif = exif_data_new_from_data(marker->data, marker->data_length);
        if (!exif) return 1;
        int value = 1;
        ExifEntry *entry = exif_content_get_entry(exif->ifd[EXIF_IFD_0], EXIF_TAG_ORIENTATION);
        if (entry && entry->format == EXIF_FORMAT_SHORT && entry->components == 1) {
            value = exif_get_short(entry->data, exif_data_get_byte_order(exif));
        }
        exif_data_unref(exif);
        return value >= 1 && value <= 8 ? value : 1;
    }
    return 1;
}

static void choose_colours(struct jpeg_decompress_struct *info) {
    switch (info->jpeg_color_space) {
    case JCS_GRAYSCALE: info->out_color_space = JCS_GRAYSCALE; break;
    case JCS_CMYK:
    case JCS_YCCK: info->out_color_space = JCS_CMYK; break;
    default: info->out_color_space = JCS_RGB; break;
    }
}

int cjpegreader_header(const uint8_t *data, size_t size, CJPEGReaderInfo *result, char *text, size_t text_size) {
    struct jpeg_decompress_struct info;
    ErrorHandler handler;
    memset(result, 0, sizeof *result);
    start(&info, &handler, text, text_size);
    if (setjmp(handler.jump)) {
        jpeg_destroy_decompress(&info);
        if (result->icc) { free(result->icc); result->icc = NULL; }
        return 1;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, (unsigned long)size);
    jpeg_save_markers(&info, JPEG_APP0 + 1, 0xFFFF);
    jpeg_save_markers(&info, JPEG_APP0 + 2, 0xFFFF);
    jpeg_read_header(&info, TRUE);
    choose_colours(&info);
    result->width = info.image_width;
    result->height = info.image_height;
    result->components = info.out_color_space == JCS_GRAYSCALE ? 1 : info.out_color_space == JCS_CMYK ? 4 : 3;
    result->adobe = info.saw_Adobe_marker;
    result->orientation = orientation(&info);
    JOCTET *icc = NULL;
    unsigned int icc_size = 0;
    if (jpeg_read_icc_profile(&info, &icc, &icc_size)) {
        result->icc = icc;
        result->icc_size = icc_size;
    }
    jpeg_destroy_decompress(&info);
    return 0;
}

int cjpegreader_decode(const uint8_t *data, size_t size, int scale_num, uint8_t *pixels, size_t capacity,
                       uint32_t *width, uint32_t *height, char *text, size_t text_size) {
    struct jpeg_decompress_struct info;
    ErrorHandler handler;
    start(&info, &handler, text, text_size);
    if (setjmp(handler.jump)) {
        jpeg_destroy_decompress(&info);
        return 1;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, (unsigned long)size);
    jpeg_read_header(&info, TRUE);
    choose_colours(&info);
    info.scale_num = (unsigned int)(scale_num < 1 ? 1 : scale_num > 8 ? 8 : scale_num);
    info.scale_denom = 8;
    jpeg_start_decompress(&info);
    size_t row = (size_t)info.output_width * (size_t)info.output_components;
    if (!pixels || row * info.output_height > capacity) {
        snprintf(text, text_size, "%ux%u pixels do not fit the %zu bytes given for them", info.output_width,
                 info.output_height, capacity);
        jpeg_destroy_decompress(&info);
        return 1;
    }
    while (info.output_scanline < info.output_height) {
        JSAMPROW line = pixels + row * info.output_scanline;
        jpeg_read_scanlines(&info, &line, 1);
    }
    jpeg_finish_decompress(&info);
    *width = info.output_width;
    *height = info.output_height;
    jpeg_destroy_decompress(&info);
    return 0;
}

void cjpegreader_free(void *pointer) { free(pointer); }
