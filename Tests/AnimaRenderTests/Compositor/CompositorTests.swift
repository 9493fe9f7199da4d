import AnimaCore
import Testing
@testable import AnimaImageFormats
@testable import AnimaRender
import AnimaTestSupport
import RealModule

@Suite("Compositor: what a presentation asks for, checked against hand-computed pixels")
struct CompositorTests {
    let red = Color(1, 0, 0), blue = Color(0, 0, 1), green = Color(0, 1, 0)

    func render(_ layers: [TestLayer], width: Double = 40, height: Double = 40, scale: Double = 1,
                background: Color = .white) throws -> Canvas {
        try Renderer(width: width, height: height, scale: scale, background: background).render(presentation(layers))
    }

    @Test("a background on half-pixel edges blends 50 % with the white background")
    func halfPixelBackground() throws {
        let c = try render([TestLayer("a", frame: Rect(10.5, 10, 10, 10)) { $0.backgroundColor = .black }])
        // 0.5·0 + 0.5·255 = 127.5, rounded to nearest → 128.
        #expect(px(c, 10, 15) == [128, 128, 128, 255])
        #expect(px(c, 11, 15) == [0, 0, 0, 255])
        #expect(px(c, 20, 15) == [128, 128, 128, 255])
        #expect(px(c, 21, 15) == [255, 255, 255, 255])
    }

    @Test("scale multiplies every coordinate: a 10 pt square at 3× is 30 px")
    func scale() throws {
        let c = try render([TestLayer("a", frame: Rect(1, 1, 10, 10)) { $0.backgroundColor = red }], width: 20, height: 20, scale: 3)
        #expect(c.width == 60)
        #expect(px(c, 3, 3) == [255, 0, 0, 255])
        #expect(px(c, 32, 32) == [255, 0, 0, 255])
        #expect(px(c, 33, 33) == [255, 255, 255, 255])
        #expect(px(c, 2, 2) == [255, 255, 255, 255])
    }

    @Test("a rounded rectangle whose radius is half its side matches the circle pixel for pixel")
    func roundedCornerMatchesCircle() throws {
        let rr = try render([TestLayer("a", frame: Rect(4.3, 5.1, 30, 30)) { $0.backgroundColor = .black; $0.cornerRadius = 15 }])
        let circle = try render([TestLayer("b", .shape, frame: Rect(4.3, 5.1, 30, 30)) {
            $0.path = nil; $0.backgroundColor = .black; $0.cornerRadius = 100 // clamped to 15
        }])
        var maxDiff = 0
        for y in 0..<40 { for x in 0..<40 { maxDiff = max(maxDiff, abs(px(rr, x, y)[0] - px(circle, x, y)[0])) } }
        #expect(maxDiff == 0)
        // And the corner of a wider rounded rect equals the matching quadrant of the circle.
        let wide = try render([TestLayer("c", frame: Rect(4.3, 5.1, 60, 30)) { $0.backgroundColor = .black; $0.cornerRadius = 15 }],
                              width: 80)
        var cornerDiff = 0
        for y in 5..<20 { for x in 4..<19 { cornerDiff = max(cornerDiff, abs(px(wide, x, y)[0] - px(rr, x, y)[0])) } }
        #expect(cornerDiff == 0)
        // Analytic: the pixel at the corner's centre-of-curvature diagonal outside the arc is background.
        #expect(px(rr, 5, 6) == [255, 255, 255, 255])
        #expect(px(rr, 19, 20) == [0, 0, 0, 255])
    }

    @Test("maskedCorners rounds only the chosen corners")
    func maskedCorners() throws {
        let c = try render([TestLayer("a", frame: Rect(0, 0, 40, 40)) {
            $0.backgroundColor = .black; $0.cornerRadius = 10; $0.maskedCorners = [.topLeft]
        }])
        #expect(px(c, 0, 0) == [255, 255, 255, 255])   // rounded away
        #expect(px(c, 39, 0) == [0, 0, 0, 255])        // square
        #expect(px(c, 0, 39) == [0, 0, 0, 255])
        #expect(px(c, 39, 39) == [0, 0, 0, 255])
    }

    @Test("an axial gradient is exactly its end colours beyond its stops and halfway between at the middle")
    func gradientStops() throws {
        let c = try render([TestLayer("g", .gradient, frame: Rect(0, 0, 100, 10)) {
            $0.colors = [Color(1, 0, 0), Color(0, 0, 1)]
            $0.locations = [0.2, 0.8]
            $0.startPoint = Point(0, 0.5); $0.endPoint = Point(1, 0.5)
        }], width: 100, height: 10)
        #expect(px(c, 0, 5) == [255, 0, 0, 255])
        #expect(px(c, 19, 5) == [255, 0, 0, 255])      // t = 0.195 < 0.2
        #expect(px(c, 80, 5) == [0, 0, 255, 255])      // t = 0.805 > 0.8
        #expect(px(c, 99, 5) == [0, 0, 255, 255])
        // Pixel 49 has its centre at t = 0.495: (0.495 − 0.2)/0.6 = 0.4917 of the way → red 129.6, blue 125.4.
        #expect(px(c, 49, 5).isApproximatelyEqual(to: [130, 0, 125, 255], absoluteTolerance: 1))
    }

