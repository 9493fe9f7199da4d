import AnimaCore
import Testing

/// Sibling drawing order: ascending zPosition, insertion order among equal ones (CALayer's documented behaviour:
/// "layers with the same zPosition are drawn in the order they were added"), NaN counted as 0.
@Suite struct DrawingOrderTests {
    private func roots(_ zs: [Double]) -> Presentation {
        Presentation(time: 0, layers: zs.enumerated().map { i, z in
            var p = LayerProperties()
            p.zPosition = z
            return PresentedLayer(id: "l\(i)", kind: .layer, parent: nil, subtreeEnd: i + 1, properties: p)
        })
    }

    @Test func ascendingZStableAmongEquals() {
        // z: 1, 0, 0, −1, 0 → −1 (l3), then the three zeros in model order (l1, l2, l4), then 1 (l0).
        #expect(roots([1, 0, 0, -1, 0]).drawingOrder(of: nil) == [3, 1, 2, 4, 0])
    }

    @Test func notANumberCountsAsZero() {
        // z: 1, NaN, 0, −1, NaN → −1 (l3), then l1, l2, l4 as zeros in model order, then l0.
        #expect(roots([1, .nan, 0, -1, .nan]).drawingOrder(of: nil) == [3, 1, 2, 4, 0])
    }

    @Test func sublayersAreOrderedWithinTheirParentOnly() {
        var parent = LayerProperties()
        parent.zPosition = 5
        var high = LayerProperties(), low = LayerProperties()
        high.zPosition = 2
        low.zPosition = -2
        let presentation = Presentation(time: 0, layers: [
            PresentedLayer(id: "p", kind: .layer, parent: nil, subtreeEnd: 3, properties: parent),
            PresentedLayer(id: "high", kind: .layer, parent: 0, subtreeEnd: 2, properties: high),
            PresentedLayer(id: "low", kind: .layer, parent: 0, subtreeEnd: 3, properties: low),
            PresentedLayer(id: "next", kind: .layer, parent: nil, subtreeEnd: 4, properties: LayerProperties()),
        ])
        #expect(presentation.drawingOrder(of: 0) == [2, 1])
        #expect(presentation.drawingOrder(of: nil) == [3, 0])
    }
}
