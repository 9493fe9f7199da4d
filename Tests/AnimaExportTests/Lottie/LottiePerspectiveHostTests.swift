import AnimaCore
import AnimaExport
import AnimaTestSupport
import Testing

/// A host of a layer in perspective that would be precomposed for its group opacity (issue 29): the tilted layer is an
/// outline in the composition's coordinates, which a precomposition's asset does not share, so inside one it was
/// misplaced or cut off, unwarned. The host now stays in the composition, the tilted layer is drawn, and the export
/// warns that the host's opacity applies to each of its layers on its own.
@Suite struct LottiePerspectiveHostTests {
    static func scene() -> Scene {
        var host = Layer(id: "host", kind: .layer)
        host.frame = Rect(20, 20, 120, 80)
        host.backgroundColor = Color(0.9, 0.9, 0.9)
        host.opacity = 0.5
        // Seen through the host's perspective (m34 = −1/300), the sublayer turned about y is projected.
        var perspective = Transform3D.identity
        perspective.m34 = -1.0 / 300
        host.sublayerTransform = perspective
        var tilted = Layer(id: "tilted", kind: .layer)
        tilted.frame = Rect(20, 10, 60, 60)
        tilted.backgroundColor = Color(1, 0, 0)
        tilted.transform = .rotation(0.6, x: 0, y: 1, z: 0)
        host.sublayers = [tilted]
        return Scene(canvas: .init(width: 160, height: 120), timeline: .init(duration: 1), layers: [host])
    }

    @Test func theHostStaysInTheCompositionWithAWarning() throws {
        let result = try ExportFormat.lottie.export(Self.scene())
        #expect(!result.text.contains("\"ty\":0"), "no precomposition")
        #expect(result.text.contains("\"nm\":\"tilted\",\"parent\"") == false, "the tilted layer is a projected outline")
        #expect(result.text.contains("\"nm\":\"tilted\""))
        #expect(result.warnings.contains { $0.layerID == "host" && $0.keyPath == "opacity" }, "\(result.warnings)")
    }
}
