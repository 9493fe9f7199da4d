import AnimaCore
import Foundation
import Testing
@testable import AnimaUIKit

extension UIKitSuite {
    /// QuartzCore's sub-key-paths as library code writes them (`CABasicAnimation(keyPath: "transform.scale.xy")`),
    /// and the group rules those libraries rely on. Expected values are halfway points and quarter points of linear
    /// animations, worked out by hand. (The key-path table itself is AnimaCore's, from branch `proptable`.)
    @MainActor @Suite struct SubKeyPathUIKitTests {
        /// `keyPath` from `from` to `to` over 1 s, linear, on the stage's view; the presentation at 0.5 s.
        private func halfway(_ keyPath: String, _ from: Any, _ to: Any, stage: Stage) -> (LayerProperties, [AnimaDiagnostic]) {
            var shown = LayerProperties()
            let diagnostics = AnimaDiagnostics.collecting {
                let a = CABasicAnimation(keyPath: keyPath)
                a.fromValue = from; a.toValue = to; a.duration = 1
                a.timingFunction = CAMediaTimingFunction(name: .linear)
                stage.view.layer.add(a, forKey: "k")
                shown = stage.shown(at: 0.5)
            }
            return (shown, diagnostics)
        }

        @Test func pulseRingScaleXYGrows() {
            let (p, d) = halfway("transform.scale.xy", 1.0, 3.0, stage: Stage())
            #expect(d.isEmpty, "\(d)")
            #expect(abs(p.transform.m11 - 2) < 1e-9 && abs(p.transform.m22 - 2) < 1e-9 && abs(p.transform.m33 - 1) < 1e-9)
        }

        @Test func translationTakesASize() {
            let (p, d) = halfway("transform.translation", CGSize(width: 0, height: 0),
                                 CGSize(width: 10, height: 20), stage: Stage())
            #expect(d.isEmpty, "\(d)")
            #expect(abs(p.transform.m41 - 5) < 1e-9 && abs(p.transform.m42 - 10) < 1e-9)
        }

        @Test func rotationIsAboutZ() {
            let (p, d) = halfway("transform.rotation", 0.0, Double.pi, stage: Stage())
            #expect(d.isEmpty, "\(d)")
            #expect(abs(angle(p.transform) - .pi / 2) < 1e-9)
        }

        @Test func boundsWidthAndShadowOffsetHeight() {
            let stage = Stage()   // the view is 100 × 100
            let (w, dw) = halfway("bounds.size.width", 100.0, 200.0, stage: stage)
            #expect(dw.isEmpty, "\(dw)")
            #expect(abs(w.bounds.width - 150) < 1e-9 && abs(w.bounds.height - 100) < 1e-9)
            let (h, dh) = halfway("shadowOffset.height", 0.0, 8.0, stage: Stage())
            #expect(dh.isEmpty, "\(dh)")
            #expect(abs(h.shadowOffset.height - 4) < 1e-9)
        }

        @Test func anUnknownSubKeyPathIsNamedInADiagnostic() {
            let (_, d) = halfway("transform.scale.xz", 1.0, 2.0, stage: Stage())
            #expect(d.contains { $0.keyPath == "transform.scale.xz" }, "\(d)")
        }

        @Test func aPulseRingGroupWhoseChildrenSetNoDurationPlaysOverTheGroup() {
            // A pulse ring as libraries write it: scale.xy 0 → 1 and opacity 1 → 0 in a 2 s group repeating forever,
            // the curve on the group only (linear here). At 2.5 s the second cycle is a quarter through: scale 0.25,
            // opacity 0.75.
            let stage = Stage()
            let diagnostics = AnimaDiagnostics.collecting {
                let scale = CABasicAnimation(keyPath: "transform.scale.xy")
                scale.fromValue = 0; scale.toValue = 1
                let fade = CABasicAnimation(keyPath: "opacity")
                fade.fromValue = 1; fade.toValue = 0
                let group = CAAnimationGroup()
                group.animations = [scale, fade]
                group.duration = 2
                group.repeatCount = .infinity
                group.timingFunction = CAMediaTimingFunction(name: .linear)
                stage.view.layer.add(group, forKey: "pulse")
            }
            #expect(diagnostics.isEmpty, "\(diagnostics)")
            let p = stage.shown(at: 2.5)
            #expect(abs(p.transform.m11 - 0.25) < 1e-9 && abs(p.transform.m22 - 0.25) < 1e-9)
            #expect(abs(p.opacity - 0.75) < 1e-9)
        }

        @Test func aRingLoaderGroupEasedOnlyOnTheGroupEasesItsChild() {
            // The curve only on the group: a child rotation 0 → 2π with no duration, group 1 s easeInEaseOut. At
            // 0.25 s the child sees easeInEaseOut(0.25) = 0.129161931 (vector K2) of the turn.
            let stage = Stage()
            let spin = CABasicAnimation(keyPath: "transform.rotation.z")
            spin.fromValue = 0; spin.toValue = 2 * Double.pi
            let group = CAAnimationGroup()
            group.animations = [spin]
            group.duration = 1
            group.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            stage.view.layer.add(group, forKey: "ring")
            let expected = 2 * Double.pi * 0.129161931
            #expect(abs(angle(stage.shown(at: 0.25).transform) - expected) < 1e-6)
        }
    }
}
