import AnimaCore
import Testing
import AnimaTestSupport
import RealModule

/// The README's tour, verbatim but for `import Anima`, so the first code a reader sees compiles and says what it claims.
@Suite("README tour")
struct ReadmeTourTests {
    @Test func bellAtOneTwelfthSecondIsMinusElevenAndAQuarterDegrees() throws {
        var bell = Layer(id: "bell", kind: .shape)
        bell.frame = Rect(120, 44, 80, 96)
        bell.setAnchorPoint(Point(0.5, 0))
        bell.path = try Path(svgPathData: "M40 10 C22 10 14 24 14 42 L14 62 C14 70 8 74 4 80 L76 80 C72 74 66 70 66 62 L66 42 C66 24 58 10 40 10 Z")
        bell.fillColor = Color(hex: "#FFCC00") ?? .black
        let angle = 22.5 * Double.pi / 180
        bell.add(.keyframes(.rotationZ, values: [0, .number(-angle), .number(angle), .number(-angle), .number(angle), .number(-angle), 0],
                            duration: 1).repeatCount(.infinity), forKey: "shake")

        let scene = Scene(canvas: .init(width: 320, height: 200), timeline: .init(duration: 1), layers: [bell])
        let timeline = try Timeline(scene)
        let presentation = timeline.sample(at: 1.0 / 12)
        let transform = try #require(presentation["bell"]?.transform)
        // Halfway through the first of six equal segments: −22.5° / 2 = −11.25°.
        #expect(TransformReadback(transform).rotationZ.isApproximatelyEqual(to: -11.25 * Double.pi / 180, absoluteTolerance: 1e-12))
        // The anchor moved to the top edge without moving the frame: position is the top centre.
        #expect(presentation["bell"]?.position == Point(160, 44))
    }
}
