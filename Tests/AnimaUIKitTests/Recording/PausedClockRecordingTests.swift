import AnimaCore
import AnimaTestSupport
import Foundation
import Testing
@testable import AnimaUIKit

extension UIKitSuite {
    /// Layers paused with QA1673's recipe (speed 0, timeOffset = its time now) and resumed, recorded and replayed.
    ///
    /// Found by `UIKitGrammar` (issue 29): a model change made while the layer's clock is paused shows at once in
    /// `presentation()` (a model value is not on the layer's clock), but the recording held it on the layer's clock,
    /// whose time stands still, so the replay showed the new value from the start of the pause (7 at t = 0 where
    /// `presentation()` shows 0 until the change at 0.25 s). The recording now tells the pause's instants apart,
    /// those of the layers below the paused one too (`RecordedClocks`).
    @MainActor @Suite struct PausedClockRecordingTests {
        struct Case: Sendable, CustomStringConvertible {
            let description: String
            let play: @MainActor @Sendable (UIView, Double) -> Void
        }

        nonisolated static let cases: [Case] = [
            Case(description: "basic animation, then paused and resumed") { v, t in
                if t == 0 {
                    let a = CABasicAnimation(keyPath: "position.x"); a.fromValue = 0; a.toValue = 100; a.duration = 1
                    v.layer.add(a, forKey: "x")
                }
                if t == 0.25 { QA1673.pause(v.layer) }
                if t == 0.75 { QA1673.resume(v.layer) }
            },
            Case(description: "paused, then a view animation while paused, then resumed") { v, t in
                if t == 0 { QA1673.pause(v.layer) }
                if t == 0.25 { UIView.animate(withDuration: 1) { v.center = CGPoint(x: 150, y: 20) } }
                if t == 0.75 { QA1673.resume(v.layer) }
            },
            Case(description: "paused, then a model change without animation, then resumed") { v, t in
                if t == 0 { QA1673.pause(v.layer) }
                if t == 0.25 { v.layer.cornerRadius = 7 }
                if t == 0.75 { QA1673.resume(v.layer) }
            },
            Case(description: "paused and resumed, then a view animation") { v, t in
                if t == 0 { QA1673.pause(v.layer) }
                if t == 0.25 { QA1673.resume(v.layer) }
                if t == 0.75 { UIView.animate(withDuration: 1) { v.alpha = 0 } }
            },
            Case(description: "paused, then two model changes and a view animation at three instants, then resumed") { v, t in
                if t == 0 { QA1673.pause(v.layer) }
                if t == 0.125 { v.layer.cornerRadius = 3 }
                if t == 0.25 { v.layer.cornerRadius = 7 }
                if t == 0.5 { UIView.animate(withDuration: 1) { v.alpha = 0.5 } }
                if t == 0.75 { QA1673.resume(v.layer) }
            },
            Case(description: "paused, then resumed and changed at one instant") { v, t in
                if t == 0 { QA1673.pause(v.layer) }
                if t == 0.5 { QA1673.resume(v.layer); v.layer.cornerRadius = 5 }
            },
            Case(description: "paused twice") { v, t in
                if t == 0 {
                    let a = CABasicAnimation(keyPath: "opacity"); a.fromValue = 0; a.toValue = 1; a.duration = 2
                    v.layer.add(a, forKey: "o")
                    QA1673.pause(v.layer)
                }
                if t == 0.25 { QA1673.resume(v.layer) }
                if t == 0.5 { QA1673.pause(v.layer) }
                if t == 0.75 { QA1673.resume(v.layer) }
            },
        ]

        @Test func changesWhilePausedReplayAtTheirOwnInstants() throws {
            // Paused at 0; corner radius 3 at 0.125 s and 7 at 0.25 s show at once (model values are not on the
            // layer's clock); the fade to 0.5 added at 0.5 s stands at its start (opacity 1) while paused.
            let rows = try recordedRun(times: [0, 0.0625, 0.125, 0.1875, 0.25, 0.3125, 0.5, 0.625]) { v, t in
                if t == 0 { QA1673.pause(v.layer) }
                if t == 0.125 { v.layer.cornerRadius = 3 }
                if t == 0.25 { v.layer.cornerRadius = 7 }
                if t == 0.5 { UIView.animate(withDuration: 1) { v.alpha = 0.5 } }
            }
            let expected: [(Double, Double)] = [(0, 1), (0, 1), (3, 1), (3, 1), (7, 1), (7, 1), (7, 1), (7, 1)]
            for ((t, _, recorded), (radius, opacity)) in zip(rows, expected) {
                #expect(recorded.cornerRadius == radius, "t=\(t)")
                #expect(abs(recorded.opacity - opacity) <= 1e-9, "t=\(t): \(recorded.opacity)")
            }
        }

        /// Runs `step` at each of `times` with a 10-point standalone sublayer "s" below the view, and returns s's
        /// corner radius as `presentation()` showed it and as the recording replays it.
        func sublayerRun(times: [Double], _ step: (UIView, CALayer, Double) -> Void) throws -> [(Double, Double, Double)] {
            let s = CALayer()
            s.name = "s"
            s.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            return try recordedRun(times: times, named: "s", setUp: { $0.layer.addSublayer(s) }) { view, t in
                step(view, s, t)
            }.map { ($0.time, $0.shown.cornerRadius, $0.recorded.cornerRadius) }
        }

        /// A corner-radius animation 4 → 8 over 1 s, linear.
        static func radiusAnimation() -> CABasicAnimation {
            let a = CABasicAnimation(keyPath: "cornerRadius")
            a.fromValue = 4; a.toValue = 8; a.duration = 1; a.timingFunction = CAMediaTimingFunction(name: .linear)
            return a
        }

        /// Sets a standalone layer's corner radius without its implicit animation.
        static func setRadius(_ layer: CALayer, _ radius: Double) {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.cornerRadius = radius
            CATransaction.commit()
        }

        /// Checks shown and recorded values against `expected` (computed by hand), row by row.
        /// `exactly`: the recorded values must equal the expected ones, not merely come within 10⁻⁶.
        func check(_ rows: [(Double, Double, Double)], _ expected: [Double], exactly: Bool = false) {
            #expect(rows.count == expected.count)
            for ((t, shown, recorded), value) in zip(rows, expected) {
                #expect(abs(shown - value) <= 1e-9, "t=\(t): presented \(shown)")
                #expect(abs(recorded - value) <= (exactly ? 0 : 1e-6), "t=\(t): recorded \(recorded)")
            }
        }

