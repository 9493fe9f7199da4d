// The system FreeType 2, wrapped for Swift (glyph outlines for text layers).
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
