import Anima
import Testing

/// The README's Swift tour, run: the bell's keyframes are linear (no timing function), so at 1/12 s, halfway through
/// the first 1/6 s segment from 0 to −22.5°, the rotation is −11.25° = −π/16.
@Test func readmeSwiftTour() throws {
    var bell = Layer(id: "bell", kind: .shape)
    bell.frame = Rect(120, 44, 80, 96)
    bell.setAnchorPoint(Point(0.5, 0))                 // swing about the top edge; the frame stays where it was
    bell.path = try Path(svgPathData: "M40 10 C22 10 14 24 14 42 L14 62 C14 70 8 74 4 80 L76 80 C72 74 66 70 66 62 L66 42 C66 24 58 10 40 10 Z")
    bell.fillColor = Color(hex: "#FFCC00") ?? .black
    let angle = 22.5 * Double.pi / 180
    bell.add(.keyframes(.rotationZ, values: [0, .number(-angle), .number(angle), .number(-angle), .number(angle), .number(-angle), 0],
                        duration: 1).repeatCount(.infinity), forKey: "shake")

    let scene = Scene(canvas: .init(width: 320, height: 200), timeline: .init(duration: 1), layers: [bell])
    let timeline = try Timeline(scene)                 // compile once…
    let presentation = timeline.sample(at: 1.0 / 12)    // …sample anywhere, allocation-free per frame
    let rotation = presentation["bell"]?[.rotationZ]   // −π/16: linear keyframes, halfway to the first key

    let z = try #require(rotation?.number)
    #expect(abs(z - -Double.pi / 16) < 1e-9)
    // The anchor moved to the top edge without moving the frame (120, 44, 80, 96): position is the top centre.
    #expect(presentation["bell"]?.position == Point(160, 44))
}
