#if !canImport(Darwin)
// UIKit's views, view controllers and layers are NSObjects: equal only to themselves and hashed by identity, so
// code compares them with `==` and `!=` and keeps them in sets and as dictionary keys.

extension CALayer: Hashable {
    public static func == (l: CALayer, r: CALayer) -> Bool { l === r }
    public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
}

extension UIView: Hashable {
    public nonisolated static func == (l: UIView, r: UIView) -> Bool { l === r }
    public nonisolated func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
}

extension UIViewController: Hashable {
    public nonisolated static func == (l: UIViewController, r: UIViewController) -> Bool { l === r }
    public nonisolated func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
}
#endif
