#if !canImport(Darwin)
import AnimaCore
import Foundation

/// An animation through a list of values (or along a path) at given key times.
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The keyframe values.
    open var values: [Any]?
    /// A path for point properties; replaces `values`.
    open var path: CGPath?
    /// Fractions of the duration at which each value is reached.
    open var keyTimes: [NSNumber]?
    /// One timing function per segment; extra ones are ignored, as QuartzCore ignores them.
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How values between keyframes are computed.
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// Kochanek–Bartels parameters for the cubic modes.
    open var tensionValues: [NSNumber]?
    /// Kochanek–Bartels parameters for the cubic modes.
    open var continuityValues: [NSNumber]?
    /// Kochanek–Bartels parameters for the cubic modes.
    open var biasValues: [NSNumber]?
    /// Whether a layer moving along `path` turns with it.
    open var rotationMode: CAAnimationRotationMode?

    /// Creates an animation of nothing yet.
    public required init() { super.init() }

    override func copyAttributes(to other: CAAnimation) {
        super.copyAttributes(to: other)
        guard let o = other as? CAKeyframeAnimation else { return }
        o.values = values; o.path = path; o.keyTimes = keyTimes; o.timingFunctions = timingFunctions
        o.calculationMode = calculationMode; o.tensionValues = tensionValues; o.continuityValues = continuityValues
        o.biasValues = biasValues; o.rotationMode = rotationMode
    }

    override func coreAnimation(_ issues: inout [ConversionIssue]) -> Animation? {
        guard let key = propertyKey(&issues) else { return nil }
        let mode = KeyframeAnimation.CalculationMode(rawValue: calculationMode.rawValue) ?? .linear
        var converted: [Value] = []
        for (i, any) in (values ?? []).enumerated() {
            guard let v = convert(any, key, role: "values[\(i)]", &issues) else { return nil }
            converted.append(v)
        }
        let pointCount = path.map { PathMeasure($0.path).segmentCount + 1 } ?? converted.count
        guard pointCount > 0 else {
            issues.append(ConversionIssue(keyPath: key.keyPath, problem: "a keyframe animation without values or path animates nothing"))
            return nil
        }
        let content = KeyframeAnimation(
            values: converted, keyTimes: checkedKeyTimes(key, mode: mode, count: pointCount, &issues),
            timingFunctions: segmentFunctions(mode: mode, count: pointCount),
            calculationMode: mode, path: path?.path,
            rotationMode: rotationMode.flatMap { KeyframeAnimation.RotationMode(rawValue: $0.rawValue) },
            tensionValues: tensionValues?.map(\.doubleValue), continuityValues: continuityValues?.map(\.doubleValue),
            biasValues: biasValues?.map(\.doubleValue))
        return makeCore(key, .keyframe(content), &issues)
    }

    /// The key times as AnimaCore takes them, or nil (even spacing) where QuartzCore ignores an invalid array.
    private func checkedKeyTimes(_ key: PropertyKey, mode: KeyframeAnimation.CalculationMode, count: Int,
                                 _ issues: inout [ConversionIssue]) -> [Double]? {
        guard var times = keyTimes?.map(\.doubleValue) else { return nil }
        // Discrete mode takes one more key time than values; UIKit and most code pass one per value.
        if mode == .discrete, times.count == count { times.append(1) }
        let expected = mode == .discrete ? count + 1 : count
        guard times.count == expected else {
            issues.append(ConversionIssue(keyPath: key.keyPath,
                                          problem: "\(times.count) keyTimes for \(count) values; the key times are ignored (even spacing), as Core Animation ignores an invalid array"))
            return nil
        }
        let valid = times.allSatisfy { $0.isFinite && $0 >= 0 && $0 <= 1 } && zip(times, times.dropFirst()).allSatisfy { $0 <= $1 }
        guard valid else {
            issues.append(ConversionIssue(keyPath: key.keyPath,
                                          problem: "keyTimes \(times) leave 0…1 or decrease; they are ignored (even spacing), the documented rule for an invalid array"))
            return nil
        }
        return times
    }

    /// The first n − 1 timing functions (n = number of values), or nil when there are too few.
    private func segmentFunctions(mode: KeyframeAnimation.CalculationMode, count: Int) -> [TimingFunction]? {
        guard let fs = timingFunctions else { return nil }
        let segments = mode == .discrete ? count : count - 1
        guard fs.count >= segments else { return nil }
        return fs.prefix(segments).map(\.timingFunction)
    }
}
#endif
