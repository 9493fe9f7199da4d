// `import CoreGraphics` on Linux: AnimaUIKit's CGPath, CGColor, CGAffineTransform and Foundation's CGFloat,
// CGPoint, CGSize and CGRect. Empty anywhere but Linux (see Sources/UIKit/UIKit.swift).
#if os(Linux)
@_exported import AnimaUIKit
@_exported import Foundation
#endif