    @Test("a radial gradient is centred on startPoint and reaches its last colour at endPoint")
    func radialGradient() throws {
        let c = try render([TestLayer("g", .gradient, frame: Rect(0, 0, 40, 40)) {
            $0.colors = [.black, .white]
            $0.gradientType = .radial
            $0.startPoint = Point(0.5, 0.5); $0.endPoint = Point(1, 1)
        }])
        // Pixel (20, 20) has its centre 0.5√2 px from the centre at radius 20: t = 0.0354 → 9.
        #expect(px(c, 20, 20).isApproximatelyEqual(to: [9, 9, 9, 255], absoluteTolerance: 1))
        #expect(px(c, 0, 0) == [255, 255, 255, 255])
        // Pixel (30, 20): centre 10.5 px right, 0.5 down → t = √(10.5² + 0.5²)/20 = 0.5256 → 134.
        #expect(px(c, 30, 20).isApproximatelyEqual(to: [134, 134, 134, 255], absoluteTolerance: 1))
    }

    @Test("a stroke of width 4 on a half-pixel centre line covers 4 px per column")
    func strokeWidth() throws {
        var path = Path()
        path.move(to: Point(5, 20.5)); path.addLine(to: Point(35, 20.5))
        let c = try render([TestLayer("s", .shape, frame: Rect(0, 0, 40, 40)) {
            $0.path = path; $0.fillColor = .clear; $0.strokeColor = .black; $0.lineWidth = 4
        }])
        // The stroke spans y 18.5…22.5: rows 19–21 full, rows 18 and 22 half.
        #expect(px(c, 20, 18) == [128, 128, 128, 255])
        #expect(px(c, 20, 19) == [0, 0, 0, 255])
        #expect(px(c, 20, 21) == [0, 0, 0, 255])
        #expect(px(c, 20, 22) == [128, 128, 128, 255])
        #expect(px(c, 20, 23) == [255, 255, 255, 255])
        // Butt caps end exactly at x = 5 and x = 35.
        #expect(px(c, 4, 20) == [255, 255, 255, 255])
        #expect(px(c, 5, 20) == [0, 0, 0, 255])
        #expect(px(c, 35, 20) == [255, 255, 255, 255])
    }

    @Test("square caps extend by half the width, round caps by a half disc")
    func caps() throws {
        var path = Path()
        path.move(to: Point(10, 20)); path.addLine(to: Point(30, 20))
        let square = try render([TestLayer("s", .shape, frame: Rect(0, 0, 40, 40)) {
            $0.path = path; $0.fillColor = .clear; $0.strokeColor = .black; $0.lineWidth = 6; $0.lineCap = .square
        }])
        #expect(px(square, 7, 19) == [0, 0, 0, 255])
        #expect(px(square, 32, 19) == [0, 0, 0, 255])
        #expect(px(square, 33, 19) == [255, 255, 255, 255])
        let round = try render([TestLayer("s", .shape, frame: Rect(0, 0, 40, 40)) {
            $0.path = path; $0.fillColor = .clear; $0.strokeColor = .black; $0.lineWidth = 6; $0.lineCap = .round
        }])
        // Pixel (8, 19)'s farthest corner (8, 19) is √5 ≈ 2.24 from the cap's centre (10, 20): inside radius 3.
        #expect(px(round, 8, 19) == [0, 0, 0, 255])
        // Pixel (6, 19)'s nearest point (7, 20) is exactly 3 away: outside.
        #expect(px(round, 6, 19).isApproximatelyEqual(to: [255, 255, 255, 255], absoluteTolerance: 1))
        // The round cap adds a half disc: the ink of the round-capped line is 20·6 + π·3² px.
        let ink = (0..<40).reduce(0.0) { s, y in (0..<40).reduce(s) { $0 + Double(255 - px(round, $1, y)[0]) / 255 } }
        #expect(abs(ink - (120 + .pi * 9)) < 0.5)
    }

