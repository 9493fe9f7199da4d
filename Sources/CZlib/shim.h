// The system zlib, wrapped for Swift. deflateInit2/inflateInit are function-like macros Swift cannot import,
// so the Swift side calls deflateInit2_/inflateInit_ with ZLIB_VERSION and sizeof(z_stream) (see Deflater.swift).
#include <zlib.h>
