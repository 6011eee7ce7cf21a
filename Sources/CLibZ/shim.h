// zlib's raw inflate, for the parts of an XLSX or ODS package read while streaming (PackedPart.swift).
#include <zlib.h>