        @Test func anAnimationAddedBelowAPausedLayerWaitsForTheInstantItWasAdded() throws {
            // Grammar seeds 71 and 140 (an animation shown before it was added). v paused at 0; at 0.5 s its sublayer s gets 4 → 8 over 1 s; v resumed at 1 s. A
            // sublayer's time is its superlayer's clock composed with its own, so s's time stands still with v's:
            // the animation stands at its start (4) from 0.5 s, before which the model value 0 shows; from the resume
            // it runs, 5 at 1.25 s and 6 at 1.5 s. Only v's own events told its pause apart, so the replay, whose
            // s time read the paused time throughout, showed 4 from 0 s.
            let rows = try sublayerRun(times: [0, 0.25, 0.5, 0.75, 1, 1.25, 1.5]) { v, s, t in
                if t == 0 { QA1673.pause(v.layer) }
                if t == 0.5 { s.add(Self.radiusAnimation(), forKey: "r") }
                if t == 1 { QA1673.resume(v.layer) }
            }
            check(rows, [0, 0, 4, 4, 4, 5, 6])
        }

        @Test func anAnimationAddedBelowAPausedLayerShowsBeforeThatLayersOwnNextChange() throws {
            // Grammar seeds 91 and 128 (an animation shown only later). v paused at 0; s gets 4 → 8 over 1 s at 0.25 s; v's own corner radius changes at
            // 0.5 s; v resumed at 0.75 s, so s shows 4 from 0.25 s and 5 at 1 s. The replay read v's clock early
            // until v's change (its only event), and s's animation, which begins at the paused time, showed from
            // 0.5 s only.
            let rows = try sublayerRun(times: [0, 0.25, 0.375, 0.5, 0.625, 0.75, 1]) { v, s, t in
                if t == 0 { QA1673.pause(v.layer) }
                if t == 0.25 { s.add(Self.radiusAnimation(), forKey: "r") }
                if t == 0.5 { v.layer.cornerRadius = 3 }
                if t == 0.75 { QA1673.resume(v.layer) }
            }
            check(rows, [0, 4, 4, 4, 4, 4, 5])
        }

        @Test func modelChangesBelowAPausedLayerShowAtTheirOwnInstants() throws {
            // Grammar seed 106 (a later model value shown early). v paused at 0; s's corner radius set to 5 at 0.25 s and 9 at 0.5 s without actions; v resumed at
            // 0.75 s. Model values are not on any clock: 0, then 5, then 9. The replay held both changes at s's
            // paused time and showed 9 from 0 s.
            let rows = try sublayerRun(times: [0, 0.125, 0.25, 0.375, 0.5, 0.75, 1]) { v, s, t in
                if t == 0 { QA1673.pause(v.layer) }
                if t == 0.25 || t == 0.5 { Self.setRadius(s, t == 0.25 ? 5 : 9) }
                if t == 0.75 { QA1673.resume(v.layer) }
            }
            check(rows, [0, 0, 5, 5, 9, 9, 9])
        }

        @Test func aPauseBelowAPausedLayerNeverReadsEarlierThanBefore() throws {
            // Grammar seed 201. v paused at 0; s gets 4 → 8 at 0.25 s (it stands at 4); at 0.5 s the animation is
            // removed, v resumed and s paused (QA1673, s's time being v's paused time); s's radius set to 2 at
            // 0.75 s without actions. Shown: 0, 4, 4, then the model values 0 and 2. The replay reads v's clock a
            // step early at 0.25 s (before v's last event), so the animation began a step early; s's own pause read
            // two steps early (for its two events) from 0.5 s, before the animation's begin, so the clip that ends
            // the animation at its removal was empty and the animation was dropped: 0 at 0.25 s.
            let rows = try sublayerRun(times: [0, 0.25, 0.375, 0.5, 0.75, 1]) { v, s, t in
                if t == 0 { QA1673.pause(v.layer) }
                if t == 0.25 { s.add(Self.radiusAnimation(), forKey: "r") }
                if t == 0.5 {
                    s.removeAnimation(forKey: "r")
                    QA1673.resume(v.layer)
                    QA1673.pause(s)
                }
                if t == 0.75 { Self.setRadius(s, 2) }
            }
            check(rows, [0, 4, 4, 0, 2, 2])
        }

        @Test func aLayerResumedBelowAPausedLayerGoesOnFromItsPausedTime() throws {
            // Grammar seed 1249. s paused at 0; v paused at 0.25 s; s resumed at 0.5 s, its time still standing with
            // v's; s's radius set to 7 at 1 s without actions. Shown: 0 until 1 s, then 7. The replay's v clock read a
            // step early at 0.5 s (before its event at 1 s), so s's resume went on from a step before s's paused
            // time, and the change, held at that paused time, showed from 0 s.
            let rows = try sublayerRun(times: [0, 0.25, 0.5, 0.75, 1, 1.25]) { v, s, t in
                if t == 0 { QA1673.pause(s) }
                if t == 0.25 { QA1673.pause(v.layer) }
                if t == 0.5 { QA1673.resume(s) }
                if t == 1 { Self.setRadius(s, 7) }
            }
            check(rows, [0, 0, 0, 0, 7, 7])
        }

        @Test func anAnimationAddedWhilePausedShowsItsFirstValueExactly() throws {
            // Grammar seeds 537, 1527, 1848 and 1849 (off by 10⁻⁵–10⁻⁴). v paused at 0; at 0.25 s s gets 4 → 8 over
            // 1 s on the curve (0, 1, 1, 1); v's own radius changes at 0.5 s; v resumed at 0.75 s. s's time stands
            // at the paused time from 0.25 s to 0.75 s, so the animation is at its begin, 4, throughout. The replay
            // read v's clock a step (10⁻¹¹ s) early at 0.25 s and began the animation there, 10⁻¹¹ s before the
            // paused time it reads from 0.5 s on: the curve's slope is infinite at 0 (x ≈ 3s², y ≈ 3s, so
            // y ≈ √(3x)), and 4 · √(3·10⁻¹¹) ≈ 2·10⁻⁵ showed.
            let rows = try sublayerRun(times: [0, 0.25, 0.5, 0.75]) { v, s, t in
                if t == 0 { QA1673.pause(v.layer) }
                if t == 0.25 {
                    let a = Self.radiusAnimation()
                    a.timingFunction = CAMediaTimingFunction(controlPoints: 0, 1, 1, 1)
                    s.add(a, forKey: "r")
                }
                if t == 0.5 { v.layer.cornerRadius = 3 }
                if t == 0.75 { QA1673.resume(v.layer) }
            }
            check(rows, [0, 4, 4, 4], exactly: true)
        }

