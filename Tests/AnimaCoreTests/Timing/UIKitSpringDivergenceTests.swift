import AnimaCore
import Testing

/// UIKit's spring solver (`Spring.uiKitParameters`, uikit-swiftui-anchors §3.1) on inputs where its Newton step
/// diverges (found by `UIKitGrammar`, issue 29): ζ 0.3, velocity 3, T 0.3 s. At the start, ω = 5/T = 16.67, the
/// derivative of f is −4e−19 (its two terms cancel), so the step threw ω to −6e16 and the damping to −3.7e16: the
/// recording of `UIView.animate(withDuration: 0.3, … usingSpringWithDamping: 0.3, initialSpringVelocity: 3 …)` no
/// longer compiled ("damping must be ≥ 0").
@Suite struct UIKitSpringDivergenceTests {
    @Test func aDivergingStepKeepsTheLastPositiveFrequency() {
        let p = Spring.uiKitParameters(duration: 0.3, dampingRatio: 0.3, velocity: 3)
        // The first step diverges, so ω stays at its start 5/T: k = ω², c = 2ζω (mass 1).
        let omega = 5 / 0.3
        #expect(abs(p.stiffness - omega * omega) <= 1e-9 * omega * omega)
        #expect(abs(p.damping - 2 * 0.3 * omega) <= 1e-12)
    }

    @Test func theSpringCompilesIntoATimeline() throws {
        var layer = Layer(id: "a")
        let spring = Spring.uiKit(duration: 0.3, dampingRatio: 0.3, initialVelocity: 3)
        layer.add(Animation(keyPath: .opacity, content: .spring(SpringAnimation(from: .number(0), to: .number(1), spring: spring))))
        _ = try Timeline(layer: layer)
    }
}
