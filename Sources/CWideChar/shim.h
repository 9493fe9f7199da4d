// The C library's wide-character functions, which Swift's Glibc module leaves out. The renderer uses wmemset to
// fill runs of 32-bit pixels: glibc picks the widest stores the CPU has at run time (AVX2/AVX-512), which Swift
// code built for the x86-64 baseline cannot (16-byte SSE2 stores).
#include <wchar.h>
