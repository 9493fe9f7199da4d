import AnimaCore
import AnimaTestSupport
import Foundation
import Testing
@testable import AnimaUIKit

/// Every AnimaUIKit test shares one virtual clock, so they all run one at a time under this suite; the clock is the
/// process's, shared with every test target, so they also hold the clock lock (`.drivesTheClock`).
@MainActor
@Suite(.serialized, .drivesTheClock)
enum UIKitSuite {}

/// A fresh clock and a host view for one test.
@MainActor
struct Stage {
    let root: UIView
    let view: UIView

    init(frame: CGRect = CGRect(x: 0, y: 0, width: 100, height: 100)) {
        TestClock.reset()
        AnimaClock.displayFrameInterval = 1.0 / 60
        root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        view = UIView(frame: frame)
        root.addSubview(view)
    }

    /// The view's on-screen properties now.
    var shown: LayerProperties { view.layer.presentedProperties() }

    /// Advances to absolute time `t` and returns the on-screen properties.
    func shown(at t: Double) -> LayerProperties {
        AnimaClock.advance(to: t)
        return view.layer.presentedProperties()
    }
}

/// The rotation angle about z of a transform.
func angle(_ t: Transform3D) -> Double { atan2(t.m12, t.m11) }
