#if canImport(Darwin) && canImport(QuartzCore)
import Anima
import QuartzCore

extension CALayerDescription {
    /// A real CALayer (or CAShapeLayer / CAGradientLayer) with its sublayers and animations, every field copied;
    /// animations begin relative to `start`.
    public func makeLayer(start: CFTimeInterval) -> CALayer {
        let layer: CALayer
        switch className {
        case "CAShapeLayer": layer = makeShapeLayer()
        case "CAGradientLayer": layer = makeGradientLayer()
        case "CATextLayer": layer = makeTextLayer()
        default: layer = CALayer()
        }
        layer.name = name
        if let v = bounds?.cgRect { layer.bounds = v }
        if let v = anchorPoint?.cgPoint { layer.anchorPoint = v }
        if let v = position?.cgPoint { layer.position = v }
        if let v = zPosition { layer.zPosition = v }
        if let v = transform?.caTransform { layer.transform = v }
        if let v = opacity { layer.opacity = Float(v) }
        if let v = isHidden { layer.isHidden = v }
        if let v = backgroundColor?.cgColor { layer.backgroundColor = v }
        if let v = cornerRadius { layer.cornerRadius = v }
        if let v = maskedCorners { layer.maskedCorners = CACornerMask(rawValue: UInt(v)) }
        if let v = masksToBounds { layer.masksToBounds = v }
        if let v = borderWidth { layer.borderWidth = v }
        if let v = borderColor?.cgColor { layer.borderColor = v }
        if let v = shadowColor?.cgColor { layer.shadowColor = v }
        if let v = shadowOpacity { layer.shadowOpacity = Float(v) }
        if let v = shadowOffset?.cgSize { layer.shadowOffset = v }
        if let v = shadowRadius { layer.shadowRadius = v }
        applyContents(to: layer)
        if let v = beginTime { layer.beginTime = v }
        if let v = speed { layer.speed = Float(v) }
        if let v = timeOffset { layer.timeOffset = v }
        for sub in sublayers { layer.addSublayer(sub.makeLayer(start: start)) }
        for a in animations { layer.add(a.makeAnimation(start: start), forKey: a.key) }
        return layer
    }

    private func makeShapeLayer() -> CAShapeLayer {
        let s = CAShapeLayer()
        s.path = path.map { CGPath.anima(svgPathData: $0) }
        if let v = fillColor?.cgColor { s.fillColor = v }
        if let v = strokeColor?.cgColor { s.strokeColor = v }
        if let v = lineWidth { s.lineWidth = v }
        if let v = lineCap { s.lineCap = CAShapeLayerLineCap(rawValue: v) }
        if let v = lineJoin { s.lineJoin = CAShapeLayerLineJoin(rawValue: v) }
        if let v = miterLimit { s.miterLimit = v }
        if let v = lineDashPattern { s.lineDashPattern = v.map { NSNumber(value: $0) } }
        if let v = lineDashPhase { s.lineDashPhase = v }
        if let v = strokeStart { s.strokeStart = v }
        if let v = strokeEnd { s.strokeEnd = v }
        if let v = fillRule { s.fillRule = CAShapeLayerFillRule(rawValue: v) }
        return s
    }

    /// `contents` (a base64 `data:` URI of a PNG or JPEG) decoded by Core Graphics, and the contents fields.
    private func applyContents(to layer: CALayer) {
        if let uri = contents, let comma = uri.firstIndex(of: ","),
           let data = Data(base64Encoded: String(uri[uri.index(after: comma)...])),
           let provider = CGDataProvider(data: data as CFData) {
            let image = uri.hasPrefix("data:image/jpeg")
                ? CGImage(jpegDataProviderSource: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent)
                : CGImage(pngDataProviderSource: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent)
            layer.contents = image
        }
        if let v = contentsGravity { layer.contentsGravity = CALayerContentsGravity(rawValue: v) }
        if let v = contentsRect?.cgRect { layer.contentsRect = v }
        if let v = contentsCenter?.cgRect { layer.contentsCenter = v }
        if let v = contentsScale { layer.contentsScale = v }
        if let v = minificationFilter { layer.minificationFilter = CALayerContentsFilter(rawValue: v) }
        if let v = magnificationFilter { layer.magnificationFilter = CALayerContentsFilter(rawValue: v) }
    }

    private func makeTextLayer() -> CATextLayer {
        let t = CATextLayer()
        t.string = string
        if let v = fontName { t.font = v as CFString }
        if let v = fontSize { t.fontSize = v }
        if let v = foregroundColor?.cgColor { t.foregroundColor = v }
        if let v = alignmentMode { t.alignmentMode = CATextLayerAlignmentMode(rawValue: v) }
        if let v = isWrapped { t.isWrapped = v }
        if let v = truncationMode { t.truncationMode = CATextLayerTruncationMode(rawValue: v) }
        return t
    }

    private func makeGradientLayer() -> CAGradientLayer {
        let g = CAGradientLayer()
        if case .colors? = colors, let list = colors?.animationValue as? [Any] { g.colors = list }
        g.locations = locations?.map { NSNumber(value: $0) }
        if let v = startPoint?.cgPoint { g.startPoint = v }
        if let v = endPoint?.cgPoint { g.endPoint = v }
        if let v = gradientType { g.type = CAGradientLayerType(rawValue: v) }
        return g
    }
}

extension CASceneDescription {
    /// A root layer of the canvas size holding the scene's layers, their animations starting at `start`
    /// (`CACurrentMediaTime()` by default).
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
    public func makeRootLayer(start: CFTimeInterval = CACurrentMediaTime()) -> CALayer {
        CADescriptionBuilder().describe(self).description.makeRootLayer(start: start)
    }
}
#endif
