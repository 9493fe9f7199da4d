import Anima

/// Something that animates and can be snapshot or checked: a `Scene`, a compiled `Timeline`, or anything that
/// produces one (a skeleton's or transition's scene, an AnimaUIKit recording).
public protocol AnimationSubject {
    /// The timeline the strategies and checks sample.
    func animationTimeline() throws -> Timeline
}

extension Scene: AnimationSubject {
    /// Compiles the scene.
    public func animationTimeline() throws -> Timeline { try Timeline(self) }
}

extension Timeline: AnimationSubject {
    /// The timeline itself.
    public func animationTimeline() -> Timeline { self }
}
