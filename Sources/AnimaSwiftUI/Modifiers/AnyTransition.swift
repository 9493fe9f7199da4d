#if !canImport(Darwin)
/// How a view enters and leaves (SwiftUI's `AnyTransition`): effects it starts from on insertion and ends at on
/// removal, animated by the transaction that inserted or removed it.
public struct AnyTransition: Sendable {
    /// One visual change of a transition.
    enum Effect: Sendable {
        case opacity
        case scale(CGFloat, UnitPoint)
        case move(Edge)
        case offset(CGSize)
        /// Multiplies the opacity, scales by a factor per axis, turns by radians (a modifier transition's effects).
        case fade(Double)
        case stretch(CGSize)
        case turn(Double)
        /// A `.modifier(active:identity:)` transition, made into the effects above where it is written.
        case modifier(ModifierTransition)
    }

    let insertion: [Effect]
    let removal: [Effect]
    /// Effects the view has at rest (a modifier transition's identity).
    var rest: [Effect] = []

    /// Fades in and out.
    public static let opacity = AnyTransition(insertion: [.opacity], removal: [.opacity])
    /// Scales from and to zero about the centre.
    public static let scale = AnyTransition(insertion: [.scale(0, .center)], removal: [.scale(0, .center)])
    /// Scales from and to `scale` about `anchor`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(insertion: [.scale(scale, anchor)], removal: [.scale(scale, anchor)])
    }
    /// Enters from the leading edge, leaves by the trailing edge.
    public static let slide = AnyTransition(insertion: [.move(.leading)], removal: [.move(.trailing)])
    /// Moves in from and out to `edge`, by the view's own size.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(insertion: [.move(edge)], removal: [.move(edge)]) }
    /// Enters from `edge` and leaves by the opposite edge, fading.
    public static func push(from edge: Edge) -> AnyTransition {
        AnyTransition(insertion: [.move(edge), .opacity], removal: [.move(edge.opposite), .opacity])
    }
    /// Moves by `offset` in and out.
    public static func offset(_ offset: CGSize) -> AnyTransition {
        AnyTransition(insertion: [.offset(offset)], removal: [.offset(offset)])
    }
    /// Moves by (x, y) in and out.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { offset(CGSize(width: x, height: y)) }
    /// No visual change.
    public static let identity = AnyTransition(insertion: [], removal: [])
    /// One transition for insertion, another for removal.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(insertion: insertion.insertion, removal: removal.removal)
    }
    /// Both transitions at once.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(insertion: insertion + other.insertion, removal: removal + other.removal)
    }
    /// The transition with its own animation (the transaction's is used here).
    public func animation(_ animation: Animation?) -> AnyTransition { self }
    /// Inserted with `active` applied, animating to `identity`, and removed the other way round.
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        let effect = Effect.modifier(ModifierTransition(active: active, identity: identity))
        return AnyTransition(insertion: [effect], removal: [effect])
    }

    /// This transition with its modifier transitions made into effects, resolved in `context` (where written).
    @MainActor func resolved(in context: ResolveContext) -> AnyTransition {
        var rest: [Effect] = self.rest
        func expand(_ effects: [Effect]) -> [Effect] {
            effects.flatMap { effect -> [Effect] in
                guard case .modifier(let m) = effect else { return [effect] }
                let (active, identity) = m.effects(in: context)
                rest = identity
                return ModifierTransition.undoing(identity) + active
            }
        }
        var t = AnyTransition(insertion: expand(insertion), removal: expand(removal))
        t.rest = rest
        return t
    }
}

extension Edge {
    /// The edge across.
    var opposite: Edge {
        switch self {
        case .top: .bottom
        case .bottom: .top
        case .leading: .trailing
        case .trailing: .leading
        }
    }
}

extension View {
    /// How the view enters and leaves when inserted or removed under an animation.
    public func transition(_ t: AnyTransition) -> ModifiedView<Self> { node { context in .transition(t.resolved(in: context)) } }
}
#endif
