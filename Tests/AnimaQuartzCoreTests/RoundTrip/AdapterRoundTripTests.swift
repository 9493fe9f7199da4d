#if os(Linux)
import AnimaCore
import AnimaExport
import AnimaQuartzCore
import AnimaUIKit
import AnimaTestSupport  // .drivesTheClock
import Testing

/// The Apple adapter on Linux, against AnimaUIKit's QuartzCore names: Scene → CA descriptions → CALayer and
/// CAAnimation objects (`makeRootLayer`) → AnimaRecording → Scene, sampled against the original.
///
/// Every test runs synchronously on the main actor from `AnimaClock.reset()` to the recorded Scene, so no other
/// test that drives the global clock runs in between.
@MainActor @Suite(.drivesTheClock) struct AdapterRoundTripTests {
    /// Times inside, at the edges of and after the animations below (their beginTimes, keyTimes and ends).
    static let times: [Double] = [0, 0.05, 0.2, 0.25, 0.4, 0.5, 0.6, 0.75, 0.9, 1.0, 1.2, 1.5, 1.9]

    @Test(arguments: RoundTripScenes.all.map(\.name))
    func recordedSceneSamplesAsTheOriginal(_ name: String) throws {
        let scene = try #require(RoundTripScenes.all.first { $0.name == name }).scene
        let recorded = Self.roundTrip(scene)
        let original = try Timeline(scene)
        let replayed = try Timeline(recorded)
        for t in Self.times {
            let a = original.sample(at: t), b = replayed.sample(at: t)
            for layer in a.layers {
                let other = try #require(b[layer.id], "layer \(layer.id) missing from the recording")
                for key in PropertyKey.wholeProperties {
                    let d = ValueDistance.between(layer.properties[key], other[key])
                    #expect(d <= 1e-9, "\(name): \(layer.id).\(key.keyPath) at \(t) s: \(layer.properties[key]) vs \(other[key])")
                }
            }
        }
    }

    @Test func layerKindsAndTreeSurviveTheRoundTrip() throws {
        let scene = try #require(RoundTripScenes.all.first { $0.name == "kinds" }).scene
        let recorded = Self.roundTrip(scene)
        for layer in scene.allLayers {
            let copy = try #require(recorded.layer(withID: layer.id))
            #expect(copy.kind == layer.kind, "\(layer.id)")
            #expect(copy.sublayers.map(\.id) == layer.sublayers.map(\.id), "\(layer.id)")
            #expect(copy.mask?.id == layer.mask?.id, "\(layer.id)")
        }
    }

    /// Every whole property of the table, set in a description, reaches the layer the adapter makes (by key-value
    /// coding under its Core Animation key).
    @Test(arguments: PropertyKey.wholeProperties)
    func everyTablePropertyReachesTheLayer(_ key: PropertyKey) throws {
        let kind = try #require(LayerKind.allCases.first { key.descriptor.scope.contains($0) })
        var properties = LayerProperties()
        properties[key] = PropertySamples.value(for: key)
        let scene = Scene(canvas: Scene.Canvas(width: 10, height: 10), timeline: Scene.TimelineSettings(duration: 1),
                          layers: [Layer(id: "a", kind: kind, properties: properties)])
        let root = CADescriptionBuilder().describe(scene).description.makeRootLayer(start: 0)
        let layer = try #require(root.sublayers?.first)
        #expect(layer.animaProperties[key] == PropertySamples.value(for: key), "\(key.keyPath)")
    }

    /// The scene through the adapter and back: the root layer the adapter makes is recorded from time 0 until the
    /// last sample time.
    static func roundTrip(_ scene: Scene) -> Scene {
        AnimaClock.reset()
        let root = CADescriptionBuilder().describe(scene).description.makeRootLayer(start: CACurrentMediaTime())
        let recording = AnimaRecording(root: root)
        AnimaClock.advance(to: (times.last ?? 2) + 0.1)
        return recording.scene(canvas: scene.canvas)
    }
}
#endif
