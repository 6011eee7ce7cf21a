#include <lcms2.h>

/* lcms2's pixel formats are macros built from other macros, which Swift does not import: the ones wordpack uses,
 * as constants. */
static const cmsUInt32Number wordpack_lcms_RGBA_8 = TYPE_RGBA_8;
static const cmsUInt32Number wordpack_lcms_RGB_8 = TYPE_RGB_8;
static const cmsUInt32Number wordpack_lcms_CMYK_8 = TYPE_CMYK_8;
static const cmsUInt32Number wordpack_lcms_GRAY_8 = TYPE_GRAY_8;
