/// One row of the property table (`PropertyKey.descriptor`): what a key path holds, where it applies, and how
/// Core Animation animates and composes it.
///
/// Key-path parsing, the JSON format, the Core Animation description, the Swift source writer, the Apple adapter and
/// AnimaUIKit's key-value coding read these rows (or are checked against them by tests), so a property is described
/// once.
public struct PropertyDescriptor: Sendable {
    /// The type of value the key path takes.
    public let valueKind: ValueKind
    /// Core Animation's default (the value of a new layer).
    public let defaultValue: Value
    /// The layer kinds that have the property.
    public let scope: Scope
    /// Whether Core Animation animates it (implicitly and with CAPropertyAnimation).
    public let isAnimatable: Bool
    /// How an additive or cumulative animation combines it with the value beneath.
    public let composition: Composition
    /// The stored property this key path is part of (itself for a whole property).
    public let whole: PropertyKey
    /// For a part of a point, size or rect (`position.x`, `bounds.size`): the lanes of the whole it covers.
    public let lanes: Lanes?
    /// The key QuartzCore's key-value coding uses (`hidden` for `isHidden`); the key path itself for most.
    public let coreAnimationKey: String
    /// What animating it changes in a frame: only the paint of what is drawn, or its geometry. The one rule a
    /// renderer that keeps last frame's drawing (AnimaRender's display list) is valid by (`Timeline.animatesGeometry`).
    public let redraw: Redraw
    /// Reads and writes the property in `LayerProperties`, for properties the fast switch of
    /// `LayerProperties[key]` does not list.
    let accessor: Accessor?

    /// The layer kinds a property applies to.
    public enum Scope: Sendable, Hashable {
        /// Every layer (CALayer's own properties).
        case allLayers
        /// Shape layers only.
        case shape
        /// Gradient layers only.
        case gradient
        /// Replicator layers only.
        case replicator
        /// Text layers only.
        case text

        /// Whether a layer of `kind` has the property.
        public func contains(_ kind: LayerKind) -> Bool {
            switch self {
            case .allLayers: true
            case .shape: kind == .shape
            case .gradient: kind == .gradient
            case .replicator: kind == .replicator
            case .text: kind == .text
            }
        }
    }

    /// Core Animation's additive rule for a value kind (what `isAdditive` and `isCumulative` do).
    public enum Composition: Sendable, Hashable {
        /// Component-wise sum (numbers, points, sizes, rects, colours, lists of equal length).
        case add
        /// Matrix concatenation, the added transform applied first.
        case concatenate
        /// No sum: the animated value replaces the one beneath (Booleans, paths).
        case replace

        /// The rule for values of `kind`.
        public init(_ kind: ValueKind) {
            switch kind {
            case .transform: self = .concatenate
            case .bool, .path: self = .replace
            case .number, .point, .size, .rect, .color, .colors, .numbers: self = .add
            }
        }
    }

    /// What a change of a property can change in a frame's drawing.
    public enum Redraw: Sendable, Hashable {
        /// The colour or opacity of what a layer draws, or whether it is drawn at all: a renderer re-samples these
        /// and checks which layers show, without walking the tree's geometry again.
        case paint
        /// Anything else: outlines, placement, drawing order, clips, which parts a layer draws (a border, a shadow,
        /// a stroke), how instances repeat and tint. Each frame is drawn from the tree again.
        case geometry
    }

    /// Which lanes of a whole point, size or rect (x, y, width, height in that order) a sub-key path covers.
    public struct Lanes: Sendable, Hashable {
        /// The first lane.
        public let first: Int
        /// How many lanes, from `first`.
        public let count: Int
    }

    /// Where a property the fast switch of `LayerProperties[key]` does not list is stored in `LayerProperties`.
    enum Accessor: Sendable {
        /// A number; the key path literal is instantiated once, so reading through it allocates nothing.
        case number(WritableKeyPath<LayerProperties, Double> & Sendable)

        /// The stored value.
        func read(_ p: LayerProperties) -> Value {
            switch self {
            case .number(let path): .number(p[keyPath: path])
            }
        }

        /// Stores `value` when it has the accessor's kind.
        func write(_ p: inout LayerProperties, _ value: Value) {
            switch (self, value) {
            case (.number(let path), .number(let v)): p[keyPath: path] = v
            default: break
            }
        }
    }

    /// A whole property: its kind, default, scope and Core Animation key (animatable, composed by its kind's rule).
    init(_ kind: ValueKind, _ defaultValue: Value, _ scope: Scope = .allLayers, key: PropertyKey,
         coreAnimationKey: String? = nil, accessor: Accessor? = nil, redraw: Redraw = .geometry) {
        valueKind = kind
        self.defaultValue = defaultValue
        self.scope = scope
        isAnimatable = true
        composition = Composition(kind)
        whole = key
        lanes = nil
        self.coreAnimationKey = coreAnimationKey ?? key.keyPath
        self.accessor = accessor
        self.redraw = redraw
    }

    /// A part of `whole`: lanes `first..<first + count` of a point, size or rect, or (lanes nil) a part of a
    /// transform's decomposition.
    init(part kind: ValueKind, of whole: PropertyDescriptor, _ wholeKey: PropertyKey, key: PropertyKey,
         lanes: (first: Int, count: Int)? = nil, defaultValue: Value) {
        valueKind = kind
        self.defaultValue = defaultValue
        scope = whole.scope
        isAnimatable = whole.isAnimatable
        composition = Composition(kind)
        self.whole = wholeKey
        self.lanes = lanes.map { Lanes(first: $0.first, count: $0.count) }
        coreAnimationKey = key.keyPath
        accessor = nil
        redraw = whole.redraw
    }
}
