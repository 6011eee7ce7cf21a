#include <libavformat/avformat.h>
#include <libavformat/avio.h>
#include <libavcodec/avcodec.h>
#include <libswresample/swresample.h>
#include <libavutil/channel_layout.h>
#include <libavutil/error.h>
#include <libavutil/log.h>
#include <libavutil/mem.h>
#include <libavutil/samplefmt.h>
#include <libavutil/tx.h>
#include <errno.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

/* FFmpeg's error codes are macros, which Swift does not import. */
static inline int wordpack_averror_eagain(void) { return AVERROR(EAGAIN); }
static inline int wordpack_averror_eof(void) { return AVERROR_EOF; }
static inline int wordpack_averror_enomem(void) { return AVERROR(ENOMEM); }
static inline int wordpack_averror_exit(void) { return AVERROR_EXIT; }

/* A recording read by FFmpeg from one descriptor wordpack opened (a regular file, checked), never from a URL:
   FFmpeg's demuxers are handed this file's bytes and nothing else, and every nested open a demuxer asks for
   (an HLS or concat list's entries, an MP4's external data references) is refused. */
typedef struct {
    int descriptor;
    /* CLOCK_MONOTONIC seconds after which every read fails (wordpack_av_now). */
    double deadline;
} wordpack_av_file;

static inline double wordpack_av_now(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (double)now.tv_sec + (double)now.tv_nsec / 1e9;
}

static inline int wordpack_av_file_read(void *opaque, uint8_t *buffer, int size) {
    wordpack_av_file *file = opaque;
    if (wordpack_av_now() > file->deadline) return AVERROR_EXIT;
    ssize_t count;
    do {
        count = read(file->descriptor, buffer, (size_t)size);
    } while (count < 0 && errno == EINTR);
    if (count < 0) return AVERROR(errno);
    if (count == 0) return AVERROR_EOF;
    return (int)count;
}

static inline int64_t wordpack_av_file_seek(void *opaque, int64_t offset, int whence) {
    wordpack_av_file *file = opaque;
    if (whence & AVSEEK_SIZE) {
        struct stat info;
        return fstat(file->descriptor, &info) == 0 ? (int64_t)info.st_size : AVERROR(errno);
    }
    off_t position = lseek(file->descriptor, (off_t)offset, whence & ~AVSEEK_FORCE);
    return position < 0 ? AVERROR(errno) : (int64_t)position;
}

static inline int wordpack_av_refuse_open(
    struct AVFormatContext *context, AVIOContext **io, const char *url, int flags, AVDictionary **options) {
    (void)context; (void)io; (void)url; (void)flags; (void)options;
    return AVERROR(EPERM);
}

/* An AVIOContext reading `file`, or NULL; freed by wordpack_av_file_context_free. */
static inline AVIOContext *wordpack_av_file_context(wordpack_av_file *file) {
    const int size = 1 << 16;
    unsigned char *buffer = av_malloc(size);
    if (!buffer) return NULL;
    AVIOContext *io = avio_alloc_context(buffer, size, 0, file, wordpack_av_file_read, NULL, wordpack_av_file_seek);
    if (!io) av_free(buffer);
    return io;
}

static inline void wordpack_av_file_context_free(AVIOContext **io) {
    if (!*io) return;
    av_freep(&(*io)->buffer);
    avio_context_free(io);
}

/* The format context reads `io` and opens nothing else: no protocol, no nested URL. */
static inline void wordpack_av_confine(AVFormatContext *context, AVIOContext *io) {
    context->pb = io;
    context->flags |= AVFMT_FLAG_CUSTOM_IO;
    context->io_open = wordpack_av_refuse_open;
}
