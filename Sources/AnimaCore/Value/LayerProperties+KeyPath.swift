extension LayerProperties {
    /// The property at a key path as a `Value`; `transform.*` parts are read from the transform's decomposition.
    public subscript(key: PropertyKey) -> Value {
        get {
            switch key {
            case .position: .point(position)
            case .positionX: .number(position.x)
            case .positionY: .number(position.y)
            case .bounds: .rect(bounds)
            case .boundsOrigin: .point(bounds.origin)
            case .boundsSize: .size(bounds.size)
            case .boundsWidth: .number(bounds.width)
            case .boundsHeight: .number(bounds.height)
            case .anchorPoint: .point(anchorPoint)
            case .zPosition: .number(zPosition)
            case .opacity: .number(opacity)
            case .isHidden: .bool(isHidden)
            case .backgroundColor: .color(backgroundColor)
            case .cornerRadius: .number(cornerRadius)
            case .borderWidth: .number(borderWidth)
            case .borderColor: .color(borderColor)
            case .shadowColor: .color(shadowColor)
            case .shadowOpacity: .number(shadowOpacity)
            case .shadowOffset: .size(shadowOffset)
            case .shadowRadius: .number(shadowRadius)
            case .transform: .transform(transform)
            case .rotation, .rotationX, .rotationY, .rotationZ, .scale, .scaleX, .scaleY, .scaleZ,
                 .translation, .translationX, .translationY, .translationZ:
                TransformComponents(transform)[key]
            case .colors: .colors(colors)
            case .locations: .numbers(locations)
            case .startPoint: .point(startPoint)
            case .endPoint: .point(endPoint)
            case .path: .path(path ?? Path())
            case .fillColor: .color(fillColor)
            case .strokeColor: .color(strokeColor)
            case .lineWidth: .number(lineWidth)
            case .miterLimit: .number(miterLimit)
            case .strokeStart: .number(strokeStart)
            case .strokeEnd: .number(strokeEnd)
            case .lineDashPhase: .number(lineDashPhase)
            case .contentsRect: .rect(contentsRect)
            case .contentsCenter: .rect(contentsCenter)
            case .contentsScale: .number(contentsScale)
            case .fontSize: .number(fontSize)
            case .foregroundColor: .color(foregroundColor)
            }
        }
        set {
            switch (key, newValue) {
            case (.position, .point(let p)): position = p
            case (.positionX, .number(let v)): position.x = v
            case (.positionY, .number(let v)): position.y = v
            case (.bounds, .rect(let r)): bounds = r
            case (.boundsOrigin, .point(let p)): bounds.origin = p
            case (.boundsSize, .size(let s)): bounds.size = s
            case (.boundsWidth, .number(let v)): bounds.size.width = v
            case (.boundsHeight, .number(let v)): bounds.size.height = v
            case (.anchorPoint, .point(let p)): anchorPoint = p
            case (.zPosition, .number(let v)): zPosition = v
            case (.opacity, .number(let v)): opacity = v
            case (.isHidden, .bool(let b)): isHidden = b
            case (.backgroundColor, .color(let c)): backgroundColor = c
            case (.cornerRadius, .number(let v)): cornerRadius = v
            case (.borderWidth, .number(let v)): borderWidth = v
            case (.borderColor, .color(let c)): borderColor = c
            case (.shadowColor, .color(let c)): shadowColor = c
            case (.shadowOpacity, .number(let v)): shadowOpacity = v
            case (.shadowOffset, .size(let s)): shadowOffset = s
            case (.shadowRadius, .number(let v)): shadowRadius = v
            case (.transform, .transform(let t)): transform = t
            case (.rotation, _), (.rotationX, _), (.rotationY, _), (.rotationZ, _), (.scale, _), (.scaleX, _),
                 (.scaleY, _), (.scaleZ, _), (.translation, _), (.translationX, _), (.translationY, _),
                 (.translationZ, _):
                var parts = TransformComponents(transform)
                parts[key] = newValue
                transform = parts.matrix
            case (.colors, .colors(let cs)): colors = cs
            case (.locations, .numbers(let ns)): locations = ns
            case (.startPoint, .point(let p)): startPoint = p
            case (.endPoint, .point(let p)): endPoint = p
            case (.path, .path(let p)): path = p
            case (.fillColor, .color(let c)): fillColor = c
            case (.strokeColor, .color(let c)): strokeColor = c
            case (.lineWidth, .number(let v)): lineWidth = v
            case (.miterLimit, .number(let v)): miterLimit = v
            case (.strokeStart, .number(let v)): strokeStart = v
            case (.strokeEnd, .number(let v)): strokeEnd = v
            case (.lineDashPhase, .number(let v)): lineDashPhase = v
            case (.contentsRect, .rect(let r)): contentsRect = r
            case (.contentsCenter, .rect(let r)): contentsCenter = r
            case (.contentsScale, .number(let v)): contentsScale = v
            case (.fontSize, .number(let v)): fontSize = v
            case (.foregroundColor, .color(let c)): foregroundColor = c
            default: break  // A value of the wrong kind; the timeline rejects those before sampling.
            }
        }
    }
}
