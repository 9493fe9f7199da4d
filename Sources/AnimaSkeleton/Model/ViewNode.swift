import AnimaCore

/// A view of the layout to skeletonise: what it is, where it is (in its parent's coordinates), how it takes part, and
/// its children. Buildable in Swift and readable from a layout file.
public struct ViewNode: Sendable, Hashable {
    /// Unique within the layout; a bone made from this view is the layer with this id.
    public var id: String
    /// What the view is.
    public var kind: ViewKind
    /// Position and size in the parent's coordinates (the root's in the canvas).
    public var frame: Rect
    /// The view's own corner radius; nil uses the cascaded default.
    public var cornerRadius: Double?
    /// How the view takes part in the skeleton.
    public var skeleton: SkeletonParticipation
    /// Labels: the number of lines; 0 means as many as fit the frame.
    public var lines: Int
    /// Labels: the line height, as the font would give it; nil uses the cascaded line height.
    public var lineHeight: Double?
    /// Labels: horizontal alignment of the lines.
    public var alignment: TextAlignment
    /// Labels: the writing direction; nil inherits the layout's.
    public var direction: LayoutDirection?
    /// Colour drawn behind the view while loading (a card behind its bones); nil draws nothing.
    public var backgroundColor: Color?
    /// Colour of the stand-in that shows the loaded content in a reveal; nil picks one by kind.
    public var contentColor: Color?
    /// The view's picture (an image view's image): shown as its content instead of the flat stand-in colour.
    public var contents: ImageContents? = nil
    /// This view's level of the configuration cascade; it applies to the view and everything inside it.
    public var settings: [SkeletonSetting]
    /// Subviews, in drawing order.
    public var children: [ViewNode]
    // An array rather than an optional because a struct cannot contain itself directly.
    private var nestedList: [ListTemplate]

    /// Creates a view node.
    public init(id: String, kind: ViewKind = .view, frame: Rect, cornerRadius: Double? = nil,
                skeleton: SkeletonParticipation = .automatic, lines: Int = 1, lineHeight: Double? = nil,
                alignment: TextAlignment = .natural, direction: LayoutDirection? = nil,
                backgroundColor: Color? = nil, contentColor: Color? = nil, settings: [SkeletonSetting] = [],
                children: [ViewNode] = [], list: ListTemplate? = nil) {
        self.id = id; self.kind = kind; self.frame = frame; self.cornerRadius = cornerRadius
        self.skeleton = skeleton; self.lines = lines; self.lineHeight = lineHeight; self.alignment = alignment
        self.direction = direction; self.backgroundColor = backgroundColor; self.contentColor = contentColor
        self.settings = settings; self.children = children; self.nestedList = list.map { [$0] } ?? []
    }

    /// A list repeated inside this view (a carousel in a cell); its cells are laid out in this view's frame.
    public var list: ListTemplate? {
        get { nestedList.first }
        set { nestedList = newValue.map { [$0] } ?? [] }
    }

    /// Whether bones come from inside this view rather than from the view itself.
    public var isContainer: Bool { !children.isEmpty || list != nil }
}

extension ViewNode {
    /// A plain view or container.
    public static func view(_ id: String, frame: Rect, cornerRadius: Double? = nil,
                            children: [ViewNode] = []) -> ViewNode {
        ViewNode(id: id, kind: .view, frame: frame, cornerRadius: cornerRadius, children: children)
    }

    /// A label with `lines` lines (0: as many as fit).
    public static func label(_ id: String, frame: Rect, lines: Int = 1, lineHeight: Double? = nil,
                             alignment: TextAlignment = .natural) -> ViewNode {
        ViewNode(id: id, kind: .label, frame: frame, lines: lines, lineHeight: lineHeight, alignment: alignment)
    }

    /// An image.
    public static func image(_ id: String, frame: Rect, cornerRadius: Double? = nil) -> ViewNode {
        ViewNode(id: id, kind: .image, frame: frame, cornerRadius: cornerRadius)
    }

    /// A button.
    public static func button(_ id: String, frame: Rect, cornerRadius: Double? = nil) -> ViewNode {
        ViewNode(id: id, kind: .button, frame: frame, cornerRadius: cornerRadius)
    }

    /// A text field.
    public static func textField(_ id: String, frame: Rect, cornerRadius: Double? = nil) -> ViewNode {
        ViewNode(id: id, kind: .textField, frame: frame, cornerRadius: cornerRadius)
    }

    /// This node taking part in the skeleton differently.
    public func skeleton(_ participation: SkeletonParticipation) -> ViewNode { with { $0.skeleton = participation } }
    /// This node with its own configuration settings (its level of the cascade).
    public func configured(_ settings: SkeletonSetting...) -> ViewNode { with { $0.settings += settings } }
    /// This node with a background colour drawn while loading.
    public func background(_ color: Color) -> ViewNode { with { $0.backgroundColor = color } }
    /// This label with a writing direction.
    public func direction(_ direction: LayoutDirection) -> ViewNode { with { $0.direction = direction } }
    /// This node with a list repeated inside it.
    public func repeating(_ list: ListTemplate) -> ViewNode { with { $0.list = list } }

    private func with(_ change: (inout ViewNode) -> Void) -> ViewNode {
        var copy = self
        change(&copy)
        return copy
    }
}
