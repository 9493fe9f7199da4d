#if !canImport(Darwin)
import AnimaCore
import Foundation

/// An animation of a layer's whole rendering from how it looked before the transaction to how it looks after:
/// fade, push, move in or reveal.
///
/// A recording draws it with a still copy of the layer's subtree as it was just before (ids suffixed `~before`),
/// shown for the transition's duration beside the live layer: the copy fades out above it (a cross-dissolve, exact
/// where both are opaque), or the two slide by the layer's width or height.
open class CATransition: CAAnimation {
    /// The kind of transition (`.fade` by default).
    open var type = CATransitionType.fade
    /// The direction of a motion transition; nil moves as `.fromLeft`.
    open var subtype: CATransitionSubtype?
    /// Where the transition starts, 0…1 of its progress (stored; recordings play it whole).
    open var startProgress: Float = 0
    /// Where the transition ends, 0…1 of its progress (stored; recordings play it whole).
    open var endProgress: Float = 1

    /// Creates a fade.
    public required init() { super.init() }

    override func copyAttributes(to other: CAAnimation) {
        super.copyAttributes(to: other)
        guard let o = other as? CATransition else { return }
        o.type = type; o.subtype = subtype; o.startProgress = startProgress; o.endProgress = endProgress
    }

    /// A transition animates no property: the recording builds it from the layer's before and after.
    override func coreAnimation(_ issues: inout [ConversionIssue]) -> Animation? {
        if ![CATransitionType.fade, .push, .moveIn, .reveal].contains(type) {
            issues.append(ConversionIssue(keyPath: "", problem: "transition type '\(type.rawValue)' is not a public one; it plays as a fade"))
        }
        return nil
    }
}
#endif
