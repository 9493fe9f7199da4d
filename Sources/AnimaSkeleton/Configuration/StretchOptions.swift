/// The stretch's knobs (TABAnimated's classic animation).
public struct StretchOptions: Sendable, Hashable {
    /// Seconds from normal to stretched (the same back): 0.7 (TABAnimated).
    public var duration = 0.7
    /// Width factor of long bones: 1.9 (TABAnimated `longToValue`).
    public var longScale = 1.9
    /// Width factor of short bones: 0.6 (TABAnimated `shortToValue`).
    public var shortScale = 0.6

    /// Creates stretch options with the defaults above.
    public init() {}
}
