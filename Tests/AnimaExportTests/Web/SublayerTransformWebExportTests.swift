import AnimaCore
import AnimaExport
import Foundation
import Testing
import AnimaTestSupport

/// How the Web page carries a sublayerTransform: CSS `perspective` for a fixed perspective alone, otherwise an element
/// wrapping the sublayers whose transform is the sublayerTransform about the anchor point.
struct SublayerTransformWebExportTests {
    static func page(_ layers: String) throws -> ExportResult {
        try ExportFormat.web.export(try ExampleScenes.scene(DepthScenes.scene(layers)))
    }

    @Test func aFixedPerspectiveAloneStaysCSSPerspective() throws {
        let page = try Self.page(##"""
        [{"id": "stage", "frame": [0, 0, 200, 200], "sublayerTransform": [1,0,0,0, 0,1,0,0, 0,0,1,-0.002, 0,0,0,1],
          "sublayers": [{"id": "card", "frame": [50, 50, 100, 100], "backgroundColor": "#FF0000"}]}]
        """##)
        #expect(page.warnings.isEmpty)
        #expect(page.text.contains("perspective: 500px"))
        #expect(!page.text.contains("anima-sublayers"))
    }

    /// A 0.5 rad turn and 0.7 scale about the centre (40, 30) of an 80 × 60 tile. With c = cos 0.5, s = sin 0.5 and
    /// rows (0.7c, 0.7s), (−0.7s, 0.7c), the translation is a − a·M: x = 40 − (40 · 0.7c − 30 · 0.7s) = 25.4956,
    /// y = 30 − (40 · 0.7s + 30 · 0.7c) = −1.8531.
    @Test func aFixed2DTransformTurnsTheWrapperAboutTheAnchor() throws {
        let page = try Self.page(##"""
        [{"id": "tile", "frame": [20, 20, 80, 60], "sublayerTransform": {"rotation": 0.5, "scale": 0.7},
          "sublayers": [{"id": "chip", "frame": [10, 10, 60, 40], "backgroundColor": "#34C759"}]}]
        """##)
        #expect(page.warnings.isEmpty)
        let style = try #require(page.text.range(of: #"class="anima-sublayers" style="transform: matrix3d\(([^)]*)\)"#,
                                                 options: .regularExpression).map { String(page.text[$0]) })
        let numbers = style.split(separator: "(")[1].split(separator: ",").compactMap { Double($0.trimmingCharacters(in: CharacterSet(charactersIn: " )"))) }
        try #require(numbers.count == 16)
        let c = 0.7 * cos(0.5), s = 0.7 * sin(0.5)
        for (got, want) in zip(numbers, [c, s, 0, 0, -s, c, 0, 0, 0, 0, 0.7, 0, 25.4956, -1.8531, 0, 1]) {
            #expect(abs(got - want) < 1e-4, "\(numbers)")
        }
        // The chip sits inside the wrapper, which sits inside the tile.
        let tile = try #require(page.text.range(of: #"data-layer="tile""#)), wrapper = try #require(page.text.range(of: "anima-sublayers\" style"))
        let chip = try #require(page.text.range(of: #"data-layer="chip""#))
        #expect(tile.lowerBound < wrapper.lowerBound && wrapper.lowerBound < chip.lowerBound)
    }

    /// An animated `sublayerTransform.rotation.y` is sampled into the wrapper's @keyframes, not left as an empty
    /// element animation.
    @Test func anAnimatedTurnIsSampledIntoTheWrapperKeyframes() throws {
        let page = try ExportFormat.web.export(try ExampleScenes.scene(DepthScenes.turningSublayers))
        #expect(page.warnings.isEmpty)
        #expect(page.text.contains("@keyframes anima-sublayers-shelf"))
        #expect(page.text.contains("animation: anima-sublayers-shelf 1s linear"))
        #expect(!page.text.contains("shelf/turn"))
    }
}
