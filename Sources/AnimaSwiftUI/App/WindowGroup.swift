#if !canImport(Darwin)
/// A window showing a view (SwiftUI's `WindowGroup`).
public struct WindowGroup<Content: View>: Scene, WindowContent {
    let content: Content

    /// A window of `content`.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    /// A titled window of `content`.
    public init(_ title: String, @ViewBuilder content: () -> Content) { self.content = content() }
    /// A titled window of `content` with an identifier.
    public init(_ title: String, id: String, @ViewBuilder content: () -> Content) { self.content = content() }
    /// Primitive.
    public var body: Never { fatalError("WindowGroup has no body") }

    func host() -> UIHostingController<AnyView> { UIHostingController(rootView: AnyView(content)) }
}

/// A macOS settings scene (not shown headless).
public struct Settings<Content: View>: Scene {
    /// A settings scene of `content`.
    public init(@ViewBuilder content: () -> Content) {}
    /// Primitive.
    public var body: Never { fatalError("Settings has no body") }
}
#endif
