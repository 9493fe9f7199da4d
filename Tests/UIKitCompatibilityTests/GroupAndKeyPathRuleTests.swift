#if canImport(UIKit)
import UIKit
#endif
import AnimaTestSupport  // .drivesTheClock
import Testing

// Library patterns that lean on Core Animation rules the `timing` branch implements: a group child with no duration
// plays over the group's duration, and `transform.scale.xy` scales x and y together.

@MainActor
@Suite(.serialized, .drivesTheClock)
struct GroupAndKeyPathRuleTests {
    @Test
    func groupChildrenWithoutDurationPlayOverTheGroup() throws {
        AnimaClock.reset()
        let ring = CALayer()
        let rotate = CABasicAnimation(keyPath: "transform.rotation.z")
        rotate.fromValue = 0
        rotate.toValue = 2 * Double.pi
        let breathe = CAKeyframeAnimation(keyPath: "transform.scale")
        breathe.keyTimes = [0, 0.5, 1]
        breathe.values = [1, 0.6, 1]
        let group = CAAnimationGroup()
        group.animations = [rotate, breathe]
        group.duration = 1
        group.repeatCount = HUGE
        ring.add(group, forKey: "ring")
        // Each child runs over the group's 1 s. At 0.25 s: angle 2π·0.25 = π/2 and scale 1 − 0.4·(0.25 / 0.5) = 0.8,
        // so m11 = 0.8·cos(π/2) = 0 and m12 = 0.8·sin(π/2) = 0.8.
        AnimaClock.advance(to: 0.25)
        var t = try #require(ring.presentation()).transform
        #expect(abs(t.m11) < 1e-6 && abs(t.m12 - 0.8) < 1e-6)
        // At 1.75 s (second iteration, 0.75 s in): angle 3π/2, scale 0.6 + 0.4·(0.25 / 0.5) = 0.8: m11 = 0, m12 = −0.8.
        AnimaClock.advance(to: 1.75)
        t = try #require(ring.presentation()).transform
        #expect(abs(t.m11) < 1e-6 && abs(t.m12 + 0.8) < 1e-6)
    }

    @Test
    func pulseRingGrowsOnScaleXY() throws {
        AnimaClock.reset()
        let pulse = CALayer()
        pulse.opacity = 0
        let scale = CABasicAnimation(keyPath: "transform.scale.xy")
        scale.fromValue = 0
        scale.toValue = 1
        scale.duration = 3
        let fade = CAKeyframeAnimation(keyPath: "opacity")
        fade.values = [0.45, 0.45, 0]
        fade.keyTimes = [0, 0.2, 1]
        fade.duration = 3
        let group = CAAnimationGroup()
        group.animations = [scale, fade]
        group.duration = 3
        group.repeatCount = .infinity
        pulse.add(group, forKey: "pulse")
        // At 4.5 s (second pulse, 1.5 s in, progress 0.5): scale 0.5 in x and y, z untouched;
        // opacity 0.45·(1 − (0.5 − 0.2) / 0.8) = 0.28125.
        AnimaClock.advance(to: 4.5)
        let p = try #require(pulse.presentation())
        #expect(abs(p.transform.m11 - 0.5) < 1e-6 && abs(p.transform.m22 - 0.5) < 1e-6 && abs(p.transform.m33 - 1) < 1e-6)
        #expect(abs(Double(p.opacity) - 0.28125) < 1e-6)
    }
}
