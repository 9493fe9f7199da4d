/// The bones and other pieces of one cell (or of a single view), before any animation.
public struct SkeletonBlueprint: Sendable, Hashable {
    /// The bones, in drawing order.
    public var bones: [Bone]
    /// Backgrounds, ignored views and content stand-ins, in drawing order.
    public var pieces: [ContentPiece]

    /// Creates a blueprint.
    public init(bones: [Bone] = [], pieces: [ContentPiece] = []) { self.bones = bones; self.pieces = pieces }
}
