import AnimaCore
import AnimaTransitions
import Foundation
import Testing
import AnimaTestSupport
import RealModule

/// Each animator's presentation values at chosen times, by sampling the Scene it produces.
@Suite struct AnimatorValueTests {
    /// a, b → x, a, b: x inserted at the top, a and b pushed down one row (96 pt).
    let insertAtTop = TransitionPlan(from: Fixtures.state(["a", "b"]), to: Fixtures.state(["x", "a", "b"]))
    /// a, b, c → a, c: b deleted, c pulled up one row.
    let deleteMiddle = TransitionPlan(from: Fixtures.state(["a", "b", "c"]), to: Fixtures.state(["a", "c"]))

    @Test func transformAnimatorInsertsFromItsTransformAndFadesIn() throws {
        let animator = TransformAnimator(insertTransform: .scale(0.5, 0.5), deleteTransform: .identity,
                                         insertTiming: .linear(1), updateTiming: .linear(1))
        let scene = try insertAtTop.scene(animator: animator)
        let half = try properties(of: "x", in: scene, at: 0.5)
        #expect(half.opacity.isApproximatelyEqual(to: 0.5, absoluteTolerance: 1e-6))
        #expect(half.transform.m11.isApproximatelyEqual(to: 0.75, absoluteTolerance: 1e-6))   // scale 0.5 → 1, halfway
        #expect(half.transform.m22.isApproximatelyEqual(to: 0.75, absoluteTolerance: 1e-6))
        #expect(try properties(of: "x", in: scene, at: 1).transform == .identity)
        // a slides from row 0 (centre y 56) to row 1 (centre y 152).
        #expect((try properties(of: "a", in: scene, at: 0.25).position.y).isApproximatelyEqual(to: 56 + 96 * 0.25, absoluteTolerance: 1e-6))
    }

    @Test func transformAnimatorDeletesIntoItsTransform() throws {
        let animator = TransformAnimator(insertTransform: .identity, deleteTransform: .translation(100, 0),
                                         deleteTiming: .linear(0.4))
        let scene = try deleteMiddle.scene(animator: animator)
        let quarter = try properties(of: "b", in: scene, at: 0.1)
        #expect(quarter.opacity.isApproximatelyEqual(to: 0.75, absoluteTolerance: 1e-6))
        #expect(quarter.transform.m41.isApproximatelyEqual(to: 25, absoluteTolerance: 1e-6))
        #expect(!quarter.isHidden)
        #expect(try properties(of: "b", in: scene, at: 0.4).isHidden)
    }

    @Test func cascadeDelaysByDistanceFromTopLeft() throws {
        // x's frame origin is (16, 16): 16√2 pt from the corner, so it starts 16√2 / 3000 s late.
        let delay = 16 * 2.0.squareRoot() / 3000
        let animator = TransformAnimator(insertTransform: .identity, deleteTransform: .identity,
                                         insertTiming: .linear(1), cascade: true)
        let scene = try insertAtTop.scene(animator: animator)
        #expect(try properties(of: "x", in: scene, at: delay / 2).opacity == 0)   // backwards fill while waiting
        #expect((try properties(of: "x", in: scene, at: delay + 0.5).opacity).isApproximatelyEqual(to: 0.5, absoluteTolerance: 1e-6))
        let item = try #require(insertAtTop.item(withID: "b"))
        // b ends in row 2: origin (16, 208).
        #expect(item.cascadeDelay(in: insertAtTop.context).isApproximatelyEqual(to: Point(16, 208).length / 3000, absoluteTolerance: 1e-6))
    }

    @Test func fadeAnimatorFadesAndDoesNotAnimateUpdates() throws {
        let scene = try insertAtTop.scene(animator: FadeAnimator())
        // 0.3 s ease-in-ease-out is symmetric about its midpoint: opacity 0.5 at 0.15 s.
        #expect((try properties(of: "x", in: scene, at: 0.15).opacity).isApproximatelyEqual(to: 0.5, absoluteTolerance: 1e-6))
        #expect(try properties(of: "x", in: scene, at: 0).opacity == 0)
        #expect(try properties(of: "a", in: scene, at: 0.1).position.y == 152)   // jumped to row 1
        let deletion = try deleteMiddle.scene(animator: FadeAnimator(duration: 0.5))
        #expect((try properties(of: "b", in: deletion, at: 0.25).opacity).isApproximatelyEqual(to: 0.5, absoluteTolerance: 1e-6))
    }

