#if os(Linux)
// `import Combine` on Linux: AnimaCombine's subset of Combine (publishers as closures, ObservableObject, @Published,
// the timer publisher on AnimaUIKit's virtual clock), which `import SwiftUI` brings along as on iOS.
@_exported import AnimaCombine
#endif
