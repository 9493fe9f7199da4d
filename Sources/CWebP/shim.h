// The system libwebp, wrapped for Swift: the encoder (encode.h) and the animation muxer (mux.h, WebPAnimEncoder).
// The *Init functions are static inline wrappers that pass the ABI version, which Swift can call directly.
#include <webp/encode.h>
#include <webp/mux.h>