    @Test("dashes [10, 10] along a 100 pt line ink exactly half of it; strokeEnd 0.5 keeps the first 50 pt")
    func dashesAndTrim() throws {
        var path = Path()
        path.move(to: Point(0, 5)); path.addLine(to: Point(100, 5))
        func ink(_ configure: @escaping (inout LayerProperties) -> Void) throws -> Double {
            let c = try render([TestLayer("s", .shape, frame: Rect(0, 0, 100, 10)) {
                $0.path = path; $0.fillColor = .clear; $0.strokeColor = .black; $0.lineWidth = 2; configure(&$0)
            }], width: 100, height: 10, background: .clear)
            return c.pixels.reduce(0.0) { $0 + Double($1 >> 24) / 255 }
        }
        #expect(abs(try ink { _ in } - 200) < 0.5)
        #expect(abs(try ink { $0.lineDashPattern = [10, 10] } - 100) < 0.5)
        #expect(abs(try ink { $0.strokeEnd = 0.5 } - 100) < 0.5)
        #expect(abs(try ink { $0.strokeStart = 0.25; $0.strokeEnd = 0.5 } - 50) < 0.5)
        #expect(try ink { $0.strokeStart = 0.6; $0.strokeEnd = 0.4 } == 0)
        // Phase 5 shifts the pattern: dashes now cover 0–5, 15–25, …, 95–100 → still 50 % of the line.
        #expect(abs(try ink { $0.lineDashPattern = [10, 10]; $0.lineDashPhase = 5 } - 100) < 0.5)
    }

    @Test("masksToBounds clips sublayers to the rounded bounds")
    func clipping() throws {
        let c = try render([TestLayer("p", frame: Rect(10, 10, 20, 20), sublayers: [
            TestLayer("child", frame: Rect(-10, -10, 40, 40)) { $0.backgroundColor = red },
        ]) { $0.masksToBounds = true; $0.cornerRadius = 5 }])
        #expect(px(c, 5, 5) == [255, 255, 255, 255])
        #expect(px(c, 20, 20) == [255, 0, 0, 255])
        #expect(px(c, 10, 10) == [255, 255, 255, 255])    // cut by the rounded corner
        #expect(px(c, 29, 20) == [255, 0, 0, 255])
        #expect(px(c, 30, 20) == [255, 255, 255, 255])
        // Without the mask the child spills out.
        let open = try render([TestLayer("p", frame: Rect(10, 10, 20, 20), sublayers: [
            TestLayer("child", frame: Rect(-10, -10, 40, 40)) { $0.backgroundColor = red },
        ])])
        #expect(px(open, 5, 5) == [255, 0, 0, 255])
    }

    @Test("group opacity composites overlapping sublayers once; per-layer opacity shows the overlap")
    func groupOpacity() throws {
        let kids = [
            TestLayer("a", frame: Rect(0, 0, 20, 20)) { $0.backgroundColor = red },
            TestLayer("b", frame: Rect(10, 0, 20, 20)) { $0.backgroundColor = blue },
        ]
        let group = try render([TestLayer("g", frame: Rect(0, 0, 40, 40), sublayers: kids) { $0.opacity = 0.5 }])
        // Group: the overlap is blue at 50 % over white → (127.5, 127.5, 255) → 128, 128, 255.
        #expect(px(group, 15, 10) == [128, 128, 255, 255])
        let each = try render(kids.map { var k = $0; k.properties.opacity = 0.5; return k })
        // Separate: red 50 % over white = (255, 128, 128), then blue 50 % over that = (128, 64, 191.5).
        #expect(px(each, 15, 10).isApproximatelyEqual(to: [128, 64, 192, 255], absoluteTolerance: 1))
        #expect(px(group, 15, 10) != px(each, 15, 10))
    }

    @Test("zPosition orders siblings; equal z keeps model order")
    func zOrder() throws {
        let c = try render([
            TestLayer("a", frame: Rect(0, 0, 20, 20)) { $0.backgroundColor = red; $0.zPosition = 1 },
            TestLayer("b", frame: Rect(0, 0, 20, 20)) { $0.backgroundColor = blue },
            TestLayer("c", frame: Rect(20, 0, 20, 20)) { $0.backgroundColor = red },
            TestLayer("d", frame: Rect(20, 0, 20, 20)) { $0.backgroundColor = green },
        ])
        #expect(px(c, 10, 10) == [255, 0, 0, 255])
        #expect(px(c, 30, 10) == [0, 255, 0, 255])
    }

    @Test("hidden layers and their sublayers draw nothing")
    func hidden() throws {
        let c = try render([TestLayer("a", frame: Rect(0, 0, 20, 20), sublayers: [
            TestLayer("b", frame: Rect(0, 0, 20, 20)) { $0.backgroundColor = blue },
        ]) { $0.backgroundColor = red; $0.isHidden = true }])
        #expect(px(c, 10, 10) == [255, 255, 255, 255])
    }

    @Test("a border is drawn inside the bounds, over sublayers")
    func border() throws {
        let c = try render([TestLayer("a", frame: Rect(10, 10, 20, 20), sublayers: [
            TestLayer("k", frame: Rect(0, 0, 20, 20)) { $0.backgroundColor = red },
        ]) { $0.borderWidth = 2; $0.borderColor = blue }])
        #expect(px(c, 10, 20) == [0, 0, 255, 255])
        #expect(px(c, 11, 20) == [0, 0, 255, 255])
        #expect(px(c, 12, 20) == [255, 0, 0, 255])
        #expect(px(c, 9, 20) == [255, 255, 255, 255])
    }

