// The system GNU FriBidi, wrapped for Swift: the Unicode bidirectional algorithm (UAX #9) that orders mixed
// left-to-right and right-to-left runs within a paragraph of a text layer.
#include <fribidi.h>

// FriBidi's direction constants and tests are macros over bit masks, which Swift does not import: these name them.

/// The paragraph direction "from its first strong character" (UAX #9 rules P2 and P3, left to right without one).
static inline FriBidiParType anima_fribidi_direction_auto(void) { return FRIBIDI_PAR_ON; }

/// Whether a resolved paragraph direction is right to left.
static inline int anima_fribidi_is_rtl(FriBidiParType direction) { return FRIBIDI_IS_RTL(direction) ? 1 : 0; }
