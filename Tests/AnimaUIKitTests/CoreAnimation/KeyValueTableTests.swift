import AnimaCore
import Foundation
import Testing
@testable import AnimaUIKit

extension UIKitSuite {
    /// CALayer's key-value coding against the property table: every key path, by its name and QuartzCore's key, sets
    /// and reads the model, and a sub-path the table does not have is named in a diagnostic.
    @MainActor @Suite struct KeyValueTableTests {
        /// A value of the key path's kind, different from its default, as QuartzCore code passes it.
        private func sample(_ key: PropertyKey) -> (any Sendable, Value) {
            switch key.descriptor.defaultValue {
            case .number(let v): (CGFloat(v + 2), .number(v + 2))
            case .bool(let b): (!b, .bool(!b))
            case .point(let p): (CGPoint(x: p.x + 3, y: p.y - 5), .point(Point(p.x + 3, p.y - 5)))
            case .size(let s): (CGSize(width: s.width + 7, height: s.height + 11), .size(Size(s.width + 7, s.height + 11)))
            case .rect(let r): (CGRect(x: r.minX + 1, y: r.minY + 2, width: r.width + 3, height: r.height + 4),
                                .rect(Rect(r.minX + 1, r.minY + 2, r.width + 3, r.height + 4)))
            case .color: (CGColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4), .color(Color(0.1, 0.2, 0.3, 0.4)))
            case .transform: (Transform3D.translation(1, 2, 3).ca, .transform(.translation(1, 2, 3)))
            case .path:
                ({ let p = CGMutablePath(); p.move(to: .zero); p.addLine(to: CGPoint(x: 10, y: 0)); return p as CGPath }(),
                 .path((try? Path(svgPathData: "M0 0 L10 0")) ?? Path()))
            case .colors: ([CGColor(red: 1, green: 0, blue: 0, alpha: 1)], .colors([Color(1, 0, 0, 1)]))
            case .numbers: ([NSNumber(value: 0), NSNumber(value: 1)], .numbers([0, 1]))
            }
        }

        private func isClose(_ a: Value, _ b: Value) -> Bool {
            if case .number(let x) = a, case .number(let y) = b { return abs(x - y) <= 1e-12 }
            return a == b
        }

        @Test(arguments: PropertyKey.allCases)
        func everyKeyPathSetsTheModel(_ key: PropertyKey) throws {
            for name in Set([key.keyPath, key.descriptor.coreAnimationKey]) {
                let layer = CAShapeLayer()
                let (any, value) = sample(key)
                let diagnostics = AnimaDiagnostics.collecting { layer.setValue(any, forKeyPath: name) }
                #expect(diagnostics.isEmpty, "\(name): \(diagnostics)")
                // Transform parts read back through the decomposition (asin, atan2): within rounding.
                #expect(isClose(layer.modelValues[key], value), "\(name)")
                let read = try #require(layer.value(forKeyPath: name))
                #expect(isClose(try #require(AnyValue.value(read, kind: key.valueKind)), value), "\(name)")
            }
        }

        @Test func transformScaleXYKeepsZ() {
            let layer = CALayer()
            layer.transform = CATransform3DMakeScale(1, 1, 3)
            layer.setValue(2, forKeyPath: "transform.scale.xy")
            // x and y scale by 2; z keeps the 3 (transform.scale would set it too).
            #expect(layer.transform.m11 == 2 && layer.transform.m22 == 2 && layer.transform.m33 == 3)
        }

        @Test func anUnknownSubKeyPathIsNamed() {
            let layer = CALayer()
            layer.name = "dot"
            let diagnostics = AnimaDiagnostics.collecting { layer.setValue(2, forKeyPath: "transform.scale.w") }
            #expect(diagnostics.count == 1)
            #expect(diagnostics.first?.keyPath == "transform.scale.w")
            #expect(diagnostics.first?.problem.contains("transform.scale.xy") == true)
            // A key of the layer's own (no dot) is stored quietly, as CALayer stores it.
            #expect(AnimaDiagnostics.collecting { layer.setValue(7, forKey: "tag") }.isEmpty)
            #expect(layer.value(forKey: "tag") as? Int == 7)
        }
    }
}
