#if !canImport(Darwin)
extension Path {
    /// The path moved by `transform` (rectangles and ellipses become lines and Bézier quarter arcs first, so any
    /// affine transform is exact).
    public func applying(_ transform: CGAffineTransform) -> Path {
        var out = Path()
        func p(_ point: CGPoint) -> CGPoint { point.applying(transform) }
        for element in elements {
            switch element {
            case .move(let a): out.elements.append(.move(p(a)))
            case .line(let a): out.elements.append(.line(p(a)))
            case .quad(let a, let c): out.elements.append(.quad(p(a), p(c)))
            case .curve(let a, let c1, let c2): out.elements.append(.curve(p(a), p(c1), p(c2)))
            case .close: out.elements.append(.close)
            case .rect(let r):
                out.elements += [.move(p(CGPoint(x: r.minX, y: r.minY))), .line(p(CGPoint(x: r.maxX, y: r.minY))),
                                 .line(p(CGPoint(x: r.maxX, y: r.maxY))), .line(p(CGPoint(x: r.minX, y: r.maxY))), .close]
            case .ellipse(let r):
                out.elements += Self.ellipse(r).map { $0.mapped(p) }
            case .roundedRect(let r, let c):
                out.elements += Self.roundedRect(r, min(c, r.width / 2, r.height / 2)).map { $0.mapped(p) }
            case .cgPath(let path):
                let moved = CGMutablePath()
                moved.addPath(path, transform: transform)
                out.elements.append(.cgPath(moved))
            }
        }
        return out
    }

    /// The path moved by `dx`, `dy`.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { applying(CGAffineTransform(translationX: dx, y: dy)) }

    /// The cubic Bézier weight that puts a quarter arc's midpoint on the circle: 4/3 · (√2 − 1).
    private static let kappa: CGFloat = 4.0 / 3.0 * (2.0.squareRoot() - 1)

    /// An ellipse as four quarter arcs, clockwise from the right (as Core Graphics' `addEllipse(in:)`).
    private static func ellipse(_ r: CGRect) -> [Element] {
        let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2, kx = rx * kappa, ky = ry * kappa
        return [.move(CGPoint(x: cx + rx, y: cy)),
                .curve(CGPoint(x: cx, y: cy + ry), CGPoint(x: cx + rx, y: cy + ky), CGPoint(x: cx + kx, y: cy + ry)),
                .curve(CGPoint(x: cx - rx, y: cy), CGPoint(x: cx - kx, y: cy + ry), CGPoint(x: cx - rx, y: cy + ky)),
                .curve(CGPoint(x: cx, y: cy - ry), CGPoint(x: cx - rx, y: cy - ky), CGPoint(x: cx - kx, y: cy - ry)),
                .curve(CGPoint(x: cx + rx, y: cy), CGPoint(x: cx + kx, y: cy - ry), CGPoint(x: cx + rx, y: cy - ky)),
                .close]
    }

    /// A rounded rectangle as lines and quarter arcs of radius `c`.
    private static func roundedRect(_ r: CGRect, _ c: CGFloat) -> [Element] {
        let k = c * kappa
        return [.move(CGPoint(x: r.minX + c, y: r.minY)),
                .line(CGPoint(x: r.maxX - c, y: r.minY)),
                .curve(CGPoint(x: r.maxX, y: r.minY + c), CGPoint(x: r.maxX - c + k, y: r.minY), CGPoint(x: r.maxX, y: r.minY + c - k)),
                .line(CGPoint(x: r.maxX, y: r.maxY - c)),
                .curve(CGPoint(x: r.maxX - c, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY - c + k), CGPoint(x: r.maxX - c + k, y: r.maxY)),
                .line(CGPoint(x: r.minX + c, y: r.maxY)),
                .curve(CGPoint(x: r.minX, y: r.maxY - c), CGPoint(x: r.minX + c - k, y: r.maxY), CGPoint(x: r.minX, y: r.maxY - c + k)),
                .line(CGPoint(x: r.minX, y: r.minY + c)),
                .curve(CGPoint(x: r.minX + c, y: r.minY), CGPoint(x: r.minX, y: r.minY + c - k), CGPoint(x: r.minX + c - k, y: r.minY)),
                .close]
    }
}

extension Path.Element {
    /// The element with every point mapped by `f`.
    func mapped(_ f: (CGPoint) -> CGPoint) -> Path.Element {
        switch self {
        case .move(let a): .move(f(a))
        case .line(let a): .line(f(a))
        case .quad(let a, let c): .quad(f(a), f(c))
        case .curve(let a, let c1, let c2): .curve(f(a), f(c1), f(c2))
        case .close, .rect, .ellipse, .roundedRect, .cgPath: self
        }
    }
}
#endif