    @Test("a 90° rotation about the centre maps a bar onto its transpose")
    func rotation() throws {
        let c = try render([TestLayer("a", frame: Rect(10, 18, 20, 4)) {
            $0.backgroundColor = .black; $0.transform = .rotation(.pi / 2)
        }])
        #expect(px(c, 20, 12) == [0, 0, 0, 255])
        #expect(px(c, 12, 20) == [255, 255, 255, 255])
        #expect(px(c, 20, 27) == [0, 0, 0, 255])
    }

    @Test("a shadow with radius 0 is a hard copy of the shape's alpha moved by the offset")
    func hardShadow() throws {
        let c = try render([TestLayer("a", frame: Rect(5, 5, 10, 10)) {
            $0.backgroundColor = red; $0.shadowOpacity = 1; $0.shadowRadius = 0; $0.shadowOffset = Size(10, 10)
            $0.shadowColor = .black
        }])
        #expect(px(c, 10, 10) == [255, 0, 0, 255])
        #expect(px(c, 20, 20) == [0, 0, 0, 255])
        #expect(px(c, 24, 24) == [0, 0, 0, 255])
        #expect(px(c, 25, 25) == [255, 255, 255, 255])
    }

    @Test("a blurred shadow keeps its total ink (blur moves alpha, it does not create or destroy it)")
    func blurredShadow() throws {
        let c = try render([TestLayer("a", frame: Rect(30, 30, 20, 20)) {
            $0.backgroundColor = .clear; $0.borderWidth = 0
            $0.shadowOpacity = 1; $0.shadowRadius = 4; $0.shadowOffset = Size(0, 0)
        }, TestLayer("b", frame: Rect(30, 30, 20, 20)) {
            $0.backgroundColor = .black; $0.shadowOpacity = 0.5; $0.shadowRadius = 4; $0.shadowOffset = Size(0, 40)
        }], width: 80, height: 120, background: .clear)
        // The shadow of b (20×20 px at 50 %) lands around y = 70…90: its ink is 400 × 0.5 = 200 px of alpha.
        var ink = 0.0
        for y in 55..<110 { for x in 0..<80 { ink += Double(px(c, x, y)[3]) / 255 } }
        #expect(abs(ink - 200) < 3)
        #expect(px(c, 40, 80)[3] > 100 && px(c, 40, 80)[3] < 128)
    }

    @Test("hostile values (NaN, infinities, huge coordinates, bad dashes) draw what they can and never trap")
    func hostileValues() throws {
        var huge = Path()
        huge.move(to: Point(-1e300, 5)); huge.addLine(to: Point(1e300, 30)); huge.addLine(to: Point(.nan, 3))
        huge.addCurve(to: Point(20, 20), control1: Point(.infinity, 0), control2: Point(1e200, -1e200))
        let layers = [
            TestLayer("nan", frame: Rect(.nan, 0, 10, 10)) { $0.backgroundColor = red },
            TestLayer("inf", frame: Rect(0, 0, 10, 10)) { $0.backgroundColor = red; $0.cornerRadius = .infinity; $0.borderWidth = .nan },
            TestLayer("shape", .shape, frame: Rect(0, 0, 40, 40)) {
                $0.path = huge; $0.strokeColor = blue; $0.lineWidth = 3; $0.lineDashPattern = [-1, 2]; $0.lineDashPhase = .nan
                $0.strokeEnd = .infinity; $0.miterLimit = .nan
            },
            TestLayer("shadow", frame: Rect(5, 5, 10, 10)) {
                $0.backgroundColor = green; $0.shadowOpacity = 1; $0.shadowRadius = .infinity; $0.shadowOffset = Size(.nan, 1e300)
            },
            TestLayer("gradient", .gradient, frame: Rect(0, 0, 40, 40)) {
                $0.colors = [Color(.nan, 0, 0), red]; $0.locations = [.nan, 2]; $0.startPoint = Point(.infinity, 0)
                $0.opacity = .nan
            },
            TestLayer("singular", frame: Rect(0, 0, 40, 40)) { $0.backgroundColor = red; $0.transform = .scale(0, 1) },
            TestLayer("tiny-dashes", .shape, frame: Rect(0, 0, 40, 40)) {
                var p = Path(); p.move(to: Point(0, 0)); p.addLine(to: Point(40, 40))
                $0.path = p; $0.strokeColor = blue; $0.lineDashPattern = [1e-9, 1e-9]
            },
        ]
        let c = try render(layers)
        #expect(c.width == 40)
    }
}
