#define _GNU_SOURCE
#include <unistd.h>

#include "CFileFlush.h"

int wordpack_syncfs(int descriptor) { return syncfs(descriptor); }
