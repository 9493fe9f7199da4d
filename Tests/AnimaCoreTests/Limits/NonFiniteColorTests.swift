import AnimaCore
import Testing

/// Colours made in code are checked like numbers (issue 29): a NaN colour compiled, and the SVG and Web exports then
/// trapped in `Color.hexString` ("Double value cannot be converted to Int because it is either infinite or NaN").
@Suite struct NonFiniteColorTests {
    static func scene(_ change: (inout LayerProperties) -> Void) -> Scene {
        var p = LayerProperties()
        change(&p)
        return Scene(canvas: Scene.Canvas(width: 10, height: 10), timeline: Scene.TimelineSettings(duration: 1),
                     layers: [Layer(id: "a", kind: .gradient, properties: p)])
    }

    @Test func aTimelineRefusesANaNModelColourAtItsPath() {
        #expect(throws: TimelineError.self) { try Timeline(Self.scene { $0.backgroundColor = Color(.nan, 0, 0, 1) }) }
        do throws(TimelineError) {
            _ = try Timeline(Self.scene { $0.shadowColor = Color(0, 0, 0, .infinity) })
            Issue.record("an infinite shadow colour compiled")
        } catch {
            #expect(error.path == "layers[a].shadowColor")
        }
        #expect(throws: TimelineError.self) { try Timeline(Self.scene { $0.colors = [Color(0, 0, 0, 1), Color(.nan, 0, 0, 1)] }) }
    }

    @Test func finiteColoursCompile() throws {
        _ = try Timeline(Self.scene { $0.backgroundColor = Color(1, 0, 0, 1); $0.colors = [Color(0, 0, 1, 1)] })
    }

    @Test func aNaNComponentPrintsAsZeroInHex() {
        // #RRGGBB with red NaN → 00, the others as given (0.5 × 255 = 127.5 rounds to 128 = 0x80).
        #expect(Color(.nan, 0.5, 1, 1).hexString == "#0080FF")
    }
}
