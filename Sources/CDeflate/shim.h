#include <stddef.h>
#include <libdeflate.h>
