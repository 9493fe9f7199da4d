import AnimaCore
import Foundation
import Testing
@testable import AnimaUIKit

extension UIKitSuite {
    /// Bad input is reported and the call carries on; nothing traps.
    @MainActor @Suite struct HostileInputTests {
        @Test func hostileValuesAreReportedAndSurvived() {
            let stage = Stage()
            let issues = AnimaDiagnostics.collecting {
                let kf = CAKeyframeAnimation(keyPath: "opacity")
                kf.values = [0, 1]
                kf.keyTimes = [0, NSNumber(value: Double.nan)]
                stage.view.layer.add(kf, forKey: "nanTimes")
                let spring = CASpringAnimation(keyPath: "opacity")
                spring.mass = 0
                spring.fromValue = 0
                stage.view.layer.add(spring, forKey: "massless")
                let nanValue = CABasicAnimation(keyPath: "position")
                nanValue.fromValue = CGPoint(x: CGFloat.nan, y: 0)
                stage.view.layer.add(nanValue, forKey: "nanValue")
                stage.view.alpha = .nan
                AnimaClock.advance(by: -1)
                AnimaClock.advance(to: .nan)
                let animator = UIViewPropertyAnimator(duration: .nan, curve: .linear) { stage.view.alpha = 0 }
                animator.fractionComplete = .nan
                animator.addAnimations({ stage.view.alpha = 1 }, delayFactor: 7)
                UIView.animate(withDuration: .nan) { stage.view.alpha = 0.5 }
                CATransaction.commit()
                stage.view.addSubview(stage.view)
            }
            // One each: key times, spring, NaN value, NaN alpha, two clock calls, animator duration, fraction, delay
            // factor, animate duration, stray commit, self-subview.
            #expect(issues.count == 12, "\(issues.map(\.description))")
            AnimaClock.advance(to: 2)
            let shown = stage.shown
            #expect(shown.opacity.isFinite && shown.position.x.isFinite)
        }
    }
}
