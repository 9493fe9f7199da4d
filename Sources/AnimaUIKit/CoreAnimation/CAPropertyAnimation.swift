#if !canImport(Darwin)
import AnimaCore
import Foundation

/// An animation of one property named by its key path.
open class CAPropertyAnimation: CAAnimation {
    /// The animated property (`"position"`, `"transform.rotation.z"`, …).
    open var keyPath: String?
    /// Adds to the underlying value instead of replacing it.
    open var isAdditive = false
    /// Each repeat continues from where the previous one ended.
    open var isCumulative = false

    /// Creates an animation of nothing yet.
    public required init() { super.init() }

    /// Creates an animation of `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    override func copyAttributes(to other: CAAnimation) {
        super.copyAttributes(to: other)
        guard let o = other as? CAPropertyAnimation else { return }
        o.keyPath = keyPath; o.isAdditive = isAdditive; o.isCumulative = isCumulative
    }

    override var animatedKeyPaths: [String] { keyPath.map { [$0] } ?? [] }

    /// The modelled key, or nil with an issue naming it.
    func propertyKey(_ issues: inout [ConversionIssue]) -> PropertyKey? {
        guard let keyPath else {
            issues.append(ConversionIssue(keyPath: "", problem: "the animation has no keyPath; it animates nothing"))
            return nil
        }
        guard let key = PropertyKey(keyPath: keyPath) else {
            issues.append(ConversionIssue(keyPath: keyPath, problem: "Anima does not model this property; the animation is kept but shows nothing"))
            return nil
        }
        return key
    }

    /// `any` as a value for `key`, with an issue when it has the wrong type or is not finite.
    func convert(_ any: Any?, _ key: PropertyKey, role: String, _ issues: inout [ConversionIssue]) -> Value? {
        guard let any else { return nil }
        guard let v = AnyValue.value(any, kind: key.valueKind) else {
            issues.append(ConversionIssue(keyPath: key.keyPath,
                                          problem: "\(role) is a \(AnyValue.typeName(any)); a \(key.valueKind.rawValue) was expected, so it is ignored"))
            return nil
        }
        guard v.isFinite else {
            issues.append(ConversionIssue(keyPath: key.keyPath, problem: "\(role) contains NaN or an infinity, so it is ignored"))
            return nil
        }
        return v
    }

    /// An AnimaCore animation of `key` with this animation's timing.
    func makeCore(_ key: PropertyKey, _ content: Animation.Content, _ issues: inout [ConversionIssue]) -> Animation {
        Animation(keyPath: key, content: content, timing: mediaTiming(&issues),
                  timingFunction: timingFunction?.timingFunction, isAdditive: isAdditive, isCumulative: isCumulative)
    }
}
#endif