        @Test func anAnimationOverWhenAddedUnderAPauseShowsNothing() throws {
            // Grammar seed 1379 (after the fix above). v paused at 0; at 0.25 s s gets 4 → 8 over 1 s beginning at
            // −1 (s's time stands at 0), so its active interval [−1, 0) is over when it is added and it shows
            // nothing: the model value 0 throughout, and it is removed at the resume (0.75 s). v's radius changes
            // at 0.5 s, so the replay read s's time 10⁻¹¹ s early at 0.25 s, inside the interval, and showed about 8
            // there once the animation kept its own begin.
            let rows = try sublayerRun(times: [0, 0.25, 0.5, 0.75, 1]) { v, s, t in
                if t == 0 { QA1673.pause(v.layer) }
                if t == 0.25 {
                    let a = Self.radiusAnimation()
                    a.beginTime = -1
                    s.add(a, forKey: "r")
                }
                if t == 0.5 { v.layer.cornerRadius = 3 }
                if t == 0.75 { QA1673.resume(v.layer) }
            }
            check(rows, [0, 0, 0, 0, 0], exactly: true)
        }

        @Test func anAnimationAddedAtTheInstantOfTheResumeWaitsForItsBegin() throws {
            // Grammar seed 287. v paused at 0.1 s (s's time stands at 0.1); at 0.75 s s gets 4 → 8 over 1 s, begin
            // 0.1 (its time then), and v is resumed in the same instant: QA1673 sets v's beginTime to 0.75 − 0.1 =
            // 0.65, and s's time is then 0.75 − 0.65 = 0.09999999999999998 in binary64, below the begin, so
            // `presentation()` shows the model value 0 at 0.75 s and 4 + 4 · 0.25 = 5 at 1 s. The replay held the
            // animation's first value from the recorded reading of its add, as for one added within a pause, and
            // showed 4 at 0.75 s.
            let rows = try sublayerRun(times: [0, 0.1, 0.5, 0.75, 1]) { v, s, t in
                if t == 0.1 { QA1673.pause(v.layer) }
                if t == 0.75 {
                    s.add(Self.radiusAnimation(), forKey: "r")
                    QA1673.resume(v.layer)
                }
            }
            check(rows, [0, 0, 0, 0, 5])
        }

        @Test func anAnimationThatEndsAtThePausedTimeStaysOverThroughThePause() throws {
            // Grammar seed 861. s gets 4 → 8 over 0.5 s at 0 (not removed on completion, no fill); v paused at 0.5 s,
            // the animation's end, so s's time stands at its end: the model value 0 from 0.5 s on. v's radius
            // changes at 0.75 s and v is resumed at 1 s. The replay's reading of the pause a step before the paused
            // time (before the event at 0.75 s) fell inside the active interval and showed about 8 at 0.5 s.
            let rows = try sublayerRun(times: [0, 0.25, 0.5, 0.75, 1, 1.25]) { v, s, t in
                if t == 0 {
                    let a = Self.radiusAnimation()
                    a.duration = 0.5
                    a.isRemovedOnCompletion = false
                    s.add(a, forKey: "r")
                }
                if t == 0.5 { QA1673.pause(v.layer) }
                if t == 0.75 { v.layer.cornerRadius = 3 }
                if t == 1 { QA1673.resume(v.layer) }
            }
            check(rows, [4, 6, 0, 0, 0, 0])
        }

        @Test func aPauseSetAgainInOneInstantKeepsTheValuesShownBefore() throws {
            // Grammar seeds 297, 2035, 2219, 2648, 2742, 2869, 3502, 3906 and four fuzz seeds (value-1f51…,
            // value-4f73…, value-b8ba…, value-cef4…). v paused at 0.1 s (its time stands at 0.1); its corner radius
            // set to 3 at 0.25 s; at 0.57 s v is resumed and paused again in one instant: QA1673's resume sets
            // beginTime = 0.57 − 0.1 = 0.47 and v's time is then 0.57 − 0.47 = 0.09999999999999998 in binary64, the
            // new paused time; the radius set to 7 at 0.75 s. Model values are on no clock: 0, then 3 from 0.25 s,
            // then 7 from 0.75 s. The replay held 3 from its reading of 0.25 s (the first paused time, 0.1) and 7
            // from its reading of 0.75 s (the second, 0.09999999999999998, below the first): 7 showed from 0.25 s;
            // and it read the second pause a step (10⁻¹¹ s) early until 0.75 s, before both holds, so 0 showed at
            // 0.57 and 0.625 s.
            let rows = try recordedRun(times: [0, 0.1, 0.25, 0.5, 0.57, 0.625, 0.75, 1]) { v, t in
                if t == 0.1 { QA1673.pause(v.layer) }
                if t == 0.25 { v.layer.cornerRadius = 3 }
                if t == 0.57 {
                    QA1673.resume(v.layer)
                    QA1673.pause(v.layer)
                }
                if t == 0.75 { v.layer.cornerRadius = 7 }
            }.map { ($0.time, $0.shown.cornerRadius, $0.recorded.cornerRadius) }
            check(rows, [0, 0, 3, 3, 3, 3, 7, 7], exactly: true)
        }

        @Test func anAnimationAddedWhilePausedStillShowsWhenTheResumeReadsEarlier() throws {
            // Fuzz seeds open-2509… and open-a2a8… (now value-), grammar seed 3797. v paused at 0.1 s (its time stands
            // at 0.1); at 0.25 s it gets a corner-radius animation 4 → 8 over 1 s, linear, beginning 1 s later in its
            // time (1.1) with a backwards fill; resumed at 0.57 s: beginTime = 0.57 − 0.1 = 0.47, and v's time is
            // 0.57 − 0.47 = 0.09999999999999998 in binary64, just below the paused time. Before its begin the
            // animation fills backwards: 4 from 0.25 s, through the resume (time 0.1 − 2·10⁻¹⁷ at 0.57 s, 0.6 at
            // 1.07 s), then 4 + 4 · (1.35 − 1.1) = 5 at 1.82 s. The replay clipped the animation to begin at its
            // layer's time when it was added (0.1), so at the instant of the resume, 2·10⁻¹⁷ before, it showed the
            // model value 0.
            let rows = try recordedRun(times: [0, 0.1, 0.25, 0.5, 0.57, 1.07, 1.82]) { v, t in
                if t == 0.1 { QA1673.pause(v.layer) }
                if t == 0.25 {
                    let a = Self.radiusAnimation()
                    a.beginTime = v.layer.convertTime(CACurrentMediaTime(), from: nil) + 1
                    a.fillMode = .backwards
                    v.layer.add(a, forKey: "r")
                }
                if t == 0.57 { QA1673.resume(v.layer) }
            }.map { ($0.time, $0.shown.cornerRadius, $0.recorded.cornerRadius) }
            check(rows, [0, 0, 4, 4, 4, 4, 5])
        }

