#if !canImport(Darwin)
/// `#Preview { … }`: the body type-checks with the file and the expansion is empty; `anima preview --list FILE`
/// lists a file's previews and `anima preview --draw DIR FILE` records and draws them (docs/swiftui.md).
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "AnimaSwiftUIMacros", type: "PreviewMacro")

/// `#Preview("name", traits: …) { … }`.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait, _ moreTraits: PreviewTrait...,
                     @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "AnimaSwiftUIMacros", type: "PreviewMacro")

/// `@Previewable @State var x = …` inside a `#Preview`: the declaration becomes a property of the drawn preview.
@attached(peer)
public macro Previewable() = #externalMacro(module: "AnimaSwiftUIMacros", type: "PreviewMacro")

/// A preview's layout trait (accepted, not used).
public struct PreviewTrait: Sendable {
    /// The size that fits the view.
    public static let sizeThatFitsLayout = PreviewTrait()
    /// A fixed size.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait { PreviewTrait() }
    /// Portrait.
    public static let portrait = PreviewTrait()
    /// Landscape left.
    public static let landscapeLeft = PreviewTrait()
}

/// The older preview protocol: a type whose `previews` are views.
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The previewed views' type.
    associatedtype Previews: View
    /// The previews.
    @ViewBuilder static var previews: Previews { get }
}

extension View {
    /// A preview's display name (ignored here).
    public func previewDisplayName(_ value: String?) -> Self { self }
    /// A preview's layout (ignored here).
    public func previewLayout(_ value: PreviewTrait) -> Self { self }
}
#endif
