#include <libavformat/avformat.h>
#include <libavcodec/avcodec.h>
#include <libswresample/swresample.h>
#include <libavutil/channel_layout.h>
#include <libavutil/error.h>
#include <libavutil/log.h>
#include <libavutil/samplefmt.h>
#include <libavutil/tx.h>

/* FFmpeg's error codes are macros, which Swift does not import. */
static inline int wordpack_averror_eagain(void) { return AVERROR(EAGAIN); }
static inline int wordpack_averror_eof(void) { return AVERROR_EOF; }
