#if !canImport(Darwin)
/// A text field (SwiftUI's `TextField`), shown as its text, or its prompt in grey when empty.
public struct TextField<Label: View>: View, PrimitiveView {
    let text: Binding<String>
    let prompt: String
    /// Primitive.
    public var body: EmptyView { EmptyView() }
    func resolve(in context: ResolveContext) -> [ViewNode] {
        let value = text.wrappedValue
        let shown = value.isEmpty ? Text(prompt).foregroundColor(Color(white: 0.7)) : Text(value)
        return context.resolve(shown, at: "t")
    }
}

extension TextField where Label == Text {
    /// A field editing `text`, prompting with `title`.
    public init(_ title: String, text: Binding<String>) { self.text = text; prompt = title }
    /// A field editing `text`, prompting with `title`.
    public init(_ title: String, text: Binding<String>, axis: Axis) { self.text = text; prompt = title }
    /// A field editing `text` (older form with editing callbacks).
    public init(_ title: String, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void,
                onCommit: @escaping () -> Void = {}) { self.text = text; prompt = title }
}

/// A secure field, shown as dots.
public struct SecureField<Label: View>: View, PrimitiveView {
    let text: Binding<String>
    let prompt: String
    /// Primitive.
    public var body: EmptyView { EmptyView() }
    func resolve(in context: ResolveContext) -> [ViewNode] {
        let value = text.wrappedValue
        let shown = value.isEmpty ? Text(prompt).foregroundColor(Color(white: 0.7)) : Text(String(repeating: "•", count: value.count))
        return context.resolve(shown, at: "t")
    }
}

extension SecureField where Label == Text {
    /// A field editing `text` secretly, prompting with `title`.
    public init(_ title: String, text: Binding<String>) { self.text = text; prompt = title }
}

/// The on-screen keyboard's type (accepted, not shown).
public enum UIKeyboardTypeChoice: Sendable {
    /// Default.
    case `default`
    /// Digits.
    case numberPad
    /// Email.
    case emailAddress
    /// Decimal.
    case decimalPad
}

extension View {
    /// No effect: there is no keyboard headless.
    public func keyboardType(_ type: UIKeyboardTypeChoice) -> Self { self }
    /// Accepted: fields are drawn as their text in every style (see docs/swiftui.md).
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> Self { self }
    /// No effect: there is no keyboard headless.
    public func autocorrectionDisabled(_ disable: Bool = true) -> Self { self }
    /// No effect: there is no keyboard headless.
    public func submitLabel(_ label: SubmitLabel) -> Self { self }
    /// No effect: there is no keyboard headless.
    public func onSubmit(_ action: @escaping () -> Void) -> Self { self }
}

/// The return key's label (accepted, not shown).
public enum SubmitLabel: Sendable {
    /// Done.
    case done
    /// Go.
    case go
    /// Send.
    case send
    /// Search.
    case search
    /// Next.
    case next
    /// Return.
    case `return`
}
#endif
