import AnimaCore
import Testing

/// Every sub-key path QuartzCore documents for the properties Anima models, animated by a linear basic animation over
/// 1 s and sampled at 0.25 s: the value a quarter of the way, by hand, and the rest of the whole untouched.
@Suite struct SubKeyPathSamplingTests {
    /// One layer, 100 × 60 at (50, 30), animating `key` from `from` to `to` linearly over 1 s; its values at `t`.
    private func sample(_ key: PropertyKey, from: Value, to: Value, at t: Double = 0.25,
                        kind: LayerKind = .layer, model: (inout LayerProperties) -> Void = { _ in }) throws -> LayerProperties {
        var p = LayerProperties()
        p.bounds = Rect(0, 0, 100, 60)
        p.position = Point(50, 30)
        model(&p)
        let layer = Layer(id: "a", kind: kind, properties: p,
                          animations: [Animation.basic(key, from: from, to: to, duration: 1, timingFunction: .linear)])
        let scene = Scene(canvas: Scene.Canvas(width: 100, height: 100), timeline: Scene.TimelineSettings(duration: 1),
                          layers: [layer])
        return try #require(try Timeline(scene).sample(at: t)["a"])
    }

    @Test func transformScaleXYScalesXAndYTogether() throws {
        // 1 → 2 at 0.25 s: 1.25 on x and y; z keeps its 1.
        let m = try sample(.scaleXY, from: .number(1), to: .number(2)).transform
        #expect(abs(m.m11 - 1.25) < 1e-12 && abs(m.m22 - 1.25) < 1e-12 && m.m33 == 1)
        #expect(m.m12 == 0 && m.m21 == 0 && m.m41 == 0 && m.m42 == 0)
    }

    @Test func transformScaleXYLeavesAModelZScale() throws {
        // The model scales z by 3; transform.scale.xy (unlike transform.scale) does not touch it.
        let m = try sample(.scaleXY, from: .number(1), to: .number(2)) { $0.transform = .scale(1, 1, 3) }.transform
        #expect(abs(m.m11 - 1.25) < 1e-12 && abs(m.m22 - 1.25) < 1e-12 && abs(m.m33 - 3) < 1e-12)
    }

    @Test func sublayerTransformScaleXY() throws {
        let m = try sample(.sublayerScaleXY, from: .number(1), to: .number(3)).sublayerTransform
        // 1 + 0.25 · 2 = 1.5.
        #expect(abs(m.m11 - 1.5) < 1e-12 && abs(m.m22 - 1.5) < 1e-12 && m.m33 == 1)
    }

    @Test func transformTranslationIsASize() throws {
        // (0, 0) → (40, −20): a quarter is (10, −5) in m41, m42.
        let m = try sample(.translation, from: .size(Size(0, 0)), to: .size(Size(40, -20))).transform
        #expect(abs(m.m41 - 10) < 1e-12 && abs(m.m42 + 5) < 1e-12 && m.m43 == 0)
    }

    @Test func transformRotationIsAboutZ() throws {
        // 0 → 2π: a quarter turn, cos = 0 and sin = 1 (m12 = sin, m21 = −sin in Core Animation's row order).
        let m = try sample(.rotation, from: .number(0), to: .number(2 * Double.pi)).transform
        #expect(abs(m.m11) < 1e-12 && abs(m.m12 - 1) < 1e-12 && abs(m.m21 + 1) < 1e-12)
    }

