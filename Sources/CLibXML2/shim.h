// libxml2 as Swift sees it. Debian builds libxml2 with ICU, and its encoding.h then includes the system's
// ICU headers, whose types clash with the copy of ICU inside Foundation ("'UErrorCode' has different
// definitions in different modules") in any module that imports both. wordpack never touches the ICU
// members of libxml2's encoding-handler struct (it only passes pointers to libxml2's own objects), so
// the ICU part of the headers is left out of what Swift imports; the library itself is unchanged.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/xmlreader.h>
#include <libxml/SAX2.h>
#include <libxml/parserInternals.h>
#include <libxml/xmlwriter.h>

// libxml2's deallocator is a global variable (xmlMemSetup can replace it), which Swift 6 refuses to read from
// code that may run on any thread; wordpack never replaces it, so reading it here is safe.
static inline void wordpack_xmlFree(void *memory) { xmlFree(memory); }
