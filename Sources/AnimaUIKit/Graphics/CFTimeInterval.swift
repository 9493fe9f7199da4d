#if !canImport(Darwin)
import Foundation

/// Seconds, as Core Foundation's `CFTimeInterval`.
public typealias CFTimeInterval = Double
#endif
