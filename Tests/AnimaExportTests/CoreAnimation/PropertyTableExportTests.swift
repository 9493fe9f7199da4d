import AnimaCore
@testable import AnimaExport
import Foundation
import Testing

/// The Core Animation description and the Swift source writer against the property table: every whole property is
/// described for the layer kinds that have it, survives JSON, and is assigned in the generated Swift.
@Suite struct PropertyTableExportTests {
    /// A value of the key path's kind that differs from its default.
    static func sample(_ key: PropertyKey) -> Value {
        switch key.descriptor.defaultValue {
        case .number(let v): .number(v + 2)
        case .bool(let b): .bool(!b)
        case .point(let p): .point(Point(p.x + 3, p.y - 5))
        case .size(let s): .size(Size(s.width + 7, s.height + 11))
        case .rect(let r): .rect(Rect(r.minX + 1, r.minY + 2, r.width + 3, r.height + 4))
        case .color: .color(Color(0.1, 0.2, 0.3, 0.4))
        case .transform: .transform(.translation(1, 2, 3))
        case .path: .path((try? Path(svgPathData: "M0 0 L10 0 L10 10 Z")) ?? Path())
        case .colors: .colors([Color(1, 0, 0, 1), Color(0, 0, 1, 0.5)])
        case .numbers: .numbers([0, 0.25, 1])
        }
    }

    private func described(_ key: PropertyKey, kind: LayerKind) -> CALayerDescription {
        var p = LayerProperties()
        p[key] = Self.sample(key)
        var warnings: [ExportWarning] = []
        return CADescriptionBuilder().describe(Layer(id: "a", kind: kind, properties: p), warnings: &warnings)
    }

    @Test(arguments: PropertyKey.wholeProperties)
    func describedForTheKindsThatHaveIt(_ key: PropertyKey) {
        for kind in LayerKind.allCases {
            let d = described(key, kind: kind)
            let expected = key.descriptor.scope.contains(kind) ? CAValueDescription(Self.sample(key)) : nil
            #expect(d[key] == expected, "\(key.keyPath) on \(kind)")
        }
    }

    @Test func everyPropertySurvivesJSONUnderItsKeyPath() throws {
        var d = CALayerDescription(className: "CAShapeLayer", name: "a")
        for key in PropertyKey.wholeProperties { d[key] = CAValueDescription(Self.sample(key)) }
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
        p[key] = Self.sample(key)
        let scene = Scene(canvas: Scene.Canvas(width: 10, height: 10), timeline: Scene.TimelineSettings(duration: 1),
                          layers: [Layer(id: "card", kind: kind, properties: p)])
        let source = SwiftSourceWriter().write(try Timeline(scene)).text
        // The key path is the Swift property's name (`isHidden`, not key-value coding's `hidden`).
        #expect(source.contains(" card.\(key.keyPath) = "), "\(key.keyPath)")
    }
}
