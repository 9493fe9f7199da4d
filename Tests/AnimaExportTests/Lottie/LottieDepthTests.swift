import AnimaCore
@testable import AnimaExport
import Foundation
import Testing

/// The 3D Lottie export (`LottieOptions.threeD`): `ddd` layers, their 3D `ks`, the camera and the vanishing-point
/// shear, checked by placing the exported layers the way lottie-web's HTML renderer does (`LottieWebMatrix`) against
/// Core Animation's projection worked out by hand.
@Suite struct LottieDepthTests {
    /// A 200 × 200 layer whose transform is a 60° turn about y followed by m34 = −1/500, its centre at `center`.
    ///
    /// Ry(60°) in row-vector form has m11 = m33 = cos 60° = 0.5, m13 = −sin 60°, m31 = sin 60° (x goes to
    /// (cos, 0, −sin): the right edge moves away). Followed by the perspective row (m34 = −0.002), the product has
    /// m14 = m13 · −0.002 = 0.0017320508…, m34 = m33 · −0.002 = −0.001, m44 = 1.
    private func tilted(canvas: (Double, Double), center: (Double, Double)) throws -> Scene {
        let s = sin(Double.pi / 3)
        let m = [0.5, 0, -s, s * 0.002, 0, 1, 0, 0, s, 0, 0.5, -0.001, 0, 0, 0, 1].map { "\($0)" }.joined(separator: ", ")
        return try ExampleScenes.scene("""
        {"version": 1, "canvas": {"width": \(canvas.0), "height": \(canvas.1), "scale": 1},
         "timeline": {"duration": 1, "fps": 30},
         "layers": [{"id": "card", "type": "layer", "frame": [\(center.0 - 100), \(center.1 - 100), 200, 200],
                     "backgroundColor": "#007AFF", "transform": [\(m)]}]}
        """)
    }

