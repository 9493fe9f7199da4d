// Stand-ins for the app's own identifiers that the seed snippets use (the only additions besides the imports).
//
// Provenance: the seed app's source was not in this repository when AnimaUIKit was written, so the Seed*.swift files
// beside this one are the snippets as the seed descriptions give them (DESIGN §1, research/uikit-swiftui-anchors
// §4.4, the Examples/*.json comments), written in the seed's UIKit style. When the verbatim seed code is at hand it
// replaces them; the permitted edits stay the import lines, these stand-ins, `#keyPath(…)` → its string and
// dropping `@objc`.
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
