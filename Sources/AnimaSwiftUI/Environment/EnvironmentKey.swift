#if !canImport(Darwin)
/// A key for a value in `EnvironmentValues` (SwiftUI's `EnvironmentKey`).
public protocol EnvironmentKey {
    /// The value's type.
    associatedtype Value
    /// The value when no ancestor set one.
    static var defaultValue: Value { get }
}
#endif
