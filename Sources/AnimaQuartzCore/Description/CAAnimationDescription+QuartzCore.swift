#if canImport(Darwin) && canImport(QuartzCore)
import Anima
import QuartzCore

extension CAAnimationDescription {
    /// A real CAAnimation with every field of the description copied; a top-level `beginTime` is added to `start`
    /// (the layer's current time), as Core Animation expects absolute begin times.
    public func makeAnimation(start: CFTimeInterval? = nil) -> CAAnimation {
        let animation: CAAnimation
        switch className {
        case "CAKeyframeAnimation":
            let k = CAKeyframeAnimation(keyPath: keyPath)
            k.values = values?.map(\.animationValue)
            k.keyTimes = keyTimes?.map { NSNumber(value: $0) }
            k.timingFunctions = timingFunctions?.map(\.mediaTimingFunction)
            k.calculationMode = calculationMode.map { CAAnimationCalculationMode(rawValue: $0) } ?? .linear
            k.rotationMode = rotationMode.map { CAAnimationRotationMode(rawValue: $0) }
            k.path = path.map { CGPath.anima(svgPathData: $0) }
            k.tensionValues = tensionValues?.map { NSNumber(value: $0) }
            k.continuityValues = continuityValues?.map { NSNumber(value: $0) }
            k.biasValues = biasValues?.map { NSNumber(value: $0) }
            animation = k
        case "CASpringAnimation":
            let s = CASpringAnimation(keyPath: keyPath)
            copyRange(to: s)
            if let mass { s.mass = mass }
            if let stiffness { s.stiffness = stiffness }
            if let damping { s.damping = damping }
            if let initialVelocity { s.initialVelocity = initialVelocity }
            animation = s
        case "CAAnimationGroup":
            let g = CAAnimationGroup()
            g.animations = animations?.map { $0.makeAnimation() }
            animation = g
        default:
            let b = CABasicAnimation(keyPath: keyPath)
            copyRange(to: b)
            animation = b
        }
        animation.timingFunction = timingFunction?.mediaTimingFunction
        animation.beginTime = (start ?? 0) + beginTime
        animation.duration = duration
        animation.speed = Float(speed)
        animation.timeOffset = timeOffset
        animation.repeatCount = Float(repeatCount)
        animation.repeatDuration = repeatDuration
        animation.autoreverses = autoreverses
        animation.fillMode = CAMediaTimingFillMode(rawValue: fillMode)
        animation.isRemovedOnCompletion = isRemovedOnCompletion
        if let property = animation as? CAPropertyAnimation {
            property.isAdditive = isAdditive
            property.isCumulative = isCumulative
        }
        return animation
    }

    private func copyRange(to b: CABasicAnimation) {
        b.fromValue = fromValue?.animationValue
        b.toValue = toValue?.animationValue
        b.byValue = byValue?.animationValue
    }
}

extension CATimingFunctionDescription {
    /// The CAMediaTimingFunction: the named one when named, else from the control points.
    public var mediaTimingFunction: CAMediaTimingFunction {
        if let name { return CAMediaTimingFunction(name: CAMediaTimingFunctionName(rawValue: name)) }
        let c = controlPoints + [0, 0, 1, 1].dropFirst(controlPoints.count)
        return CAMediaTimingFunction(controlPoints: Float(c[0]), Float(c[1]), Float(c[2]), Float(c[3]))
    }
}
#endif
