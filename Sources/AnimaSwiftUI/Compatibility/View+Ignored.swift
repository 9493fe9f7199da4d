#if !canImport(Darwin)
/// A colour scheme.
public enum ColorScheme: Sendable, Hashable {
    /// Light.
    case light
    /// Dark.
    case dark
}

/// Safe-area regions.
public struct SafeAreaRegions: OptionSet, Sendable {
    /// The bits.
    public let rawValue: Int
    /// A set from bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// All regions.
    public static let all = SafeAreaRegions(rawValue: 3)
    /// The container's.
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The keyboard's.
    public static let keyboard = SafeAreaRegions(rawValue: 2)
}

/// Modifiers accepted so real code compiles, with no effect headless (listed in docs/swiftui.md).
extension View {
    /// No effect: the light scheme is used.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> Self { self }
    /// No effect: the host has no safe area.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> Self { self }
    /// No effect: the host has no safe area.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> Self { self }
    /// No touches headless: the action is not called.
    public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void) -> Self { self }
    /// No touches headless: the action is not called.
    public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local,
                             perform action: @escaping @MainActor (CGPoint) -> Void) -> Self { self }
    /// No effect (hue is not rotated).
    public func hueRotation(_ angle: Angle) -> Self { self }
    /// No effect (no blur).
    public func blur(radius: CGFloat, opaque: Bool = false) -> Self { self }
    /// No effect.
    public func navigationTitle(_ title: String) -> Self { self }
    /// No effect.
    public func navigationTitle(_ title: Text) -> Self { self }
    /// No effect.
    public func zIndex(_ value: Double) -> Self { self }
    /// No effect (no hit testing headless).
    public func contentShape<S: Shape>(_ shape: S) -> Self { self }
    /// No effect.
    public func allowsHitTesting(_ enabled: Bool) -> Self { self }
    /// No effect (a single line is assumed).
    public func lineLimit(_ number: Int?) -> Self { self }
    /// No effect.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> Self { self }
    /// A border drawn as an overlaid stroked rectangle.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> ModifiedView<Self> {
        overlay(Rectangle().stroke(content, lineWidth: width))
    }
}

/// Text alignment.
public enum TextAlignment: Sendable, Hashable {
    /// Leading edge.
    case leading
    /// Centred.
    case center
    /// Trailing edge.
    case trailing
}

/// How a stroke is drawn (width used; caps, joins and dashes not drawn here).
public struct StrokeStyle: Hashable, Sendable {
    /// The width.
    public var lineWidth: CGFloat
    /// The cap.
    public var lineCap: LineCap
    /// The join.
    public var lineJoin: LineJoin
    /// The miter limit.
    public var miterLimit: CGFloat
    /// The dash pattern.
    public var dash: [CGFloat]
    /// The dash phase.
    public var dashPhase: CGFloat
    /// A stroke style.
    public init(lineWidth: CGFloat = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: CGFloat = 10,
                dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth; self.lineCap = lineCap; self.lineJoin = lineJoin; self.miterLimit = miterLimit
        self.dash = dash; self.dashPhase = dashPhase
    }
}

extension StrokeStyle {
    /// A line cap (Core Graphics' `CGLineCap` on iOS; nested here so it cannot collide with AnimaUIKit's names).
    public enum LineCap: Int32, Sendable, Hashable {
        /// Ends at the endpoint.
        case butt
        /// Rounded.
        case round
        /// Extends by half the width.
        case square
    }
    /// A line join (Core Graphics' `CGLineJoin` on iOS).
    public enum LineJoin: Int32, Sendable, Hashable {
        /// Mitred.
        case miter
        /// Rounded.
        case round
        /// Bevelled.
        case bevel
    }
}

extension Shape {
    /// Stroked with `content` in `style`.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> ShapeView { stroke(content, lineWidth: style.lineWidth) }
    /// Stroked with the foreground colour in `style`.
    public func stroke(style: StrokeStyle) -> ShapeView { stroke(lineWidth: style.lineWidth) }
    /// The part of the outline from `from` to `to` (the whole outline is drawn here).
    public func trim(from: CGFloat = 0, to: CGFloat = 1) -> Self { self }
}

#endif
