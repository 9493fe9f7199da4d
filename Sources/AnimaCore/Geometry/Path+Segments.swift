extension Path {
    /// What the walker reports, in path order.
    enum WalkEvent {
        /// A subpath starts at the point.
        case begin(Point)
        /// A drawing segment; `isClosing` marks the straight segment a `close` adds.
        case segment(PathSegment, isClosing: Bool)
        /// The current subpath ends, closed by a `close` element or left open.
        case end(closed: Bool)
    }

    /// Visits the subpaths and drawing segments with their start points resolved.
    ///
    /// The one place that decides the SVG/Core Graphics rules every consumer must agree on: the
    /// current point starts at the origin; a drawing element with no open subpath (at the start, or
    /// after a close) opens one at the current point; `close` draws back to the subpath start,
    /// even when that segment has zero length, and moves the current point there; a `close`
    /// with no open subpath does nothing.
    func walk(_ visit: (WalkEvent) -> Void) {
        var current = Point.zero
        var start = Point.zero
        var isOpen = false
        for element in elements {
            switch element {
            case .move(let p):
                if isOpen { visit(.end(closed: false)) }
                visit(.begin(p))
                current = p
                start = p
                isOpen = true
            case .close:
                guard isOpen else { continue }
                visit(.segment(.line(current, start), isClosing: true))
                visit(.end(closed: true))
                current = start
                isOpen = false
            case .line(let p), .quad(let p, _), .cubic(let p, _, _):
                if !isOpen {
                    visit(.begin(current))
                    start = current
                    isOpen = true
                }
                switch element {
                case .quad(_, let c): visit(.segment(.quad(current, c, p), isClosing: false))
                case .cubic(_, let c1, let c2): visit(.segment(.cubic(current, c1, c2, p), isClosing: false))
                default: visit(.segment(.line(current, p), isClosing: false))
                }
                current = p
            }
        }
        if isOpen { visit(.end(closed: false)) }
    }

    /// Whether the last subpath is still open, so a new segment would continue it.
    var hasOpenSubpath: Bool {
        guard let last = elements.last else { return false }
        return last != .close
    }
}
