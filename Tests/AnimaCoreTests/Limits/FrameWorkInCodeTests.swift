import AnimaCore
import Testing

/// The per-frame work bound holds for scenes built in code, not only for decoded files (issue 29): a replicator of
/// 10⁴ instances holding a replicator of 10⁴ instances holding one layer draws 1 + 10⁴ + 10⁸ layers a frame, each
/// replicator within its own 10⁴ limit. `SceneDecoder` refused the file, but `Timeline(scene)` compiled the same
/// scene made in Swift, and its first frame took over a minute to draw.
@Suite struct FrameWorkInCodeTests {
    /// A replicator of `outer` instances holding one of `inner` instances holding a plain layer, as a Swift value.
    static func nestedReplicators(_ outer: Int, _ inner: Int) -> Scene {
        var outerProperties = LayerProperties(), innerProperties = LayerProperties()
        outerProperties.instanceCount = outer
        innerProperties.instanceCount = inner
        let leaf = Layer(id: "leaf")
        let innerReplicator = Layer(id: "inner", kind: .replicator, properties: innerProperties, sublayers: [leaf])
        let outerReplicator = Layer(id: "outer", kind: .replicator, properties: outerProperties, sublayers: [innerReplicator])
        return Scene(canvas: Scene.Canvas(width: 10, height: 10), timeline: Scene.TimelineSettings(duration: 1),
                     layers: [Layer(id: "root", sublayers: [outerReplicator])])
    }

    @Test func aTimelineRefusesTheProductAtTheInnerReplicatorQuickly() throws {
        let clock = ContinuousClock()
        var refusal: TimelineError?
        let elapsed = clock.measure {
            do throws(TimelineError) { _ = try Timeline(Self.nestedReplicators(10_000, 10_000)) } catch { refusal = error }
        }
        let error = try #require(refusal, "the 10⁴ × 10⁴ replicator compiled")
        // The same place and words as `validate` gives for the file: root → outer → inner, its instanceCount.
        #expect(error.layerPath == [0, 0, 0] && error.layerID == "inner" && error.field == "instanceCount")
        #expect(error.message.contains("100010002 layers") && error.message.contains("the limit is 1000000"), "\(error)")
        #expect(elapsed < .milliseconds(500), "refused in \(elapsed)")
    }

    @Test func aProductWithinTheLimitCompilesAndOnePastItDoesNot() throws {
        // root + outer + 999 inner + 999 × 999 leaves = 999,002 drawings compile; with 1,001 inner instances,
        // 2 + 999 + 999,999 = 1,001,000 do not.
        _ = try Timeline(Self.nestedReplicators(999, 999))
        #expect(throws: TimelineError.self) { try Timeline(Self.nestedReplicators(999, 1001)) }
    }

    @Test func anAnimatedInstanceCountCountsAtItsLargestValue() throws {
        // The model value is 1, but an animation takes the outer replicator to 10⁴ instances.
        var scene = Self.nestedReplicators(1, 10_000)
        scene.layers[0].sublayers[0].add(Animation(keyPath: .instanceCount, content: .basic(BasicAnimation(to: .number(10_000)))))
        #expect(throws: TimelineError.self) { try Timeline(scene) }
    }
}
