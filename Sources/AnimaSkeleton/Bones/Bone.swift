import AnimaCore

/// One rectangle of a skeleton: a leaf view, one line of a label, or a block standing for a container.
public struct Bone: Sendable, Hashable {
    /// The layer id within its cell: the view's id, or `<id>.line<k>` for a label's lines.
    public var id: String
    /// The id of the view it stands for.
    public var nodeID: String
    /// For a label line, which line (0 is the first).
    public var lineIndex: Int?
    /// Position and size in the coordinates of the skeleton's cell (the canvas for a single view).
    public var frame: Rect
    /// Corner radius.
    public var cornerRadius: Double
    /// The configuration this bone ended up with after the whole cascade.
    public var configuration: SkeletonConfiguration

    /// Creates a bone.
    public init(id: String, nodeID: String, lineIndex: Int? = nil, frame: Rect, cornerRadius: Double,
                configuration: SkeletonConfiguration) {
        self.id = id; self.nodeID = nodeID; self.lineIndex = lineIndex; self.frame = frame
        self.cornerRadius = cornerRadius; self.configuration = configuration
    }
}
