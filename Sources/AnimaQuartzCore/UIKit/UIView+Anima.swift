#if canImport(Darwin) && canImport(QuartzCore) && canImport(UIKit)
import Anima
import QuartzCore
import UIKit

extension UIView {
    /// The name of the layer that `showSkeleton(_:)` adds.
    public static let animaSkeletonLayerName = "anima.skeleton"

    /// Covers the view with a skeleton scene (from AnimaSkeleton), its animations starting now.
    public func showSkeleton(_ scene: Scene) {
        hideSkeleton()
        let root = scene.makeRootLayer(start: layer.convertTime(CACurrentMediaTime(), from: nil))
        root.name = Self.animaSkeletonLayerName
        root.frame = bounds
        layer.addSublayer(root)
    }

    /// Removes the skeleton added by `showSkeleton(_:)` (and its animations).
    public func hideSkeleton() {
        layer.sublayers?.filter { $0.name == Self.animaSkeletonLayerName }.forEach { $0.removeFromSuperlayer() }
    }

    /// Runs a preset animation (from AnimaPresets) on the view's layer under `key` (default: the animation's key),
    /// replacing one already running under it.
    public func runPreset(_ animation: Animation, forKey key: String? = nil) {
        let description = CADescriptionBuilder().describe(animation: animation).description
        let start = layer.convertTime(CACurrentMediaTime(), from: nil)
        layer.add(description.makeAnimation(start: start), forKey: key ?? animation.key)
    }
}
#endif
