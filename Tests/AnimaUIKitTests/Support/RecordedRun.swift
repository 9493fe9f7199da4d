import AnimaCore
import AnimaTestSupport
import Foundation
import Testing
@testable import AnimaUIKit

/// One recorded view: a 40-point view named "v" in a root view, recorded while `step` runs at each of `times` (after
/// the clock reaches it); what `presentation()` showed then, and the recording's replay at the same times.
@MainActor
func recordedRun(times: [Double], _ step: (UIView, Double) -> Void) throws
    -> [(time: Double, shown: LayerProperties, recorded: LayerProperties)] {
    TestClock.reset()
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let view = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
    view.layer.name = "v"
    root.addSubview(view)
    let recording = AnimaRecording(root: root)
    var shown: [(Double, LayerProperties)] = []
    for t in times {
        AnimaClock.advance(to: t)
        step(view, t)
        shown.append((t, view.layer.presentedProperties()))
    }
    let timeline = try Timeline(recording.scene(canvas: recording.rootCanvas))
    return try shown.map { t, properties in (t, properties, try #require(timeline.sample(at: t)["v"])) }
}
