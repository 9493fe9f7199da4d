// The system fontconfig, wrapped for Swift (font name → file resolution).
#include <fontconfig/fontconfig.h>
