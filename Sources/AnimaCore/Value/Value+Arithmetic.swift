extension Value {
    /// The value a fraction `t` of the way to `other` (t may leave 0…1 for overshooting curves).
    ///
    /// Numbers and geometry interpolate linearly, colours per straight sRGB component, whole transforms by
    /// decomposition; paths and lists element-wise when their shapes match. Anything else (and Booleans) switches at
    /// the halfway point, the CSS rule for discrete values.
    public func interpolated(to other: Value, _ t: Double) -> Value {
        switch (self, other) {
        case (.number(let a), .number(let b)): return .number(a + (b - a) * t)
        case (.point(let a), .point(let b)): return .point(a.interpolated(to: b, t))
        case (.size(let a), .size(let b)): return .size(a.interpolated(to: b, t))
        case (.rect(let a), .rect(let b)): return .rect(a.interpolated(to: b, t))
        case (.color(let a), .color(let b)): return .color(a.interpolated(to: b, t))
        case (.transform(let a), .transform(let b)):
            if a == b { return self }
            guard let da = DecomposedTransform(a), let db = DecomposedTransform(b) else { return t < 0.5 ? self : other }
            return .transform(da.interpolated(to: db, t).matrix)
        case (.path(let a), .path(let b)):
            if let p = a.interpolated(to: b, t) { return .path(p) }
        case (.colors(let a), .colors(let b)) where a.count == b.count:
            return .colors(zip(a, b).map { $0.interpolated(to: $1, t) })
        case (.numbers(let a), .numbers(let b)) where a.count == b.count:
            return .numbers(zip(a, b).map { $0 + ($1 - $0) * t })
        default: break
        }
        return t < 0.5 ? self : other
    }

    /// `self + delta`: component-wise sums; transforms concatenate (`delta` applied first, in the layer's space).
    ///
    /// This is what additive animations and `byValue` do. Values that cannot be added return `delta`.
    public func adding(_ delta: Value) -> Value {
        switch (self, delta) {
        case (.number(let a), .number(let b)): .number(a + b)
        case (.point(let a), .point(let b)): .point(a + b)
        case (.size(let a), .size(let b)): .size(Size(a.width + b.width, a.height + b.height))
        case (.rect(let a), .rect(let b)):
            .rect(Rect(a.minX + b.minX, a.minY + b.minY, a.width + b.width, a.height + b.height))
        case (.color(let a), .color(let b)): .color(Color(a.red + b.red, a.green + b.green, a.blue + b.blue, a.alpha + b.alpha))
        case (.transform(let a), .transform(let b)): .transform(b.concatenating(a))
        case (.colors(let a), .colors(let b)) where a.count == b.count:
            .colors(zip(a, b).map { Color($0.red + $1.red, $0.green + $1.green, $0.blue + $1.blue, $0.alpha + $1.alpha) })
        case (.numbers(let a), .numbers(let b)) where a.count == b.count: .numbers(zip(a, b).map(+))
        default: delta
        }
    }

    /// `self − delta`, the inverse of `adding` (for `toValue` with `byValue`); nil where there is no inverse.
    public func subtracting(_ delta: Value) -> Value? {
        switch delta {
        case .transform(let t):
            guard case .transform(let a) = self, let inverse = t.inverse() else { return nil }
            return .transform(inverse.concatenating(a))
        default:
            guard let negated = delta.scaled(by: -1) else { return nil }
            return adding(negated)
        }
    }

    /// Every component multiplied by `k` (for cumulative repeats); nil for values without a scale.
    public func scaled(by k: Double) -> Value? {
        switch self {
        case .number(let a): .number(a * k)
        case .point(let a): .point(a * k)
        case .size(let a): .size(Size(a.width * k, a.height * k))
        case .rect(let a): .rect(Rect(a.minX * k, a.minY * k, a.width * k, a.height * k))
        case .color(let a): .color(Color(a.red * k, a.green * k, a.blue * k, a.alpha * k))
        case .colors(let a): .colors(a.map { Color($0.red * k, $0.green * k, $0.blue * k, $0.alpha * k) })
        case .numbers(let a): .numbers(a.map { $0 * k })
        case .transform, .path, .bool: nil
        }
    }

    /// The Euclidean distance to `other` over the value's components (for paced keyframes); 0 when not comparable.
    public func distance(to other: Value) -> Double {
        let a = components, b = other.components
        guard a.count == b.count else { return 0 }
        var sum = 0.0
        for i in a.indices { sum += (b[i] - a[i]) * (b[i] - a[i]) }
        return sum.squareRoot()
    }

    /// The numbers a value is made of, for distances, splines and jump detection (paths and Booleans have none).
    public var components: [Double] {
        switch self {
        case .number(let v): [v]
        case .point(let p): [p.x, p.y]
        case .size(let s): [s.width, s.height]
        case .rect(let r): [r.minX, r.minY, r.width, r.height]
        case .color(let c): [c.red, c.green, c.blue, c.alpha]
        case .transform(let t): t.entries
        case .numbers(let ns): ns
        case .colors(let cs): cs.flatMap { [$0.red, $0.green, $0.blue, $0.alpha] }
        case .path, .bool: []
        }
    }
}
