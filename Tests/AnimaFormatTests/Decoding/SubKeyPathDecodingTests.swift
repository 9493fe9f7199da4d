import AnimaCore
import AnimaFormat
import Foundation
import Testing

/// The scene format reads every key path of the property table, and names an unknown one with the valid ones.
@Suite struct SubKeyPathDecodingTests {
    private func scene(keyPath: String, to: String) throws -> Scene {
        try SceneDecoder().decode(#"""
        {"version": 1, "canvas": {"width": 100, "height": 100}, "timeline": {"duration": 1, "fps": 60},
         "layers": [{"id": "a", "type": "layer", "frame": [0, 0, 10, 10],
                     "animations": [{"type": "basic", "keyPath": "\#(keyPath)", "to": \#(to), "duration": 1}]}]}
        """#)
    }

    @Test(arguments: PropertyKey.allCases)
    func everyKeyPathIsAnAnimationsKeyPath(_ key: PropertyKey) throws {
        let to = switch key.valueKind {
        case .number: "1"
        case .bool: "true"
        case .point, .size: "[1, 2]"
        case .rect: "[1, 2, 3, 4]"
        case .color: "\"#FF0000\""
        case .transform: "{\"scale\": 2}"
        case .path: "\"M0 0 L1 1\""
        case .colors: "[\"#FF0000\"]"
        case .numbers: "[0, 1]"
        }
        let a = try #require(try scene(keyPath: key.keyPath, to: to).layers.first?.animations.first)
        #expect(a.keyPath == key)
    }

    @Test func quartzCoresBooleanKeysAreAccepted() throws {
        #expect(try scene(keyPath: "doubleSided", to: "false").layers.first?.animations.first?.keyPath == .isDoubleSided)
        #expect(try scene(keyPath: "hidden", to: "true").layers.first?.animations.first?.keyPath == .isHidden)
    }

    @Test func anUnknownSubKeyPathListsTheValidOnes() {
        do {
            _ = try scene(keyPath: "transform.scale.w", to: "1")
            Issue.record("transform.scale.w was accepted")
        } catch {
            let text = "\(error)"
            #expect(text.contains("layers[0].animations[0].keyPath"))
            #expect(text.contains("unknown key path \"transform.scale.w\""))
            #expect(text.contains("transform.scale.xy") && text.contains("anchorPoint.x") && text.contains("shadowOffset.height"))
        }
    }

    @Test func aLayerTakesASubKeyPathAsAModelValue() throws {
        let layer = try #require(try SceneDecoder().decode(#"""
        {"version": 1, "canvas": {"width": 100, "height": 100}, "timeline": {"duration": 1, "fps": 60},
         "layers": [{"id": "a", "type": "layer", "frame": [0, 0, 10, 10], "anchorPointZ": 5,
                     "shadowOffset.height": 4, "contentsRect.size.width": 0.5}]}
        """#).layers.first)
        #expect(layer.properties.anchorPointZ == 5)
        #expect(layer.properties.shadowOffset == Size(0, 4))
        #expect(layer.properties.contentsRect == Rect(0, 0, 0.5, 1))
    }
}
