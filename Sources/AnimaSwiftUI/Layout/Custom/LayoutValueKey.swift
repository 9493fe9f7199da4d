#if !canImport(Darwin)
/// A key for a value a view passes to the custom layout it is a subview of (`.layoutValue(key:value:)`).
public protocol LayoutValueKey {
    /// The value's type.
    associatedtype Value
    /// The value of a subview that sets none.
    static var defaultValue: Value { get }
}

extension View {
    /// Passes `value` under `key` to the custom layout this view is a subview of (read as `subview[key]`).
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> ModifiedView<Self> {
        node { _ in .layoutValue(ObjectIdentifier(key), value) }
    }
}
#endif
