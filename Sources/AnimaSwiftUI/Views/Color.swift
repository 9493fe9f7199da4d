#if !canImport(Darwin)
/// A colour, also a view that fills the space it is offered (SwiftUI's `Color`).
public struct Color: Hashable, Sendable, View, PrimitiveView {
    let red: Double, green: Double, blue: Double, alpha: Double

    /// An sRGB colour.
    nonisolated public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; alpha = opacity
    }
    /// A grey.
    nonisolated public init(white: Double, opacity: Double = 1) { self.init(red: white, green: white, blue: white, opacity: opacity) }
    /// A colour from hue, saturation and brightness (each 0…1), converted as UIKit converts them.
    nonisolated public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        self.init(uiColor: UIColor(hue: hue, saturation: saturation, brightness: brightness, alpha: opacity))
    }
    /// A UIKit colour.
    nonisolated public init(uiColor: UIColor) {
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        _ = uiColor.getRed(&r, green: &g, blue: &b, alpha: &a)
        self.init(red: Double(r), green: Double(g), blue: Double(b), opacity: Double(a))
    }

    nonisolated private init(_ r: Double, _ g: Double, _ b: Double) { self.init(red: r / 255, green: g / 255, blue: b / 255) }

    /// The same colour with `opacity` times its alpha.
    nonisolated public func opacity(_ opacity: Double) -> Color { Color(red: red, green: green, blue: blue, opacity: alpha * opacity) }

    /// The UIKit colour.
    nonisolated var uiColor: UIColor { UIColor(red: red, green: green, blue: blue, alpha: alpha) }
    /// The Core Graphics colour.
    nonisolated var cgColor: CGColor { uiColor.cgColor }

    /// iOS system red (light mode).
    nonisolated public static let red = Color(255, 59, 48)
    /// iOS system orange.
    nonisolated public static let orange = Color(255, 149, 0)
    /// iOS system yellow.
    nonisolated public static let yellow = Color(255, 204, 0)
    /// iOS system green.
    nonisolated public static let green = Color(52, 199, 89)
    /// iOS system mint.
    nonisolated public static let mint = Color(0, 199, 190)
    /// iOS system teal.
    nonisolated public static let teal = Color(48, 176, 199)
    /// iOS system cyan.
    nonisolated public static let cyan = Color(50, 173, 230)
    /// iOS system blue.
    nonisolated public static let blue = Color(0, 122, 255)
    /// iOS system indigo.
    nonisolated public static let indigo = Color(88, 86, 214)
    /// iOS system purple.
    nonisolated public static let purple = Color(175, 82, 222)
    /// iOS system pink.
    nonisolated public static let pink = Color(255, 45, 85)
    /// iOS system brown.
    nonisolated public static let brown = Color(162, 132, 94)
    /// iOS system grey.
    nonisolated public static let gray = Color(142, 142, 147)
    /// Black.
    nonisolated public static let black = Color(0, 0, 0)
    /// White.
    nonisolated public static let white = Color(255, 255, 255)
    /// Fully transparent.
    nonisolated public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
    /// The primary label colour (light mode: black).
    nonisolated public static let primary = Color(0, 0, 0)
    /// The secondary label colour (light mode: grey at 60 %).
    nonisolated public static let secondary = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.6)
    /// The accent colour (system blue).
    nonisolated public static let accentColor = Color.blue

    /// Primitive.
    public var body: EmptyView { EmptyView() }
    func resolve(in context: ResolveContext) -> [ViewNode] {
        [ViewNode(key: context.path, kind: .color(self), scopes: context.environment.scopes)]
    }
}

/// A fill or stroke style; colours are the styles supported here.
public protocol ShapeStyle: Sendable {}
extension Color: ShapeStyle {}

extension ShapeStyle where Self == Color {
    /// The foreground style's default, primary.
    public static var foreground: Color { .primary }
}

extension ShapeStyle where Self == Color {
    /// Color.red.
    public static var red: Color { Color.red }
    /// Color.orange.
    public static var orange: Color { Color.orange }
    /// Color.yellow.
    public static var yellow: Color { Color.yellow }
    /// Color.green.
    public static var green: Color { Color.green }
    /// Color.mint.
    public static var mint: Color { Color.mint }
    /// Color.teal.
    public static var teal: Color { Color.teal }
    /// Color.cyan.
    public static var cyan: Color { Color.cyan }
    /// Color.blue.
    public static var blue: Color { Color.blue }
    /// Color.indigo.
    public static var indigo: Color { Color.indigo }
    /// Color.purple.
    public static var purple: Color { Color.purple }
    /// Color.pink.
    public static var pink: Color { Color.pink }
    /// Color.brown.
    public static var brown: Color { Color.brown }
    /// Color.gray.
    public static var gray: Color { Color.gray }
    /// Color.black.
    public static var black: Color { Color.black }
    /// Color.white.
    public static var white: Color { Color.white }
    /// Color.clear.
    public static var clear: Color { Color.clear }
    /// Color.primary.
    public static var primary: Color { Color.primary }
    /// Color.secondary.
    public static var secondary: Color { Color.secondary }
}
#endif
