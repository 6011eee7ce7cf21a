#include <libexif/exif-data.h>
