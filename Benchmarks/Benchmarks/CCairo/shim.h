// Debian's libcairo2-dev, for benchmarks only: the reference the rasterizer is timed against.
#include <cairo/cairo.h>
