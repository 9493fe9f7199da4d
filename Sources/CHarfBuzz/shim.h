// The system HarfBuzz, wrapped for Swift (text shaping). HarfBuzz's own OpenType font functions are used, not
// hb-ft, so glyph advances are exactly those `hb-shape` prints with its default font functions.
#include <hb.h>