        @Test func aModelValueSetWhilePausedStillShowsWhenTheResumeReadsEarlier() throws {
            // Grammar seed 4063. v paused at 0.1 s (its time stands at 0.1); its opacity set to 0.5 at 0.25 s, the
            // pause's last event, so its hold begins at the paused time itself; resumed at 0.57 s: v's time is
            // 0.57 − (0.57 − 0.1) = 0.09999999999999998, just below it. A model value is on no clock: 1 until
            // 0.25 s, 0.5 from then on, also at the resume's instant (the replay showed the old 1 there).
            let rows = try recordedRun(times: [0, 0.1, 0.25, 0.5, 0.57, 1.07]) { v, t in
                if t == 0.1 { QA1673.pause(v.layer) }
                if t == 0.25 { v.layer.opacity = 0.5 }
                if t == 0.57 { QA1673.resume(v.layer) }
            }.map { ($0.time, Double($0.shown.opacity), Double($0.recorded.opacity)) }
            check(rows, [1, 1, 0.5, 0.5, 0.5, 0.5])
        }

        @Test func aSuperlayersResumeReadingEarlierStillShowsWhatWasSetAndAddedBelowIt() throws {
            // Grammar seed 26585. v paused at 0.1 s (its time, and its sublayer s's, stands at 0.1); at 0.25 s s's
            // corner radius is set to 5 without actions and s gets a border width animation 4 → 8 over 1 s, linear,
            // beginning at its time then (0.1) with a backwards fill; v resumed at 0.57 s: s's time is
            // 0.57 − (0.57 − 0.1) = 0.09999999999999998, a rounding below the begin. A model value is on no clock, and
            // the animation fills backwards: radius 5 and border 4 from 0.25 s, also at the resume's instant; 0.6 at
            // 1.07 s gives 4 + 4 · 0.5 = 6. The replay began the hold and the clip at s's reading of the add, above
            // the resume's, and showed 0 and 0 at 0.57 s.
            let s = CALayer()
            s.name = "s"
            let rows = try recordedRun(times: [0, 0.1, 0.25, 0.5, 0.57, 1.07], named: "s", setUp: {
                $0.layer.addSublayer(s)
            }) { v, t in
                if t == 0.1 { QA1673.pause(v.layer) }
                if t == 0.25 {
                    Self.setRadius(s, 5)
                    let a = CABasicAnimation(keyPath: "borderWidth")
                    a.fromValue = 4; a.toValue = 8; a.duration = 1
                    a.timingFunction = CAMediaTimingFunction(name: .linear)
                    a.beginTime = s.convertTime(CACurrentMediaTime(), from: nil)
                    a.fillMode = .backwards
                    s.add(a, forKey: "b")
                }
                if t == 0.57 { QA1673.resume(v.layer) }
            }
            check(rows.map { ($0.time, $0.shown.cornerRadius, $0.recorded.cornerRadius) }, [0, 0, 5, 5, 5, 5])
            check(rows.map { ($0.time, $0.shown.borderWidth, $0.recorded.borderWidth) }, [0, 0, 4, 4, 4, 6])
        }

        @Test func anAnimationBegunAtThePausedTimeShowsNothingWhenTheResumeReadsEarlier() throws {
            // Grammar seeds 287, 4400. v paused at 0.1 s; at 0.25 s it gets a corner-radius animation 4 → 8 over
            // 1 s, linear, beginning at its time then (0.1), no fill; its opacity is set at 0.4 s, so the pause
            // reads a step early from 0.25 s to 0.4 s. Resumed at 0.57 s, v's time is 0.09999999999999998, before
            // the animation's begin: `presentation()` shows the model radius 0 there, the animation 4 at the paused
            // time (0.25, 0.4 and 0.5 s), and 4 + 4 · (0.6 − 0.1) = 6 at 1.07 s. The replay held the begin's value
            // (4) through the resume's instant.
            let rows = try recordedRun(times: [0, 0.1, 0.25, 0.4, 0.5, 0.57, 1.07]) { v, t in
                if t == 0.1 { QA1673.pause(v.layer) }
                if t == 0.25 {
                    let a = Self.radiusAnimation()
                    a.beginTime = v.layer.convertTime(CACurrentMediaTime(), from: nil)
                    v.layer.add(a, forKey: "r")
                }
                if t == 0.4 { v.layer.opacity = 0.5 }
                if t == 0.57 { QA1673.resume(v.layer) }
            }.map { ($0.time, $0.shown.cornerRadius, $0.recorded.cornerRadius) }
            check(rows, [0, 0, 4, 4, 4, 0, 6])
        }

        /// A corner-radius animation 4 → 8 over 0.25 s, linear, played twice: its iterations meet at 0.25 s.
        static func repeatedRadiusAnimation() -> CABasicAnimation {
            let a = radiusAnimation()
            a.duration = 0.25
            a.repeatCount = 2
            return a
        }

        @Test func aPauseAtAnIterationBoundaryShowsTheNextIterationsStart() throws {
            // Grammar seeds 2460, 5168. v gets 4 → 8 over 0.25 s, twice, at 0 (begin 0 in its time); paused at 0.25 s,
            // where the first iteration ends and the second begins: Core Animation's active interval of an iteration
            // is [begin, end), so v's time 0.25 is the second's start, 4, throughout the pause. v's opacity is set at
            // 0.375 s, so the recording reads the pause a step (10⁻¹¹ s) early until then, and showed the first
            // iteration's end (8) at 0.25 s. Resumed at 0.5 s: beginTime = 0.5 − 0.25 = 0.25 and v's time is
            // 0.5 − 0.25 = 0.25 exactly, 4; at 0.625 s it is 0.375, 4 + 4 · 0.5 = 6.
            let rows = try recordedRun(times: [0, 0.125, 0.25, 0.375, 0.5, 0.625]) { v, t in
                if t == 0 { v.layer.add(Self.repeatedRadiusAnimation(), forKey: "r") }
                if t == 0.25 { QA1673.pause(v.layer) }
                if t == 0.375 { v.layer.opacity = 0.5 }
                if t == 0.5 { QA1673.resume(v.layer) }
            }.map { ($0.time, $0.shown.cornerRadius, $0.recorded.cornerRadius) }
            check(rows, [4, 6, 4, 4, 4, 6], exactly: true)
        }

        @Test func aSuperlayersPauseAtAnIterationBoundaryShowsTheNextIterationsStart() throws {
            // Grammar seeds 7964, 8998: the rule above through a superlayer's pause. s (below v) gets the same
            // animation at 0; v is paused at 0.25 s, so s's time, v's composed with its own, stands at 0.25, the
            // second iteration's start (4); v's radius changes at 0.375 s; resumed at 0.5 s (s's time 0.25 again,
            // then 0.375 at 0.625 s: 6). The replay read s's time a step early at 0.25 s: the first iteration's end.
            let rows = try sublayerRun(times: [0, 0.125, 0.25, 0.375, 0.5, 0.625]) { v, s, t in
                if t == 0 { s.add(Self.repeatedRadiusAnimation(), forKey: "r") }
                if t == 0.25 { QA1673.pause(v.layer) }
                if t == 0.375 { v.layer.cornerRadius = 3 }
                if t == 0.5 { QA1673.resume(v.layer) }
            }
            check(rows, [4, 6, 4, 4, 4, 6], exactly: true)
        }

