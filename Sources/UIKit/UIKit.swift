// `import UIKit` on Linux: AnimaUIKit's UIKit and QuartzCore names on its virtual clock, with what `import UIKit`
// brings along on iOS (QuartzCore, CoreGraphics, Foundation, Dispatch). Empty anywhere but Linux, so nothing named
// UIKit is ever built into an Apple target even if this target is (Package.swift declares it on Linux hosts only).
#if os(Linux)
@_exported import AnimaUIKit
@_exported import CoreGraphics
@_exported import Dispatch
@_exported import Foundation
#if canImport(FoundationNetworking)
// On Apple platforms `import UIKit` brings Foundation whole, `URLSession` included; on Linux that lives apart.
@_exported import FoundationNetworking
#endif
@_exported import QuartzCore
#endif
