import AnimaCore
import AnimaTestSupport
import Foundation
import Testing
@testable import AnimaUIKit

/// One recorded view: a 40-point view named "v" in a root view, recorded while `step` runs at each of `times` (after
/// the clock reaches it); what `presentation()` showed then, and the recording's replay at the same times, for `v` or
/// for the layer `named` (one `setUp` puts below `v` before the recording starts).
@MainActor
func recordedRun(times: [Double], named name: String = "v", setUp: (UIView) -> Void = { _ in },
                 _ step: (UIView, Double) -> Void) throws
    -> [(time: Double, shown: LayerProperties, recorded: LayerProperties)] {
    TestClock.reset()
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let view = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
    view.layer.name = "v"
    root.addSubview(view)
    setUp(view)
    let layer = try #require(findLayer(name, in: view.layer))
    let recording = AnimaRecording(root: root)
    var shown: [(Double, LayerProperties)] = []
    for t in times {
        AnimaClock.advance(to: t)
        step(view, t)
        shown.append((t, layer.presentedProperties()))
    }
    let timeline = try Timeline(recording.scene(canvas: recording.rootCanvas))
    return try shown.map { t, properties in (t, properties, try #require(timeline.sample(at: t)[name])) }
}

/// The layer named `name` in the tree under `layer`.
@MainActor
private func findLayer(_ name: String, in layer: CALayer) -> CALayer? {
    if layer.name == name { return layer }
    return (layer.sublayers ?? []).lazy.compactMap { findLayer(name, in: $0) }.first
}
