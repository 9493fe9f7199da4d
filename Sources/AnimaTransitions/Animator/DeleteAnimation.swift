import AnimaCore

/// A delete hook's answer: the animations that take the item out, and the time its completion is called — from then
/// on the layer is hidden. Core Animation calls a completion block; a value-typed scene records its time instead.
public struct DeleteAnimation: Sendable, Hashable {
    /// The animations on the deleted item's layer.
    public var animations: [Animation]
    /// Scene seconds at which the layer may vanish.
    public var completion: Double

    /// Animations completing when the last of them ends.
    public init(animations: [Animation]) {
        self.animations = animations
        self.completion = animations.map(\.timing.endTime).filter(\.isFinite).max() ?? 0
    }

    /// Animations with an explicit completion time.
    public init(animations: [Animation], completion: Double) {
        self.animations = animations; self.completion = completion
    }

    /// No animation; the layer vanishes at once.
    public static let immediate = DeleteAnimation(animations: [], completion: 0)
}
