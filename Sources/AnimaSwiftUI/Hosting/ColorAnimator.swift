#if !canImport(Darwin)
@_spi(Hosting) import AnimaUIKit

/// Animates a layer's colours as SwiftUI animates `Color`: the four components of `Color.Resolved.animatableData`,
/// linear-light red, green, blue and opacity (not premultiplied) scaled by 128, move together as one vector
/// (`AnimatableRuns`: overlapping runs add up).
///
/// Core Animation interpolates colours in gamma-encoded sRGB, so the recorded form is the combined motion sampled on
/// the 300 Hz grid as a keyframe animation (gamma-encoded values, linear between grid points), restarted from the
/// instant of each change so every overlapping run stays in it.
@MainActor
final class ColorAnimator {
    /// The layer colour a style paints.
    enum Slot: String, CaseIterable {
        /// The layer's background (colours, box shapes).
        case background = "backgroundColor"
        /// The layer's border (stroked box shapes).
        case border = "borderColor"
        /// A shape layer's fill.
        case fill = "fillColor"
        /// A shape layer's stroke.
        case stroke = "strokeColor"
        /// A text layer's glyphs.
        case text = "foregroundColor"
    }

    private var colors: [String: AnimatableRuns<LinearColor>] = [:]
    private var counter = 0

    /// Paints `color` (nil: clear) into `slot` of `layer` for the item `key`, animated by `animation` when given and
    /// the colour changed; returns the end time of the animation it started, if any.
    @discardableResult
    func paint(_ color: Color?, _ slot: Slot, of layer: CALayer, key: String, animation: Animation?) -> Double? {
        let id = key + "|" + slot.rawValue
        let target = LinearColor(color ?? .clear)
        // The model takes the colour as given (not through the linear round trip; nil stays none).
        Self.write(color?.cgColor, slot, to: layer)
        if colors[id]?.absorb(target) == true { return nil }
        guard let animation, var runs = colors[id] else {
            colors[id] = AnimatableRuns(target: target)
            layer.removeAnimation(forKey: Self.animationKey(slot))
            return nil
        }
        let now = AnimaClock.now
        counter += 1
        let end = runs.retarget(to: target, animation: animation, now: now, key: "swiftui.color.\(counter)")
        colors[id] = runs
        let keyframes = CAKeyframeAnimation.sampled(keyPath: slot.rawValue, from: now, to: end) { runs.value(at: $0).cgColor }
        layer.add(keyframes, forKey: Self.animationKey(slot))
        return end
    }

    /// Forgets the colours of item `key` (it left the hierarchy).
    func forget(_ key: String) {
        for slot in Slot.allCases { colors[key + "|" + slot.rawValue] = nil }
    }

    private static func animationKey(_ slot: Slot) -> String { "swiftui.color." + slot.rawValue }

    private static func write(_ cg: CGColor?, _ slot: Slot, to layer: CALayer) {
        switch slot {
        case .background: if layer.backgroundColor != cg { layer.backgroundColor = cg }
        case .border: if layer.borderColor != cg { layer.borderColor = cg }
        case .fill: if let shape = layer as? CAShapeLayer, shape.fillColor != cg { shape.fillColor = cg }
        case .stroke: if let shape = layer as? CAShapeLayer, shape.strokeColor != cg { shape.strokeColor = cg }
        case .text: if let text = layer as? CATextLayer, text.foregroundColor != cg { text.foregroundColor = cg }
        }
    }
}
#endif
