#define _GNU_SOURCE
#include <fcntl.h>
#include <unistd.h>

#include "CFileFlush.h"

int wordpack_syncfs(int descriptor) { return syncfs(descriptor); }

int wordpack_start_writeback(int descriptor) {
    return sync_file_range(descriptor, 0, 0, SYNC_FILE_RANGE_WRITE);
}
