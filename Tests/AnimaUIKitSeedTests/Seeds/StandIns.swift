// Stand-ins for the app's own identifiers that the seed snippets use (the only additions besides the imports).
#if canImport(UIKit)
import UIKit
#else
import AnimaUIKit
#endif

/// The app's layout flag.
@MainActor var baseIsCompact = true

/// The app's skeleton grey.
@MainActor var gradientLightGrey = UIColor(red: 0.9, green: 0.9, blue: 0.92, alpha: 1)

/// The app's completion for the card animator.
@MainActor var animatorCompletion: @MainActor @Sendable (UIViewAnimatingPosition) -> Void = { _ in }
