#if canImport(UIKit)
import UIKit
#endif
import AnimaTestSupport  // .drivesTheClock
import Testing

// Animation libraries written in Swift 5 mode drive views from plain classes and protocol witnesses that are not
// main-actor isolated. Against Apple's SDK that compiles, because UIKit's `@MainActor` comes from Objective-C
// headers and is imported as `@preconcurrency`; so must it here.

/// A library-style effect: a plain class (not main-actor isolated) that creates, moves and animates views.
final class FadeInEffect {
    let label: UILabel
    let dot = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))

    init(in host: UIView) {
        label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        label.text = "Saved"
        label.alpha = 0
        host.addSubview(label)
        host.addSubview(dot)
    }

    func play() {
        UIView.animate(withDuration: 1, animations: { self.label.alpha = 1 })
        dot.center = CGPoint(x: label.frame.maxX, y: label.frame.midY)
    }
}

/// A protocol whose witnesses touch views, as item-animation protocols in tab bar libraries do.
protocol ItemAnimation {
    func select(_ icon: UIView)
}

struct BounceItemAnimation: ItemAnimation {
    func select(_ icon: UIView) { icon.transform = CGAffineTransform(scaleX: 1.2, y: 1.2) }
}

@MainActor
@Suite(.serialized, .drivesTheClock)
struct LibraryIsolationTests {
    @Test func plainClassAnimatesViews() throws {
        AnimaClock.reset()
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let effect = FadeInEffect(in: host)
        effect.play()
        // The dot sits at the label's right middle: (100, 10).
        #expect(effect.dot.center == CGPoint(x: 100, y: 10))
        // UIView.animate's default curve is ease-in-out, (0.42, 0, 0.58, 1), symmetric about its middle: at half
        // the duration the progress is exactly 0.5, so alpha 0 → 1 shows 0.5.
        AnimaClock.advance(to: 0.5)
        let shown = try #require(effect.label.layer.presentation())
        #expect(abs(shown.opacity - 0.5) < 1e-6)
    }

    @Test func protocolWitnessTransformsAView() {
        let icon = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        BounceItemAnimation().select(icon)
        #expect(icon.transform.a == 1.2 && icon.transform.d == 1.2)
    }
}
