#if !canImport(Darwin)
// C macros that `import UIKit` brings on iOS (through Darwin's math.h and dispatch/time.h) and that Glibc and
// Foundation do not export on Linux. Types and values are what Swift imports on iOS.

/// math.h's `HUGE` (= `MAXFLOAT`): what activity indicators set `repeatCount` to for "forever".
public var HUGE: Float { Float.greatestFiniteMagnitude }
/// math.h's largest finite `Float`.
public var MAXFLOAT: Float { Float.greatestFiniteMagnitude }
/// Nanoseconds per second (dispatch/time.h).
public var NSEC_PER_SEC: UInt64 { 1_000_000_000 }
/// Nanoseconds per millisecond (dispatch/time.h).
public var NSEC_PER_MSEC: UInt64 { 1_000_000 }
/// Microseconds per second (dispatch/time.h).
public var USEC_PER_SEC: UInt64 { 1_000_000 }
/// Nanoseconds per microsecond (dispatch/time.h).
public var NSEC_PER_USEC: UInt64 { 1_000 }
#endif
