#if !canImport(Darwin)
/// Where a toolbar item goes (accepted; bars are not drawn headless).
public struct ToolbarItemPlacement: Sendable {
    let name: String
    /// The system's choice.
    public static let automatic = ToolbarItemPlacement(name: "automatic")
    /// The principal place.
    public static let principal = ToolbarItemPlacement(name: "principal")
    /// The leading edge of the navigation bar.
    public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
    /// The trailing edge of the navigation bar.
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
    /// The leading edge of the top bar.
    public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
    /// The trailing edge of the top bar.
    public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
    /// The bottom bar.
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
    /// A confirming action.
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
    /// A cancelling action.
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
    /// Above the keyboard.
    public static let keyboard = ToolbarItemPlacement(name: "keyboard")
}

/// A toolbar item (accepted, not drawn).
public struct ToolbarItem<Content: View>: View, PrimitiveView {
    /// An item at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
    /// Primitive.
    public var body: EmptyView { EmptyView() }
    func resolve(in context: ResolveContext) -> [ViewNode] { [] }
}

/// A group of toolbar items (accepted, not drawn).
public struct ToolbarItemGroup<Content: View>: View, PrimitiveView {
    /// Items at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
    /// Primitive.
    public var body: EmptyView { EmptyView() }
    func resolve(in context: ResolveContext) -> [ViewNode] { [] }
}

/// How a toolbar shows the navigation title (SwiftUI's `ToolbarTitleDisplayMode`; bars are not drawn headless).
public struct ToolbarTitleDisplayMode: Sendable, Hashable {
    let name: String
    /// The system's choice.
    public static let automatic = ToolbarTitleDisplayMode(name: "automatic")
    /// Small, in the bar.
    public static let inline = ToolbarTitleDisplayMode(name: "inline")
    /// Large, in the bar's leading edge.
    public static let inlineLarge = ToolbarTitleDisplayMode(name: "inlineLarge")
    /// Large, under the bar.
    public static let large = ToolbarTitleDisplayMode(name: "large")
}

/// How a navigation title is shown.
public enum TitleDisplayMode: Sendable {
    /// The system's choice.
    case automatic
    /// Small, in the bar.
    case inline
    /// Large, under the bar.
    case large
}

/// A bar's visibility.
public enum Visibility: Sendable, Hashable {
    /// The system's choice.
    case automatic
    /// Shown.
    case visible
    /// Hidden.
    case hidden
}

extension NavigationBarItem {
    /// The title display mode's older name.
    public typealias TitleDisplayMode = AnimaSwiftUI.TitleDisplayMode
}

/// The namespace of the older navigation bar API.
public enum NavigationBarItem {}

extension View {
    /// No effect: bars are not drawn headless.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> Self { self }
    /// No effect: bars are not drawn headless.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> Self { self }
    /// No effect: bars are not drawn headless.
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> Self { self }
    /// No effect: bars are not drawn headless.
    public func navigationBarTitleDisplayMode(_ displayMode: TitleDisplayMode) -> Self { self }
    /// No effect: bars are not drawn headless.
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> Self { self }
    /// No effect: bars are not drawn headless.
    public func navigationBarTitle(_ title: String) -> Self { self }
    /// No effect: bars are not drawn headless.
    public func navigationBarTitle(_ title: String, displayMode: TitleDisplayMode) -> Self { self }
    /// No effect: bars are not drawn headless.
    public func navigationBarHidden(_ hidden: Bool) -> Self { self }
    /// No effect: bars are not drawn headless.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> Self { self }
    /// No effect: bars are not drawn headless.
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> Self { self }
    /// No effect: bars are not drawn headless.
    public func navigationBarItems<T: View>(trailing: T) -> Self { self }
    /// No effect: bars are not drawn headless.
    public func navigationBarItems<L: View>(leading: L) -> Self { self }
    /// No effect: nothing is pushed headless.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> Self { self }
    /// No effect: nothing is pushed headless.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> Self { self }
    /// No effect: nothing is presented headless.
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                     @ViewBuilder content: @escaping () -> Content) -> Self { self }
    /// No effect: nothing is presented headless.
    public func sheet<Item: Identifiable, Content: View>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
                                                         @ViewBuilder content: @escaping (Item) -> Content) -> Self { self }
    /// No effect: nothing is presented headless.
    public func fullScreenCover<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
                                               @ViewBuilder content: @escaping () -> Content) -> Self { self }
    /// No effect: nothing is presented headless.
    public func alert<A: View>(_ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> Self { self }
    /// No effect: nothing is presented headless.
    public func alert<A: View, M: View>(_ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
                                        @ViewBuilder message: () -> M) -> Self { self }
    /// No effect: the status bar is not drawn headless.
    public func statusBarHidden(_ hidden: Bool = true) -> Self { self }
    /// No effect: the status bar is not drawn headless.
    public func statusBar(hidden: Bool) -> Self { self }
    /// No effect: nothing searches headless.
    public func searchable(text: Binding<String>, prompt: String? = nil) -> Self { self }
    /// No effect: tabs are not drawn headless.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> Self { self }
}

/// A bar toolbars can modify.
public struct ToolbarPlacement: Sendable {
    let name: String
    /// The navigation bar.
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    /// The tab bar.
    public static let tabBar = ToolbarPlacement(name: "tabBar")
    /// The system's choice.
    public static let automatic = ToolbarPlacement(name: "automatic")
}
#endif
