extension Value {
    /// Numbers, points, sizes, rects and colours as four lanes (unused lanes 0); nil for other kinds.
    var vector: SIMD4<Double>? {
        switch self {
        case .number(let v): SIMD4(v, 0, 0, 0)
        case .point(let p): SIMD4(p.x, p.y, 0, 0)
        case .size(let s): SIMD4(s.width, s.height, 0, 0)
        case .rect(let r): SIMD4(r.minX, r.minY, r.width, r.height)
        case .color(let c): SIMD4(c.red, c.green, c.blue, c.alpha)
        case .transform, .path, .colors, .numbers, .bool: nil
        }
    }

    /// The value of `kind` held in four lanes (the inverse of `vector`).
    init(vector v: SIMD4<Double>, kind: ValueKind) {
        switch kind {
        case .point: self = .point(Point(v.x, v.y))
        case .size: self = .size(Size(v.x, v.y))
        case .rect: self = .rect(Rect(v.x, v.y, v.z, v.w))
        case .color: self = .color(Color(v.x, v.y, v.z, v.w))
        default: self = .number(v.x)
        }
    }
}

extension LayerProperties {
    /// A vector-like property in four lanes (see `Value.vector`); transform parts are not stored here.
    ///
    /// Always inlined: called on an `inout` value out of line, it made the caller copy all ~560 bytes of properties.
    @inline(__always)
    func vector(_ key: PropertyKey) -> SIMD4<Double> {
        switch key {
        case .position: SIMD4(position.x, position.y, 0, 0)
        case .positionX: SIMD4(position.x, 0, 0, 0)
        case .positionY: SIMD4(position.y, 0, 0, 0)
        case .bounds: SIMD4(bounds.minX, bounds.minY, bounds.width, bounds.height)
        case .boundsOrigin: SIMD4(bounds.minX, bounds.minY, 0, 0)
        case .boundsSize: SIMD4(bounds.width, bounds.height, 0, 0)
        case .boundsWidth: SIMD4(bounds.width, 0, 0, 0)
        case .boundsHeight: SIMD4(bounds.height, 0, 0, 0)
        case .anchorPoint: SIMD4(anchorPoint.x, anchorPoint.y, 0, 0)
        case .zPosition: SIMD4(zPosition, 0, 0, 0)
        case .opacity: SIMD4(opacity, 0, 0, 0)
        case .backgroundColor: Self.lanes(backgroundColor)
        case .cornerRadius: SIMD4(cornerRadius, 0, 0, 0)
        case .borderWidth: SIMD4(borderWidth, 0, 0, 0)
        case .borderColor: Self.lanes(borderColor)
        case .shadowColor: Self.lanes(shadowColor)
        case .shadowOpacity: SIMD4(shadowOpacity, 0, 0, 0)
        case .shadowOffset: SIMD4(shadowOffset.width, shadowOffset.height, 0, 0)
        case .shadowRadius: SIMD4(shadowRadius, 0, 0, 0)
        case .startPoint: SIMD4(startPoint.x, startPoint.y, 0, 0)
        case .endPoint: SIMD4(endPoint.x, endPoint.y, 0, 0)
        case .fillColor: Self.lanes(fillColor)
        case .strokeColor: Self.lanes(strokeColor)
        case .lineWidth: SIMD4(lineWidth, 0, 0, 0)
        case .miterLimit: SIMD4(miterLimit, 0, 0, 0)
        case .strokeStart: SIMD4(strokeStart, 0, 0, 0)
        case .strokeEnd: SIMD4(strokeEnd, 0, 0, 0)
        case .lineDashPhase: SIMD4(lineDashPhase, 0, 0, 0)
        case .instanceCount: SIMD4(Double(instanceCount), 0, 0, 0)
        case .instanceDelay: SIMD4(instanceDelay, 0, 0, 0)
        case .instanceColor: Self.lanes(instanceColor)
        case .instanceRedOffset: SIMD4(instanceRedOffset, 0, 0, 0)
        case .instanceGreenOffset: SIMD4(instanceGreenOffset, 0, 0, 0)
        case .instanceBlueOffset: SIMD4(instanceBlueOffset, 0, 0, 0)
        case .instanceAlphaOffset: SIMD4(instanceAlphaOffset, 0, 0, 0)
        case .contentsRect: SIMD4(contentsRect.minX, contentsRect.minY, contentsRect.width, contentsRect.height)
        case .contentsCenter: SIMD4(contentsCenter.minX, contentsCenter.minY, contentsCenter.width, contentsCenter.height)
        case .contentsScale: SIMD4(contentsScale, 0, 0, 0)
        case .fontSize: SIMD4(fontSize, 0, 0, 0)
        case .foregroundColor: Self.lanes(foregroundColor)
        default: tableVector(key)
        }
    }

