#if canImport(QuartzCore)
import QuartzCore
#endif
