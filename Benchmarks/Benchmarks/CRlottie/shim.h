// Debian's librlottie-dev, for benchmarks only: the Lottie player Anima's frames are timed against.
#include <rlottie_capi.h>