    /// Stores a vector-like property from four lanes.
    mutating func setVector(_ v: SIMD4<Double>, _ key: PropertyKey) {
        switch key {
        case .position: position = Point(v.x, v.y)
        case .positionX: position.x = v.x
        case .positionY: position.y = v.x
        case .bounds: bounds = Rect(v.x, v.y, v.z, v.w)
        case .boundsOrigin: bounds.origin = Point(v.x, v.y)
        case .boundsSize: bounds.size = Size(v.x, v.y)
        case .boundsWidth: bounds.size.width = v.x
        case .boundsHeight: bounds.size.height = v.x
        case .anchorPoint: anchorPoint = Point(v.x, v.y)
        case .zPosition: zPosition = v.x
        case .opacity: opacity = v.x
        case .backgroundColor: backgroundColor = Color(v.x, v.y, v.z, v.w)
        case .cornerRadius: cornerRadius = v.x
        case .borderWidth: borderWidth = v.x
        case .borderColor: borderColor = Color(v.x, v.y, v.z, v.w)
        case .shadowColor: shadowColor = Color(v.x, v.y, v.z, v.w)
        case .shadowOpacity: shadowOpacity = v.x
        case .shadowOffset: shadowOffset = Size(v.x, v.y)
        case .shadowRadius: shadowRadius = v.x
        case .startPoint: startPoint = Point(v.x, v.y)
        case .endPoint: endPoint = Point(v.x, v.y)
        case .fillColor: fillColor = Color(v.x, v.y, v.z, v.w)
        case .strokeColor: strokeColor = Color(v.x, v.y, v.z, v.w)
        case .lineWidth: lineWidth = v.x
        case .miterLimit: miterLimit = v.x
        case .strokeStart: strokeStart = v.x
        case .strokeEnd: strokeEnd = v.x
        case .lineDashPhase: lineDashPhase = v.x
        case .instanceCount: instanceCount = LayerProperties.instanceCount(v.x)
        case .instanceDelay: instanceDelay = v.x
        case .instanceColor: instanceColor = Color(v.x, v.y, v.z, v.w)
        case .instanceRedOffset: instanceRedOffset = v.x
        case .instanceGreenOffset: instanceGreenOffset = v.x
        case .instanceBlueOffset: instanceBlueOffset = v.x
        case .instanceAlphaOffset: instanceAlphaOffset = v.x
        case .contentsRect: contentsRect = Rect(v.x, v.y, v.z, v.w)
        case .contentsCenter: contentsCenter = Rect(v.x, v.y, v.z, v.w)
        case .contentsScale: contentsScale = v.x
        case .fontSize: fontSize = v.x
        case .foregroundColor: foregroundColor = Color(v.x, v.y, v.z, v.w)
        default: setTableVector(v, key)
        }
    }

    /// A vector-like key path the switch above does not list, read through its row of the property table (transform
    /// parts and other kinds read zero). Out of line, so the inlined switch stays small.
    @inline(never)
    private func tableVector(_ key: PropertyKey) -> SIMD4<Double> {
        guard key.isVectorLike, !key.isTransformComponent, key.sublayerCounterpart == nil else { return SIMD4(0, 0, 0, 0) }
        return self[key].vector ?? SIMD4(0, 0, 0, 0)
    }

    /// Stores a vector-like key path the switch above does not list, through its row of the property table.
    @inline(never)
    private mutating func setTableVector(_ v: SIMD4<Double>, _ key: PropertyKey) {
        guard key.isVectorLike, !key.isTransformComponent, key.sublayerCounterpart == nil else { return }
        self[key] = Value(vector: v, kind: key.valueKind)
    }

    private static func lanes(_ c: Color) -> SIMD4<Double> { SIMD4(c.red, c.green, c.blue, c.alpha) }
}

extension TransformComponents {
    /// A scalar part in lane x (`transform.translation` uses x and y).
    func vector(_ key: PropertyKey) -> SIMD4<Double> {
        switch key {
        case .rotationX: SIMD4(rotationX, 0, 0, 0)
        case .rotationY: SIMD4(rotationY, 0, 0, 0)
        case .rotation, .rotationZ: SIMD4(rotationZ, 0, 0, 0)
        case .scale, .scaleXY: SIMD4((scaleX + scaleY) / 2, 0, 0, 0)
        case .scaleX: SIMD4(scaleX, 0, 0, 0)
        case .scaleY: SIMD4(scaleY, 0, 0, 0)
        case .scaleZ: SIMD4(scaleZ, 0, 0, 0)
        case .translation: SIMD4(translationX, translationY, 0, 0)
        case .translationX: SIMD4(translationX, 0, 0, 0)
        case .translationY: SIMD4(translationY, 0, 0, 0)
        case .translationZ: SIMD4(translationZ, 0, 0, 0)
        default: SIMD4(0, 0, 0, 0)
        }
    }

    /// Stores a scalar part from lane x.
    mutating func setVector(_ v: SIMD4<Double>, _ key: PropertyKey) {
        switch key {
        case .rotationX: rotationX = v.x
        case .rotationY: rotationY = v.x
        case .rotation, .rotationZ: rotationZ = v.x
        case .scale: scaleX = v.x; scaleY = v.x; scaleZ = v.x
        case .scaleXY: scaleX = v.x; scaleY = v.x
        case .scaleX: scaleX = v.x
        case .scaleY: scaleY = v.x
        case .scaleZ: scaleZ = v.x
        case .translation: translationX = v.x; translationY = v.y
        case .translationX: translationX = v.x
        case .translationY: translationY = v.x
        case .translationZ: translationZ = v.x
        default: break
        }
    }
}
