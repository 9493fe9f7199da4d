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
            case .rotation, .rotationX, .rotationY, .rotationZ, .scale, .scaleX, .scaleY, .scaleZ, .scaleXY,
                 .translation, .translationX, .translationY, .translationZ:
                TransformComponents(transform)[key]
            case .sublayerTransform: .transform(sublayerTransform)
            case .sublayerRotation, .sublayerRotationX, .sublayerRotationY, .sublayerRotationZ, .sublayerScale,
                 .sublayerScaleX, .sublayerScaleY, .sublayerScaleZ, .sublayerScaleXY, .sublayerTranslation,
                 .sublayerTranslationX, .sublayerTranslationY, .sublayerTranslationZ:
                TransformComponents(sublayerTransform)[key.sublayerCounterpart ?? key]
            case .isDoubleSided: .bool(isDoubleSided)
            case .instanceCount: .number(Double(instanceCount))
            case .instanceDelay: .number(instanceDelay)
            case .instanceTransform: .transform(instanceTransform)
            case .instanceColor: .color(instanceColor)
            case .instanceRedOffset: .number(instanceRedOffset)
            case .instanceGreenOffset: .number(instanceGreenOffset)
            case .instanceBlueOffset: .number(instanceBlueOffset)
            case .instanceAlphaOffset: .number(instanceAlphaOffset)
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
            default: tableValue(key)
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
                 (.scaleY, _), (.scaleZ, _), (.scaleXY, _), (.translation, _), (.translationX, _), (.translationY, _),
                 (.translationZ, _):
                var parts = TransformComponents(transform)
                parts[key] = newValue
                transform = parts.matrix
            case (.sublayerTransform, .transform(let t)): sublayerTransform = t
            case (.sublayerRotation, _), (.sublayerRotationX, _), (.sublayerRotationY, _), (.sublayerRotationZ, _),
                 (.sublayerScale, _), (.sublayerScaleX, _), (.sublayerScaleY, _), (.sublayerScaleZ, _),
                 (.sublayerScaleXY, _), (.sublayerTranslation, _), (.sublayerTranslationX, _), (.sublayerTranslationY, _),
                 (.sublayerTranslationZ, _):
                var parts = TransformComponents(sublayerTransform)
                parts[key.sublayerCounterpart ?? key] = newValue
                sublayerTransform = parts.matrix
            case (.isDoubleSided, .bool(let b)): isDoubleSided = b
            case (.instanceCount, .number(let v)): instanceCount = LayerProperties.instanceCount(v)
            case (.instanceDelay, .number(let v)): instanceDelay = v
            case (.instanceTransform, .transform(let t)): instanceTransform = t
            case (.instanceColor, .color(let c)): instanceColor = c
            case (.instanceRedOffset, .number(let v)): instanceRedOffset = v
            case (.instanceGreenOffset, .number(let v)): instanceGreenOffset = v
            case (.instanceBlueOffset, .number(let v)): instanceBlueOffset = v
            case (.instanceAlphaOffset, .number(let v)): instanceAlphaOffset = v
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
            default: setTableValue(key, newValue)
            }
        }
    }

    /// A key path the switch above does not list, read through its row of the property table: a part of a point,
    /// size or rect by its lanes, or a property by the row's accessor.
    private func tableValue(_ key: PropertyKey) -> Value {
        let row = key.descriptor
        if let lanes = row.lanes {
            let whole = vector(row.whole)
            var part = SIMD4<Double>(0, 0, 0, 0)
            for i in 0..<lanes.count { part[i] = whole[lanes.first + i] }
            return Value(vector: part, kind: row.valueKind)
        }
        return row.accessor?.read(self) ?? row.defaultValue
    }

    /// Writes a key path the switch above does not list (see `tableValue`); a value of the wrong kind is ignored
    /// (the timeline rejects those before sampling).
    private mutating func setTableValue(_ key: PropertyKey, _ newValue: Value) {
        let row = key.descriptor
        guard newValue.kind == row.valueKind else { return }
        if let lanes = row.lanes, let part = newValue.vector {
            var whole = vector(row.whole)
            for i in 0..<lanes.count { whole[lanes.first + i] = part[i] }
            setVector(whole, row.whole)
        } else {
            row.accessor?.write(&self, newValue)
        }
    }

    /// An animated or decoded instance count as a whole number (rounded down like Core Animation's NSInteger
    /// property, NaN as 0, capped so a conversion never traps; the timeline rejects counts over its limit).
    static func instanceCount(_ v: Double) -> Int {
        guard v.isFinite else { return v > 0 ? Int(Int32.max) : 0 }
        return Int(Swift.min(Swift.max(v.rounded(.down), -1), Double(Int32.max)))
    }
}
