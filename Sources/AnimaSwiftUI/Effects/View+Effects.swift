#if !canImport(Darwin)
extension View {
    /// Hides the view (it keeps its space): drawn at opacity 0.
    public func hidden() -> ModifiedView<Self> { opacity(0) }
    /// Masks the view with a shape's outline (a mask that is not a shape is not drawn here).
    public func mask<Mask: View>(_ mask: Mask) -> ModifiedView<Self> {
        guard let shape = mask as? any Shape else { return opacity(1) }
        return node { _ in .clipShape(AnyShape(shape)) }
    }
    /// Masks the view with a shape's outline (a mask that is not a shape is not drawn here).
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> ModifiedView<Self> {
        self.mask(mask())
    }
    /// No effect on layout here (the content keeps its proposed size).
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> Self { self }
    /// No effect on layout here (the content keeps its proposed size).
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> Self { self }
    /// No effect on layout here (the content keeps its proposed size).
    public func scaledToFit() -> Self { self }
    /// No effect on layout here (the content keeps its proposed size).
    public func scaledToFill() -> Self { self }
    /// No effect: views are proposed their parent's size.
    public func fixedSize() -> Self { self }
    /// No effect: views are proposed their parent's size.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> Self { self }
    /// No effect: stack children are sized by flexibility alone.
    public func layoutPriority(_ value: Double) -> Self { self }
    /// No effect: colours are drawn as they are.
    public func saturation(_ amount: Double) -> Self { self }
    /// No effect: colours are drawn as they are.
    public func brightness(_ amount: Double) -> Self { self }
    /// No effect: colours are drawn as they are.
    public func contrast(_ amount: Double) -> Self { self }
    /// No effect: colours are drawn as they are.
    public func grayscale(_ amount: Double) -> Self { self }
    /// No effect: colours are drawn as they are.
    public func colorMultiply(_ color: Color) -> Self { self }
    /// No effect: colours are drawn as they are.
    public func colorInvert() -> Self { self }
    /// No effect: text is drawn with proportional digits.
    public func monospacedDigit() -> Self { self }
    /// No effect: text is drawn without tracking.
    public func tracking(_ tracking: CGFloat) -> Self { self }
    /// No effect: text is drawn without kerning.
    public func kerning(_ kerning: CGFloat) -> Self { self }
    /// No effect: text is drawn at its font's size.
    public func minimumScaleFactor(_ factor: CGFloat) -> Self { self }
    /// No effect: text is drawn at its font's size.
    public func dynamicTypeSize<T>(_ size: T) -> Self { self }
    /// No effect: line spacing is the font's.
    public func lineSpacing(_ lineSpacing: CGFloat) -> Self { self }
    /// No effect: symbol images are placeholders.
    public func symbolRenderingMode<M>(_ mode: M?) -> Self { self }
    /// No effect: symbol effects are not drawn.
    public func symbolEffect<E>(_ effect: E, options: SymbolEffectOptions = .default, value: some Equatable) -> Self { self }
    /// No effect: symbol effects are not drawn.
    public func symbolEffect<E>(_ effect: E, options: SymbolEffectOptions = .default, isActive: Bool = true) -> Self { self }
    /// No effect: content transitions are not drawn (the new content replaces the old).
    public func contentTransition(_ transition: ContentTransition) -> Self { self }
    /// No effect: content is never redacted.
    public func redacted(reason: RedactionReasons) -> Self { self }
    /// No effect: haptics are not played.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> Self { self }
    /// No effect: accessibility labels are not read.
    public func accessibilityLabel(_ label: String) -> Self { self }
    /// No effect: accessibility elements are not built.
    public func accessibilityHidden(_ hidden: Bool) -> Self { self }
    /// No effect: accessibility elements are not built.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> Self { self }
    /// No effect: accessibility elements are not built.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> Self { self }
}

/// How content fills its space.
public enum ContentMode: Sendable, Hashable {
    /// Fits inside.
    case fit
    /// Fills, cropping.
    case fill
}

/// Options of a symbol effect (accepted, not drawn).
public struct SymbolEffectOptions: Sendable {
    /// The default options.
    public static let `default` = SymbolEffectOptions()
    /// Repeating forever.
    public static let `repeating` = SymbolEffectOptions()
    /// Not repeating.
    public static let nonRepeating = SymbolEffectOptions()
    /// Repeating `count` times.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions() }
    /// At `speed`.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions() }
    /// At `speed`.
    public func speed(_ speed: Double) -> SymbolEffectOptions { self }
    /// Repeating `count` times.
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { self }
}

/// How changed content moves to its new state (accepted, not drawn).
public struct ContentTransition: Sendable {
    let name: String
    /// The same view, new content.
    public static let identity = ContentTransition(name: "identity")
    /// A cross-fade.
    public static let opacity = ContentTransition(name: "opacity")
    /// Interpolated.
    public static let interpolate = ContentTransition(name: "interpolate")
    /// A symbol's own replacement effect.
    public static let symbolEffect = ContentTransition(name: "symbolEffect")
    /// Digits rolling.
    public static let numericText = ContentTransition(name: "numericText")
    /// Digits rolling up or down.
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(name: "numericText") }
    /// Digits rolling toward `value`.
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(name: "numericText") }
}

/// Why content would be redacted.
public struct RedactionReasons: OptionSet, Sendable {
    /// The bits.
    public let rawValue: Int
    /// A set from bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// A placeholder.
    public static let placeholder = RedactionReasons(rawValue: 1)
}

/// Haptic feedback (accepted, not played).
public struct SensoryFeedback: Sendable {
    let name: String
    /// Success.
    public static let success = SensoryFeedback(name: "success")
    /// Warning.
    public static let warning = SensoryFeedback(name: "warning")
    /// Error.
    public static let error = SensoryFeedback(name: "error")
    /// Selection.
    public static let selection = SensoryFeedback(name: "selection")
    /// An impact.
    public static let impact = SensoryFeedback(name: "impact")
    /// An impact of a weight.
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback { .impact }
    /// An impact's weight.
    public enum Weight: Sendable {
        /// Light.
        case light
        /// Medium.
        case medium
        /// Heavy.
        case heavy
    }
}

/// How an accessibility element treats its children.
public enum AccessibilityChildBehavior: Sendable {
    /// Ignores them.
    case ignore
    /// Contains them.
    case contain
    /// Combines them.
    case combine
}

/// Accessibility traits (accepted, not used).
public struct AccessibilityTraits: OptionSet, Sendable {
    /// The bits.
    public let rawValue: Int
    /// A set from bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// A button.
    public static let isButton = AccessibilityTraits(rawValue: 1)
    /// A header.
    public static let isHeader = AccessibilityTraits(rawValue: 2)
}
#endif
