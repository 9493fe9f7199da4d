#if !canImport(Darwin)
// `import UIKit` brings Foundation (CGFloat, CGPoint, TimeInterval, …) with it; so does `import AnimaUIKit`.
@_exported import Foundation
#endif
