import AnimaCore
import AnimaTestSupport
import Foundation
import Testing
@testable import AnimaUIKit

/// The seed snippets (in `Seeds/`, compiled unchanged against AnimaUIKit) play as UIKit plays them, and their
/// recordings replay exactly.
@MainActor
@Suite(.serialized, .drivesTheClock)
struct SeedTests {
    /// A 320×200 root with one 80×96 subview at (120, 44).
    private func stage() -> (root: UIView, view: UIView) {
        TestClock.reset()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let view = UIView(frame: CGRect(x: 120, y: 44, width: 80, height: 96))
        root.addSubview(view)
        return (root, view)
    }

    private func angle(_ t: Transform3D) -> Double { atan2(t.m12, t.m11) }

    /// Advances through `duration`, checking at 200 evenly spaced times that the recording equals `presentation()`.
    private func expectRecordingMatches(_ root: UIView, duration: Double,
                                        sourceLocation: SourceLocation = #_sourceLocation) throws {
        let recording = AnimaRecording(root: root)
        let layers = [root.layer] + (root.layer.sublayers ?? [])
        var live: [(Double, [LayerProperties])] = []
        for i in 0..<200 {
            let t = Double(i) * duration / 199
            AnimaClock.advance(to: t)
            live.append((t, layers.map { $0.presentedProperties() }))
        }
        let scene = recording.scene(canvas: Scene.Canvas(width: 320, height: 200))
        let timeline = try Timeline(scene)
        let ids = scene.allLayers.map(\.id)
        for (t, expected) in live {
            let p = timeline.sample(at: t)
            for (id, e) in zip(ids, expected) {
                let r = try #require(p[id], sourceLocation: sourceLocation)
                for key in PropertyKey.allCases where !key.isTransformComponent {
                    #expect(r[key].distance(to: e[key]) <= 1e-9, "t = \(t) \(id) \(key.rawValue)", sourceLocation: sourceLocation)
                }
            }
        }
    }

    /// Plays `seed` on a fresh stage and checks its recording.
    private func expectSeedRecordingMatches(duration: Double, _ seed: (UIView) -> Void,
                                            sourceLocation: SourceLocation = #_sourceLocation) throws {
        let (root, view) = stage()
        seed(view)
        try expectRecordingMatches(root, duration: duration, sourceLocation: sourceLocation)
    }

    @Test func seed000BellPlaysUIKitsEasedKeyframes() throws {
        let (_, bell) = stage()
        let frame = bell.frame
        ringBell(bell)
        #expect(bell.layer.anchorPoint == CGPoint(x: 0.5, y: 0))
        #expect(bell.frame == frame)
        // K2: easeInEaseOut over the whole second warps the keyframes: 0.304330630 rad at 0.25 s.
        AnimaClock.advance(to: 0.25)
        #expect(abs(angle(bell.layer.presentedProperties().transform) - 0.304330630) < 1e-6)
        try expectSeedRecordingMatches(duration: 1.2) { ringBell($0) }
    }

    @Test func seed001Method1ShowsNoShake() throws {
        let (_, card) = stage()
        shakeMethod1(card)
        for i in 0...24 {
            AnimaClock.advance(to: Double(i) * 0.05)
            #expect(abs(angle(card.layer.presentedProperties().transform)) < 1e-9)
        }
        try expectSeedRecordingMatches(duration: 1.4) { shakeMethod1($0) }
    }

    @Test func seed001Method2ShakesThroughEveryStep() throws {
        let (_, card) = stage()
        shakeMethod2(card)
        let step = 1.2 / 7
        for k in 1..<shakeDegrees.count {
            // Just before step k's animation ends it is (almost) at its angle; the chain starts the next one then.
            AnimaClock.advance(to: Double(k) * step - 1e-9)
            let expected = Double(shakeDegrees[k]) * .pi / 180
            #expect(abs(angle(card.layer.presentedProperties().transform) - expected) < 1e-6, "step \(k)")
        }
        try expectSeedRecordingMatches(duration: 1.4) { shakeMethod2($0) }
    }

    @Test func seed001Method3UsesTheFirstSevenTimingFunctionsSilently() throws {
        let (_, card) = stage()
        let issues = AnimaDiagnostics.collecting { shakeMethod3(card) }
        #expect(issues.isEmpty)
        AnimaClock.advance(to: 0.14 * 1.2)
        #expect(abs(angle(card.layer.presentedProperties().transform) + 3 * Double.pi / 180) < 1e-9)
        try expectSeedRecordingMatches(duration: 1.4) { shakeMethod3($0) }
    }

    /// Seed 002's stage: four squares, the passcode field and the sine-path rider, all animated.
    private func seed002Stage() -> (root: UIView, views: [UIView], field: UIView) {
        TestClock.reset()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        let views = (0..<4).map { i in UIView(frame: CGRect(x: 24, y: 24 + CGFloat(i) * 70, width: 64, height: 64)) }
        views[1].frame.origin.x = 302
        let field = UIView(frame: CGRect(x: 103, y: 200, width: 184, height: 56))
        let rider = UIView(frame: CGRect(x: 8, y: 89, width: 32, height: 22))
        for v in views + [field, rider] { root.addSubview(v) }
        animateBasics(orange: views[0], cyan: views[1], blue: views[2], green: views[3], canvas: CGSize(width: 390, height: 300))
        shakePasscode(field)
        rideSinePath(rider, in: CGRect(x: 0, y: 0, width: 390, height: 200))
        return (root, views, field)
    }

    @Test func seed002BasicsPasscodeAndSinePath() throws {
        let (_, views, field) = seed002Stage()
        AnimaClock.advance(to: 0.05)
        // Passcode: keyTime 0.125 of 0.4 s is +10 points, added to wherever the field is.
        #expect(abs(field.layer.presentedProperties().position.x - (field.center.x + 10)) < 1e-9)
        AnimaClock.advance(to: 1)
        #expect(abs(views[0].layer.presentedProperties().cornerRadius - 32) < 1e-9)
        #expect(abs(views[1].layer.presentedProperties().opacity) < 1e-9)
    }

    @Test func seed002RecordingReplaysExactly() throws {
        let (root, _, _) = seed002Stage()
        try expectRecordingMatches(root, duration: 4)
    }
}
