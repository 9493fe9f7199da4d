#if !canImport(Darwin)
/// A part of an app's interface (SwiftUI's `Scene`).
@MainActor @preconcurrency
public protocol Scene {
    /// The type of the body.
    associatedtype Body: Scene
    /// The scene's content.
    @SceneBuilder var body: Self.Body { get }
}

extension Never: Scene {}

/// Builds scenes from a closure of scene statements.
@resultBuilder @MainActor @preconcurrency
public enum SceneBuilder {
    /// One scene.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
    /// Several scenes: the first is hosted headless.
    public static func buildBlock<First: Scene, each Rest: Scene>(_ first: First, _ rest: repeat each Rest) -> First { first }
    /// A scene under an availability check.
    public static func buildLimitedAvailability<Content: Scene>(_ content: Content) -> Content { content }
}

extension Scene {
    /// No effect headless.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> Self { self }
    /// No effect headless.
    public func commands<C>(@CommandsBuilder content: () -> C) -> Self { self }
}

/// Builds menu commands (accepted, not shown).
@resultBuilder
public enum CommandsBuilder {
    /// Any commands.
    public static func buildBlock<each C>(_ content: repeat each C) -> Int { 0 }
}
#endif
