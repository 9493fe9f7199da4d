/// The values of a CABasicAnimation: any of from, to and by; a missing end uses the underlying value.
public struct BasicAnimation: Sendable, Hashable {
    /// The start value, or nil.
    public var from: Value?
    /// The end value, or nil.
    public var to: Value?
    /// The change relative to the start (or to the end), or nil.
    public var by: Value?

    /// Creates basic animation values.
    public init(from: Value? = nil, to: Value? = nil, by: Value? = nil) {
        self.from = from; self.to = to; self.by = by
    }

    /// The interpolation range given the underlying value, by Core Animation's from/to/by rules.
    ///
    /// - from + to: [from, to]; from + by: [from, from + by]; by + to: [to − by, to];
    /// - from: [from, underlying]; to: [underlying, to]; by: [underlying, underlying + by]; none: [underlying, underlying].
    public func range(underlying u: Value) -> (start: Value, end: Value) {
        switch (from, to, by) {
        case (let f?, let t?, _): (f, t)
        case (let f?, nil, let b?): (f, f.adding(b))
        case (nil, let t?, let b?): (t.subtracting(b) ?? u, t)
        case (let f?, nil, nil): (f, u)
        case (nil, let t?, nil): (u, t)
        case (nil, nil, let b?): (u, u.adding(b))
        case (nil, nil, nil): (u, u)
        }
    }
}
