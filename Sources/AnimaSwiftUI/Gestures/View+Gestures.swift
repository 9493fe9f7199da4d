#if !canImport(Darwin)
extension View {
    /// Attaches `gesture` (no touches headless: it runs only when driven).
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> Self { self }
    /// Attaches `gesture` with priority over the subviews' gestures.
    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> Self { self }
    /// Attaches `gesture` beside the subviews' gestures.
    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> Self { self }
    /// Runs `action` after a long press (not called headless).
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   perform action: @escaping @MainActor () -> Void,
                                   onPressingChanged: (@MainActor (Bool) -> Void)? = nil) -> Self { self }
}

extension Gesture {
    /// Runs the gesture's change callbacks with each of `values`, then its end callbacks with the last one: what a
    /// finger would report, for tests (state changes apply at the next clock tick, as any other).
    public func simulate(_ values: [Value]) {
        let callbacks = _callbacks()
        for v in values { for c in callbacks.changed { c(v) } }
        if let last = values.last { for c in callbacks.ended { c(last) } }
    }
}
#endif
