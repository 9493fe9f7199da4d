import AnimaCore
import Testing

/// A layer's presented value at a time, sampled on its own (`Layer.value(of:at:)`, `Timeline(layer:)`): what the
/// UIKit presentation layer, the transition replay and the exporters' sampled curves ask for.
@Suite struct LayerSamplingTests {
    /// position.x from 0 to 100 over 1 s; a basic animation without a timing function is linear (CAMediaTiming's
    /// nil timing function), and without fill the model value (7) shows outside the active interval.
    static func slider(timing: LayerTiming = LayerTiming()) -> Layer {
        var layer = Layer(id: "slider")
        layer.position = Point(7, 0)
        layer.timing = timing
        layer.add(.basic(.positionX, from: 0, to: 100, duration: 1), forKey: "slide")
        return layer
    }

    @Test func theValueAtATimeIsTheAnimatedValue() throws {
        // Linear: 0 + 0.25 · (100 − 0) = 25.
        #expect(try Self.slider().value(of: .positionX, at: 0.25) == .number(25))
        // After 1 s the animation is removed (fill removed): the model value.
        #expect(try Self.slider().value(of: .positionX, at: 1.5) == .number(7))
    }

    @Test func theLayersOwnTimingApplies() throws {
        // beginTime 0.5, speed 2: local t = (0.75 − 0.5) · 2 = 0.5, so 0 + 0.5 · 100 = 50.
        let layer = Self.slider(timing: LayerTiming(beginTime: 0.5, speed: 2))
        #expect(try layer.value(of: .positionX, at: 0.75) == .number(50))
    }

    @Test func aLayerThatDoesNotCompileThrows() {
        var layer = Self.slider()
        layer.add(.basic(.positionX, from: 0, to: 1, duration: -1), forKey: "negative")
        #expect(throws: TimelineError.self) { try layer.presentedProperties(at: 0) }
    }

    @Test func theTimelineOfOneLayerIsThatOfAOneLayerScene() throws {
        let layer = Self.slider()
        let scene = Scene(canvas: .init(width: 1, height: 1), timeline: .init(duration: 1), layers: [layer])
        for t in [0.0, 0.3, 0.9, 2] {
            #expect(try Timeline(layer: layer).sample(at: t)["slider"] == (try Timeline(scene)).sample(at: t)["slider"])
        }
    }
}
