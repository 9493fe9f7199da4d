#if canImport(UIKit)
import UIKit
#else
import AnimaUIKit
#endif
import Testing

/// The header the README and the UIKit articles show: on Linux it resolves to the `UIKit` module that re-exports
/// AnimaUIKit (or to AnimaUIKit itself without it), so UIKit's names compile.
@MainActor @Test func conditionalUIKitImportCompiles() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(view.bounds.width == 10)
}
