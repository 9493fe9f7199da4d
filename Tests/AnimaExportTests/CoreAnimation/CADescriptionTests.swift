import AnimaCore
@testable import AnimaExport
import Foundation
import Testing

@Suite struct CADescriptionTests {
    @Test func bellMirrorsTheSceneFieldByField() throws {
        let (d, warnings) = CADescriptionBuilder().describe(try ExampleScenes.load("bell"))
        #expect(warnings.isEmpty)
        let bell = try #require(d.layers.first)
        #expect(bell.className == "CAShapeLayer")
        #expect(bell.name == "bell")
        #expect(bell[.position] == .point(x: 160, y: 44))
        #expect(bell[.anchorPoint] == .point(x: 0.5, y: 0))
        #expect(bell.lineJoin == "round")
        #expect(bell.sublayers.map(\.name) == ["knob", "clapper"])
        let ring = try #require(bell.animations.first)
        #expect(ring.className == "CAAnimationGroup")
        #expect(ring.key == "ring")
        #expect(ring.duration == 1.6)
        // Core Animation documents Float.greatestFiniteMagnitude as "repeat forever".
        #expect(ring.repeatCount == Double(Float.greatestFiniteMagnitude))
        let shake = try #require(ring.animations?.first)
        #expect(shake.className == "CAKeyframeAnimation")
        #expect(shake.keyPath == "transform.rotation.z")
        #expect(shake.values?.count == 7)
        #expect(shake.values?[1] == .number(-0.39269908169872414))
        // UIView.animateKeyframes' default curve over the whole ring.
        #expect(shake.timingFunction == CATimingFunctionDescription(name: "easeInEaseOut", controlPoints: [0.42, 0, 0.58, 1]))
        #expect(shake.calculationMode == "linear")
    }

    @Test func springAndKeepsFinalStateFields() throws {
        let scene = try ExampleScenes.scene("""
        {"version": 1, "canvas": {"width": 100, "height": 100}, "timeline": {"duration": 1, "fps": 60},
         "layers": [{"id": "a", "type": "layer", "frame": [0, 0, 10, 10], "animations": [
           {"key": "drop", "type": "spring", "keyPath": "position.y", "from": 5, "to": 50,
            "mass": 2, "stiffness": 300, "damping": 12, "initialVelocity": 1, "duration": 1.5,
            "fillMode": "forwards", "removedOnCompletion": false, "additive": true}]}]}
        """)
        let a = try #require(CADescriptionBuilder().describe(scene).description.layers.first?.animations.first)
        #expect(a.className == "CASpringAnimation")
        #expect(a.fromValue == .number(5) && a.toValue == .number(50) && a.byValue == nil)
        #expect(a.mass == 2 && a.stiffness == 300 && a.damping == 12 && a.initialVelocity == 1)
        #expect(a.fillMode == "forwards" && !a.isRemovedOnCompletion && a.isAdditive && a.duration == 1.5)
    }

    @Test func stepTimingFunctionsAreReported() throws {
        let scene = try ExampleScenes.scene("""
        {"version": 1, "canvas": {"width": 100, "height": 100}, "timeline": {"duration": 1, "fps": 60},
         "layers": [{"id": "a", "type": "layer", "frame": [0, 0, 10, 10], "animations": [
           {"type": "basic", "keyPath": "opacity", "from": 0, "to": 1, "duration": 1,
            "timingFunction": {"steps": 4, "position": "end"}}]}]}
        """)
        let warnings = CADescriptionBuilder().describe(scene).warnings
        #expect(warnings.map(\.layerID) == ["a"])
        #expect(warnings.first?.keyPath == "opacity")
    }

    @Test(arguments: ExampleScenes.names)
    func descriptionRoundTripsThroughJSON(_ name: String) throws {
        let (d, _) = CADescriptionBuilder().describe(try ExampleScenes.load(name))
        let json = CADescriptionBuilder.json(d)
        let decoded = try JSONDecoder().decode(CASceneDescription.self, from: Data(json.utf8))
        #expect(decoded == d)
        #expect(CADescriptionBuilder.json(decoded) == json)
    }

    @Test(arguments: ExampleScenes.names)
    func swiftSourceMatchesGoldenFile(_ name: String) throws {
        let source = SwiftSourceWriter().write(try Timeline(ExampleScenes.load(name))).text
        ExampleScenes.record(source, to: "swift/\(name).swift.txt")
        let golden = try #require(ExampleScenes.fixture("swift/\(name).swift.txt"), "missing golden swift/\(name).swift.txt")
        #expect(source == golden)
    }
}
