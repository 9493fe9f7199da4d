#if !canImport(Darwin)
/// A value views pass up to their ancestors (SwiftUI's `PreferenceKey`). Preferences are not collected headless:
/// `preference` is accepted and `onPreferenceChange` actions are not called.
public protocol PreferenceKey {
    /// The value's type.
    associatedtype Value
    /// The value when no view sets one.
    static var defaultValue: Value { get }
    /// Combines a sibling's value into `value`.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension View {
    /// Accepted: preferences are not collected headless.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> Self { self }
    /// Not called: preferences are not collected headless.
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> Self
    where K.Value: Equatable { self }
    /// Accepted: preferences are not collected headless.
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> Self { self }
    /// No effect: text is drawn in its own case.
    public func textCase(_ textCase: Text.Case?) -> Self { self }
    /// No effect: there is no keyboard headless.
    public func disableAutocorrection(_ disable: Bool?) -> Self { self }
    /// No effect: there is no keyboard headless.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> Self { self }
    /// No effect: toggles are drawn as switches.
    public func toggleStyle<S>(_ style: S) -> Self { self }
    /// No effect: glass is not drawn headless.
    public func glassEffect() -> Self { self }
}

extension Text {
    /// A text case.
    public enum Case: Sendable, Hashable {
        /// Upper case.
        case uppercase
        /// Lower case.
        case lowercase
    }
}

/// How typed text is capitalised (accepted).
public struct TextInputAutocapitalization: Sendable {
    let name: String
    /// Never.
    public static let never = TextInputAutocapitalization(name: "never")
    /// Words.
    public static let words = TextInputAutocapitalization(name: "words")
    /// Sentences.
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    /// Every character.
    public static let characters = TextInputAutocapitalization(name: "characters")
}
#endif
