#if !canImport(Darwin)
/// How a text field looks (SwiftUI's `TextFieldStyle`); fields are drawn as their text in every style here.
public protocol TextFieldStyle {}

/// The platform's default field style (SwiftUI's `DefaultTextFieldStyle`).
public struct DefaultTextFieldStyle: TextFieldStyle {
    /// The default style.
    public init() {}
}

/// A field without decoration (SwiftUI's `PlainTextFieldStyle`).
public struct PlainTextFieldStyle: TextFieldStyle {
    /// The plain style.
    public init() {}
}

/// A field inside a rounded border (SwiftUI's `RoundedBorderTextFieldStyle`; the border is not drawn here).
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    /// The rounded-border style.
    public init() {}
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The default style.
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// The plain style.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// The rounded-border style.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}
#endif
