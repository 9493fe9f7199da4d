/// Where a preset comes from, which is also how `anima presets` and the gallery group them.
public enum PresetCategory: String, Sendable, Hashable, CaseIterable {
    /// The seed app's micro-interactions (bell, card loop, passcode shake, path ride, basics).
    case seed
    /// Animate.css attention seekers and entrances/exits, with its published keyframes.
    case animateCSS
    /// MengTo/Spring's keyframe and spring presets, with its published values.
    case spring
    /// Symbol-effect-like presets named after SF Symbols' effects; Apple publishes no curves, so these are Anima's own.
    case symbol

    /// A heading for lists and the gallery.
    public var title: String {
        switch self {
        case .seed: "Seed micro-interactions"
        case .animateCSS: "Animate.css"
        case .spring: "Spring (MengTo)"
        case .symbol: "Symbol effects (Anima's own curves)"
        }
    }
}