        @Test func anAnimationBegunAtThePausedTimeHoldsItsBeginOverEveryLaterReadingOfThePause() throws {
            // Grammar seeds 11589, 13118, 13410. v paused at 1.37 s (its time stands at 1.37) and, in that instant,
            // given 4 → 8 over 1 s beginning at its time then (1.37), no fill: at the paused time it is at its begin,
            // 4, throughout the pause. v's opacity is set at 1.5 s and 1.62 s, so the pause reads two steps
            // (2 · 1.37·10⁻¹¹ s) early at 1.37 s and one step early at 1.5 s. The reading of 1.5 s belongs to the pause
            // the animation was added in; the rule for an animation attached before a pause took it for another
            // pause, replaced the begin's hold and showed the model value 0 at 1.37 s.
            let rows = try recordedRun(times: [0, 1, 1.37, 1.5, 1.62]) { v, t in
                if t == 1.37 {
                    QA1673.pause(v.layer)
                    let a = Self.radiusAnimation()
                    a.beginTime = v.layer.convertTime(CACurrentMediaTime(), from: nil)
                    v.layer.add(a, forKey: "r")
                }
                if t == 1.5 { v.layer.opacity = 0.5 }
                if t == 1.62 { v.layer.opacity = 0.25 }
            }.map { ($0.time, $0.shown.cornerRadius, $0.recorded.cornerRadius) }
            check(rows, [0, 0, 4, 4, 4])
        }

        @Test func anAnimationBegunAtThePausedTimeStaysHiddenWhenASuperlayersResumeReadsEarlier() throws {
            // Grammar seed 12597, which the test above's first fix broke. s (below v) is paused at 0.1 s; at 0.5 s s2
            // (below s) gets 4 → 8 over 1 s beginning at its time then (0.1), no fill; in that instant s is resumed
            // (beginTime = 0.5 − 0.1 = 0.4, s's time 0.5 − 0.4 = 0.09999999999999998 in binary64, before the begin)
            // and v is paused (its time stands at 0.5, so s's stays 0.09999999999999998): the model value 0 from then
            // on. v's opacity is set at 0.75 s and 1 s, so v reads a step or two early and the recording keyed s's
            // resume to v's early reading: s2's recorded time rises above the begin as v's reading catches up, where
            // the animation showed 4. Readings above the layer's time are not the begin's hold's.
            let s = CALayer(), s2 = CALayer()
            s.name = "s"
            s2.name = "s2"
            let rows = try recordedRun(times: [0, 0.1, 0.5, 0.75, 1], named: "s2", setUp: {
                $0.layer.addSublayer(s)
                s.addSublayer(s2)
            }) { v, t in
                if t == 0.1 { QA1673.pause(s) }
                if t == 0.5 {
                    let a = Self.radiusAnimation()
                    a.beginTime = s2.convertTime(CACurrentMediaTime(), from: nil)
                    s2.add(a, forKey: "r")
                    QA1673.resume(s)
                    QA1673.pause(v.layer)
                }
                if t == 0.75 { v.layer.opacity = 0.5 }
                if t == 1 { v.layer.opacity = 0.25 }
            }.map { ($0.time, $0.shown.cornerRadius, $0.recorded.cornerRadius) }
            check(rows, [0, 0, 0, 0, 0])
        }

        @Test func anAnimationBegunAtThePausedTimeStaysHiddenWhenPausedAgainBelowItsBegin() throws {
            // Grammar seeds 4115, 8747. v paused at 0.1 s (its time stands at 0.1); at 0.25 s it gets 4 → 8 over 1 s
            // beginning at its time then (0.1), no fill: 4 at the paused time. At 0.57 s v is resumed and paused
            // again in one instant: QA1673's resume sets beginTime = 0.57 − 0.1 = 0.47, and v's time, the new paused
            // time, is 0.57 − 0.47 = 0.09999999999999998 in binary64, before the begin, so `presentation()` shows the
            // model value 0 from then on. v's opacity is set at 0.75 s, so the new pause reads a step early from
            // 0.57 s to 0.75 s: readings above the first pause's, below the begin, which held the begin's value (4)
            // there.
            let rows = try recordedRun(times: [0, 0.1, 0.25, 0.5, 0.57, 0.625, 0.75, 1]) { v, t in
                if t == 0.1 { QA1673.pause(v.layer) }
                if t == 0.25 {
                    let a = Self.radiusAnimation()
                    a.beginTime = v.layer.convertTime(CACurrentMediaTime(), from: nil)
                    v.layer.add(a, forKey: "r")
                }
                if t == 0.57 {
                    QA1673.resume(v.layer)
                    QA1673.pause(v.layer)
                }
                if t == 0.75 { v.layer.opacity = 0.5 }
            }.map { ($0.time, $0.shown.cornerRadius, $0.recorded.cornerRadius) }
            check(rows, [0, 0, 4, 4, 0, 0, 0, 0])
        }

        @Test func aPauseAtADiscreteKeyTimeShowsTheNextValue() throws {
            // Grammar seeds 13679, 16181: a jump inside an iteration. v gets a discrete keyframe animation 4, 8 over
            // 1 s at 0: with no key times, CAKeyframeAnimation spaces n discrete values evenly, each lasting 1/n of
            // the duration, so 4 on [0, 0.5) and 8 on [0.5, 1). Paused at 0.5 s, the key time, v's time stands at
            // 0.5: 8 throughout the pause. v's opacity is set at 0.75 s, so the recording reads the pause a step
            // early until then, and showed 4 (the iteration is the same on both sides of the key time). Resumed at
            // 1 s (v's time 1 − (1 − 0.5) = 0.5), 8 again; at 1.25 s 0.75, 8.
            let rows = try recordedRun(times: [0, 0.25, 0.5, 0.625, 0.75, 1, 1.25]) { v, t in
                if t == 0 {
                    let a = CAKeyframeAnimation(keyPath: "cornerRadius")
                    a.values = [4.0, 8.0]
                    a.calculationMode = .discrete
                    a.duration = 1
                    v.layer.add(a, forKey: "r")
                }
                if t == 0.5 { QA1673.pause(v.layer) }
                if t == 0.75 { v.layer.opacity = 0.5 }
                if t == 1 { QA1673.resume(v.layer) }
            }.map { ($0.time, $0.shown.cornerRadius, $0.recorded.cornerRadius) }
            check(rows, [4, 4, 8, 8, 8, 8, 8], exactly: true)
        }

