import AnimaCore
import Foundation
@testable import AnimaRender

/// A hand-built presentation exercising every drawing feature at once (used by the visual dump and benchmarks of
/// the test suite); the expected look is described next to each layer so a person can check the PNG.
enum ShowcaseScene {
    static func layers(shimmer: Double = 0.3) -> [TestLayer] {
        var star = Path()
        for i in 0..<10 {
            let a = -Double.pi / 2 + Double(i) * .pi / 5
            let r = i % 2 == 0 ? 40.0 : 16.0
            let p = Point(50 + r * cos(a), 50 + r * sin(a))
            if i == 0 { star.move(to: p) } else { star.addLine(to: p) }
        }
        star.closeSubpath()
        var wave = Path()
        wave.move(to: Point(0, 30))
        wave.addCurve(to: Point(60, 30), control1: Point(20, -10), control2: Point(40, 70))
        wave.addCurve(to: Point(120, 30), control1: Point(80, -10), control2: Point(100, 70))
        var zig = Path()
        zig.move(to: Point(0, 40)); zig.addLine(to: Point(30, 0)); zig.addLine(to: Point(60, 40)); zig.addLine(to: Point(90, 0))
        return [
            // Card with a soft shadow, rounded corners and a border; its children are clipped to it.
            TestLayer("card", frame: Rect(16, 16, 200, 120), sublayers: [
                TestLayer("avatar", frame: Rect(12, 12, 48, 48)) { $0.backgroundColor = Color(0.85, 0.86, 0.9); $0.cornerRadius = 24 },
                TestLayer("line1", frame: Rect(72, 16, 110, 14)) { $0.backgroundColor = Color(0.85, 0.86, 0.9); $0.cornerRadius = 4 },
                TestLayer("line2", frame: Rect(72, 38, 80, 14)) { $0.backgroundColor = Color(0.85, 0.86, 0.9); $0.cornerRadius = 4 },
                // A shimmer band that overflows the card: must be cut at the card's rounded edge.
                TestLayer("shimmer", .gradient, frame: Rect(-100 + shimmer * 400, -20, 120, 160)) {
                    $0.colors = [Color(1, 1, 1, 0), Color(1, 1, 1, 0.7), Color(1, 1, 1, 0)]
                    $0.startPoint = Point(0, 0.5); $0.endPoint = Point(1, 0.5)
                    $0.transform = .rotation(0.3)
                },
            ]) {
                $0.backgroundColor = .white; $0.cornerRadius = 16; $0.masksToBounds = true
                $0.borderWidth = 1; $0.borderColor = Color(0.8, 0.8, 0.85)
            },
            TestLayer("shadowed", frame: Rect(240, 24, 100, 100)) {
                $0.backgroundColor = Color(0.3, 0.55, 0.95); $0.cornerRadius = 20
                $0.shadowOpacity = 0.5; $0.shadowRadius = 8; $0.shadowOffset = Size(0, 6)
            },
            // A star filled non-zero with a thick round-joined stroke.
            TestLayer("star", .shape, frame: Rect(16, 150, 100, 100)) {
                $0.path = star; $0.fillColor = Color(1, 0.8, 0.1); $0.strokeColor = Color(0.6, 0.3, 0); $0.lineWidth = 4
                $0.lineJoin = .round
            },
            // Dashed Bézier wave with round caps.
            TestLayer("wave", .shape, frame: Rect(130, 160, 120, 60)) {
                $0.path = wave; $0.fillColor = .clear; $0.strokeColor = Color(0.2, 0.7, 0.4); $0.lineWidth = 5
                $0.lineCap = .round; $0.lineDashPattern = [12, 8]
            },
            // Zig-zag: miter joins (top), trimmed to its middle 80 %.
            TestLayer("zig", .shape, frame: Rect(260, 170, 90, 40)) {
                $0.path = zig; $0.fillColor = .clear; $0.strokeColor = Color(0.8, 0.2, 0.3); $0.lineWidth = 6
                $0.strokeStart = 0.1; $0.strokeEnd = 0.9
            },
            // Radial gradient, rotated 20°, at half opacity with a sublayer (group opacity).
            TestLayer("radial", .gradient, frame: Rect(30, 270, 120, 80), sublayers: [
                TestLayer("inner", frame: Rect(40, 20, 60, 40)) { $0.backgroundColor = Color(0.1, 0.1, 0.4); $0.cornerRadius = 8 },
            ]) {
                $0.colors = [Color(1, 1, 0.6), Color(0.9, 0.3, 0.5), Color(0.2, 0.1, 0.5)]
                $0.locations = [0, 0.6, 1]
                $0.gradientType = .radial; $0.startPoint = Point(0.5, 0.5); $0.endPoint = Point(1, 1)
                $0.cornerRadius = 12; $0.transform = .rotation(0.35); $0.opacity = 0.6
            },
            // Only the top-right and bottom-left corners rounded.
            TestLayer("masked", frame: Rect(200, 270, 120, 70)) {
                $0.backgroundColor = Color(0.4, 0.8, 0.8); $0.cornerRadius = 24; $0.maskedCorners = [.topRight, .bottomLeft]
                $0.borderWidth = 3; $0.borderColor = Color(0.1, 0.4, 0.4)
            },
        ]
    }
}
