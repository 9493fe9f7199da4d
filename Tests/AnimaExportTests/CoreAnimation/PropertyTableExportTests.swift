import AnimaCore
import AnimaTestSupport
@testable import AnimaExport
import Foundation
import Testing

/// The Core Animation description and the Swift source writer against the property table: every whole property is
/// described for the layer kinds that have it, survives JSON, and is assigned in the generated Swift.
@Suite struct PropertyTableExportTests {
    private func described(_ key: PropertyKey, kind: LayerKind) -> CALayerDescription {
        var p = LayerProperties()
        p[key] = PropertySamples.value(for: key)
        var warnings: [ExportWarning] = []
        return CADescriptionBuilder().describe(Layer(id: "a", kind: kind, properties: p), warnings: &warnings)
    }

    @Test(arguments: PropertyKey.wholeProperties)
    func describedForTheKindsThatHaveIt(_ key: PropertyKey) {
        for kind in LayerKind.allCases {
            let d = described(key, kind: kind)
            let expected = key.descriptor.scope.contains(kind) ? CAValueDescription(PropertySamples.value(for: key)) : nil
            #expect(d[key] == expected, "\(key.keyPath) on \(kind)")
        }
    }

    @Test func everyPropertySurvivesJSONUnderItsKeyPath() throws {
        var d = CALayerDescription(className: "CAShapeLayer", name: "a")
        for key in PropertyKey.wholeProperties { d[key] = CAValueDescription(PropertySamples.value(for: key)) }
        let scene = CASceneDescription(width: 10, height: 10, background: .color(red: 1, green: 1, blue: 1, alpha: 1),
                                       duration: 1, layers: [d])
        let json = CADescriptionBuilder.json(scene)
        let decoded = try JSONDecoder().decode(CASceneDescription.self, from: Data(json.utf8))
        #expect(decoded == scene)
        // Numbers, Booleans, number lists and path data are written plainly under the key path.
        #expect(json.contains(#""opacity" : 3"#) && json.contains(#""isHidden" : true"#))
        #expect(json.contains(#""path" : "M0 0"#) && json.contains(#""anchorPointZ" : 2"#))
        #expect(json.contains(#""position" : {"#))
    }

    @Test(arguments: PropertyKey.wholeProperties)
    func assignedInTheGeneratedSwift(_ key: PropertyKey) throws {
        let kind = try #require(LayerKind.allCases.first { key.descriptor.scope.contains($0) })
        var p = LayerProperties()
        p[key] = PropertySamples.value(for: key)
        let scene = Scene(canvas: Scene.Canvas(width: 10, height: 10), timeline: Scene.TimelineSettings(duration: 1),
                          layers: [Layer(id: "card", kind: kind, properties: p)])
        let source = SwiftSourceWriter().write(try Timeline(scene)).text
        // The key path is the Swift property's name (`isHidden`, not key-value coding's `hidden`).
        #expect(source.contains(" card.\(key.keyPath) = "), "\(key.keyPath)")
    }
}
