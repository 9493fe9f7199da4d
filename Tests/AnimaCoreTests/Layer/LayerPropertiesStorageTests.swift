import AnimaCore
import Testing

/// `LayerProperties` keeps its rarely set properties out of line, shared until written: it must still behave as a
/// plain value (a copy changes alone; equality and hashing look at the values, not at where they are stored).
@Suite("LayerProperties as a value")
struct LayerPropertiesStorageTests {
    @Test("Changing a rarely set property of a copy leaves the original as it was")
    func copiesChangeAlone() {
        var a = LayerProperties()
        a.strokeEnd = 0.4
        var b = a
        b.strokeEnd = 0.9
        b.shadowOpacity = 0.5
        #expect(a.strokeEnd == 0.4 && a.shadowOpacity == 0)
        #expect(b.strokeEnd == 0.9 && b.shadowOpacity == 0.5)
        #expect(LayerProperties().strokeEnd == 1)  // Core Animation's default, untouched by the writes above
    }

    @Test("Properties set to the same values separately are equal and hash equally")
    func equalByValue() {
        var a = LayerProperties(), b = LayerProperties()
        a.fillColor = Color(1, 0, 0)
        b.fillColor = Color(1, 0, 0)
        a.lineDashPattern = [2, 1]
        b.lineDashPattern = [2, 1]
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        b.lineWidth = 2
        #expect(a != b)
        b.lineWidth = 1  // the default again
        #expect(a == b)
    }

    @Test("Every default is Core Animation's, rarely set properties included")
    func defaults() {
        let p = LayerProperties()
        #expect(p.opacity == 1 && p.anchorPoint == Point(0.5, 0.5) && p.transform == .identity)
        #expect(p.sublayerTransform == .identity && p.shadowOffset == Size(0, -3) && p.shadowRadius == 3)
        #expect(p.fillColor == .black && p.strokeColor == .clear && p.lineWidth == 1 && p.miterLimit == 10)
        #expect(p.instanceCount == 1 && p.contentsRect == Rect(0, 0, 1, 1) && p.fontSize == 36)
        #expect(p.foregroundColor == .white && p.startPoint == Point(0.5, 0) && p.endPoint == Point(0.5, 1))
    }
}
