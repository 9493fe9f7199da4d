#if os(Linux)
// `import SwiftUI` on Linux: SwiftUI's names from AnimaSwiftUI (with Foundation, Observation and UIKit's views).
@_exported import AnimaSwiftUI
#endif
