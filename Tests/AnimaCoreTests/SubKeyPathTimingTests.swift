import AnimaCore
import Testing
import AnimaTestSupport

/// Every sub-key-path QuartzCore documents for the properties Anima models ("Key-Value Coding Extensions" in the
/// Core Animation Programming Guide, and CATransform3D's key paths), animated over 1 s linearly and read at 0.5 s:
/// halfway, so each value is the mean of its ends, worked out by hand. The parsing lives in AnimaCore's property
/// table (branch `proptable`); these tests pin the timing and the part each path writes.
@Suite("QuartzCore sub-key-paths animate the part they name")
struct SubKeyPathTimingTests {
    /// `keyPath` 0.5 s into a 1 s linear animation from `from` to `to`, on a layer adjusted by `model`.
    private func halfway(_ keyPath: String, from: Value, to: Value,
                         model: (inout Layer) -> Void = { _ in }) throws -> LayerProperties {
        let key = try #require(PropertyKey(keyPath: keyPath), "QuartzCore documents \"\(keyPath)\"; Anima must know it")
        return try sampleOne([.basic(key, from: from, to: to, duration: 1)], model: model, at: 0.5)
    }

    @Test func scaleXYScalesBothAxesButNotZ() throws {
        // The pulse ring: transform.scale.xy 1 → 2; halfway m11 = m22 = 1.5, m33 stays 1.
        let p = try halfway("transform.scale.xy", from: 1, to: 2)
        #expect(p.transform.m11.isClose(to: 1.5) && p.transform.m22.isClose(to: 1.5) && p.transform.m33.isClose(to: 1))
    }

    @Test func sublayerScaleXY() throws {
        let p = try halfway("sublayerTransform.scale.xy", from: 1, to: 3)
        #expect(p.sublayerTransform.m11.isClose(to: 2) && p.sublayerTransform.m22.isClose(to: 2)
                && p.sublayerTransform.m33.isClose(to: 1))
    }

    @Test func translationIsASize() throws {
        let p = try halfway("transform.translation", from: .size(Size(width: 0, height: 0)),
                            to: .size(Size(width: 10, height: 20)))
        #expect(p.transform.m41.isClose(to: 5) && p.transform.m42.isClose(to: 10))
    }

    @Test func rotationIsRotationAboutZ() throws {
        // transform.rotation is transform.rotation.z: 0 → π, halfway a quarter turn: (m11, m12) = (cos, sin) = (0, 1).
        let p = try halfway("transform.rotation", from: 0, to: .number(.pi))
        #expect(p.transform.m11.isClose(to: 0) && p.transform.m12.isClose(to: 1))
    }

    @Test func boundsSizeWidthAndHeight() throws {
        let model: (inout Layer) -> Void = { $0.bounds = Rect(0, 0, 100, 40) }
        let w = try halfway("bounds.size.width", from: 100, to: 200, model: model)
        #expect(w.bounds.width.isClose(to: 150) && w.bounds.height.isClose(to: 40))
        let h = try halfway("bounds.size.height", from: 40, to: 80, model: model)
        #expect(h.bounds.height.isClose(to: 60) && h.bounds.width.isClose(to: 100))
    }

    @Test func boundsOriginIsAPoint() throws {
        let p = try halfway("bounds.origin", from: .point(Point(0, 0)), to: .point(Point(8, 4)),
                            model: { $0.bounds = Rect(0, 0, 100, 40) })
        #expect(p.bounds.minX.isClose(to: 4) && p.bounds.minY.isClose(to: 2) && p.bounds.width.isClose(to: 100))
    }

    @Test func positionXAndY() throws {
        let model: (inout Layer) -> Void = { $0.position = Point(10, 20) }
        let x = try halfway("position.x", from: 10, to: 30, model: model)
        #expect(x.position.x.isClose(to: 20) && x.position.y.isClose(to: 20))
        let y = try halfway("position.y", from: 20, to: 60, model: model)
        #expect(y.position.y.isClose(to: 40) && y.position.x.isClose(to: 10))
    }

    @Test func shadowOffsetWidthAndHeight() throws {
        let model: (inout Layer) -> Void = { $0.shadowOffset = Size(width: 2, height: 4) }
        let w = try halfway("shadowOffset.width", from: 2, to: 6, model: model)
        #expect(w.shadowOffset.width.isClose(to: 4) && w.shadowOffset.height.isClose(to: 4))
        let h = try halfway("shadowOffset.height", from: 4, to: 0, model: model)
        #expect(h.shadowOffset.height.isClose(to: 2) && h.shadowOffset.width.isClose(to: 2))
    }

    @Test func anchorPointXAndY() throws {
        let x = try halfway("anchorPoint.x", from: 0.5, to: 0)
        #expect(x.anchorPoint.x.isClose(to: 0.25) && x.anchorPoint.y.isClose(to: 0.5))
        let y = try halfway("anchorPoint.y", from: 0.5, to: 1)
        #expect(y.anchorPoint.y.isClose(to: 0.75) && y.anchorPoint.x.isClose(to: 0.5))
    }

    @Test func sublayerTransformParts() throws {
        let r = try halfway("sublayerTransform.rotation", from: 0, to: .number(.pi))
        #expect(r.sublayerTransform.m11.isClose(to: 0) && r.sublayerTransform.m12.isClose(to: 1))
        let t = try halfway("sublayerTransform.translation.x", from: 0, to: 10)
        #expect(t.sublayerTransform.m41.isClose(to: 5))
    }

    @Test func aSubKeyPathInsideAGroupWithoutDurationPlaysOverTheGroup() throws {
        // The pulse ring's pattern: scale.xy and opacity in a 2 s group, neither child with a duration. At 0.5 s a
        // quarter of the way: scale 1 → 3 is at 1.5, opacity 1 → 0 at 0.75.
        let scale = try #require(PropertyKey(keyPath: "transform.scale.xy"))
        let group = Animation.group([.basic(scale, from: 1, to: 3, duration: 0),
                                     .basic(.opacity, from: 1, to: 0, duration: 0)], duration: 2)
        let p = try sampleOne([group], at: 0.5)
        #expect(p.transform.m11.isClose(to: 1.5) && p.transform.m22.isClose(to: 1.5) && p.opacity.isClose(to: 0.75))
    }

    @Test func unknownSubKeyPathsAreNotKeys() {
        #expect(PropertyKey(keyPath: "transform.scale.xz") == nil)
        #expect(PropertyKey(keyPath: "bounds.size.depth") == nil)
    }
}
