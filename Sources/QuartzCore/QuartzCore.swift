// `import QuartzCore` on Linux: AnimaUIKit's Core Animation names (CALayer, CABasicAnimation, CACurrentMediaTime, …)
// with CoreGraphics and Foundation, as on iOS. Empty anywhere but Linux (see Sources/UIKit/UIKit.swift).
#if os(Linux)
@_exported import AnimaUIKit
@_exported import CoreGraphics
@_exported import Foundation
#endif
