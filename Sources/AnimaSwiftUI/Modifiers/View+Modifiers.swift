#if !canImport(Darwin)
extension View {
    func node(_ make: @escaping @MainActor (ResolveContext) -> NodeModifier) -> ModifiedView<Self> {
        ModifiedView(content: self, modifier: make)
    }

    /// A frame of fixed size (nil keeps the content's size on that axis).
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> ModifiedView<Self> {
        node { _ in .frame(width: width, height: height, alignment: alignment) }
    }

    /// A flexible frame.
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> ModifiedView<Self> {
        node { _ in .flexibleFrame(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
                                   idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment) }
    }

    /// Padding on `edges` (nil: 16 pt, iOS's default).
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> ModifiedView<Self> {
        let l = length ?? 16
        return padding(EdgeInsets(top: edges.contains(.top) ? l : 0, leading: edges.contains(.leading) ? l : 0,
                                  bottom: edges.contains(.bottom) ? l : 0, trailing: edges.contains(.trailing) ? l : 0))
    }

    /// Padding of `length` on every edge.
    public func padding(_ length: CGFloat) -> ModifiedView<Self> { padding(.all, length) }

    /// Padding by `insets`.
    public func padding(_ insets: EdgeInsets) -> ModifiedView<Self> { node { _ in .padding(insets) } }

    /// Moves the drawing by `offset` without changing the layout.
    public func offset(_ offset: CGSize) -> ModifiedView<Self> { node { _ in .offset(offset) } }

    /// Moves the drawing by (x, y) without changing the layout.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedView<Self> { offset(CGSize(width: x, height: y)) }

    /// Centres the view at `position` in its parent.
    public func position(_ position: CGPoint) -> ModifiedView<Self> { node { _ in .position(position) } }

    /// Centres the view at (x, y) in its parent.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedView<Self> { position(CGPoint(x: x, y: y)) }

    /// Multiplies the opacity.
    public func opacity(_ opacity: Double) -> ModifiedView<Self> { node { _ in .opacity(opacity) } }

    /// Scales the drawing about `anchor`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> ModifiedView<Self> {
        node { _ in .scale(scale, anchor) }
    }

    /// Scales the drawing uniformly about `anchor`.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> ModifiedView<Self> {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }

    /// Scales the drawing about `anchor`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ModifiedView<Self> {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Rotates the drawing about `anchor`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> ModifiedView<Self> {
        node { _ in .rotation(angle, anchor) }
    }

    /// Draws `background` behind the view, sized to it.
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> ModifiedView<Self> {
        node { ctx in .background(ctx.resolve(background, at: "bg").first.map { $0 } ?? emptyNode(ctx), alignment) }
    }

    /// Draws the view built by `content` behind this one.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> ModifiedView<Self> {
        background(content(), alignment: alignment)
    }

    /// Fills the background with a colour.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> ModifiedView<Self> {
        background(flatColor(style) ?? .clear, alignment: .center)
    }

    /// Draws `overlay` in front of the view, sized to it.
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> ModifiedView<Self> {
        node { ctx in .overlay(ctx.resolve(overlay, at: "ov").first ?? emptyNode(ctx), alignment) }
    }

    /// Draws the view built by `content` in front of this one.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> ModifiedView<Self> {
        overlay(content(), alignment: alignment)
    }

    /// Rounds the corners (clipping).
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> ModifiedView<Self> {
        node { _ in .cornerRadius(radius) }
    }

    /// Clips to `shape`.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> ModifiedView<Self> {
        node { _ in .clipShape(AnyShape(shape)) }
    }

    /// Clips to the frame.
    public func clipped(antialiased: Bool = false) -> ModifiedView<Self> { clipShape(Rectangle()) }

    /// A drop shadow.
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
                       y: CGFloat = 0) -> ModifiedView<Self> {
        node { _ in .shadow(color, radius: radius, x: x, y: y) }
    }

    /// Names the view's layer in recordings (its id in the Scene) and for tests.
    public func accessibilityIdentifier(_ identifier: String) -> ModifiedView<Self> { node { _ in .identifier(identifier) } }

    /// The colour shapes and text draw with.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> EnvironmentView<Self> {
        EnvironmentView(content: self) { env, _ in env.foreground = flatColor(style) }
    }

    /// The colour shapes and text draw with.
    public func foregroundColor(_ color: Color?) -> EnvironmentView<Self> {
        EnvironmentView(content: self) { env, _ in env.foreground = color }
    }

    /// The colour controls use (as the foreground here).
    public func tint(_ color: Color?) -> EnvironmentView<Self> { foregroundColor(color) }
    /// The accent colour of the controls inside (the older name of `tint(_:)`).
    public func accentColor(_ accentColor: Color?) -> EnvironmentView<Self> { tint(accentColor) }

    /// The font of text inside.
    public func font(_ font: Font?) -> EnvironmentView<Self> {
        EnvironmentView(content: self) { env, _ in env.font = font ?? .body }
    }

    /// Animates changes inside when `value` changes, with `animation` (nil: without animation).
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> EnvironmentView<Self> {
        let key = AnyHashable(EquatableBox(value: value))
        return EnvironmentView(content: self) { env, path in
            env.scopes.append(AnimationScope(key: path, animation: animation, value: key))
        }
    }

    /// Animates every change inside with `animation` (SwiftUI's deprecated form without a value).
    public func animation(_ animation: Animation?) -> EnvironmentView<Self> {
        EnvironmentView(content: self) { env, path in
            // A value that differs at every evaluation: whatever changed is animated.
            AlwaysChanged.count += 1
            env.scopes.append(AnimationScope(key: path, animation: animation, value: AnyHashable(AlwaysChanged.count)))
        }
    }

    /// Runs `action` when the view appears.
    public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> AppearView<Self> {
        AppearView(content: self, action: action)
    }

    /// Runs `action` when the view disappears (not tracked here).
    public func onDisappear(perform action: (@MainActor () -> Void)? = nil) -> Self { self }
}

/// An empty node where a background or overlay resolved to nothing.
@MainActor
func emptyNode(_ context: ResolveContext) -> ViewNode {
    ViewNode(key: context.path + "/empty", kind: .stack(StackLayout(axis: .depth, spacing: 0, alignment: .center), []),
             scopes: [])
}

/// The evaluation counter behind `.animation(_:)` without a value.
@MainActor
enum AlwaysChanged {
    static var count = 0
}

/// Makes any Equatable value Hashable by equality alone (all hash the same), to compare `.animation` values.
struct EquatableBox: Hashable, @unchecked Sendable {
    let value: Any
    let equals: (Any) -> Bool
    init<V: Equatable>(value: V) {
        self.value = value
        equals = { ($0 as? V) == value }
    }
    static func == (lhs: EquatableBox, rhs: EquatableBox) -> Bool { lhs.equals(rhs.value) }
    func hash(into hasher: inout Hasher) {}
}
#endif
