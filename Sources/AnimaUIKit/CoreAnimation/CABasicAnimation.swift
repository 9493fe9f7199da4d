#if !canImport(Darwin)
import AnimaCore
import Foundation

/// An animation from one value to another: any of `fromValue`, `toValue` and `byValue`.
open class CABasicAnimation: CAPropertyAnimation {
    /// The start value, or nil.
    open var fromValue: Any?
    /// The end value, or nil.
    open var toValue: Any?
    /// The change, or nil.
    open var byValue: Any?

    /// Creates an animation of nothing yet.
    public required init() { super.init() }

    override func copyAttributes(to other: CAAnimation) {
        super.copyAttributes(to: other)
        guard let o = other as? CABasicAnimation else { return }
        o.fromValue = fromValue; o.toValue = toValue; o.byValue = byValue
    }

    override func coreAnimation(_ issues: inout [ConversionIssue]) -> Animation? {
        guard let key = propertyKey(&issues) else { return nil }
        let values = BasicAnimation(from: convert(fromValue, key, role: "fromValue", &issues),
                                    to: convert(toValue, key, role: "toValue", &issues),
                                    by: convert(byValue, key, role: "byValue", &issues))
        return makeCore(key, .basic(values), &issues)
    }
}
#endif