    private func document(_ scene: Scene, threeD: Bool = true) throws -> (json: [String: Any], warnings: [ExportWarning]) {
        let result = try ExportFormat.lottie.export(scene, lottie: LottieOptions(threeD: threeD))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.text.utf8)) as? [String: Any])
        return (json, result.warnings)
    }

    private func layers(_ json: [String: Any]) throws -> [[String: Any]] {
        try #require(json["layers"] as? [[String: Any]])
    }

    private func named(_ name: String, _ layers: [[String: Any]]) throws -> [String: Any] {
        try #require(layers.first { $0["nm"] as? String == name })
    }

    private func number(_ property: Any?) -> Double? { (property as? [String: Any])?["k"] as? Double }
    private func numbers(_ property: Any?) -> [Double]? { (property as? [String: Any])?["k"] as? [Double] }

    /// Where the layer `name`'s point (x, y) shows in lottie-web's HTML renderer at `frame`.
    private func shown(_ name: String, _ x: Double, _ y: Double, in json: [String: Any], frame: Double = 0) throws
        -> (x: Double, y: Double) {
        let all = try layers(json)
        let camera = try #require(all.first { $0["ty"] as? Double == 13 })
        let chain = try #require(LottieWebMatrix.chain(name, in: all, frame: frame))
        let w = try #require(json["w"] as? Double), h = try #require(json["h"] as? Double)
        return try #require(LottieWebMatrix.viewed(chain.apply(x, y, 0), camera: camera, width: w, height: h))
    }

    @Test func aLayerTurned60DegreesAboutYInPerspectiveIsA3DLayerSeenByTheCamera() throws {
        let (json, warnings) = try document(try tilted(canvas: (400, 400), center: (200, 200)))
        #expect(warnings.isEmpty)
        #expect(json["ddd"] as? Double == 1)
        let all = try layers(json)
        let card = try named("card", all)
        let ks = try #require(card["ks"] as? [String: Any])
        #expect(card["ddd"] as? Double == 1)
        // Core Animation's +60° about y sends x to (cos, 0, −sin); lottie-web's rotateY(ry) sends x to
        // (cos ry, 0, sin ry): the same turn is ry = −60.
        #expect(abs((number(ks["ry"]) ?? 0) + 60) < 1e-9)
        #expect(number(ks["rx"]).map { abs($0) < 1e-9 } == true && number(ks["rz"]).map { abs($0) < 1e-9 } == true)
        #expect(numbers(ks["a"]) == [100, 100, 0] && numbers(ks["p"]) == [200, 200, 0] && numbers(ks["s"]) == [100, 100, 100])
        // The perspective's vanishing point is the layer's position (200, 200) = the composition's centre, so the
        // camera sits straight in front of it at the distance d = 1/0.002 = 500: pe 500, p (200, 200, −500).
        let camera = try #require(all.first { $0["ty"] as? Double == 13 })
        #expect(number(camera["pe"]) == 500)
        #expect(numbers((camera["ks"] as? [String: Any])?["p"]) == [200, 200, -500])
        #expect(!all.contains { ($0["nm"] as? String)?.hasPrefix("anima-vanishing-point") == true })
        // The top-left corner, (−100, −100, 0) from the anchor: turned, x = −100 · 0.5 = −50, y = −100,
        // z = −100 · −sin 60° = 86.60254; w = 1 − 86.60254/500 = 0.8267949, 1/w = 1.2094898; so it shows at
        // (200 − 60.47449, 200 − 120.94898) = (139.52551, 79.05102).
        let corner = try shown("card", 0, 0, in: json)
        #expect(abs(corner.x - 139.52551) < 1e-4 && abs(corner.y - 79.05102) < 1e-4)
    }

    @Test func aVanishingPointOffTheCentreIsMovedThereByTheShearNulls() throws {
        // The same layer centred at V = (100, 80) in a 400 × 300 composition (centre C = (200, 150)).
        let (json, warnings) = try document(try tilted(canvas: (400, 300), center: (100, 80)))
        #expect(warnings.isEmpty)
        let all = try layers(json)
        #expect(all.filter { ($0["nm"] as? String)?.hasPrefix("anima-vanishing-point") == true }.count == 2)
        // Top-left corner: V + (−60.47449, −120.94898) = (39.52551, −40.94898). Bottom-right corner (100, 100, 0)
        // from the anchor: x = 50, y = 100, z = 100 · −sin 60° = −86.60254, w = 1 + 0.1732051, 1/w = 0.8523659:
        // V + (42.61829, 85.23659) = (142.61829, 165.23659).
        let topLeft = try shown("card", 0, 0, in: json)
        #expect(abs(topLeft.x - 39.52551) < 1e-4 && abs(topLeft.y + 40.94898) < 1e-4)
        let bottomRight = try shown("card", 200, 200, in: json)
        #expect(abs(bottomRight.x - 142.61829) < 1e-4 && abs(bottomRight.y - 165.23659) < 1e-4)
        // lottie-web's HTML renderer stacks each layer under the element of the nearest layer above it; a null has
        // none, so the nulls come after the background (a solid, ty 1), which would otherwise cover everything.
        let types = all.compactMap { $0["ty"] as? Double }
        #expect(types.suffix(3) == [1, 3, 3])
    }

    @Test func theCardFlipKeepsItsRotationKeyframesAndHidesTheBackFaceByOpacity() throws {
        let (json, warnings) = try document(try ExampleScenes.load("card-flip"))
        #expect(warnings.isEmpty)
        let all = try layers(json)
        // The stage keeps its 2D drawing (its sublayerTransform becomes the camera); the card and its faces are 3D.
        #expect(try named("stage", all)["ddd"] as? Double == 0)
        #expect(!all.contains { $0["ty"] as? Double == 0 })
        for name in ["card", "front", "front-mark", "back", "back-mark"] { #expect(try named(name, all)["ddd"] as? Double == 1) }
        // transform.rotation.y 0 → π over 1 s, easeInEaseOut, autoreversing: keyframes (not samples) at frames 0,
        // 60, 120 with ry 0, −180, 0 and the curve's handles (0.42, 0) and (0.58, 1).
        let ry = try #require((try named("card", all)["ks"] as? [String: Any])?["ry"] as? [String: Any])
        let keys = try #require(ry["k"] as? [[String: Any]])
        #expect(keys.compactMap { $0["t"] as? Double }.prefix(3) == [0, 60, 120])
        #expect(keys.compactMap { ($0["s"] as? [Double])?.first }.prefix(3).map { $0 + 0 } == [0, -180, 0])
        #expect((keys[0]["o"] as? [String: Any])?["x"] as? [Double] == [0.42])
        // isDoubleSided false: lottie-web shows back faces, so the faces' opacity holds 0 while they face away:
        // the front shows at frame 0 and not at frame 60 (turned π), the back the other way round.
        func opacity(_ name: String, _ frame: Double) throws -> Double? {
            let o = try #require((try named(name, all)["ks"] as? [String: Any])?["o"] as? [String: Any])
            let k = try #require(o["k"] as? [[String: Any]])
            let key = k.last { ($0["t"] as? Double ?? 0) <= frame }
            return (key?["s"] as? [Double])?.first
        }
        #expect(try opacity("front", 0) == 100 && opacity("front", 60) == 0)
        #expect(try opacity("back", 0) == 0 && opacity("back", 60) == 100)
        // The stage's anchor (150, 120) is the composition's centre: no shear nulls, camera pe 500.
        let camera = try #require(all.first { $0["ty"] as? Double == 13 })
        #expect(number(camera["pe"]) == 500)
        #expect(!all.contains { ($0["nm"] as? String)?.hasPrefix("anima-vanishing-point") == true })
        // At frame 60 the card has turned π about y: the front's top-left corner, (−80, −80) from the card's anchor,
        // goes to (80, −80, 0) (z = 0: no perspective), at the card's position (150, 120): (230, 40).
        let corner = try shown("front", 0, 0, in: json, frame: 60)
        #expect(abs(corner.x - 230) < 1e-6 && abs(corner.y - 40) < 1e-6)
    }

    @Test func aTurnAboutXKeepsItsKeyframesAndAFixedTurnAboutYGoesInOr() throws {
        // A 100 × 100 tile centred in a 400 × 400 stage whose sublayerTransform has m34 = −1/500; the tile's model
        // turns π/2 about y and transform.rotation.x animates 0 → π/2 over 1 s, linearly.
        let scene = try ExampleScenes.scene("""
        {"version": 1, "canvas": {"width": 400, "height": 400, "scale": 1}, "timeline": {"duration": 2, "fps": 30},
         "layers": [{"id": "stage", "type": "layer", "frame": [0, 0, 400, 400],
                     "sublayerTransform": [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, -0.002, 0, 0, 0, 1],
                     "sublayers": [{"id": "tile", "type": "layer", "frame": [150, 150, 100, 100], "backgroundColor": "#FF9500",
                                    "transform": {"rotation": [0, 1.5707963267948966, 0]},
                                    "animations": [{"type": "basic", "keyPath": "transform.rotation.x", "from": 0,
                                                    "to": 1.5707963267948966, "duration": 1, "timingFunction": "linear"}]}]}]}
        """)
        let (json, warnings) = try document(scene)
        #expect(warnings.isEmpty)
        let ks = try #require((try named("tile", try layers(json)))["ks"] as? [String: Any])
        // Core Animation turns about x first, then y: rx carries the keyframes (negated: 0 → −90 over frames 0–30),
        // or.y the fixed turn (−90).
        let rx = try #require((ks["rx"] as? [String: Any])?["k"] as? [[String: Any]])
        #expect(rx.compactMap { $0["t"] as? Double }.prefix(2) == [0, 30])
        #expect(rx.compactMap { ($0["s"] as? [Double])?.first }.prefix(2).map { $0 + 0 } == [0, -90])
        #expect(numbers(ks["or"]).map { zip($0, [0, -90, 0]).allSatisfy { abs($0 - $1) < 1e-9 } } == true)
        // At 0.5 s the turn about x is π/4. The top-left corner, (−50, −50, 0) from the anchor: Rx(π/4) sends y to
        // (0, cos, sin): (−50, −35.35534, −35.35534); Ry(π/2) sends (x, y, z) to (z, y, −x): (−35.35534, −35.35534,
        // 50); at the position (200, 200) = the stage's anchor, the perspective divides by w = 1 − 50/500 = 0.9:
        // 200 − 39.28371 = 160.71629 on both axes. Frame 15 sits halfway between the keys at 0 and 30 (linear).
        let all = try layers(json)
        let camera = try #require(all.first { $0["ty"] as? Double == 13 })
        // The helper reads keys, not curves: the halfway angle goes in by hand, then the stage's chain.
        var halfway = ks
        halfway["rx"] = ["a": 0, "k": -45.0]
        let chain = LottieWebMatrix.layer(halfway).then(try #require(LottieWebMatrix.chain("stage", in: all)))
        let corner = try #require(LottieWebMatrix.viewed(chain.apply(0, 0, 0), camera: camera, width: 400, height: 400))
        #expect(abs(corner.x - 160.71629) < 1e-4 && abs(corner.y - 160.71629) < 1e-4)
    }

    @Test func theDefaultExportStaysFlatAndProjected() throws {
        let (json, _) = try document(try ExampleScenes.load("card-flip"), threeD: false)
        let all = try layers(json)
        #expect(json["ddd"] as? Double == 0)
        #expect(all.allSatisfy { $0["ddd"] as? Double == 0 } && !all.contains { $0["ty"] as? Double == 13 })
    }

    @Test func twoVanishingPointsKeepTheFirstIn3DAndDrawTheOtherProjectedWithOneWarning() throws {
        let s = sin(Double.pi / 3)
        let m = [0.5, 0, -s, s * 0.002, 0, 1, 0, 0, s, 0, 0.5, -0.001, 0, 0, 0, 1].map { "\($0)" }.joined(separator: ", ")
        let scene = try ExampleScenes.scene("""
        {"version": 1, "canvas": {"width": 400, "height": 400, "scale": 1}, "timeline": {"duration": 1, "fps": 30},
         "layers": [{"id": "a", "type": "layer", "frame": [0, 0, 100, 100], "backgroundColor": "#007AFF", "transform": [\(m)]},
                    {"id": "b", "type": "layer", "frame": [250, 250, 100, 100], "backgroundColor": "#FF9500", "transform": [\(m)]},
                    {"id": "c", "type": "layer", "frame": [250, 0, 100, 100], "backgroundColor": "#34C759", "transform": [\(m)]}]}
        """)
        let (json, warnings) = try document(scene)
        let all = try layers(json)
        #expect(try named("a", all)["ddd"] as? Double == 1)
        #expect(try named("b", all)["ddd"] as? Double == 0 && named("c", all)["ddd"] as? Double == 0)
        let groups = ExportWarningGroup.group(warnings)
        #expect(groups.count == 1 && groups.first?.layerIDs == ["b", "c"] && groups.first?.keyPath == "transform")
    }

    @Test func aSublayerLeavingAPlainLayersPlaneKeepsTheRootProjected() throws {
        // Core Animation flattens the turned flap into the card's plane without perspective; one 3D space with a
        // camera would show it in perspective. So the card and its flap stay projected, with the grouped warning.
        let s = sin(Double.pi / 3)
        let m = [0.5, 0, -s, s * 0.002, 0, 1, 0, 0, s, 0, 0.5, -0.001, 0, 0, 0, 1].map { "\($0)" }.joined(separator: ", ")
        let scene = try ExampleScenes.scene("""
        {"version": 1, "canvas": {"width": 400, "height": 400, "scale": 1}, "timeline": {"duration": 1, "fps": 30},
         "layers": [{"id": "card", "type": "layer", "frame": [100, 100, 200, 200], "backgroundColor": "#007AFF",
                     "transform": [\(m)],
                     "sublayers": [{"id": "flap", "type": "layer", "frame": [0, 0, 100, 100], "backgroundColor": "#FFFFFF",
                                    "transform": {"rotation": [0, 0.5, 0]}}]}]}
        """)
        let (json, warnings) = try document(scene)
        let all = try layers(json)
        #expect(all.allSatisfy { $0["ddd"] as? Double == 0 } && !all.contains { $0["ty"] as? Double == 13 })
        let groups = ExportWarningGroup.group(warnings.filter { $0.message == LottieDepthPlan.fallbackMessage })
        #expect(groups.count == 1 && groups.first?.layerIDs == ["card"])
    }

    @Test func lottieTurnsRebuildCoreAnimationRotations() throws {
        // Any rotation, here Core Animation's rotation.x 0.3, then .y −0.7, then .z 1.1 (row vectors), must come
        // back from lottie-web's rotateZ(−rz) · rotateY(ry) · rotateX(rx) as the same matrix (both are CSS matrix3d
        // entries in the same order).
        let r = Transform3D.rotation(0.3, x: 1, y: 0, z: 0).concatenating(.rotation(-0.7, x: 0, y: 1, z: 0))
            .concatenating(.rotation(1.1, x: 0, y: 0, z: 1))
        let a = LottieDepthTransform.lottieAngles(r)
        let m = LottieWebMatrix.rotateZ(-a.z).then(.rotateY(a.y)).then(.rotateX(a.x)).props
        let expected = [r.m11, r.m12, r.m13, r.m21, r.m22, r.m23, r.m31, r.m32, r.m33]
        let got = [m[0], m[1], m[2], m[4], m[5], m[6], m[8], m[9], m[10]]
        #expect(zip(expected, got).allSatisfy { abs($0 - $1) < 1e-12 })
    }
}
