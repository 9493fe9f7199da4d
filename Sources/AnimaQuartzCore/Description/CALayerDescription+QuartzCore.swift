#if canImport(Darwin) || os(Linux)
import AnimaCore
import AnimaExport
import Foundation
#if canImport(Darwin)
import QuartzCore
#else
// Linux: AnimaUIKit has QuartzCore's names on a virtual clock (the round-trip tests run the adapter there).
import AnimaUIKit
#endif

extension CALayerDescription {
    /// A real CALayer of the description's class with its mask, sublayers and animations, every field copied;
    /// animations begin relative to `start`.
    ///
    /// The property table's properties are set by key-value coding under their Core Animation keys, so a property
    /// added to the table needs nothing here.
    #if os(Linux)
    @MainActor
    #endif
    public func makeLayer(start: CFTimeInterval) -> CALayer {
        let layer = Self.makeEmptyLayer(className)
        layer.name = name
        for (keyPath, value) in properties.sorted(by: { $0.key < $1.key }) {
            guard let key = PropertyKey(keyPath: keyPath) else { continue }
            layer.setValue(value.animationValue, forKey: key.descriptor.coreAnimationKey)
        }
        if let v = maskedCorners { layer.maskedCorners = CACornerMask(rawValue: UInt(v)) }
        if let v = masksToBounds { layer.masksToBounds = v }
        applyStyles(to: layer)
        applyContents(to: layer)
        if let v = beginTime { layer.beginTime = v }
        if let v = speed { layer.speed = Float(v) }
        if let v = timeOffset { layer.timeOffset = v }
        if let v = duration { layer.duration = v }
        if let v = repeatCount { layer.repeatCount = Float(v) }
        if let v = repeatDuration { layer.repeatDuration = v }
        if let v = autoreverses { layer.autoreverses = v }
        if let v = fillMode { layer.fillMode = CAMediaTimingFillMode(rawValue: v) }
        layer.mask = mask?.first?.makeLayer(start: start)
        for sub in sublayers { layer.addSublayer(sub.makeLayer(start: start)) }
        for a in animations { layer.add(a.makeAnimation(start: start), forKey: a.key) }
        return layer
    }

    #if os(Linux)
    @MainActor
    #endif
    private static func makeEmptyLayer(_ className: String) -> CALayer {
        switch className {
        case "CAShapeLayer": CAShapeLayer()
        case "CAGradientLayer": CAGradientLayer()
        case "CATextLayer": CATextLayer()
        case "CAReplicatorLayer": CAReplicatorLayer()
        case "CATransformLayer": CATransformLayer()
        default: CALayer()
        }
    }

    /// The shape, gradient and text styles the property table does not list (they do not animate).
    #if os(Linux)
    @MainActor
    #endif
    private func applyStyles(to layer: CALayer) {
        if let s = layer as? CAShapeLayer {
            if let v = lineCap { s.lineCap = CAShapeLayerLineCap(rawValue: v) }
            if let v = lineJoin { s.lineJoin = CAShapeLayerLineJoin(rawValue: v) }
            if let v = lineDashPattern { s.lineDashPattern = v.map { NSNumber(value: $0) } }
            if let v = fillRule { s.fillRule = CAShapeLayerFillRule(rawValue: v) }
        }
        if let g = layer as? CAGradientLayer, let v = gradientType { g.type = CAGradientLayerType(rawValue: v) }
        if let t = layer as? CATextLayer {
            t.string = string
            #if canImport(Darwin)
            if let v = fontName { t.font = v as CFString }
            #else
            if let v = fontName { t.font = v }
            #endif
            if let v = alignmentMode { t.alignmentMode = CATextLayerAlignmentMode(rawValue: v) }
            if let v = isWrapped { t.isWrapped = v }
            if let v = truncationMode { t.truncationMode = CATextLayerTruncationMode(rawValue: v) }
        }
    }

    /// `contents` (a base64 `data:` URI of a PNG or JPEG) decoded by the platform, and the contents styles.
    #if os(Linux)
    @MainActor
    #endif
    private func applyContents(to layer: CALayer) {
        if let uri = contents, let comma = uri.firstIndex(of: ","),
           let data = Data(base64Encoded: String(uri[uri.index(after: comma)...])) {
            layer.contents = Self.image(data, isJPEG: uri.hasPrefix("data:image/jpeg"))
        }
        if let v = contentsGravity { layer.contentsGravity = CALayerContentsGravity(rawValue: v) }
        if let v = minificationFilter { layer.minificationFilter = CALayerContentsFilter(rawValue: v) }
        if let v = magnificationFilter { layer.magnificationFilter = CALayerContentsFilter(rawValue: v) }
    }

    #if os(Linux)
    @MainActor
    #endif
    private static func image(_ data: Data, isJPEG: Bool) -> CGImage? {
        #if canImport(Darwin)
        guard let provider = CGDataProvider(data: data as CFData) else { return nil }
        return isJPEG
            ? CGImage(jpegDataProviderSource: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent)
            : CGImage(pngDataProviderSource: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent)
        #else
        return UIImage(data: data)?.cgImage
        #endif
    }
}

extension CASceneDescription {
    /// A root layer of the canvas size holding the scene's layers, their animations starting at `start`
    /// (`CACurrentMediaTime()` by default).
    #if os(Linux)
    @MainActor
    #endif
    public func makeRootLayer(start: CFTimeInterval = CACurrentMediaTime()) -> CALayer {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: width, height: height)
        root.anchorPoint = .zero
        root.backgroundColor = background.cgColor
        for layer in layers { root.addSublayer(layer.makeLayer(start: start)) }
        return root
    }
}

extension Scene {
    /// The scene as real Core Animation layers (through its description), starting at `start`.
    #if os(Linux)
    @MainActor
    #endif
    public func makeRootLayer(start: CFTimeInterval = CACurrentMediaTime()) -> CALayer {
        CADescriptionBuilder().describe(self).description.makeRootLayer(start: start)
    }
}
#endif
