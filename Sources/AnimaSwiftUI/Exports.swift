#if !canImport(Darwin)
// Not `!canImport(SwiftUI)`: on Linux this package builds a module named SwiftUI, which would hide this one.
// `import SwiftUI` brings Foundation (CGFloat, CGPoint, TimeInterval, …), Observation and UIKit's views with it.
@_exported import AnimaUIKit
@_exported import Foundation
@_exported import Observation
#endif
