#if !canImport(Darwin)
import Foundation

// UIKit's string forms of geometry ("{x, y}", "{w, h}", "{{x, y}, {w, h}}"), which some libraries write their
// keyframe values in.
extension NSCoder {
    /// The point in a string such as "{3, 4}" (`.zero` when it has no two numbers).
    public static func cgPoint(for string: String) -> CGPoint {
        let n = numbers(in: string)
        return n.count >= 2 ? CGPoint(x: n[0], y: n[1]) : .zero
    }

    /// The size in a string such as "{3, 4}" (`.zero` when it has no two numbers).
    public static func cgSize(for string: String) -> CGSize {
        let n = numbers(in: string)
        return n.count >= 2 ? CGSize(width: n[0], height: n[1]) : .zero
    }

    /// The rectangle in a string such as "{{1, 2}, {3, 4}}" (`.zero` when it has no four numbers).
    public static func cgRect(for string: String) -> CGRect {
        let n = numbers(in: string)
        return n.count >= 4 ? CGRect(x: n[0], y: n[1], width: n[2], height: n[3]) : .zero
    }

    /// The string form of a point.
    public static func string(for point: CGPoint) -> String { "{\(format(point.x)), \(format(point.y))}" }

    /// The numbers in `string`, in order.
    private static func numbers(in string: String) -> [CGFloat] {
        string.split { "{}, ".contains($0) }.compactMap { Double($0) }.map { CGFloat($0) }
    }

    /// A number as UIKit writes it ("3" for 3.0, "2.5" otherwise).
    private static func format(_ v: CGFloat) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(Double(v))
    }
}
#endif
