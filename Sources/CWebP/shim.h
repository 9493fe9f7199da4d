// The system libwebp, wrapped for Swift: the encoder (encode.h), the animation muxer (mux.h, WebPAnimEncoder) and
// the animation demuxer (demux.h, WebPAnimDecoder, which the lossy encoder decodes its candidates with).
// The *Init functions are static inline wrappers that pass the ABI version, which Swift can call directly.
#include <webp/encode.h>
#include <webp/decode.h>
#include <webp/mux.h>
#include <webp/demux.h>
