import AnimaCore
import AnimaExport
import AnimaFormat
import Foundation
import Testing
import AnimaTestSupport

/// The Web export of step animations in their fills, played by Chromium (issue 29): the engine now takes CSS's before
/// flag there, as Chromium does, so the page and the engine agree on both sides of the fills.
@Suite(.serialized) struct StepsBeforeFlagChromiumTests {
    /// Layer `a`: steps(2, jump-start) opacity 0 → 1 over 1 s from 1 s, filled backwards; layer `b`: the same,
    /// autoreversing twice and filled forwards (its last leg runs backwards, so its fill takes the flag too).
    static let json = #"""
        {"version": 1, "canvas": {"width": 40, "height": 20}, "timeline": {"duration": 6, "fps": 10}, "layers": [
          {"id": "a", "frame": [0, 0, 10, 10], "animations": [{"type": "basic", "keyPath": "opacity", "from": 0,
            "to": 1, "duration": 1, "beginTime": 1, "fillMode": "backwards",
            "timingFunction": {"steps": 2, "position": "start"}}]},
          {"id": "b", "frame": [20, 0, 10, 10], "animations": [{"type": "basic", "keyPath": "opacity", "from": 0,
            "to": 1, "duration": 1, "beginTime": 1, "repeatCount": 2, "autoreverses": true, "fillMode": "forwards",
            "removedOnCompletion": false, "timingFunction": {"steps": 2, "position": "start"}}]}]}
        """#

    @Test(.enabled(if: Tool.isAvailable(.chromium), Tool.skipReason(.chromium)))
    func chromiumAndTheEngineAgreeInTheFills() throws {
        let chromium = try Tool.chromium.require()
        let timeline = try SceneDecoder().decodeTimeline(Data(Self.json.utf8))
        let page = try ExportFormat.web.export(timeline.scene).text
        // In the backwards fill (0.5 s), inside the animation, and in the forwards fill after the reversed leg (5.5 s).
        let times = [0.5, 1.2, 1.7, 5.5]
        let rows = try ChromiumOracleTests.play(page, times: times, chromium: chromium)
        var compared = 0
        for row in rows {
            guard let shown = row.numbers[WebPropertyNames.full("o")],
                  let engine = timeline.sample(at: row.time / 1000)[row.layer]?.opacity else { continue }
            #expect(Swift.abs(shown - engine) <= ChromiumOracleTests.numberTolerance,
                    "\(row.layer) t=\(row.time) ms: chromium \(shown), engine \(engine)")
            compared += 1
        }
        #expect(compared == 2 * times.count)
        // The before flag's values, worked out by hand (see StepsBeforePhaseTests): 0 in both fills.
        #expect(timeline.sample(at: 0.5)["a"]?.opacity == 0 && timeline.sample(at: 5.5)["b"]?.opacity == 0)
    }
}
