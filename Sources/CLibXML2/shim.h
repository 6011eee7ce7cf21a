#include <libxml/xmlreader.h>
#include <libxml/xmlwriter.h>
