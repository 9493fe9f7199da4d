#if !canImport(Darwin)
/// A drag (SwiftUI's `DragGesture`); `simulate(_:)` drives its callbacks from a test.
public struct DragGesture: Gesture {
    /// The least distance before the drag starts.
    public var minimumDistance: CGFloat
    /// The coordinate space of the reported locations.
    public var coordinateSpace: CoordinateSpace
    var callbacks = GestureCallbacks<Value>()

    /// A drag that starts after `minimumDistance` points.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance; self.coordinateSpace = coordinateSpace
    }

    /// No callbacks yet.
    public func _callbacks() -> GestureCallbacks<Value> { callbacks }

    /// Where a drag is.
    public struct Value: Equatable, Sendable {
        /// When.
        public var time: Date
        /// The finger's location.
        public var location: CGPoint
        /// Where the drag started.
        public var startLocation: CGPoint
        /// The distance from the start.
        public var translation: CGSize { CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y) }
        /// The velocity (points per second; zero when driven by a test).
        public var velocity: CGSize
        /// Where the drag would end if it stopped now (its location here).
        public var predictedEndLocation: CGPoint { location }
        /// The predicted end's translation (the translation here).
        public var predictedEndTranslation: CGSize { translation }

        /// A drag value, for tests that drive gestures.
        public init(time: Date = Date(timeIntervalSinceReferenceDate: 0), location: CGPoint, startLocation: CGPoint,
                    velocity: CGSize = .zero) {
            self.time = time; self.location = location; self.startLocation = startLocation; self.velocity = velocity
        }
    }
}
#endif
