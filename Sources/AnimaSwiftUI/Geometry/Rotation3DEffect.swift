#if !canImport(Darwin)
/// A rotation in three dimensions about an axis through `anchor`, seen with perspective (what `rotation3DEffect`
/// applies): drawn here as its affine approximation at the view's centre (a turn about y narrows the view by the
/// cosine of the angle, without the perspective's taper).
nonisolated public struct _Rotation3DEffect: GeometryEffect {
    /// The angle.
    public var angle: Angle
    /// The axis (need not be of unit length).
    public var axis: (x: CGFloat, y: CGFloat, z: CGFloat)
    /// The point the axis passes through, in the view's unit square.
    public var anchor: UnitPoint
    /// The depth the axis passes through.
    public var anchorZ: CGFloat
    /// The perspective: the eye is at the view's larger side divided by this (0: none).
    public var perspective: CGFloat

    /// A rotation of `angle` about `axis` through (`anchor`, `anchorZ`).
    public init(angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                anchorZ: CGFloat = 0, perspective: CGFloat = 1) {
        self.angle = angle; self.axis = axis; self.anchor = anchor; self.anchorZ = anchorZ; self.perspective = perspective
    }

    /// The angle (radians), the anchor's depth and the perspective, interpolated.
    public var animatableData: AnimatablePair<Double, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(angle.radians, AnimatablePair(anchorZ, perspective)) }
        set { angle = .radians(newValue.first); anchorZ = newValue.second.first; perspective = newValue.second.second }
    }

    /// Moves the anchor to the origin, turns, projects from the eye at max(width, height) / perspective, moves back.
    public func effectValue(size: CGSize) -> ProjectionTransform {
        let ax = anchor.x * size.width, ay = anchor.y * size.height
        var m = CATransform3DConcat(CATransform3DMakeTranslation(-ax, -ay, -anchorZ),
                                    CATransform3DMakeRotation(angle.radians, axis.x, axis.y, axis.z))
        let distance = max(size.width, size.height) / perspective
        if distance.isFinite, distance != 0 {
            var eye = CATransform3DIdentity
            eye.m34 = -1 / distance
            m = CATransform3DConcat(m, eye)
        }
        return ProjectionTransform(CATransform3DConcat(m, CATransform3DMakeTranslation(ax, ay, anchorZ)))
    }
}

extension View {
    /// Turns the view about `axis` through `anchor` in three dimensions (drawn as `_Rotation3DEffect` says).
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> ModifiedContent<Self, _Rotation3DEffect> {
        modifier(_Rotation3DEffect(angle: angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective))
    }
}
#endif