    @Test func springAnimatorFollowsTheDampedOscillator() throws {
        // UIComponent's default: response 0.5 s, damping ratio 0.9 → ω₀ = 2π/0.5, ζ = 0.9, mass 1.
        let omega = 2 * Double.pi / 0.5, zeta = 0.9
        let omegaD = omega * (1 - zeta * zeta).squareRoot()
        func fraction(_ t: Double) -> Double {
            1 - exp(-zeta * omega * t) * (cos(omegaD * t) + zeta * omega / omegaD * sin(omegaD * t))
        }
        let scene = try insertAtTop.scene(animator: SpringAnimator())
        for t in [0.05, 0.1, 0.2, 0.4] {
            #expect((try properties(of: "a", in: scene, at: t).position.y).isApproximatelyEqual(to: 56 + 96 * fraction(t), absoluteTolerance: 1e-6), "t = \(t)")
            #expect((try properties(of: "x", in: scene, at: t).opacity).isApproximatelyEqual(to: fraction(t), absoluteTolerance: 1e-9), "t = \(t)")
        }
    }

    @Test func staggerStartsEachInsertOneIntervalLater() throws {
        let animator = StaggerAnimator(entrances: [.from(.bottom, distance: 30)], interval: 0.1, timing: .linear(0.2))
        let plan = TransitionPlan(from: Fixtures.state([]), to: Fixtures.state(["p", "q", "r"]))
        #expect(plan.items.map(\.rank) == [0, 1, 2])
        let scene = try plan.scene(animator: animator)
        let t = 0.1
        let p = try properties(of: "p", in: scene, at: t), q = try properties(of: "q", in: scene, at: t), r = try properties(of: "r", in: scene, at: t)
        #expect(p.opacity.isApproximatelyEqual(to: 0.5, absoluteTolerance: 1e-6))
        #expect(p.transform.m42.isApproximatelyEqual(to: 15, absoluteTolerance: 1e-6))   // halfway up from 30 pt below
        #expect(q.opacity.isApproximatelyEqual(to: 0, absoluteTolerance: 1e-6))
        #expect(q.transform.m42.isApproximatelyEqual(to: 30, absoluteTolerance: 1e-6))
        #expect(r.opacity == 0)               // not started: held at its start by the backwards fill
        #expect((try properties(of: "r", in: scene, at: 0.3).opacity).isApproximatelyEqual(to: 0.5, absoluteTolerance: 1e-6))
        #expect(animator.startTime(of: plan.items[2]) == 0.2)
    }

    @Test func staggerEntrancesCombineLikeViewAnimator() {
        let t = Entrance.combinedTransform([.from(.leading, distance: 30), .zoom(scale: 0.5), .rotate(angle: .pi / 2)])
        // translate(−30, 0), then scale 0.5, then rotate 90°, in row vectors (p' = p · T · S · R):
        //   linear part S · R = 0.5 · [[cos 90°, sin 90°], [−sin 90°, cos 90°]] = [[0, 0.5], [−0.5, 0]]
        //   translation (−30, 0) · S = (−15, 0), then · R = (−15 cos 90°, −15 sin 90°) = (0, −15)
        // so the translation is scaled and turned too; z is untouched.
        let expected = Transform3D(m11: 0, m12: 0.5, m13: 0, m14: 0, m21: -0.5, m22: 0, m23: 0, m24: 0,
                                   m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: -15, m43: 0, m44: 1)
        // cos 90° is 6e-17 in doubles, hence the tolerance.
        #expect(t.isApproximatelyEqual(to: expected, absoluteTolerance: 1e-12), "\(t)")
        #expect(t.m41.isApproximatelyEqual(to: 0, absoluteTolerance: 1e-9))
        #expect(t.m42.isApproximatelyEqual(to: -15, absoluteTolerance: 1e-9))
    }

