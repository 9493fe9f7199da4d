#if !canImport(Darwin)
/// A choice among tagged views (SwiftUI's `Picker`), shown as its options in a row.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let content: Content
    /// A picker bound to `selection`.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
    }
    /// A picker bound to `selection` (older form).
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) { self.content = content() }
    /// Primitive.
    public var body: EmptyView { EmptyView() }
    func resolve(in context: ResolveContext) -> [ViewNode] {
        stackNode(StackLayout(axis: .horizontal, spacing: nil, alignment: .center), content, context)
    }
}

extension Picker where Label == Text {
    /// A picker titled `title`.
    public init(_ title: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

/// A picker's style (accepted; pickers are drawn as a row).
public struct PickerStyleChoice: Sendable {
    let name: String
    /// Segments.
    public static let segmented = PickerStyleChoice(name: "segmented")
    /// A wheel.
    public static let wheel = PickerStyleChoice(name: "wheel")
    /// A menu.
    public static let menu = PickerStyleChoice(name: "menu")
    /// Inline.
    public static let inline = PickerStyleChoice(name: "inline")
    /// The system's choice.
    public static let automatic = PickerStyleChoice(name: "automatic")
}

/// Segmented picker style (older spelling).
public struct SegmentedPickerStyle: Sendable {
    /// The style.
    public init() {}
}

/// Wheel picker style (older spelling).
public struct WheelPickerStyle: Sendable {
    /// The style.
    public init() {}
}

extension View {
    /// No effect: pickers are drawn as a row.
    public func pickerStyle(_ style: PickerStyleChoice) -> Self { self }
    /// No effect: pickers are drawn as a row.
    public func pickerStyle(_ style: SegmentedPickerStyle) -> Self { self }
    /// No effect: pickers are drawn as a row.
    public func pickerStyle(_ style: WheelPickerStyle) -> Self { self }
    /// No effect: the tag identifies a picker option, which is not selectable headless.
    public func tag<V: Hashable>(_ tag: V) -> Self { self }
}
#endif