        @Test func aGroupAddedWhilePausedShowsItsChildBegunAtThePausedTime() throws {
            // Grammar seeds 14722, 15583. v paused at 0.25 s (its time stands at 0.25); at 0.5 s it gets a group of
            // 1 s beginning at 0.125 in its time, whose child animates 4 → 8 over 0.5 s, linear, from 0.125 in the
            // group's time, no fill: at v's paused time the group's time is 0.25 − 0.125 = 0.125, the child's
            // begin, so 4 from 0.5 s. v's opacity is set at 0.75 s, so the recording reads the pause a step early
            // from 0.5 s, before the child's begin, and showed the model value 0. Resumed at 1 s (v's time 0.25:
            // 4); at 1.125 s v's time is 0.375, the child's 0.125: 4 + 4 · 0.25 = 5.
            let rows = try recordedRun(times: [0, 0.25, 0.5, 0.625, 0.75, 1, 1.125]) { v, t in
                if t == 0.25 { QA1673.pause(v.layer) }
                if t == 0.5 {
                    let child = Self.radiusAnimation()
                    child.beginTime = 0.125
                    child.duration = 0.5
                    let group = CAAnimationGroup()
                    group.animations = [child]
                    group.duration = 1
                    group.beginTime = 0.125
                    v.layer.add(group, forKey: "g")
                }
                if t == 0.75 { v.layer.opacity = 0.5 }
                if t == 1 { QA1673.resume(v.layer) }
            }.map { ($0.time, $0.shown.cornerRadius, $0.recorded.cornerRadius) }
            check(rows, [0, 0, 4, 4, 4, 4, 5])
        }

        @Test func aLayerResumedInTheInstantItsSuperlayerIsPausedStandsAtItsPausedTime() throws {
            // Grammar seeds 7748, 15841. s paused at 0.25 s (its time stands at 0.25); at 0.5 s v is paused (v's time
            // stands at 0.5) and s resumed (beginTime = 0.5 − 0.25 = 0.25, so s's time is 0.5 − 0.25 = 0.25 while v
            // stands). At 0.75 s s gets 4 → 8 over 1 s at speed −1, beginning at s's time then (0.25): its active
            // time is (0.25 − 0.25) · −1 = 0, so it shows 4 and keeps showing 4 while v stands. The recording keyed
            // s's resume to v's early reading at 0.5 s and began s's clock there at s's paused time, so s's recorded
            // time rose a step above 0.25 as v's reading caught up: a speed −1 animation a step past its begin is at
            // the end of its iteration (8).
            let rows = try sublayerRun(times: [0, 0.25, 0.5, 0.75, 1]) { v, s, t in
                if t == 0.25 { QA1673.pause(s) }
                if t == 0.5 {
                    QA1673.pause(v.layer)
                    QA1673.resume(s)
                }
                if t == 0.75 {
                    let a = Self.radiusAnimation()
                    a.speed = -1
                    a.beginTime = s.convertTime(CACurrentMediaTime(), from: nil)
                    s.add(a, forKey: "r")
                }
            }
            check(rows, [0, 0, 0, 4, 4])
        }

        @Test func aLayerBelowTwoPausesFollowsTheRoundingOfTheSecond() throws {
            // Grammar seed 9902 (with this session's first version). v paused at 0.1 s (its time stands at 0.1); s2,
            // below s below v, gets 4 → 8 over 1 s beginning at its time then (0.1), no fill: 4. At 0.57 s v is
            // resumed (beginTime = 0.57 − 0.1 = 0.47, v's time 0.57 − 0.47 = 0.09999999999999998 in binary64) and s
            // paused at that time: s2's time stands on, a rounding below the begin, so the model value 0 shows. s2
            // has no event at 0.57 s; read only at its events, its recorded clock stayed at 0.1 and showed 4.
            let s = CALayer(), s2 = CALayer()
            s.name = "s"
            s2.name = "s2"
            let rows = try recordedRun(times: [0, 0.1, 0.57, 0.75], named: "s2", setUp: {
                $0.layer.addSublayer(s)
                s.addSublayer(s2)
            }) { v, t in
                if t == 0.1 {
                    QA1673.pause(v.layer)
                    let a = Self.radiusAnimation()
                    a.beginTime = s2.convertTime(CACurrentMediaTime(), from: nil)
                    s2.add(a, forKey: "r")
                }
                if t == 0.57 {
                    QA1673.resume(v.layer)
                    QA1673.pause(s)
                }
            }.map { ($0.time, $0.shown.cornerRadius, $0.recorded.cornerRadius) }
            check(rows, [0, 4, 0, 0])
        }

        @Test func aClippedAnimationReachesAnIterationBoundaryAsThePresentationDoes() throws {
            // Grammar seeds 7075, 13274. At t1 = 1/60 s v gets position.x +100 over 1 s (linear, 1.5 repeats, fill
            // both, begin t1 in v's time) and is paused; its opacity is set then and at t2 = t1 + 1/60, so the
            // recording reads the pause a step early at t1 and clips the animation from there. Resumed at
            // t3 = t2 + 2.5 (beginTime = t3 − t1 = 2.5166666666666666); at t4 = t3 + 1 v's time is t4 − beginTime =
            // 1.0166666666666666 and the animation's (v's time − t1) = 0.9999999999999999 in binary64: the end of the
            // first iteration, 30 + 100 · 0.9999999999999999 = 130. Through the clip's group the recording summed
            // (v's time − clip begin) − (t1 − clip begin) = 1.0, the second iteration's start (30).
            let t1 = 1.0 / 60, t2 = t1 + 1.0 / 60, t3 = t2 + 2.5, t4 = t3 + 1
            let rows = try recordedRun(times: [0, t1, t2, t3, t4]) { v, t in
                if t == t1 {
                    let a = CABasicAnimation(keyPath: "position.x")
                    a.byValue = 100; a.duration = 1; a.repeatCount = 1.5; a.fillMode = .both
                    a.isRemovedOnCompletion = false; a.timingFunction = CAMediaTimingFunction(name: .linear)
                    v.layer.add(a, forKey: "x")
                    v.layer.opacity = 0.5
                    QA1673.pause(v.layer)
                }
                if t == t2 { v.layer.opacity = 0.25 }
                if t == t3 { QA1673.resume(v.layer) }
            }.map { ($0.time, $0.shown.position.x, $0.recorded.position.x) }
            check(rows, [30, 30, 30, 30, 130])
        }

