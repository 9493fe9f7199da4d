import AnimaCore
import AnimaExport
import Testing

/// Resized bounds in the Lottie export: the background, border and path follow them (`LottieResizedLayerTests`),
/// but a gradient's points, an image's placement and a text box are written once, in the model bounds. Core
/// Animation draws them in the bounds of the moment, so the export declares the loss (it used to be silent).
@Suite struct LottieResizedContentsTests {
    /// A 40 × 20 layer of `kind` at (50, 50) growing to 80 × 20 over a second, with `setUp` applied.
    static func scene(_ kind: LayerKind, _ setUp: (inout Layer) -> Void) -> Scene {
        var layer = Layer(id: "grow", kind: kind)
        layer.bounds = Rect(0, 0, 40, 20)
        layer.position = Point(50, 50)
        setUp(&layer)
        layer.add(.basic(.boundsSize, from: .size(Size(40, 20)), to: .size(Size(80, 20)), duration: 1), forKey: "grow")
        return Scene(canvas: .init(width: 100, height: 100, background: .white), timeline: .init(duration: 1, fps: 10),
                     layers: [layer])
    }

    /// The warnings on `bounds.size` that name a part left in the model bounds.
    static func placementWarnings(_ scene: Scene) throws -> [ExportWarning] {
        try ExportFormat.lottie.export(scene).warnings.filter { $0.keyPath == "bounds.size" && $0.message.contains("model bounds") }
    }

    @Test func aResizedGradientIsDeclared() throws {
        let scene = Self.scene(.gradient) { $0.colors = [Color(1, 0, 0, 1), Color(0, 0, 1, 1)] }
        let warnings = try Self.placementWarnings(scene)
        #expect(warnings.count == 1 && warnings.first?.message.contains("gradient") == true, "\(warnings)")
    }

    @Test func aResizedTextBoxIsDeclared() throws {
        let scene = Self.scene(.text) { $0.string = "Hello" }
        let warnings = try Self.placementWarnings(scene)
        #expect(warnings.count == 1 && warnings.first?.message.contains("text") == true, "\(warnings)")
    }

    @Test func aResizedBackgroundLosesNothing() throws {
        let scene = Self.scene(.layer) { $0.backgroundColor = Color(1, 0, 0, 1) }
        #expect(try Self.placementWarnings(scene).isEmpty)
    }
}
