import AnimaCore
import Testing
import AnimaTestSupport

/// Core Animation's group rules that activity indicators rely on: a child with no duration lasts the group's
/// duration, and the group's timing function paces its children's time (the group is a timing node).
@Suite("CAAnimationGroup timing: unset child durations and the group's timing function")
struct GroupTimingTests {
    /// `duration` 0 (not set) on the child: Apple's CAAnimationGroup listing sets only the group's duration.
    private func unsetChild() -> Animation {
        Animation.basic(.opacity, from: 0, to: 1, duration: 1).duration(0)
    }

    @Test func aChildWithoutDurationPlaysOverTheGroupsDuration() throws {
        let group = Animation.group([unsetChild()], duration: 2)
        // Over 2 s: 0.5 at 1 s and 0.75 at 1.5 s (with 0.25 s it would have ended, showing the model's 1, at 1 s).
        #expect(try sampleOne([group], model: { $0.opacity = 1 }, at: 1).opacity.isClose(to: 0.5))
        #expect(try sampleOne([group], model: { $0.opacity = 1 }, at: 1.5).opacity.isClose(to: 0.75))
    }

    @Test func aChildOfAGroupWithoutDurationLastsTheGroupsQuarterSecond() throws {
        // The group itself is top level: 0 → 0.25 s; its child inherits those 0.25 s.
        let group = Animation.group([unsetChild()], duration: 0)
        #expect(try sampleOne([group], at: 0.125).opacity.isClose(to: 0.5))
    }

    @Test func nestedGroupsPassTheDurationDown() throws {
        let inner = Animation.group([unsetChild()], duration: 0)
        let outer = Animation.group([inner], duration: 4)
        // The inner group inherits 4 s, and so does its child: 1 s in is a quarter.
        #expect(try sampleOne([outer], at: 1).opacity.isClose(to: 0.25))
        #expect(outer.resolvedChildren[0].resolvedChildren[0].timing.duration == 4)
    }

    @Test func aChildThatSetsItsDurationKeepsIt() throws {
        let child = Animation.basic(.opacity, from: 0, to: 1, duration: 0.5)
        let group = Animation.group([child], duration: 2)
        #expect(try sampleOne([group], at: 0.25).opacity.isClose(to: 0.5))
        #expect(group.resolvedChildren[0].timing.duration == 0.5)
    }

    @Test func aRepeatingGroupRestartsTheInheritingChild() throws {
        // The ring loader's pattern: a group repeating forever whose child sets no duration turns all the way round.
        let spin = Animation.basic(.rotationZ, from: 0, to: .number(2 * .pi), duration: 0)
        let group = Animation.group([spin], duration: 1).repeatCount(.infinity)
        // 1.75 s: second iteration, ¾ of a turn: rotation 3π/2, so the matrix's (m11, m12) = (cos, sin) = (0, −1).
        let m = try sampleOne([group], at: 1.75).transform
        #expect(m.m11.isClose(to: 0) && m.m12.isClose(to: -1))
    }

    @Test func theGroupsTimingFunctionPacesItsChildren() throws {
        // Group of 1 s with easeIn (0.42, 0, 1, 1); linear child 0 → 1 over the group. At t = 0.5 the child sees
        // easeIn(0.5) seconds: y(s) where x(s) = 0.5 on the Bézier, solved here by bisection (≈ 0.31536).
        let child = Animation.basic(.opacity, from: 0, to: 1, duration: 0)
        let group = Animation.group([child], duration: 1).timingFunction(.easeIn)
        let expected = Self.bezierY(x1: 0.42, y1: 0, x2: 1, y2: 1, atX: 0.5)
        #expect(abs(expected - 0.31536) < 1e-5)
        #expect(try sampleOne([group], at: 0.5).opacity.isClose(to: expected))
        // Ends are fixed points of any timing function.
        #expect(try sampleOne([group.keepsFinalState()], at: 1).opacity.isClose(to: 1))
    }

    @Test func theGroupsTimingFunctionComposesWithTheChilds() throws {
        // Child easeOut over the group's second half; group easeIn. At group time 0.75 the child sees
        // t' = easeIn(0.75); its progress is (t' − 0.5) / 0.5, eased by easeOut.
        let child = Animation.basic(.opacity, from: 0, to: 1, duration: 0.5).beginTime(0.5).timingFunction(.easeOut)
        let group = Animation.group([child], duration: 1).timingFunction(.easeIn)
        let seen = Self.bezierY(x1: 0.42, y1: 0, x2: 1, y2: 1, atX: 0.75)
        let expected = Self.bezierY(x1: 0, y1: 0, x2: 0.58, y2: 1, atX: (seen - 0.5) / 0.5)
        #expect(try sampleOne([group], model: { $0.opacity = 0 }, at: 0.75).opacity.isClose(to: expected))
    }

    @Test func anAutoreversingGroupEasesEachLeg() throws {
        // On the way back the group's local time runs 1 → 0 and the timing function applies to it as it does forward.
        let child = Animation.basic(.opacity, from: 0, to: 1, duration: 0)
        let group = Animation.group([child], duration: 1).timingFunction(.easeIn).autoreverses()
        let expected = Self.bezierY(x1: 0.42, y1: 0, x2: 1, y2: 1, atX: 0.25)
        #expect(try sampleOne([group], at: 1.75).opacity.isClose(to: expected))
    }

    /// A cubic Bézier timing curve's y at `x`, by bisection on x(s) (independent of AnimaCore's Newton solver).
    static func bezierY(x1: Double, y1: Double, x2: Double, y2: Double, atX x: Double) -> Double {
        func coordinate(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
            3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
        }
        var lo = 0.0, hi = 1.0
        for _ in 0..<100 {
            let mid = (lo + hi) / 2
            if coordinate(x1, x2, mid) < x { lo = mid } else { hi = mid }
        }
        return coordinate(y1, y2, (lo + hi) / 2)
    }
}

extension Double {
    /// Within 1e-9 of `other`.
    func isClose(to other: Double, tolerance: Double = 1e-9) -> Bool { abs(self - other) <= tolerance }
}
