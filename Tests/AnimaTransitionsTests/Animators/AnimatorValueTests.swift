import AnimaCore
import AnimaTransitions
import Foundation
import Testing

/// Each animator's presentation values at chosen times, by sampling the Scene it produces.
@Suite struct AnimatorValueTests {
    /// a, b → x, a, b: x inserted at the top, a and b pushed down one row (96 pt).
    let insertAtTop = TransitionPlan(from: Fixtures.state(["a", "b"]), to: Fixtures.state(["x", "a", "b"]))
    /// a, b, c → a, c: b deleted, c pulled up one row.
    let deleteMiddle = TransitionPlan(from: Fixtures.state(["a", "b", "c"]), to: Fixtures.state(["a", "c"]))

    func value(_ scene: Scene, _ id: String, at t: Double) throws -> LayerProperties {
        try #require(try Fixtures.sample(scene, at: t)[id])
    }

    func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool { abs(a - b) <= tolerance }

    @Test func transformAnimatorInsertsFromItsTransformAndFadesIn() throws {
        let animator = TransformAnimator(insertTransform: .scale(0.5, 0.5), deleteTransform: .identity,
                                         insertTiming: .linear(1), updateTiming: .linear(1))
        let scene = try insertAtTop.scene(animator: animator)
        let half = try value(scene, "x", at: 0.5)
        #expect(close(half.opacity, 0.5))
        #expect(close(half.transform.m11, 0.75))   // scale 0.5 → 1, halfway
        #expect(close(half.transform.m22, 0.75))
        #expect(try value(scene, "x", at: 1).transform == .identity)
        // a slides from row 0 (centre y 56) to row 1 (centre y 152).
        #expect(close(try value(scene, "a", at: 0.25).position.y, 56 + 96 * 0.25))
    }

    @Test func transformAnimatorDeletesIntoItsTransform() throws {
        let animator = TransformAnimator(insertTransform: .identity, deleteTransform: .translation(100, 0),
                                         deleteTiming: .linear(0.4))
        let scene = try deleteMiddle.scene(animator: animator)
        let quarter = try value(scene, "b", at: 0.1)
        #expect(close(quarter.opacity, 0.75))
        #expect(close(quarter.transform.m41, 25))
        #expect(!quarter.isHidden)
        #expect(try value(scene, "b", at: 0.4).isHidden)
    }

    @Test func cascadeDelaysByDistanceFromTopLeft() throws {
        // x's frame origin is (16, 16): 16√2 pt from the corner, so it starts 16√2 / 3000 s late.
        let delay = 16 * 2.0.squareRoot() / 3000
        let animator = TransformAnimator(insertTransform: .identity, deleteTransform: .identity,
                                         insertTiming: .linear(1), cascade: true)
        let scene = try insertAtTop.scene(animator: animator)
        #expect(try value(scene, "x", at: delay / 2).opacity == 0)   // backwards fill while waiting
        #expect(close(try value(scene, "x", at: delay + 0.5).opacity, 0.5))
        let item = try #require(insertAtTop.item(withID: "b"))
        // b ends in row 2: origin (16, 208).
        #expect(close(item.cascadeDelay(in: insertAtTop.context), Point(16, 208).length / 3000))
    }

    @Test func fadeAnimatorFadesAndDoesNotAnimateUpdates() throws {
        let scene = try insertAtTop.scene(animator: FadeAnimator())
        // 0.3 s ease-in-ease-out is symmetric about its midpoint: opacity 0.5 at 0.15 s.
        #expect(close(try value(scene, "x", at: 0.15).opacity, 0.5))
        #expect(try value(scene, "x", at: 0).opacity == 0)
        #expect(try value(scene, "a", at: 0.1).position.y == 152)   // jumped to row 1
        let deletion = try deleteMiddle.scene(animator: FadeAnimator(duration: 0.5))
        #expect(close(try value(deletion, "b", at: 0.25).opacity, 0.5))
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
            #expect(close(try value(scene, "a", at: t).position.y, 56 + 96 * fraction(t), 1e-6), "t = \(t)")
            #expect(close(try value(scene, "x", at: t).opacity, fraction(t), 1e-9), "t = \(t)")
        }
    }

    @Test func staggerStartsEachInsertOneIntervalLater() throws {
        let animator = StaggerAnimator(entrances: [.from(.bottom, distance: 30)], interval: 0.1, timing: .linear(0.2))
        let plan = TransitionPlan(from: Fixtures.state([]), to: Fixtures.state(["p", "q", "r"]))
        #expect(plan.items.map(\.rank) == [0, 1, 2])
        let scene = try plan.scene(animator: animator)
        let t = 0.1
        let p = try value(scene, "p", at: t), q = try value(scene, "q", at: t), r = try value(scene, "r", at: t)
        #expect(close(p.opacity, 0.5))
        #expect(close(p.transform.m42, 15))   // halfway up from 30 pt below
        #expect(close(q.opacity, 0))
        #expect(close(q.transform.m42, 30))
        #expect(r.opacity == 0)               // not started: held at its start by the backwards fill
        #expect(close(try value(scene, "r", at: 0.3).opacity, 0.5))
        #expect(animator.startTime(of: plan.items[2]) == 0.2)
    }

    @Test func staggerEntrancesCombineLikeViewAnimator() {
        let t = Entrance.combinedTransform([.from(.leading, distance: 30), .zoom(scale: 0.5), .rotate(angle: .pi / 2)])
        // translate(−30, 0), then scale 0.5, then rotate 90°: the translation is scaled and turned too.
        let expected = Transform3D.translation(-30, 0).concatenating(.scale(0.5, 0.5)).concatenating(.rotation(.pi / 2))
        #expect(t == expected)
        #expect(close(t.m41, 0, 1e-9))
        #expect(close(t.m42, -15, 1e-9))
    }

    @Test func swiftUIMoveOffsetsByTheItemsOwnSize() throws {
        let scene = try insertAtTop.scene(animator: TransitionAnimator(.move(edge: .leading), timing: .linear(1)))
        #expect(close(try value(scene, "x", at: 0.5).transform.m41, -179))   // width 358, halfway
        #expect(try value(scene, "x", at: 0.5).opacity == 1)
    }

    @Test func swiftUIAsymmetricAndCombined() throws {
        let transition = ItemTransition.asymmetric(insertion: .opacity.combined(with: .scale(0.5)), removal: .scale)
        let inserted = try insertAtTop.scene(animator: TransitionAnimator(transition, timing: .linear(1)))
        let x = try value(inserted, "x", at: 0.5)
        #expect(close(x.opacity, 0.5))
        #expect(close(x.transform.m11, 0.75))
        let deleted = try deleteMiddle.scene(animator: TransitionAnimator(transition, timing: .linear(1)))
        let b = try value(deleted, "b", at: 0.25)
        #expect(close(b.transform.m11, 0.75))
        #expect(b.opacity == 1)
        #expect(try value(deleted, "b", at: 1).isHidden)
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
        #expect(close(try value(scene, "x", at: 0.5).position.x, 97.5))  // 0 → 195 halfway, linear
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
        #expect(try value(scene, "b", at: 0).isHidden)
    }
}
