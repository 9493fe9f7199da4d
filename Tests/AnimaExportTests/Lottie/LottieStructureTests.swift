import AnimaCore
@testable import AnimaExport
import Foundation
import Testing

@Suite struct LottieStructureTests {
    private func json(_ name: String) throws -> [String: Any] {
        let text = try ExportFormat.lottie.export(ExampleScenes.load(name)).text
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func aMaskIsATrackMatteRightAboveTheLayerItMasks() throws {
        let layers = try #require(try json("reveal")["layers"] as? [[String: Any]])
        // Lottie lists the top layer first: the matte ("td": 1) comes right before the layer it mattes ("tt": 1,
        // alpha), and is parented to it so it moves in the masked layer's coordinates.
        let matte = try #require(layers.firstIndex { $0["nm"] as? String == "circle" })
        let card = try #require(layers.firstIndex { $0["nm"] as? String == "card" })
        #expect(card == matte + 1)
        #expect(layers[matte]["td"] as? Int == 1 && layers[card]["tt"] as? Int == 1)
        #expect(layers[matte]["parent"] as? Int == layers[card]["ind"] as? Int)
        #expect(try ExportFormat.lottie.export(ExampleScenes.load("reveal")).warnings.isEmpty)
    }

    @Test func aShadowsFilterRegionHoldsTheWholeShadow() throws {
        // lottie-web draws the Drop Shadow through an SVG filter whose region defaults to the layer's bounding box,
        // which cut the shadow off. A 100×80 card, shadowRadius 8 (σ 8: 3σ + 1 = 25 pt of blur) dropped 14 pt:
        // left 25 → x −25 %; top 25 − 0 → y −31.25 %; width (25 + 100 + 25)/100 = 150 %; height
        // (25 + 80 + 25 + 14)/80 = 180 %.
        var card = Layer(id: "card")
        card.frame = Rect(50, 30, 100, 80)
        card.backgroundColor = Color(0, 0.48, 1)
        card.shadowOpacity = 0.5
        card.shadowRadius = 8
        card.shadowOffset = Size(0, 14)
        let scene = Scene(canvas: .init(width: 200, height: 160), timeline: .init(duration: 1), layers: [card])
        let text = try ExportFormat.lottie.export(scene).text
        let document = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let layers = try #require(document["layers"] as? [[String: Any]])
        let layer = try #require(layers.first { $0["nm"] as? String == "card" })
        let effect = try #require((layer["ef"] as? [[String: Any]])?.first)
        let region = try #require(effect["fs"] as? [String: String])
        #expect(region == ["x": "-25%", "y": "-31.25%", "width": "150%", "height": "180%"])
    }

    @Test func anAnimatedShadowIsKeyedAtEveryFrame() throws {
        // A card with no shadow at rest (shadowOpacity 0) fades one in, 0 → 0.5, while the offset swings from
        // (0, 10) to (10, 0) and the radius grows 2 → 6, all linear over 1 s at 10 fps, held at the end. At frame f
        // (t = f/10): opacity 0.5 t · 255; offset (10 t, 10 − 10 t); direction atan2(dy, dx) + 90°: 180° at frame 0,
        // 135° at frame 5, 90° at frame 10; distance √(dx² + dy²): 10, √50 = 7.0710678, 10; softness 4 · radius:
        // 8, 16, 24. The region holds the widest moment: radius 6 (blur 3 · 6 + 1 = 19) at offset (10, 0), and
        // blur 7 + 12 t grows with the offset: left and top 19 (blur at t = 1), right 19 + 10 = 29, bottom
        // 7 + 12 t + 10 − 10 t, at most 19; on 100 × 80: x −19 %, y −23.75 %, width 148 %, height 147.5 %. (Frame 0
        // casts nothing and does not count.)
        var card = Layer(id: "card")
        card.frame = Rect(50, 30, 100, 80)
        card.backgroundColor = Color(0, 0.48, 1)
        card.shadowColor = Color(0, 0, 0)
        func ramp(_ key: PropertyKey, _ from: Value, _ to: Value) -> Animation {
            var a = Animation.basic(key, from: from, to: to, duration: 1)
            a.timing.fillMode = .forwards
            a.timing.isRemovedOnCompletion = false
            return a
        }
        card.add(ramp(.shadowOpacity, .number(0), .number(0.5)))
        card.add(ramp(.shadowOffset, .size(Size(0, 10)), .size(Size(10, 0))))
        card.add(ramp(.shadowRadius, .number(2), .number(6)))
        let scene = Scene(canvas: .init(width: 200, height: 160), timeline: .init(duration: 1, fps: 10), layers: [card])
        let export = try ExportFormat.lottie.export(scene)
        // The effect's one warning: rlottie draws no layer effects (LottieSharpShadowTests).
        #expect(export.warnings.map(\.keyPath) == ["shadowRadius"], "\(export.warnings)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(export.text.utf8)) as? [String: Any])
        let layer = try #require((document["layers"] as? [[String: Any]])?.first { $0["nm"] as? String == "card" })
        let effect = try #require((layer["ef"] as? [[String: Any]])?.first)
        let values = try #require(effect["ef"] as? [[String: Any]])
        func keys(_ name: String) throws -> [Double] {
            let v = try #require(values.first { $0["nm"] as? String == name }?["v"] as? [String: Any])
            #expect(v["a"] as? Int == 1, "\(name) is keyframed")
            let frames = try #require(v["k"] as? [[String: Any]])
            #expect(frames.compactMap { $0["t"] as? Double } == (0...10).map(Double.init), "\(name): a key per frame")
            return frames.compactMap { ($0["s"] as? [Double])?.first }
        }
        func near(_ got: [Double], _ want: [Double]) -> Bool {
            got.count == want.count && zip(got, want).allSatisfy { abs($0 - $1) < 1e-6 }
        }
        let opacity = try keys("Opacity"), direction = try keys("Direction")
        let distance = try keys("Distance"), softness = try keys("Softness")
        #expect(near([opacity[0], opacity[5], opacity[10]], [0, 63.75, 127.5]), "\(opacity)")
        #expect(near([direction[0], direction[5], direction[10]], [180, 135, 90]), "\(direction)")
        #expect(near([distance[0], distance[5], distance[10]], [10, 7.0710678118654755, 10]), "\(distance)")
        #expect(near([softness[0], softness[5], softness[10]], [8, 16, 24]), "\(softness)")
        let region = try #require(effect["fs"] as? [String: String])
        #expect(region == ["x": "-19%", "y": "-23.75%", "width": "148%", "height": "147.5%"])
    }

    @Test func aShadowTurningPastUpKeepsTurningTheSameWay() {
        // Offsets down-left (−1, 1), left (−1, 0), none, up-left (−1, −1): 225°, 270°, (270°), 315° clockwise from
        // up. atan2 jumps from +180° to −135° between left and up-left; unwrapped, the shadow turns on to 315°
        // instead of back through down to −45°, and the zero offset keeps its neighbour's direction.
        var moments = [LayerProperties](repeating: LayerProperties(), count: 4)
        for (i, o) in [Size(-1, 1), Size(-1, 0), Size(0, 0), Size(-1, -1)].enumerated() { moments[i].shadowOffset = o }
        let d = LottieShadow.directions(moments)
        #expect(d.count == 4 && zip(d, [225, 270, 270, 315]).allSatisfy { abs($0 - $1) < 1e-9 }, "\(d)")
    }

    @Test func bellDocumentFollowsTheContract() throws {
        let doc = try json("bell")
        // DESIGN §6b: w/h canvas pixels, fr the fps, ip 0, op the duration in frames (1.6 s × 60).
        #expect(doc["w"] as? Double == 320 && doc["h"] as? Double == 200)
        #expect(doc["fr"] as? Double == 60 && doc["ip"] as? Double == 0 && doc["op"] as? Double == 96)
        #expect(doc["v"] as? String == "5.7.0")
        let layers = try #require(doc["layers"] as? [[String: Any]])
        // Lottie lists the top layer first: the clapper and knob (sublayers) above the bell, the canvas background
        // (a solid layer) at the bottom.
        #expect(layers.compactMap { $0["nm"] as? String } == ["clapper", "knob", "bell", "anima-background"])
        #expect(layers.allSatisfy { $0["ddd"] as? Double == 0 })
        let bell = try #require(layers.first { $0["nm"] as? String == "bell" })
        let rotation = try #require((bell["ks"] as? [String: Any])?["r"] as? [String: Any])
        let keys = try #require(rotation["k"] as? [[String: Any]])
        // Keys at 0, −22.5°, +22.5°, … then held through the rest until the loop at 1.6 s. The whole second is eased
        // by easeInEaseOut, so key k sits at the time x where the curve reaches k/6: x = bezierX(s) with
        // bezierY(s) = k/6, solved by bisection of (0.42, 0, 0.58, 1) by hand: 0.283194, 0.400907, 0.5, 0.599093,
        // 0.716806 s, i.e. frames 16.991666, 24.054414, 30, 35.945586, 43.008334 at 60 fps.
        let times = keys.prefix(7).compactMap { $0["t"] as? Double }
        let expected = [0, 16.991666, 24.054414, 30, 35.945586, 43.008334, 60]
        #expect(times.count == 7 && zip(times, expected).allSatisfy { abs($0 - $1) <= 1e-6 })
        let degrees = keys.prefix(3).compactMap { ($0["s"] as? [Double])?.first }
        #expect(degrees.count == 3 && abs(degrees[1] + 22.5) < 1e-9 && abs(degrees[2] - 22.5) < 1e-9)
        #expect(((bell["ks"] as? [String: Any])?["a"] as? [String: Any])?["k"] as? [Double] == [40, 0])
    }

    @Test func theCanvasBackgroundIsASolidLayerAtTheBottom() throws {
        // bell.json's canvas: 320 × 200 at scale 1, background #F2F2F7 (opaque). Lottie has no background field; a
        // solid layer (ty 1) of that colour and the composition's size, last in the list, paints it (issue 18).
        let layers = try #require(try json("bell")["layers"] as? [[String: Any]])
        let solid = try #require(layers.last)
        #expect(solid["ty"] as? Double == 1 && solid["nm"] as? String == "anima-background")
        #expect(solid["sc"] as? String == "#F2F2F7")
        #expect(solid["sw"] as? Double == 320 && solid["sh"] as? Double == 200)
        let opacity = (solid["ks"] as? [String: Any])?["o"] as? [String: Any]
        #expect(opacity?["k"] as? Double == 100)
        #expect(solid["parent"] == nil)
    }

    @Test func nullLayersComeAfterTheBackground() throws {
        // activity-indicator.json draws at scale 2, so a null (ty 3) scales every root layer. lottie-web's HTML
        // renderer puts a layer below the element of the nearest layer after it in the list, and a null has no
        // element: with the null between the drawn layers and the background, the background covered everything.
        let layers = try #require(try json("activity-indicator")["layers"] as? [[String: Any]])
        let background = try #require(layers.firstIndex { $0["nm"] as? String == "anima-background" })
        #expect(layers.contains { $0["nm"] as? String == "anima-scale" && $0["ty"] as? Double == 3 })
        #expect(layers[..<background].allSatisfy { $0["ty"] as? Double != 3 })
        #expect(layers[(background + 1)...].allSatisfy { $0["ty"] as? Double == 3 })
    }

    @Test func aSkewSplitsNullComesAfterTheDrawnLayers() throws {
        // A static skew (x += 0.5·y) is split over a null parent; like every null it goes after the background, so
        // lottie-web's HTML renderer does not stack the layer under it ("back") above the others.
        let scene = try ExampleScenes.scene(DepthScenes.staticSkew)
        let text = try ExportFormat.lottie.export(scene).text
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let names = try #require(doc["layers"] as? [[String: Any]]).compactMap { $0["nm"] as? String }
        #expect(names == ["front", "skewed", "back", "anima-background", "skewed#skew"])
    }

    @Test func anEllipticalRadialGradientWarns() throws {
        // (0.5, 0.5) → (1, 1) on a 200 × 100 layer: radii 100 and 50. Lottie's radial gradient is a circle; the end
        // is written at the horizontal radius, 100 right of the centre (100, 50) in layer coordinates.
        let scene = try ExampleScenes.scene(DepthScenes.scene(##"""
        [{"id": "glow", "type": "gradient", "frame": [0, 0, 200, 100], "gradientType": "radial",
          "colors": ["#FF0000", "#0000FF"], "startPoint": [0.5, 0.5], "endPoint": [1, 1]}]
        """##))
        let result = try ExportFormat.lottie.export(scene)
        #expect(result.warnings.map(\.keyPath) == ["endPoint"])
        #expect(result.text.contains(#""e":{"a":0,"k":[200,50]}"#))
    }

    @Test func slicingEaseInEaseOutKeepsTheCurveExactly() {
        // The first half of easeInEaseOut, renormalised: at x′ = 0.5 it is F(0.25) / F(0.5) = 0.12916191 / 0.5, the
        // Apple-measured value (timing-anchors.md §1.6), to its 2e-6 tolerance.
        let (piece, y0, y1) = Easing(.easeInEaseOut).slice(0, 0.5)
        #expect(abs(y0) < 1e-12 && abs(y1 - 0.5) < 1e-9)
        #expect(abs(piece(0.5) - 0.12916191 / 0.5) < 2e-6)
        #expect(abs(piece(1) - 1) < 1e-9)
    }

    @Test func foldingAnAnimationWideCurveSplitsItAtTheKeyTimes() {
        // Three values at key times 0, 0.5, 1 under easeInEaseOut: by symmetry the middle key lands at x = 0.5, and
        // the first segment is the first half of the curve renormalised, so its value at x = 0.25 is F(0.25) = 0.12916191
        // of the way (times 2 within the half): 0 + 10 · 0.25832382.
        let curve = Curve(keys: [0.0, 0.5, 1].enumerated().map { i, t in
            CurveKey(offset: t, value: .number(Double(i) * 10), underlyingWeight: 0, easing: .linear)
        })
        let folded = LegCurveBuilder.fold(curve, by: Easing(.easeInEaseOut))
        #expect(abs(folded.keys[1].offset - 0.5) < 1e-9)
        let v = folded.key(at: 0.25)?.value.number ?? 0
        #expect(abs(v - 10 * 2 * 0.12916191) < 2e-5)
    }
}
