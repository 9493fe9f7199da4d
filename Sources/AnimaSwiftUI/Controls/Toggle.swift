#if !canImport(Darwin)
/// A switch bound to a Boolean (SwiftUI's `Toggle`): its label, then a 51 × 31 pt track, green when on.
public struct Toggle<Label: View>: View, PrimitiveView {
    let isOn: Binding<Bool>
    let label: Label
    /// A toggle with a label view.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) { self.isOn = isOn; self.label = label() }
    /// Primitive.
    public var body: EmptyView { EmptyView() }
    func resolve(in context: ResolveContext) -> [ViewNode] {
        let on = isOn.wrappedValue
        let track = ZStack(alignment: on ? .trailing : .leading) {
            Capsule().fill(on ? Color.green : Color(white: 0.9)).frame(width: 51, height: 31)
            Circle().fill(Color.white).frame(width: 27, height: 27).padding(2)
        }
        return context.resolve(HStack { label; Spacer(); track }, at: "t")
    }
}

extension Toggle where Label == Text {
    /// A toggle titled `title`.
    public init(_ title: String, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(title) } }
}

/// A control picking a value in a range (SwiftUI's `Slider`): a 4 pt track filled to the value, and a 28 pt thumb.
public struct Slider<Label: View>: View, PrimitiveView {
    let value: Binding<Double>
    let bounds: ClosedRange<Double>
    /// A slider over `bounds`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where Label == EmptyView,
                                        V.Stride: BinaryFloatingPoint {
        self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
    }
    /// A slider over `bounds`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where Label == EmptyView,
                                        V.Stride: BinaryFloatingPoint {
        self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
    }
    /// Primitive.
    public var body: EmptyView { EmptyView() }
    func resolve(in context: ResolveContext) -> [ViewNode] {
        let span = bounds.upperBound - bounds.lowerBound
        let fraction = span > 0 ? min(max((value.wrappedValue - bounds.lowerBound) / span, 0), 1) : 0
        let view = GeometryReader { proxy in
            ZStack(alignment: .leading) {
                Capsule().fill(Color(white: 0.9)).frame(height: 4)
                Capsule().fill(Color.blue).frame(width: proxy.size.width * fraction, height: 4)
                Circle().fill(Color.white).frame(width: 28, height: 28).offset(x: (proxy.size.width - 28) * fraction)
            }
        }.frame(height: 28)
        return context.resolve(view, at: "s")
    }
}

/// A control stepping a value (SwiftUI's `Stepper`), shown as its label.
public struct Stepper<Label: View>: View, PrimitiveView {
    let label: Label
    /// A stepper of `value` within `bounds`.
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               @ViewBuilder label: () -> Label) { self.label = label() }
    /// Primitive.
    public var body: EmptyView { EmptyView() }
    func resolve(in context: ResolveContext) -> [ViewNode] { context.resolve(label, at: "l") }
}

extension Stepper where Label == Text {
    /// A stepper titled `title`.
    public init<V: Strideable>(_ title: String, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1) {
        self.init(value: value, in: bounds, step: step) { Text(title) }
    }
}
#endif
