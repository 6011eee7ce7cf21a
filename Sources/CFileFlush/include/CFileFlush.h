#ifndef CFILEFLUSH_H
#define CFILEFLUSH_H

/// syncfs(2): flushes every file written on the file system that holds `descriptor`. glibc declares it only
/// for _GNU_SOURCE, which Swift's Glibc module does not define.
int wordpack_syncfs(int descriptor);

/// sync_file_range(2) with SYNC_FILE_RANGE_WRITE over the whole file: starts writing what was written to
/// `descriptor`'s file out to its disk, without waiting for it (a later fsync then has less to wait for).
int wordpack_start_writeback(int descriptor);

#endif
