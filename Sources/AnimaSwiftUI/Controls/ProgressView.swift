#if !canImport(Darwin)
/// Progress (SwiftUI's `ProgressView`): a 4 pt bar filled to the fraction, or a 20 pt spinner placeholder.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View, PrimitiveView {
    let fraction: Double?
    /// Primitive.
    public var body: EmptyView { EmptyView() }
    func resolve(in context: ResolveContext) -> [ViewNode] {
        guard let fraction else { return context.resolve(Circle().stroke(Color.gray, lineWidth: 2).frame(width: 20, height: 20), at: "p") }
        let bar = GeometryReader { proxy in
            ZStack(alignment: .leading) {
                Capsule().fill(Color(white: 0.9))
                Capsule().fill(Color.blue).frame(width: proxy.size.width * fraction)
            }
        }.frame(height: 4)
        return context.resolve(bar, at: "p")
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// An indeterminate spinner.
    public init() { fraction = nil }
    /// A bar at `value` of `total`.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        fraction = value.map { total > 0 ? min(max(Double($0 / total), 0), 1) : 0 }
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// A titled spinner.
    public init(_ title: String) { fraction = nil }
    /// A titled bar at `value` of `total`.
    public init<V: BinaryFloatingPoint>(_ title: String, value: V?, total: V = 1.0) {
        fraction = value.map { total > 0 ? min(max(Double($0 / total), 0), 1) : 0 }
    }
}

extension View {
    /// No effect: progress views have one style.
    public func progressViewStyle<S>(_ style: S) -> Self { self }
}
#endif
