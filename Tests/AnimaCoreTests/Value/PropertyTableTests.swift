@testable import AnimaCore
import AnimaTestSupport
import Testing

/// The property table (`PropertyKey.descriptor`) against what `LayerProperties` stores and how values compose: every
/// key path's default, kind, parts and additive rule.
@Suite struct PropertyTableTests {
    @Test(arguments: PropertyKey.allCases)
    func defaultIsANewLayersValue(_ key: PropertyKey) {
        let row = key.descriptor
        #expect(row.defaultValue.kind == row.valueKind)
        #expect(key.valueKind == row.valueKind, "\(key.keyPath)")
        #expect(LayerProperties()[key] == row.defaultValue, "\(key.keyPath)")
    }

    @Test(arguments: PropertyKey.allCases)
    func aWrittenValueReadsBack(_ key: PropertyKey) {
        var p = LayerProperties()
        let v = PropertySamples.value(for: key)
        #expect(v != key.descriptor.defaultValue)
        p[key] = v
        // Transform parts read back through the decomposition (asin, atan2): within rounding.
        #expect(isClose(p[key], v), "\(key.keyPath): \(p[key])")
    }

    /// A part of a point, size or rect reads and writes exactly its lanes of the whole (x, y, width, height).
    @Test(arguments: PropertyKey.allCases.filter { $0.descriptor.lanes != nil })
    func aPartCoversItsLanesOfTheWhole(_ key: PropertyKey) throws {
        let row = key.descriptor
        let lanes = try #require(row.lanes)
        var p = LayerProperties()
        p[row.whole] = PropertySamples.value(for: row.whole)
        let before = try #require(p[row.whole].vector)
        let part = try #require(PropertySamples.value(for: key).vector)
        p[key] = PropertySamples.value(for: key)
        let after = try #require(p[row.whole].vector)
        for lane in 0..<4 {
            let inside = lane >= lanes.first && lane < lanes.first + lanes.count
            #expect(after[lane] == (inside ? part[lane - lanes.first] : before[lane]), "\(key.keyPath) lane \(lane)")
        }
    }

    @Test(arguments: PropertyKey.allCases)
    func partsBelongToAWholeWithTheirScope(_ key: PropertyKey) {
        let row = key.descriptor
        #expect(row.whole.descriptor.whole == row.whole)
        #expect(row.scope == row.whole.descriptor.scope)
        #expect(key.isTransformComponent == (row.whole == .transform && key != .transform))
        #expect(key.isSublayerTransformComponent == (row.whole == .sublayerTransform && key != .sublayerTransform))
        #expect(PropertyKey.wholeProperties.contains(key) == (row.whole == key))
    }

    @Test(arguments: PropertyKey.allCases)
    func coreAnimationsKeyParsesToTheKeyPath(_ key: PropertyKey) {
        #expect(PropertyKey(keyPath: key.descriptor.coreAnimationKey) == key)
        #expect(PropertyKey(keyPath: key.keyPath) == key)
    }

    @Test func quartzCoreSpellsTheBooleansWithoutIs() {
        // CALayer's Objective-C properties are `hidden` and `doubleSided`; key-value coding uses those names.
        #expect(PropertyKey.isHidden.descriptor.coreAnimationKey == "hidden")
        #expect(PropertyKey.isDoubleSided.descriptor.coreAnimationKey == "doubleSided")
        #expect(PropertyKey(keyPath: "transform.scale.w") == nil)
    }

    /// Core Animation's additive rule: numbers and geometry add component-wise, transforms concatenate (the added
    /// one first), Booleans and paths replace.
    @Test(arguments: PropertyKey.wholeProperties)
    func compositionIsWhatAdditiveAnimationsDo(_ key: PropertyKey) throws {
        let base = key.descriptor.defaultValue, delta = PropertySamples.value(for: key)
        let sum = base.adding(delta)
        switch key.descriptor.composition {
        case .replace:
            #expect(sum == delta)
        case .concatenate:
            guard case .transform(let a) = base, case .transform(let b) = delta else { Issue.record("\(key)"); return }
            #expect(sum == .transform(b.concatenating(a)))
        case .add:
            switch (base, delta, sum) {
            case let (.colors(a), .colors(b), .colors(s)) where a.isEmpty:
                #expect(s == b)  // lists of different lengths do not add: the delta shows
            case let (.numbers(a), .numbers(b), .numbers(s)) where a.isEmpty:
                #expect(s == b)
            default:
                let a = try #require(base.vector), b = try #require(delta.vector), s = try #require(sum.vector)
                #expect(s == a + b, "\(key.keyPath)")
            }
        }
    }

    /// The sampler's four-lane access agrees with the table-driven subscript for every vector-like key path.
    @Test(arguments: PropertyKey.allCases.filter { $0.isVectorLike && !$0.isTransformComponent && !$0.isSublayerTransformComponent })
    func vectorLanesAgreeWithTheSubscript(_ key: PropertyKey) throws {
        var p = LayerProperties()
        p[key] = PropertySamples.value(for: key)
        #expect(p.vector(key) == p[key].vector)
        var q = LayerProperties()
        q.setVector(try #require(PropertySamples.value(for: key).vector), key)
        #expect(q[key] == PropertySamples.value(for: key), "\(key.keyPath)")
    }
}

/// Equal, or numbers and geometry within 1e-12 in every component.
private func isClose(_ a: Value, _ b: Value) -> Bool {
    guard let x = a.vector, let y = b.vector, a.kind == b.kind else { return a == b }
    return ((x - y) * (x - y)).max() <= 1e-24
}
