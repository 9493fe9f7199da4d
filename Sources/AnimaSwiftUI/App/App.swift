#if !canImport(Darwin)
/// An app's structure (SwiftUI's `App`). Its `main()` hosts the first window's content once, headless: an app
/// type-checks and runs, and tests host its views themselves.
@MainActor @preconcurrency
public protocol App {
    /// The type of the body.
    associatedtype Body: Scene
    /// The app's scenes.
    @SceneBuilder var body: Body { get }
    /// Creates the app.
    init()
}

extension App {
    /// The entry point `@main` calls: creates the app and lays out its first window's content once.
    public static func main() {
        let app = Self()
        guard let window = app.body as? WindowContent else { return }
        window.host().view.layoutIfNeeded()
    }
}

/// A scene whose content can be hosted (a window group).
@MainActor
protocol WindowContent {
    /// A host showing the content.
    func host() -> UIHostingController<AnyView>
}
#endif
