import AnimaCore
import AnimaFormat
import Foundation
import Testing
import AnimaTestSupport
import RealModule

@Suite struct SceneDecodingTests {
    @Test func canvasTimelineAndCommentAreRead() throws {
        let scene = try SceneDecoder().decode(#"""
            {"version": 1, "comment": "hello",
             "canvas": {"width": 320, "height": 200, "scale": 2, "background": "#FF000080"},
             "timeline": {"duration": 1.5, "fps": 24}, "layers": []}
            """#)
        #expect(scene.comment == "hello")
        #expect(scene.canvas == Scene.Canvas(width: 320, height: 200, scale: 2, background: Color(1, 0, 0, 128.0 / 255)))
        #expect(scene.timeline == Scene.TimelineSettings(duration: 1.5, fps: 24))
    }

    @Test func canvasDefaultsAreScaleOneAndWhite() throws {
        let scene = try SceneDecoder().decode(document(layers: "[]"))
        #expect(scene.canvas.scale == 1)
        #expect(scene.canvas.background == .white)
    }

    @Test func everyLayerPropertyIsReadByItsKeyPath() throws {
        let scene = try SceneDecoder().decode(document(layers: #"""
            [{"id": "a", "type": "shape", "comment": "all of them",
              "position": [10, 20], "bounds": [1, 2, 30, 40], "anchorPoint": [0, 1], "zPosition": 3,
              "opacity": 0.5, "isHidden": true, "backgroundColor": "#336699", "cornerRadius": 4,
              "borderWidth": 2, "borderColor": [0.25, 0.5, 0.75, 1], "shadowColor": "#00000080",
              "shadowOpacity": 0.3, "shadowOffset": [0, 2], "shadowRadius": 6,
              "transform": [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 5, 6, 7, 1],
              "path": "M0 0 L10 0 L10 10 Z", "fillColor": "#FF0000", "strokeColor": "#00FF00", "lineWidth": 3,
              "miterLimit": 4, "strokeStart": 0.1, "strokeEnd": 0.9, "lineDashPhase": 2,
              "masksToBounds": true, "maskedCorners": ["topLeft", "bottomRight"], "lineCap": "round",
              "lineJoin": "bevel", "lineDashPattern": [4, 2], "fillRule": "evenOdd",
              "beginTime": 1, "speed": 0, "timeOffset": 0.5}]
            """#))
        let layer = try #require(scene.layers.first)
        let p = layer.properties
        #expect(layer.id == "a" && layer.kind == .shape)
        #expect(p.position == Point(10, 20) && p.bounds == Rect(1, 2, 30, 40) && p.anchorPoint == Point(0, 1))
        #expect(p.zPosition == 3 && p.opacity == 0.5 && p.isHidden)
        #expect(p.backgroundColor == Color(0x33 / 255.0, 0x66 / 255.0, 0x99 / 255.0))
        #expect(p.cornerRadius == 4 && p.borderWidth == 2 && p.borderColor == Color(0.25, 0.5, 0.75, 1))
        #expect(p.shadowColor == Color(0, 0, 0, 128.0 / 255) && p.shadowOpacity == 0.3)
        #expect(p.shadowOffset == Size(0, 2) && p.shadowRadius == 6)
        #expect(p.transform == .translation(5, 6, 7))
        #expect(p.path == Path(elements: [.move(to: Point(0, 0)), .line(to: Point(10, 0)), .line(to: Point(10, 10)), .close]))
        #expect(p.fillColor == Color(1, 0, 0) && p.strokeColor == Color(0, 1, 0) && p.lineWidth == 3)
        #expect(p.miterLimit == 4 && p.strokeStart == 0.1 && p.strokeEnd == 0.9 && p.lineDashPhase == 2)
        #expect(p.masksToBounds && p.maskedCorners == [.topLeft, .bottomRight])
        #expect(p.lineCap == .round && p.lineJoin == .bevel && p.lineDashPattern == [4, 2] && p.fillRule == .evenOdd)
        #expect(layer.timing == LayerTiming(beginTime: 1, speed: 0, timeOffset: 0.5))
    }

    @Test func gradientPropertiesAndTransformObjectAreRead() throws {
        let scene = try SceneDecoder().decode(document(layers: #"""
            [{"id": "g", "type": "gradient", "frame": [0, 0, 100, 50],
              "colors": ["#FF0000", [0, 0, 1, 0.5]], "locations": [0.2, 0.8],
              "startPoint": [0, 0.5], "endPoint": [1, 0.5], "gradientType": "radial",
              "transform": {"rotation": 0.5, "scale": 2, "translation": [3, 4]}}]
            """#))
        let p = try #require(scene.layers.first).properties
        #expect(p.colors == [Color(1, 0, 0), Color(0, 0, 1, 0.5)] && p.locations == [0.2, 0.8])
        #expect(p.startPoint == Point(0, 0.5) && p.endPoint == Point(1, 0.5) && p.gradientType == .radial)
        // Scale 2 (x, y and z), then a z rotation by 0.5 rad, then translation (3, 4): row-vector matrices, so
        // m11 = 2·cos 0.5, m12 = 2·sin 0.5, m21 = −2·sin 0.5, m22 = 2·cos 0.5, m33 = 2, m41 = 3, m42 = 4.
        let t = p.transform
        #expect(t.m11.isApproximatelyEqual(to: 2 * cos(0.5), absoluteTolerance: 1e-12) && t.m12.isApproximatelyEqual(to: 2 * sin(0.5), absoluteTolerance: 1e-12))
        #expect(t.m21.isApproximatelyEqual(to: -2 * sin(0.5), absoluteTolerance: 1e-12) && t.m22.isApproximatelyEqual(to: 2 * cos(0.5), absoluteTolerance: 1e-12))
        #expect(t.m33.isApproximatelyEqual(to: 2, absoluteTolerance: 1e-12) && t.m41 == 3 && t.m42 == 4)
    }

    @Test func frameShorthandPlacesTheLayerByItsAnchorPoint() throws {
        let scene = try SceneDecoder().decode(document(layers: #"""
            [{"id": "a", "frame": [10, 20, 40, 60], "anchorPoint": [0.5, 0]}]
            """#))
        let p = try #require(scene.layers.first).properties
        // The anchor (0.5, 0) of a 40×60 frame at (10, 20) is its top centre, (30, 20).
        #expect(p.position == Point(30, 20) && p.bounds == Rect(0, 0, 40, 60))
    }

    @Test func partKeyPathsRefineTheFrame() throws {
        let scene = try SceneDecoder().decode(document(layers: #"""
            [{"id": "a", "position.x": 7, "bounds.size.width": 9, "frame": [0, 0, 4, 4], "transform.rotation.z": 0.25}]
            """#))
        let p = try #require(scene.layers.first).properties
        // frame [0, 0, 4, 4] gives position (2, 2) and size 4×4; the parts then set x = 7 and width 9.
        #expect(p.position == Point(7, 2) && p.bounds.size == Size(9, 4))
        #expect(p.transform.m11.isApproximatelyEqual(to: cos(0.25), absoluteTolerance: 1e-12) && p.transform.m12.isApproximatelyEqual(to: sin(0.25), absoluteTolerance: 1e-12))
    }

    @Test func sublayersKeepTheirOrder() throws {
        let scene = try SceneDecoder().decode(document(layers: #"""
            [{"id": "root", "sublayers": [{"id": "x"}, {"id": "y", "sublayers": [{"id": "z"}]}]}]
            """#))
        #expect(scene.allLayers.map(\.id) == ["root", "x", "y", "z"])
    }
}
