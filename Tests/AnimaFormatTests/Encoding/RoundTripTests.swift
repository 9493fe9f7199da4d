import AnimaCore
import AnimaFormat
import Foundation
import Testing
import AnimaTestSupport

@Suite struct RoundTripTests {
    @Test(arguments: Repository.exampleFiles)
    func everyExampleRoundTrips(file: URL) throws {
        let scene = try SceneDecoder().decode(try Data(contentsOf: file))
        let encoded = try SceneEncoder().encode(scene)
        #expect(try SceneDecoder().decode(encoded) == scene)
        // Canonical: encoding the decoded encoding gives the same bytes.
        #expect(try SceneEncoder().encode(try SceneDecoder().decode(encoded)) == encoded)
    }

    @Test func theExamplesAreAllThere() {
        #expect(Repository.exampleFiles.map(\.lastPathComponent) == [
            "activity-indicator.json", "basics.json", "bell.json", "card-flip.json", "loading-dots.json",
            "passcode-shake.json", "pulse-shake.json", "reveal.json", "sine-path.json", "skeleton-cell.json",
        ])
    }

    @Test func aSceneUsingEveryFieldRoundTrips() throws {
        var layer = Layer(id: "everything \"quoted\"", kind: .shape)
        layer.position = Point(0.1, -2.5e-7)
        layer.bounds = Rect(1, 2, 3, 4)
        layer.anchorPoint = Point(0.25, 1)
        layer.transform = .rotation(0.3).concatenating(.translation(1, 2, 3))
        layer.backgroundColor = Color(0.1, 0.2, 0.3, 0.4)   // not a whole 8-bit colour: written as numbers
        layer.borderColor = Color(hex: "#12345678") ?? .black
        layer.path = Path(elements: [.move(to: Point(1, 2)), .quad(to: Point(3, 4), control: Point(5, 6)),
                                     .cubic(to: Point(7, 8), control1: Point(9, 10), control2: Point(11, 12)), .close])
        layer.maskedCorners = [.topRight, .bottomLeft]
        layer.masksToBounds = true
        layer.lineCap = .square; layer.lineJoin = .round; layer.fillRule = .evenOdd; layer.gradientType = .radial
        layer.lineDashPattern = [1, 2, 3]
        layer.colors = [.white, Color(0, 0.5, 1, 1)]
        layer.locations = [0, 1]
        layer.isHidden = true
        layer.timing = LayerTiming(beginTime: 1, speed: 0.5, timeOffset: 2)
        layer.add(Animation.basic(.opacity, from: 1, to: 0, by: 0.5, duration: 0.5, timingFunction: .steps(3, .both))
            .key("fade").beginTime(0.1).speed(2).timeOffset(0.2).repeatCount(.infinity).autoreverses()
            .fillMode(.both).removedOnCompletion(false).additive().cumulative())
        layer.add(Animation.keyframes(.position, values: [.point(.zero), .point(Point(1, 1)), .point(Point(2, 0))],
                                      keyTimes: [0, 0.3, 1], timingFunctions: [.easeIn, .cubicBezier(0.1, 0.2, 0.3, 0.4)],
                                      calculationMode: .cubic, duration: 1).key("kf").repeatDuration(3))
        layer.add(Animation.follow(Path(elements: [.move(to: .zero), .line(to: Point(5, 5))]), rotationMode: .auto, duration: 2)
            .key("ride"))
        layer.add(Animation.spring(.transform, to: .transform(.scale(2, 2)),
                                   spring: Spring(mass: 1.5, stiffness: 200, damping: 12, initialVelocity: -1)).key("pop"))
        layer.add(Animation.group([.basic(.rotationZ, to: 6.283185307179586, duration: 1),
                                   .basic(.backgroundColor, to: .color(.white), duration: 1)], duration: 1.5).key("g"))
        layer.sublayers = [Layer(id: "child", kind: .gradient)]
        let scene = Scene(canvas: .init(width: 390.5, height: 300, scale: 3, background: Color(0, 0, 0, 0.5)),
                          timeline: .init(duration: 2.5, fps: 24), layers: [layer], comment: "round trip\nwith a newline")
        let text = try SceneEncoder().encodeToString(scene)
        #expect(try SceneDecoder().decode(text) == scene)
    }

    @Test func encodingIsDeterministicAndLeavesOutDefaults() throws {
        let scene = Scene(canvas: .init(width: 10, height: 10), timeline: .init(duration: 1),
                          layers: [Layer(id: "a", animations: [.basic(.opacity, to: 0, duration: 0.5)])])
        let text = try SceneEncoder().encodeToString(scene)
        #expect(text == """
            {
              "version": 1,
              "canvas": {"width": 10, "height": 10, "scale": 1, "background": "#FFFFFF"},
              "timeline": {"duration": 1, "fps": 60},
              "layers": [
                {
                  "id": "a",
                  "type": "layer",
                  "animations": [
                    {"type": "basic", "keyPath": "opacity", "to": 0, "duration": 0.5}
                  ]
                }
              ]
            }

            """)
    }

    @Test func nonFiniteNumbersCannotBeEncoded() {
        var layer = Layer(id: "a")
        layer.opacity = .nan
        let scene = Scene(canvas: .init(width: 10, height: 10), timeline: .init(duration: 1), layers: [layer])
        #expect(throws: SceneEncodingError(path: "layers[0].opacity")) { try SceneEncoder().encode(scene) }
    }
}
