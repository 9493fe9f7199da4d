#if canImport(UIKit)
import UIKit
#endif
import AnimaTestSupport  // .drivesTheClock
import Testing

// A file as a new user writes it for iOS: labels, buttons, fonts, the screen, continuous corners, NSValue-boxed
// points in an animation, dynamic colours.

@MainActor
@Suite(.serialized, .drivesTheClock)
struct NewUserFileTests {
    @Test func labelAndButtonDrawTheirTextWithTextLayers() throws {
        AnimaClock.reset()
        let screen = UIScreen.main.bounds
        let label = UILabel(frame: CGRect(x: 20, y: 100, width: screen.width - 40, height: 30))
        label.text = "Loading"
        label.font = UIFont.systemFont(ofSize: 20, weight: .semibold)
        label.textColor = .systemRed
        let text = try #require(label.layer as? CATextLayer)
        #expect(text.string as? String == "Loading")
        #expect(text.fontSize == 20)
        // The system font maps to the face fontconfig resolves for sans-serif on Debian: DejaVu Sans (bold from
        // semibold up).
        #expect(text.font as? String == "DejaVu Sans Bold")
        #expect(text.foregroundColor == UIColor.systemRed.cgColor)

        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 120, height: 44))
        button.setTitle("Retry", for: .normal)
        button.setTitleColor(.white, for: .normal)
        button.titleLabel?.font = .boldSystemFont(ofSize: 15)
        #expect(button.title(for: .normal) == "Retry")
        let title = try #require(button.titleLabel?.layer as? CATextLayer)
        #expect(title.string as? String == "Retry")
        #expect(title.foregroundColor == UIColor.white.cgColor)
        #expect(UIFont(name: "Menlo", size: 12)?.fontName == "Menlo")
    }

    @Test func screenIsAnIPhone15() {
        // 390 x 844 points at 3x: the documented default (UIScreen.swift).
        #expect(UIScreen.main.bounds.size == CGSize(width: 390, height: 844))
        #expect(UIScreen.main.scale == 3)
        let window = UIWindow()
        window.makeKeyAndVisible()
        #expect(UIApplication.shared.keyWindow === window)
        #expect(window.bounds.width == 390)
    }

    @Test func continuousCornersAndBoxedPointsAnimate() throws {
        AnimaClock.reset()
        let card = CALayer()
        card.cornerRadius = 12
        card.cornerCurve = .continuous
        #expect(card.cornerCurve == .continuous)
        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = NSValue(cgPoint: CGPoint(x: 0, y: 0))
        move.toValue = NSValue(cgPoint: CGPoint(x: 100, y: 40))
        move.duration = 1
        card.add(move, forKey: "move")
        // Linear (no timing function) from (0, 0) to (100, 40): at 0.5 s, (50, 20).
        AnimaClock.advance(to: 0.5)
        let p = try #require(card.presentation()).position
        #expect(abs(p.x - 50) < 1e-9 && abs(p.y - 20) < 1e-9)
        #expect(NSValue(cgPoint: CGPoint(x: 3, y: 4)).cgPointValue == CGPoint(x: 3, y: 4))
    }

    @Test func boxedTransformsAsKeyframeValues() throws {
        AnimaClock.reset()
        let layer = CALayer()
        let grow = CAKeyframeAnimation(keyPath: "transform")
        grow.values = [NSValue(caTransform3D: CATransform3DIdentity), NSValue(caTransform3D: CATransform3DMakeScale(2, 2, 1))]
        grow.duration = 1
        layer.add(grow, forKey: "grow")
        // Two linear keyframes, scale 1 → 2: at 0.5 s the scale is 1.5.
        AnimaClock.advance(to: 0.5)
        #expect(abs(try #require(layer.presentation()).transform.m11 - 1.5) < 1e-9)
        #expect(NSValue(caTransform3D: CATransform3DMakeScale(2, 3, 1)).caTransform3DValue.m22 == 3)
    }

    @Test func dynamicColoursFollowTheCurrentTraits() {
        let ink = { UIColor { $0.userInterfaceStyle == .dark ? .white : .black } }
        #expect(ink() == .black)
        UITraitCollection.current = UITraitCollection(userInterfaceStyle: .dark)
        defer { UITraitCollection.current = UITraitCollection(userInterfaceStyle: .light) }
        #expect(ink() == .white)
    }

    @Test func hueOfOrange() {
        // (1, 0.5, 0): max 1 (red), min 0, so h = ((g − b) / (max − min)) / 6 = 0.5 / 6, s = 1, v = 1.
        var h: CGFloat = 0, s: CGFloat = 0, v: CGFloat = 0, a: CGFloat = 0
        UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.8).getHue(&h, saturation: &s, brightness: &v, alpha: &a)
        #expect(abs(h - 0.5 / 6) < 1e-9 && s == 1 && v == 1 && abs(a - 0.8) < 1e-6)
    }
}
