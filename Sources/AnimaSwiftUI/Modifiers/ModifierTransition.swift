#if !canImport(Darwin)
/// A transition between two states of a `ViewModifier` (`AnyTransition.modifier(active:identity:)`): what each
/// state's body does to its content, read where the transition is written, becomes insertion and removal effects.
/// Offsets, scales, rotations and opacity are followed; a body's other modifiers are not animated by the transition.
struct ModifierTransition: @unchecked Sendable {
    // Unchecked: the modifiers are only read on the main actor, where the view that wrote the transition resolves.
    private let active: any ViewModifier
    private let identity: any ViewModifier

    init<E: ViewModifier>(active: E, identity: E) { self.active = active; self.identity = identity }

    /// What the active or the identity state makes of a placeholder content.
    @MainActor func body(_ isActive: Bool) -> any View { isActive ? Self.body(of: active) : Self.body(of: identity) }

    @MainActor private static func body<M: ViewModifier>(of modifier: M) -> any View {
        modifier.body(content: _ViewModifier_Content(view: Color.clear))
    }

    /// The effects the active and the identity states apply to their content.
    @MainActor func effects(in context: ResolveContext) -> (active: [AnyTransition.Effect], identity: [AnyTransition.Effect]) {
        (Self.effects(of: context.resolve(body(true), at: "transition-active")),
         Self.effects(of: context.resolve(body(false), at: "transition-identity")))
    }

    /// The transition effects among the modifiers wrapping the content (the first node's chain).
    static func effects(of nodes: [ViewNode]) -> [AnyTransition.Effect] {
        var effects: [AnyTransition.Effect] = []
        var node = nodes.first
        while let current = node, case .modified(let modifier, let inner) = current.kind {
            switch modifier {
            case .opacity(let o): effects.append(.fade(o))
            case .scale(let s, _): effects.append(.stretch(s))
            case .offset(let o): effects.append(.offset(o))
            case .rotation(let a, _): effects.append(.turn(a.radians))
            default: break
            }
            node = inner
        }
        return effects
    }

    /// Effects that take away `effects` (a zero opacity or scale cannot be divided out and is left).
    static func undoing(_ effects: [AnyTransition.Effect]) -> [AnyTransition.Effect] {
        effects.compactMap { effect in
            switch effect {
            case .fade(let f): f == 0 ? nil : .fade(1 / f)
            case .stretch(let s): s.width == 0 || s.height == 0 ? nil : .stretch(CGSize(width: 1 / s.width, height: 1 / s.height))
            case .offset(let o): .offset(CGSize(width: -o.width, height: -o.height))
            case .turn(let r): .turn(-r)
            default: nil
            }
        }
    }

    /// Applies an at-rest effect to a laid-out item.
    static func place(_ effect: AnyTransition.Effect, on item: inout RenderItem) {
        switch effect {
        case .fade(let f): item.opacity *= f
        case .stretch(let s): item.scale.width *= s.width; item.scale.height *= s.height
        case .offset(let o): item.offset.width += o.width; item.offset.height += o.height
        case .turn(let r): item.rotation += r
        default: break
        }
    }
}
#endif