        @Test func aClipFromAnEarlyReadingBelowZeroKeepsTheAnimationsIterationBoundary() throws {
            // Grammar seed 57923. v paused at 0 (its time stands at 0); at 0.45 s it gets position.x 0 → 100 over
            // 0.25 s, linear, repeating for 2 s, filling backwards (begin: its paused time, 0); its opacity is set at
            // 0.5 s, so the recording reads the add a step early; resumed at t2 = 0.5499999999999999 (beginTime t2).
            // At 1 s its time is 1 − t2 = 0.4500000000000001: leg 1, x = 80. At t3 = 1.5499999999999998 its time is
            // t3 − t2 = 0.9999999999999999 (1 − 2⁻⁵³, exact): leg ⌊3.9999999999999996⌋ = 3, 0.2499999999999999 s
            // into it, x = 99.99999999999996, the end of the fourth leg. The recording clips the animation from the
            // add's early reading, −11 · 2⁻⁴⁰ s; a clip that moved its begin by as much summed (0.9999999999999999 +
            // 11 · 2⁻⁴⁰) − 11 · 2⁻⁴⁰ = 1.0, the fifth leg's start: x = 0.
            let t2 = 0.5499999999999999, t3 = 1.5499999999999998
            let rows = try recordedRun(times: [0, 0.45, 0.5, t2, 1, t3]) { v, t in
                if t == 0 { QA1673.pause(v.layer) }
                if t == 0.45 {
                    let a = CABasicAnimation(keyPath: "position.x")
                    a.fromValue = 0; a.toValue = 100; a.duration = 0.25; a.repeatDuration = 2; a.fillMode = .backwards
                    a.timingFunction = CAMediaTimingFunction(name: .linear)
                    v.layer.add(a, forKey: "x")
                }
                if t == 0.5 { v.layer.opacity = 0.5 }
                if t == t2 { QA1673.resume(v.layer) }
            }.map { ($0.time, $0.shown.position.x, $0.recorded.position.x) }
            check(rows, [30, 0, 0, 0, 80, 100])
        }

        @Test func anAnimationRemovedWithinThePauseItWasAddedInHoldsItsBeginOnlyWhileAttached() throws {
            // Grammar seed 48249. v paused at 0 (its time stands at 0); at 0.25 s it gets opacity 0 → 1 over 1 s, no
            // fill (begin: its paused time, 0), so it shows its begin's value 0; removed at 0.5 s, from when the model
            // value 1 shows; its opacity is set to 0 at 0.75 s and its corner radius at 1 s. The recording reads the
            // pause's instants 4, 3, 2, 1 and 0 steps early and holds the begin's value from the add's reading up to
            // half a step before the begin (the model value now, 0, is the begin's: no jump there to freeze); held
            // beside the clip rather than inside it, the hold ran past the removal and showed 0 at 0.5 s.
            let rows = try recordedRun(times: [0, 0.25, 0.5, 0.75, 1]) { v, t in
                if t == 0 { QA1673.pause(v.layer) }
                if t == 0.25 {
                    let a = CABasicAnimation(keyPath: "opacity")
                    a.fromValue = 0; a.toValue = 1; a.duration = 1
                    v.layer.add(a, forKey: "o")
                }
                if t == 0.5 { v.layer.removeAnimation(forKey: "o") }
                if t == 0.75 { v.layer.opacity = 0 }
                if t == 1 { Self.setRadius(v.layer, 2) }
            }.map { ($0.time, $0.shown.opacity, $0.recorded.opacity) }
            check(rows, [1, 0, 1, 0, 0])
        }

        @Test func aClipBeginsAboveTheReadingsOfItsStandARoundingBelowIt() throws {
            // Grammar seed 75252. At 0 v gets position.x 0 → 10 over 0.25 s, autoreversing, beginning at its time
            // −0.4: it ends at −0.4 + 0.5 = 0.09999999999999998 and is removed there. v is paused at 0.1 s (its time
            // stands at 0.1); at 0.25 s it gets opacity 0.5 → 1 over 1 s beginning at its time 0.4, filling
            // backwards: from 0.25 s it shows 0.5, before then the model value 1. The stand's readings (0.1 s, 0.25 s)
            // may not read below the removal's 0.09999999999999998, so the one at 0.1 s reads 0.09999999999999999 and
            // the one at 0.25 s 0.1; the clip from the add's reading, rounded down to the grid of 2⁻⁴⁰ s
            // (0.0999999999994543), reached the earlier reading and showed 0.5 at 0.1 and 0.2 s.
            let rows = try recordedRun(times: [0, 0.1, 0.2, 0.25, 0.3]) { v, t in
                if t == 0 {
                    let a = CABasicAnimation(keyPath: "position.x")
                    a.fromValue = 0; a.toValue = 10; a.duration = 0.25; a.autoreverses = true; a.beginTime = -0.4
                    v.layer.add(a, forKey: "x")
                }
                if t == 0.1 { QA1673.pause(v.layer) }
                if t == 0.25 {
                    let a = CABasicAnimation(keyPath: "opacity")
                    a.fromValue = 0.5; a.toValue = 1; a.duration = 1; a.beginTime = 0.4; a.fillMode = .backwards
                    v.layer.add(a, forKey: "o")
                }
            }.map { ($0.time, $0.shown.opacity, $0.recorded.opacity) }
            check(rows, [1, 1, 1, 0.5, 0.5])
        }

        @Test func anAnimationAddedBelowALayerThatLeftPausedWaitsForItsAdd() throws {
            // Grammar seed 17134. v paused at 0 (its time, and its sublayer s's, stands at 0); s's corner radius set
            // to 2 at 0.25 s; v removed from the tree at 0.5 s; at 0.75 s s gets 4 → 8 over 1 s (begin: s's time
            // then, 0) and v is resumed, out of the tree. While v showed (to 0.5 s) s showed 0, then 2, and never the
            // animation. The recording ended the readings of v and s where v left, since v changed its clock after
            // that: the add at 0.75 s got no reading of its own, began at s's reading of 0.25 s, and showed 4 there.
            let rows = try sublayerRun(times: [0, 0.25, 0.5, 0.75]) { v, s, t in
                if t == 0 { QA1673.pause(v.layer) }
                if t == 0.25 { Self.setRadius(s, 2) }
                if t == 0.5 { v.removeFromSuperview() }
                if t == 0.75 {
                    s.add(Self.radiusAnimation(), forKey: "r")
                    QA1673.resume(v.layer)
                }
            }
            // Hidden with v from 0.5 s on: the rows while it showed.
            check(Array(rows.prefix(3)), [0, 2, 2])
        }

        @Test func aBackwardsFillAddedWhilePausedWaitsForItsAddWhenItsSubtreeLeaves() throws {
            // Grammar seed 56990. v paused at 0, and s, the sublayer of v's subview w, paused too (both times stand
            // at 0); at 0.5 s s gets 4 → 8 over 1 s filling backwards (begin: s's time then, 0); at 0.75 s w leaves
            // the tree, s is resumed (out of the tree) and v resumed and paused again. While w showed, s showed the
            // model value 0 until the add, then 4 (its time standing at the begin). The Scene keeps s, hidden, under
            // v paused again, where its clock reads 0 − 0.75: the recording took that reading, after s had left, as
            // the lowest of the animation's time, and the backwards fill showed 4 from 0 s.
            let w = UIView(frame: CGRect(x: 5, y: 5, width: 20, height: 20))
            let s = CALayer()
            s.name = "s"
            s.frame = CGRect(x: 2, y: 2, width: 10, height: 10)
            w.layer.addSublayer(s)
            let rows = try recordedRun(times: [0, 0.25, 0.5, 0.75], named: "s", setUp: { $0.addSubview(w) }) { v, t in
                if t == 0 { QA1673.pause(s); QA1673.pause(v.layer) }
                if t == 0.5 {
                    let a = Self.radiusAnimation()
                    a.fillMode = .backwards
                    s.add(a, forKey: "r")
                }
                if t == 0.75 {
                    w.removeFromSuperview()
                    QA1673.resume(s)
                    QA1673.resume(v.layer)
                    QA1673.pause(v.layer)
                }
            }
            // Hidden with w from 0.75 s on: the rows while it showed.
            check(rows.prefix(3).map { ($0.time, $0.shown.cornerRadius, $0.recorded.cornerRadius) }, [0, 0, 4])
        }

