#if !canImport(Darwin)
import AnimaCore
import Foundation

/// Animations run together on one clock; children are clipped, not scaled, to the group's duration. A child whose
/// `duration` is not set lasts the group's, and the group's `timingFunction` paces its children (AnimaCore's rules).
open class CAAnimationGroup: CAAnimation {
    /// The children; their `beginTime` is an offset from the group's start.
    open var animations: [CAAnimation]?

    /// Creates an empty group.
    public required init() { super.init() }

    override func copyAttributes(to other: CAAnimation) {
        super.copyAttributes(to: other)
        guard let o = other as? CAAnimationGroup else { return }
        o.animations = animations?.compactMap { $0.copy() as? CAAnimation }
    }

    override var animatedKeyPaths: [String] { (animations ?? []).flatMap(\.animatedKeyPaths) }

    override func coreAnimation(_ issues: inout [ConversionIssue]) -> Animation? {
        let children = (animations ?? []).compactMap { $0.coreAnimation(&issues) }
        return Animation(keyPath: nil, content: .group(children), timing: mediaTiming(&issues),
                         timingFunction: timingFunction?.timingFunction)
    }
}
#endif
