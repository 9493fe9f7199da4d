import AnimaCore
import RealModule

// swift-numerics' `isApproximatelyEqual(to:absoluteTolerance:)`, carried over to the engine's composite values:
// every component must agree within the tolerance.

extension Point {
    /// Whether both coordinates agree within `absoluteTolerance`.
    package func isApproximatelyEqual(to other: Point, absoluteTolerance: Double) -> Bool {
        x.isApproximatelyEqual(to: other.x, absoluteTolerance: absoluteTolerance)
            && y.isApproximatelyEqual(to: other.y, absoluteTolerance: absoluteTolerance)
    }
}

extension Rect {
    /// Whether origin, width and height agree within `absoluteTolerance`.
    package func isApproximatelyEqual(to other: Rect, absoluteTolerance: Double) -> Bool {
        origin.isApproximatelyEqual(to: other.origin, absoluteTolerance: absoluteTolerance)
            && width.isApproximatelyEqual(to: other.width, absoluteTolerance: absoluteTolerance)
            && height.isApproximatelyEqual(to: other.height, absoluteTolerance: absoluteTolerance)
    }
}

extension Transform3D {
    /// Whether all sixteen entries agree within `absoluteTolerance`.
    package func isApproximatelyEqual(to other: Transform3D, absoluteTolerance: Double) -> Bool {
        zip(entries, other.entries).allSatisfy { $0.isApproximatelyEqual(to: $1, absoluteTolerance: absoluteTolerance) }
    }
}

extension Color {
    /// Whether red, green, blue and alpha agree within `absoluteTolerance`.
    package func isApproximatelyEqual(to other: Color, absoluteTolerance: Double) -> Bool {
        red.isApproximatelyEqual(to: other.red, absoluteTolerance: absoluteTolerance)
            && green.isApproximatelyEqual(to: other.green, absoluteTolerance: absoluteTolerance)
            && blue.isApproximatelyEqual(to: other.blue, absoluteTolerance: absoluteTolerance)
            && alpha.isApproximatelyEqual(to: other.alpha, absoluteTolerance: absoluteTolerance)
    }
}

extension Array where Element == Int {
    /// Whether two equally long lists of channel values (pixels) agree within `absoluteTolerance` each.
    package func isApproximatelyEqual(to other: [Int], absoluteTolerance: Int) -> Bool {
        count == other.count && zip(self, other).allSatisfy {
            Double($0).isApproximatelyEqual(to: Double($1), absoluteTolerance: Double(absoluteTolerance))
        }
    }
}
