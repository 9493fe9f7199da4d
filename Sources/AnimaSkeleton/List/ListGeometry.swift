/// Counting cells.
enum ListGeometry {
    /// The number of cells for `count` when `available` points remain and each cell plus its gap takes `stride`.
    static func count(_ count: ListCount, available: Double, stride: Double) -> Int {
        switch count {
        case .fixed(let n): return Swift.max(0, n)
        case .fill:
            guard available > 0, stride > 0 else { return 0 }
            let n = (available / stride - 1e-9).rounded(.up)
            return n.isFinite ? Int(Swift.min(n, 100_000)) : 0
        }
    }
}
