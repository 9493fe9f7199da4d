// libjpeg-turbo's TurboJPEG API, wrapped for Swift: it returns error codes instead of calling a longjmp-based
// error_exit, so a corrupt file is an error value, never a jump through Swift frames.
#include <turbojpeg.h>
