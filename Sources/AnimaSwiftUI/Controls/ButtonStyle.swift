#if !canImport(Darwin)
/// How a button draws its label (SwiftUI's `ButtonStyle`); headless, a button is never pressed.
@MainActor @preconcurrency
public protocol ButtonStyle {
    /// The styled button's type.
    associatedtype Body: View
    /// The button as drawn for `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// The button's label and state.
    typealias Configuration = ButtonStyleConfiguration
}

/// A button's label and state, for a style.
public struct ButtonStyleConfiguration {
    /// The label.
    public let label: Label
    /// Whether the button is pressed (never, headless).
    public let isPressed: Bool
    /// The button's role.
    public let role: ButtonRole?

    /// A button's label, type-erased.
    public struct Label: View, PrimitiveView {
        let view: any View
        /// Primitive.
        public var body: EmptyView { EmptyView() }
        func resolve(in context: ResolveContext) -> [ViewNode] { context.resolve(view, at: "l") }
    }
}

/// A button's role.
public struct ButtonRole: Equatable, Sendable {
    let name: String
    /// Deletes something.
    public static let destructive = ButtonRole(name: "destructive")
    /// Cancels.
    public static let cancel = ButtonRole(name: "cancel")
}

/// A style that draws the label alone.
public struct PlainButtonStyle: ButtonStyle {
    /// The style.
    public init() {}
    /// The label.
    public func makeBody(configuration: Configuration) -> Configuration.Label { configuration.label }
}

/// A style that draws the label alone (SwiftUI tints it).
public struct BorderlessButtonStyle: ButtonStyle {
    /// The style.
    public init() {}
    /// The label.
    public func makeBody(configuration: Configuration) -> Configuration.Label { configuration.label }
}

/// The bordered styles' look: the label padded in a rounded rectangle.
public struct BorderedButtonStyle: ButtonStyle {
    /// The style.
    public init() {}
    /// The label on a light rounded background.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding(.horizontal, 12).padding(.vertical, 7)
            .background(RoundedRectangle(cornerRadius: 8).fill(Color(white: 0.93)))
    }
}

/// The prominent bordered style: the label padded on an accent-coloured rounded rectangle.
public struct BorderedProminentButtonStyle: ButtonStyle {
    /// The style.
    public init() {}
    /// The label on a blue rounded background.
    public func makeBody(configuration: Configuration) -> some View {
        configuration.label.foregroundColor(.white).padding(.horizontal, 12).padding(.vertical, 7)
            .background(RoundedRectangle(cornerRadius: 8).fill(Color.blue))
    }
}

extension ButtonStyle where Self == PlainButtonStyle {
    /// The plain style.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
extension ButtonStyle where Self == BorderlessButtonStyle {
    /// The borderless style.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
extension ButtonStyle where Self == BorderedButtonStyle {
    /// The bordered style.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
extension ButtonStyle where Self == BorderedProminentButtonStyle {
    /// The prominent bordered style.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// A view drawn by a button style.
public struct StyledButton<Content: View, Style: ButtonStyle>: View, PrimitiveView {
    let content: Content
    let style: Style
    /// Primitive.
    public var body: EmptyView { EmptyView() }
    func resolve(in context: ResolveContext) -> [ViewNode] {
        let configuration = ButtonStyleConfiguration(label: .init(view: content), isPressed: false, role: nil)
        return context.resolve(style.makeBody(configuration: configuration), at: "bs")
    }
}

extension View {
    /// Draws buttons inside with `style` (applied to this view's content as a whole).
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> StyledButton<Self, S> { StyledButton(content: self, style: style) }
    /// No effect: controls are drawn enabled or not alike.
    public func disabled(_ disabled: Bool) -> Self { self }
    /// No effect: controls have one size.
    public func controlSize(_ controlSize: ControlSize) -> Self { self }
    /// No effect: buttons have one shape.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> Self { self }
}

/// A control's size (accepted, not drawn).
public enum ControlSize: Sendable, Hashable {
    /// Mini.
    case mini
    /// Small.
    case small
    /// Regular.
    case regular
    /// Large.
    case large
    /// Extra large.
    case extraLarge
}

/// A button's border shape (accepted, not drawn).
public struct ButtonBorderShape: Sendable {
    let name: String
    /// The system's choice.
    public static let automatic = ButtonBorderShape(name: "automatic")
    /// A capsule.
    public static let capsule = ButtonBorderShape(name: "capsule")
    /// A rounded rectangle.
    public static let roundedRectangle = ButtonBorderShape(name: "roundedRectangle")
    /// A circle.
    public static let circle = ButtonBorderShape(name: "circle")
}

extension Button {
    /// A button with a role.
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.init(action: action, label: label)
    }
}

extension Button where Label == Text {
    /// A titled button with a role.
    public init(_ title: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }
}
#endif
