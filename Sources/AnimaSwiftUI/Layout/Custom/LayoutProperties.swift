#if !canImport(Darwin)
/// How a custom layout behaves as a stack.
public struct LayoutProperties: Sendable {
    /// The stack axis, if the layout is a stack (nil: none).
    public var stackOrientation: Axis?
    /// No orientation.
    public init() {}
}
#endif