        @Test(arguments: [false, true])
        func aLayerResumedOutOfTheTreeUnderAPausedSuperlayerWaitsForItsAdd(subtreeLeaves: Bool) throws {
            // Grammar seed 88474. s (a sublayer of v, or of v's sublayer w) paused at 0: its time stands at 0. v
            // paused at 0.5 s: its time stands at 0.5. At 1 s s (or w) leaves the tree, s is resumed and gets 4 → 8
            // over 1 s filling backwards. Out of the tree a layer's time is its own clock on global time (Core
            // Animation's rule for a layer with no superlayer; w's is the identity), so the resume sets s's beginTime
            // to 1 − 0 = 1 and s's time at 1 s is 1 − 1 = 0, the animation's begin. While s showed (to 1 s) it showed
            // its model value 0, then it is hidden. The recording read s after it left through v's standing clock,
            // 0.5 − 1 = −0.5 at the add, below every reading while s showed, so the backwards fill showed 4 from 0 s.
            let w = CALayer()
            w.name = "w"
            w.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
            let s = CALayer()
            s.name = "s"
            s.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            let rows = try recordedRun(times: [0, 0.25, 0.5, 0.75, 1], named: "s", setUp: { v in
                if subtreeLeaves { v.layer.addSublayer(w); w.addSublayer(s) } else { v.layer.addSublayer(s) }
            }) { v, t in
                if t == 0 { QA1673.pause(s) }
                if t == 0.5 { QA1673.pause(v.layer) }
                if t == 1 {
                    (subtreeLeaves ? w : s).removeFromSuperlayer()
                    QA1673.resume(s)
                    let a = Self.radiusAnimation()
                    a.fillMode = .backwards
                    s.add(a, forKey: "r")
                }
            }
            // Hidden with the layer that left from 1 s on: the rows while it showed.
            check(rows.prefix(4).map { ($0.time, $0.shown.cornerRadius, $0.recorded.cornerRadius) }, [0, 0, 0, 0])
        }

        @Test func aLayerThatLeftBelowAClockAheadOfGlobalTimeWaitsForItsAdd() throws {
            // v runs at speed 2 (its time 2t) and is paused at 0.5 s: its time, and its sublayer s's, stands at 1.
            // At 0.75 s s leaves the tree and gets 4 → 8 over 1 s filling backwards: out of the tree its time is
            // its identity clock on global time, 0.75, the animation's begin. While s showed it showed its model
            // value 0. Read on that time after it left, s's recorded clock would go back from 1 to 0.75, and the
            // backwards fill would show at s's readings of 1 while it showed.
            let s = CALayer()
            s.name = "s"
            s.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            let rows = try recordedRun(times: [0, 0.25, 0.5, 0.625, 0.75], named: "s", setUp: { $0.layer.addSublayer(s) }) { v, t in
                if t == 0 { v.layer.speed = 2 }
                if t == 0.5 { QA1673.pause(v.layer) }
                if t == 0.75 {
                    s.removeFromSuperlayer()
                    let a = Self.radiusAnimation()
                    a.fillMode = .backwards
                    s.add(a, forKey: "r")
                }
            }
            // Hidden from 0.75 s on: the rows while it showed.
            check(rows.prefix(4).map { ($0.time, $0.shown.cornerRadius, $0.recorded.cornerRadius) }, [0, 0, 0, 0])
        }

        @Test func anAnimationKeptAfterItsEndAtThePausedTimeShowsTheModelOverTheEarlyReadings() throws {
            // Grammar seed 139407. v fades 1 → 0 over 0.5 s (linear, kept after its end, no fill) and is paused at
            // 0.5 s: its time stands at the fade's end, where it shows nothing, so `presentation()` shows the model's
            // opacity, 1. At 0.75 s the model's opacity is set to 0; at 1 s the fade is removed. While paused the
            // recorded clock reads a little early (0.5 − 2 · 10⁻¹¹ from 0.5 s), where the fade still runs and shows
            // about 0. That was taken for no jump: the probe compared values on the model at the end, whose 0 is
            // the fade's value, so the replay showed 0 at 0.5 s.
            let rows = try recordedRun(times: [0, 0.25, 0.5, 0.75, 1, 1.25]) { v, t in
                if t == 0 {
                    let a = CABasicAnimation(keyPath: "opacity")
                    a.fromValue = 1; a.toValue = 0; a.duration = 0.5
                    a.timingFunction = CAMediaTimingFunction(name: .linear)
                    a.isRemovedOnCompletion = false
                    v.layer.add(a, forKey: "fade")
                }
                if t == 0.5 { QA1673.pause(v.layer) }
                if t == 0.75 {
                    CATransaction.begin()
                    CATransaction.setDisableActions(true)
                    v.layer.opacity = 0
                    CATransaction.commit()
                }
                if t == 1 { v.layer.removeAnimation(forKey: "fade") }
            }
            // 1 − t / 0.5 while it runs (1 at 0, 0.5 at 0.25 s); then the model's 1, then 0.
            let expected = [1, 0.5, 1, 0, 0, 0]
            #expect(rows.count == expected.count)
            for ((t, shown, recorded), value) in zip(rows, expected) {
                #expect(abs(shown.opacity - value) <= 1e-9, "t=\(t): presented \(shown.opacity)")
                #expect(abs(recorded.opacity - value) <= 1e-6, "t=\(t): recorded \(recorded.opacity)")
            }
        }

        @Test(arguments: cases)
        func recordingMatchesPresentation(_ c: Case) throws {
            let rows = try recordedRun(times: (0...32).map { Double($0) / 16 }) { view, t in c.play(view, t) }
            for (t, shown, recorded) in rows {
                for key in PropertyKey.allCases where !key.isTransformComponent && !key.isSublayerTransformComponent {
                    #expect(recorded[key].distance(to: shown[key]) <= 1e-6,
                            "\(c) t=\(t) \(key.rawValue): recorded \(recorded[key]), presented \(shown[key])")
                }
            }
        }
    }
}
