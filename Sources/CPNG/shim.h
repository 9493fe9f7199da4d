// The system libpng, wrapped for Swift. Only the simplified API (png_image_*) is used: it reports errors in the
// png_image struct instead of longjmp-ing, which would unwind through Swift frames.
#include <png.h>
