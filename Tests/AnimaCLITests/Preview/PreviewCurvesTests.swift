import AnimaCore
import AnimaFormat
import Testing
@testable import AnimaCLI

/// The curves the page plots are the engine's sampled values, split into channels; checked against values worked
/// out by hand from the timing rules (DESIGN §3).
@Suite struct PreviewCurvesTests {
    private func timeline(_ animations: String, duration: Double = 1) throws -> Timeline {
        try Timeline(SceneDecoder().decode("""
        {"version": 1, "canvas": {"width": 100, "height": 100}, "timeline": {"duration": \(duration), "fps": 10},
         "layers": [{"id": "box", "frame": [0, 0, 10, 10], "animations": [\(animations)]}]}
        """))
    }

    @Test func aLinearOpacityRampIsSampledEvenly() throws {
        // Linear from 0 to 1 over 1 s, sampled at 0, 0.25, 0.5, 0.75, 1: t/1 s. At 1 s the animation has ended and the
        // model opacity (1) shows, which is the same number.
        let curves = try #require(PreviewCurves(try timeline(
            #"{"type": "basic", "keyPath": "opacity", "from": 0, "to": 1, "duration": 1, "timingFunction": "linear"}"#),
            layer: "box", samples: 5))
        #expect(curves.times == [0, 0.25, 0.5, 0.75, 1])
        #expect(curves.keys.map(\.key) == ["opacity"])
        #expect(curves.keys[0].channels.map(\.name) == ["value"])
        let values = curves.keys[0].channels[0].values.compactMap { $0 }
        #expect(zip(values, [0, 0.25, 0.5, 0.75, 1]).allSatisfy { Swift.abs($0 - $1) < 1e-12 })
    }

    @Test func onlyTheComponentsThatMoveArePlotted() throws {
        // position.y stays at the frame's centre (5); x runs linearly 5 → 85 over 2 s: 5 + 80·t/2 at t = 0, 0.5, 1.
        let curves = try #require(PreviewCurves(try timeline(
            #"{"type": "basic", "keyPath": "position", "from": [5, 5], "to": [85, 5], "duration": 2, "timingFunction": "linear"}"#),
            layer: "box", samples: 3))
        #expect(curves.keys[0].channels.map(\.name) == ["x"])
        let x = curves.keys[0].channels[0].values.compactMap { $0 }
        #expect(zip(x, [5, 25, 45]).allSatisfy { Swift.abs($0 - $1) < 1e-9 })
    }

    @Test func aScalarRotationKeepsItsKeyPathsUnit() throws {
        // transform.rotation.z 0 → π over 2 s, linear: π·t/2 radians at t = 0, 0.5, 1 (the key path's own unit).
        let curves = try #require(PreviewCurves(try timeline(
            #"{"type": "basic", "keyPath": "transform.rotation.z", "from": 0, "to": 3.141592653589793, "duration": 2, "timingFunction": "linear"}"#),
            layer: "box", samples: 3))
        #expect(curves.keys.map(\.key) == ["transform.rotation.z"])
        let radians = curves.keys[0].channels[0].values.compactMap { $0 }
        #expect(zip(radians, [0, Double.pi / 4, Double.pi / 2]).allSatisfy { Swift.abs($0 - $1) < 1e-9 })
    }

    @Test func anUnknownLayerHasNoCurves() throws {
        #expect(PreviewCurves(try timeline(""), layer: "nope", samples: 10) == nil)
    }
}
