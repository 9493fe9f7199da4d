#if !canImport(Darwin)
// Not `!canImport(SwiftUI)`: on Linux this package builds a module named SwiftUI, which would hide this one.
// `import SwiftUI` brings Foundation (CGFloat, CGPoint, TimeInterval, …), Observation, Combine's names
// (ObservableObject, @Published, Timer.publish) and UIKit's views with it, as on iOS.
@_exported import AnimaCombine
@_exported import AnimaUIKit
@_exported import Foundation
@_exported import Observation
#endif
