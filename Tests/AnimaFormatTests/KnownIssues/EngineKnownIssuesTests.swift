import AnimaCore
import AnimaFormat
import Testing

/// Engine behaviours found while writing the format and the examples.
@Suite struct EngineKnownIssuesTests {
    @Test func groupChildEndingWithItsAutoreversingGroupAppliesAtTheTurnaround() throws {
        // A 1 s group that autoreverses, whose child scales 1 → 1.5 over the same 1 s without a fill mode. At t = 1 s the
        // group turns around at progress 1, so the child should show its end value 1.5 — as it does at 0.999 s and
        // 1.001 s (1.49999905). Group children are end-inclusive, so the model value 1 does not flash for that frame.
        let scene = try SceneDecoder().decode(document(animations: #"""
            [{"type": "group", "duration": 1, "autoreverses": true, "animations": [
              {"type": "basic", "keyPath": "transform.scale", "from": 1, "to": 1.5, "duration": 1}]}]
            """#))
        let scale = try #require(try Timeline(scene).sample(at: 1)["a"]).transform.m11
        #expect(abs(scale - 1.5) < 1e-9)
    }
}
