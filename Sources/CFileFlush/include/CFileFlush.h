#ifndef CFILEFLUSH_H
#define CFILEFLUSH_H

/// syncfs(2): flushes every file written on the file system that holds `descriptor`. glibc declares it only
/// for _GNU_SOURCE, which Swift's Glibc module does not define.
int wordpack_syncfs(int descriptor);

#endif
