extension Path {
    /// The path a fraction `t` of the way to `other`, or nil when their element kinds differ.
    ///
    /// Core Animation can only morph paths with matching structure and otherwise shows the end
    /// path; returning nil leaves that decision to the caller. `t` is not clamped, so springs and
    /// overshooting timing curves extrapolate.
    public func interpolated(to other: Path, _ t: Double) -> Path? {
        guard elements.count == other.elements.count else { return nil }
        var result: [Element] = []
        result.reserveCapacity(elements.count)
        for (a, b) in zip(elements, other.elements) {
            switch (a, b) {
            case (.move(let p), .move(let q)):
                result.append(.move(to: p.interpolated(to: q, t)))
            case (.line(let p), .line(let q)):
                result.append(.line(to: p.interpolated(to: q, t)))
            case (.quad(let p, let c), .quad(let q, let d)):
                result.append(.quad(to: p.interpolated(to: q, t), control: c.interpolated(to: d, t)))
            case (.cubic(let p, let c1, let c2), .cubic(let q, let d1, let d2)):
                result.append(.cubic(
                    to: p.interpolated(to: q, t),
                    control1: c1.interpolated(to: d1, t), control2: c2.interpolated(to: d2, t)))
            case (.close, .close):
                result.append(.close)
            default:
                return nil
            }
        }
        return Path(elements: result)
    }

    /// Whether every coordinate in the path is finite.
    public var isFinite: Bool {
        elements.allSatisfy { element in
            switch element {
            case .move(let p), .line(let p): return p.isFinite
            case .quad(let p, let c): return p.isFinite && c.isFinite
            case .cubic(let p, let c1, let c2): return p.isFinite && c1.isFinite && c2.isFinite
            case .close: return true
            }
        }
    }
}
