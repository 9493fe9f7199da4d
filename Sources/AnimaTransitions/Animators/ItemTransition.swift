import AnimaCore

/// A SwiftUI-style transition: how an item looks just before it is inserted or just after it is removed, as a pure
/// function of the transition's phase. Compose with `combined(with:)` and `asymmetric(insertion:removal:)`.
public struct ItemTransition: Sendable, Hashable {
    /// The phase an effect is asked for (SwiftUI's `TransitionPhase` without `identity`).
    public enum Phase: Sendable, Hashable {
        /// Just before insertion (SwiftUI's `willAppear`, value −1).
        case insertion
        /// Just after removal (SwiftUI's `didDisappear`, value +1).
        case removal
    }

    private indirect enum Kind: Sendable, Hashable {
        case identity, opacity, scale(Double), offset(Point), move(Edge), slide
        case asymmetric(insertion: ItemTransition, removal: ItemTransition)
        case combined(ItemTransition, ItemTransition)
    }

    private let kind: Kind

    /// No effect.
    public static let identity = ItemTransition(kind: .identity)
    /// Transparent outside the identity phase.
    public static let opacity = ItemTransition(kind: .opacity)
    /// Scaled to nothing about the centre.
    public static let scale = ItemTransition(kind: .scale(0))
    /// In from the leading edge, out to the trailing edge, by the item's own width.
    public static let slide = ItemTransition(kind: .slide)

    /// Scaled by `scale` about the centre.
    public static func scale(_ scale: Double) -> ItemTransition { ItemTransition(kind: .scale(scale)) }
    /// Offset by the item's own size towards `edge`, both ways.
    public static func move(edge: Edge) -> ItemTransition { ItemTransition(kind: .move(edge)) }
    /// Offset by a fixed vector.
    public static func offset(x: Double = 0, y: Double = 0) -> ItemTransition { ItemTransition(kind: .offset(Point(x, y))) }
    /// One transition on insertion, another on removal.
    public static func asymmetric(insertion: ItemTransition, removal: ItemTransition) -> ItemTransition {
        ItemTransition(kind: .asymmetric(insertion: insertion, removal: removal))
    }

    /// Both effects at once.
    public func combined(with other: ItemTransition) -> ItemTransition { ItemTransition(kind: .combined(self, other)) }

    /// The look at `phase` for an item of `size`.
    public func effect(_ phase: Phase, size: Size) -> TransitionEffect {
        switch kind {
        case .identity: TransitionEffect()
        case .opacity: TransitionEffect(opacity: 0)
        case .scale(let s): TransitionEffect(scale: s)
        case .offset(let p): TransitionEffect(translation: p)
        case .move(let edge): TransitionEffect(translation: Point(edge.direction.x * size.width, edge.direction.y * size.height))
        case .slide: ItemTransition.move(edge: phase == .insertion ? .leading : .trailing).effect(phase, size: size)
        case .asymmetric(let insertion, let removal): (phase == .insertion ? insertion : removal).effect(phase, size: size)
        case .combined(let a, let b): a.effect(phase, size: size).combined(with: b.effect(phase, size: size))
        }
    }
}
