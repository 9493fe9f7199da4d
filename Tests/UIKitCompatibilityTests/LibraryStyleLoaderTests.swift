#if canImport(UIKit)
import UIKit
#endif
import AnimaTestSupport  // .drivesTheClock
import Testing

// Written the way activity-indicator libraries are (Swift 5 mode, a plain class that is not main-actor isolated
// builds layers, arcs and animations repeating HUGE times), then checked at chosen times against values worked out
// by hand from Core Animation's rules.

/// A library-style indicator: not main-actor isolated, as such libraries' animation classes are not.
final class ArcSpinnerIndicator {
    /// Builds a quarter-ring shape layer spinning once a second forever, and a dot pulsing by keyframes.
    func setUpAnimation(in layer: CALayer, size: CGSize, color: UIColor) {
        let ring = CAShapeLayer()
        ring.path = UIBezierPath(arcCenter: CGPoint(x: size.width / 2, y: size.height / 2), radius: size.width / 2,
                                 startAngle: 0, endAngle: CGFloat(Double.pi / 2), clockwise: true).cgPath
        ring.strokeColor = color.cgColor
        ring.fillColor = nil
        ring.lineWidth = 2
        ring.frame = CGRect(x: 0, y: 0, width: size.width, height: size.height)
        ring.name = "ring"

        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0
        spin.toValue = 2 * Double.pi
        spin.duration = 1
        spin.timingFunction = CAMediaTimingFunction(name: .linear)
        spin.repeatCount = HUGE
        spin.isRemovedOnCompletion = false
        ring.add(spin, forKey: "spin")
        layer.addSublayer(ring)

        let dot = CAShapeLayer()
        dot.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
        dot.fillColor = color.cgColor
        dot.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        dot.name = "dot"

        let scale = CAKeyframeAnimation(keyPath: "transform.scale")
        scale.keyTimes = [0, 0.3, 1]
        scale.values = [1, 0.3, 1]
        scale.timingFunctions = [CAMediaTimingFunction(name: .linear), CAMediaTimingFunction(name: .linear)]
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0.5
        fade.duration = 1
        let group = CAAnimationGroup()
        scale.duration = 1
        group.animations = [scale, fade]
        group.duration = 1
        group.repeatCount = HUGE
        group.isRemovedOnCompletion = false
        dot.add(group, forKey: "pulse")
        layer.addSublayer(dot)
    }
}

@MainActor
@Suite(.serialized, .drivesTheClock)
struct LibraryStyleLoaderTests {
    private func host() -> CALayer {
        AnimaClock.reset()
        let host = CALayer()
        host.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        ArcSpinnerIndicator().setUpAnimation(in: host, size: CGSize(width: 40, height: 40), color: .systemBlue)
        return host
    }

    private func sublayer(_ host: CALayer, _ name: String) -> CALayer? { host.sublayers?.first { $0.name == name } }

    @Test func spinnerTurnsAQuarterPerQuarterSecondForever() throws {
        let ring = try #require(sublayer(host(), "ring"))
        // Linear 0 → 2π over 1 s: at 0.25 s the angle is π/2, so m11 = cos(π/2) = 0 and m12 = sin(π/2) = 1.
        AnimaClock.advance(to: 0.25)
        var t = try #require(ring.presentation()).transform
        #expect(abs(t.m11 - 0) < 1e-6 && abs(t.m12 - 1) < 1e-6)
        // HUGE repeats: at 5.125 s the sixth iteration is 0.125 s in, angle π/4: m11 = m12 = √2/2.
        AnimaClock.advance(to: 5.125)
        t = try #require(ring.presentation()).transform
        #expect(abs(t.m11 - 0.5.squareRoot()) < 1e-6 && abs(t.m12 - 0.5.squareRoot()) < 1e-6)
    }

    @Test func groupedKeyframesAndFadeRepeat() throws {
        let dot = try #require(sublayer(host(), "dot"))
        // Scale keyframes 1 → 0.3 over [0, 0.3]: at 0.15 s, halfway, 1 + (0.3 − 1)·0.5 = 0.65.
        // Fade 1 → 0.5 with the default timing function is linear in a basic animation: 1 − 0.5·0.15 = 0.925.
        AnimaClock.advance(to: 0.15)
        var p = try #require(dot.presentation())
        #expect(abs(p.transform.m11 - 0.65) < 1e-6)
        #expect(abs(Double(p.opacity) - 0.925) < 1e-6)
        // Second segment 0.3 → 1 over [0.3, 1]: at 2.65 s (third iteration, 0.65 s in) 0.3 + 0.7·(0.35 / 0.7) = 0.65.
        AnimaClock.advance(to: 2.65)
        p = try #require(dot.presentation())
        #expect(abs(p.transform.m11 - 0.65) < 1e-6)
    }

    @Test func hugeAndFriendsAreWhatIOSDefines() {
        // math.h: HUGE = MAXFLOAT = 0x1.fffffep+127f; dispatch/time.h: NSEC_PER_SEC = 1 000 000 000 (UInt64).
        #expect(HUGE == Float.greatestFiniteMagnitude)
        #expect(MAXFLOAT == Float.greatestFiniteMagnitude)
        #expect(NSEC_PER_SEC == 1_000_000_000)
        #expect(Double(NSEC_PER_MSEC) * 1000 == Double(NSEC_PER_SEC))
    }

    @Test func bezierArcsEndWhereTheGeometrySays() {
        // Centre (50, 50), radius 40, 0 → π/2 clockwise on screen (y down): starts at (90, 50), ends at (50, 90).
        let arc = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 40, startAngle: 0,
                               endAngle: CGFloat(Double.pi / 2), clockwise: true)
        #expect(abs(arc.currentPoint.x - 50) < 1e-9 && abs(arc.currentPoint.y - 90) < 1e-9)
        // Reversed, the same quarter ends where it began.
        let back = arc.reversing()
        #expect(abs(back.currentPoint.x - 90) < 1e-9 && abs(back.currentPoint.y - 50) < 1e-9)
        // The short way round: points and control points stay inside the quarter's box (50, 50, 40, 40); the long
        // way would reach x = 10.
        let box = arc.bounds
        #expect(abs(box.minX - 50) < 1e-9 && abs(box.maxX - 90) < 1e-9 && abs(box.maxY - 90) < 1e-9)
        // Core Graphics' flag is the other way in UIKit's y-down space: clockwise false draws the same quarter.
        let cg = CGMutablePath()
        cg.addArc(center: CGPoint(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: CGFloat(Double.pi / 2), clockwise: false)
        #expect(abs(cg.boundingBox.minX - 50) < 1e-9 && abs(cg.currentPoint.y - 90) < 1e-9)
    }

    @Test func arcByTangentsRoundsTheCorner() {
        // From (0, 0) towards the corner (100, 0) then down to (100, 100), radius 20: the line stops 20 before the
        // corner at (80, 0) and the quarter arc ends 20 below it at (100, 20).
        let p = CGMutablePath()
        p.move(to: .zero)
        p.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        #expect(abs(p.currentPoint.x - 100) < 1e-9 && abs(p.currentPoint.y - 20) < 1e-9)
        #expect(abs(p.boundingBox.maxX - 100) < 1e-9 && abs(p.boundingBox.maxY - 20) < 1e-9)
    }
}