    @Test func swiftUIMoveOffsetsByTheItemsOwnSize() throws {
        let scene = try insertAtTop.scene(animator: TransitionAnimator(.move(edge: .leading), timing: .linear(1)))
        #expect((try properties(of: "x", in: scene, at: 0.5).transform.m41).isApproximatelyEqual(to: -179, absoluteTolerance: 1e-6))   // width 358, halfway
        #expect(try properties(of: "x", in: scene, at: 0.5).opacity == 1)
    }

    @Test func swiftUIAsymmetricAndCombined() throws {
        let transition = ItemTransition.asymmetric(insertion: .opacity.combined(with: .scale(0.5)), removal: .scale)
        let inserted = try insertAtTop.scene(animator: TransitionAnimator(transition, timing: .linear(1)))
        let x = try properties(of: "x", in: inserted, at: 0.5)
        #expect(x.opacity.isApproximatelyEqual(to: 0.5, absoluteTolerance: 1e-6))
        #expect(x.transform.m11.isApproximatelyEqual(to: 0.75, absoluteTolerance: 1e-6))
        let deleted = try deleteMiddle.scene(animator: TransitionAnimator(transition, timing: .linear(1)))
        let b = try properties(of: "b", in: deleted, at: 0.25)
        #expect(b.transform.m11.isApproximatelyEqual(to: 0.75, absoluteTolerance: 1e-6))
        #expect(b.opacity == 1)
        #expect(try properties(of: "b", in: deleted, at: 1).isHidden)
    }

    @Test func swiftUISlideComesFromLeadingAndLeavesToTrailing() {
        let size = Size(100, 40)
        #expect(ItemTransition.slide.effect(.insertion, size: size).translation == Point(-100, 0))
        #expect(ItemTransition.slide.effect(.removal, size: size).translation == Point(100, 0))
        #expect(ItemTransition.move(edge: .bottom).effect(.removal, size: size).translation == Point(0, 40))
        #expect(ItemTransition.identity.effect(.insertion, size: size) == TransitionEffect())
    }

    @Test func perItemOverrideAndOneOffBlocks() throws {
        let nudge = FadeAnimator(duration: 1).animateInsert { item, _ in
            [Animation.basic(.positionX, from: 0, duration: 1).key("nudge")]
        }
        let animators = ItemAnimators(TransformAnimator(), overrides: ["x": nudge, "b": FadeAnimator()])
        let scene = try insertAtTop.scene(animators: animators)
        #expect(scene.layer(withID: "x")?.animationKeys == ["nudge"])
        #expect(scene.layer(withID: "b")?.animationKeys == [])          // FadeAnimator does not animate updates
        #expect(scene.layer(withID: "a")?.animationKeys == ["update.position"])
        #expect((try properties(of: "x", in: scene, at: 0.5).position.x).isApproximatelyEqual(to: 97.5, absoluteTolerance: 1e-6))  // 0 → 195 halfway, linear
    }

    @Test func passthroughUpdateRunsBothBlocks() throws {
        let animator = TransformAnimator().animateUpdate(passthrough: true) { _, _ in
            [Animation.basic(.opacity, from: 0.5, duration: 0.2).key("blink")]
        }
        let scene = try insertAtTop.scene(animator: animator)
        #expect(scene.layer(withID: "a")?.animationKeys == ["update.position", "blink"])
        let replaced = try insertAtTop.scene(animator: TransformAnimator().animateUpdate { _, _ in [] })
        #expect(replaced.layer(withID: "a")?.animationKeys == [])
    }

    @Test func defaultHooksJump() throws {
        struct Plain: Animator {}
        let scene = try deleteMiddle.scene(animator: Plain())
        #expect(scene.allLayers.allSatisfy { $0.animations.isEmpty })
        #expect(try properties(of: "b", in: scene, at: 0).isHidden)
    }
}