    @Test(arguments: [(PropertyKey.rotationX, 0), (.rotationY, 1), (.rotationZ, 2),
                      (.sublayerRotationX, 0), (.sublayerRotationY, 1), (.sublayerRotationZ, 2)])
    func transformRotationAboutEachAxis(_ key: PropertyKey, axis: Int) throws {
        // 0 → 2: 0.5 rad at 0.25 s, about the key's own axis.
        let p = try sample(key, from: .number(0), to: .number(2))
        let m = key.isSublayerTransformComponent ? p.sublayerTransform : p.transform
        let expected = Transform3D.rotation(0.5, x: axis == 0 ? 1 : 0, y: axis == 1 ? 1 : 0, z: axis == 2 ? 1 : 0)
        for (a, b) in zip(m.entries, expected.entries) { #expect(abs(a - b) < 1e-12, "\(key.keyPath)") }
    }

    @Test(arguments: [(PropertyKey.scaleX, 0), (.scaleY, 1), (.scaleZ, 2),
                      (.sublayerScaleX, 0), (.sublayerScaleY, 1), (.sublayerScaleZ, 2)])
    func transformScaleOfEachAxis(_ key: PropertyKey, axis: Int) throws {
        // 1 → 5: 2 at 0.25 s on the key's axis, 1 on the others.
        let p = try sample(key, from: .number(1), to: .number(5))
        let m = key.isSublayerTransformComponent ? p.sublayerTransform : p.transform
        let diagonal = [m.m11, m.m22, m.m33]
        for i in 0..<3 { #expect(abs(diagonal[i] - (i == axis ? 2 : 1)) < 1e-12, "\(key.keyPath)") }
    }

    @Test(arguments: [(PropertyKey.translationX, 0), (.translationY, 1), (.translationZ, 2),
                      (.sublayerTranslationX, 0), (.sublayerTranslationY, 1), (.sublayerTranslationZ, 2)])
    func translationOfEachAxis(_ key: PropertyKey, axis: Int) throws {
        // 0 → 8: 2 at 0.25 s.
        let p = try sample(key, from: .number(0), to: .number(8))
        let m = key.isSublayerTransformComponent ? p.sublayerTransform : p.transform
        let row = [m.m41, m.m42, m.m43]
        for i in 0..<3 { #expect(abs(row[i] - (i == axis ? 2 : 0)) < 1e-12, "\(key.keyPath)") }
    }

    @Test func sublayerTransformTranslationIsASize() throws {
        let m = try sample(.sublayerTranslation, from: .size(Size(0, 0)), to: .size(Size(40, -20))).sublayerTransform
        #expect(abs(m.m41 - 10) < 1e-12 && abs(m.m42 + 5) < 1e-12 && m.m43 == 0)
    }

    @Test func sublayerTransformScaleAndRotation() throws {
        let s = try sample(.sublayerScale, from: .number(1), to: .number(5)).sublayerTransform
        #expect(abs(s.m11 - 2) < 1e-12 && abs(s.m22 - 2) < 1e-12 && abs(s.m33 - 2) < 1e-12)
        let r = try sample(.sublayerRotation, from: .number(0), to: .number(2 * Double.pi)).sublayerTransform
        #expect(abs(r.m12 - 1) < 1e-12)
    }

    /// (key path, from, to, what the whole reads at 0.25 s) for the parts of points, sizes and rects; the model is
    /// bounds (0, 0, 100, 60), anchor (0.5, 0.5), shadow offset (0, −3), contentsRect (0, 0, 1, 1).
    static let geometryParts: [(PropertyKey, Double, Double, PropertyKey, Value)] = [
        (.positionX, 50, 90, .position, .point(Point(60, 30))),
        (.positionY, 30, 70, .position, .point(Point(50, 40))),
        (.boundsOriginX, 0, 20, .bounds, .rect(Rect(5, 0, 100, 60))),
        (.boundsOriginY, 0, -40, .bounds, .rect(Rect(0, -10, 100, 60))),
        (.boundsWidth, 100, 200, .bounds, .rect(Rect(0, 0, 125, 60))),
        (.boundsHeight, 60, 20, .bounds, .rect(Rect(0, 0, 100, 50))),
        (.anchorPointX, 0.5, 1, .anchorPoint, .point(Point(0.625, 0.5))),
        (.anchorPointY, 0.5, 0, .anchorPoint, .point(Point(0.5, 0.375))),
        (.shadowOffsetWidth, 0, 8, .shadowOffset, .size(Size(2, -3))),
        (.shadowOffsetHeight, -3, 5, .shadowOffset, .size(Size(0, -1))),
        (.contentsRectOriginX, 0, 0.5, .contentsRect, .rect(Rect(0.125, 0, 1, 1))),
        (.contentsRectOriginY, 0, 1, .contentsRect, .rect(Rect(0, 0.25, 1, 1))),
        (.contentsRectWidth, 1, 0.5, .contentsRect, .rect(Rect(0, 0, 0.875, 1))),
        (.contentsRectHeight, 1, 0, .contentsRect, .rect(Rect(0, 0, 1, 0.75))),
    ]

    @Test(arguments: geometryParts)
    func partOfAGeometryValue(_ key: PropertyKey, from: Double, to: Double, whole: PropertyKey, expected: Value) throws {
        let p = try sample(key, from: .number(from), to: .number(to))
        #expect(p[whole] == expected, "\(key.keyPath): \(p[whole])")
    }

    @Test func pointAndSizePartsOfRects() throws {
        // bounds.origin (0, 0) → (20, 40): (5, 10); bounds.size (100, 60) → (0, 0): (75, 45).
        #expect(try sample(.boundsOrigin, from: .point(.zero), to: .point(Point(20, 40))).bounds == Rect(5, 10, 100, 60))
        #expect(try sample(.boundsSize, from: .size(Size(100, 60)), to: .size(Size(0, 0))).bounds == Rect(0, 0, 75, 45))
        // contentsRect.origin (0, 0) → (0.5, 1): (0.125, 0.25); contentsRect.size (1, 1) → (0.5, 0.5): (0.875, 0.875).
        #expect(try sample(.contentsRectOrigin, from: .point(.zero), to: .point(Point(0.5, 1))).contentsRect
                == Rect(0.125, 0.25, 1, 1))
        #expect(try sample(.contentsRectSize, from: .size(Size(1, 1)), to: .size(Size(0.5, 0.5))).contentsRect
                == Rect(0, 0, 0.875, 0.875))
    }

    @Test func anchorPointZMovesTheTurningCentre() throws {
        // anchorPointZ 0 → 40 at 0.25 s is 10. With a quarter turn about y in the model, the anchor (50, 30, 0) of
        // the bounds goes to (0, 0, −10) about the anchor, turns to (−10·sin 90°, 0, −10·cos 90°) = (−10, 0, 0), then
        // to the position (50, 30): (40, 30, 0).
        let p = try sample(.anchorPointZ, from: .number(0), to: .number(40)) {
            $0.transform = .rotation(Double.pi / 2, x: 0, y: 1, z: 0)
        }
        #expect(p.anchorPointZ == 10)
        let anchor = try #require(p.transform3DToSuperlayer.projectedPoint(Point(50, 30)))
        #expect(abs(anchor.x - 40) < 1e-9 && abs(anchor.y - 30) < 1e-9 && abs(anchor.z) < 1e-9)
    }

    @Test func anchorPointZPlacesAFlatLayerBehindItsPosition() throws {
        // No transform: the anchor sits at (position, zPosition − anchorPointZ) = (50, 30, −10).
        var p = LayerProperties()
        p.bounds = Rect(0, 0, 100, 60)
        p.position = Point(50, 30)
        p.anchorPointZ = 10
        let anchor = try #require(p.transform3DToSuperlayer.projectedPoint(Point(50, 30)))
        #expect(abs(anchor.x - 50) < 1e-12 && abs(anchor.y - 30) < 1e-12 && abs(anchor.z + 10) < 1e-12)
    }
}
