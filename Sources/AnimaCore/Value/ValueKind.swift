/// The type of value a key path animates.
public enum ValueKind: String, Sendable, Hashable, CaseIterable {
    /// ``Value/number(_:)``.
    case number
    /// ``Value/point(_:)``.
    case point
    /// ``Value/size(_:)``.
    case size
    /// ``Value/rect(_:)``.
    case rect
    /// ``Value/color(_:)``.
    case color
    /// ``Value/transform(_:)``.
    case transform
    /// ``Value/path(_:)``.
    case path
    /// ``Value/colors(_:)``.
    case colors
    /// ``Value/numbers(_:)``.
    case numbers
    /// ``Value/bool(_:)``.
    case bool
}
