#if os(Linux)
// `import SwiftUI` on Linux: SwiftUI's names from AnimaSwiftUI (with Foundation, Observation and UIKit's views).
@_exported import AnimaSwiftUI
#if canImport(FoundationNetworking)
// On Apple platforms `import SwiftUI` brings Foundation whole, `URLSession` included; on Linux that lives apart.
@_exported import FoundationNetworking
#endif
#endif
