#if !canImport(Darwin)
/// A Metal shader function (SwiftUI's `Shader`): there is no GPU headless, so shader effects are accepted and the
/// view is drawn without them.
public struct Shader: Sendable {
    /// The function.
    public let function: ShaderFunction
    /// The arguments.
    public var arguments: [Argument]

    /// A shader argument (accepted, not used).
    public struct Argument: Sendable {
        /// A number.
        public static func float<T: BinaryFloatingPoint>(_ x: T) -> Argument { Argument() }
        /// Two numbers.
        public static func float2<T: BinaryFloatingPoint>(_ x: T, _ y: T) -> Argument { Argument() }
        /// A point.
        public static func float2(_ point: CGPoint) -> Argument { Argument() }
        /// A size.
        public static func float2(_ size: CGSize) -> Argument { Argument() }
        /// Three numbers.
        public static func float3<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T) -> Argument { Argument() }
        /// Four numbers.
        public static func float4<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T, _ w: T) -> Argument { Argument() }
        /// An array of numbers.
        public static func floatArray(_ array: [Float]) -> Argument { Argument() }
        /// A colour.
        public static func color(_ color: Color) -> Argument { Argument() }
        /// An image.
        public static func image(_ image: Image) -> Argument { Argument() }
        /// The view's bounding rectangle.
        public static var boundingRect: Argument { Argument() }
    }
}

/// A function of a shader library (SwiftUI's `ShaderFunction`); calling it makes a `Shader`.
@dynamicCallable
public struct ShaderFunction: Sendable {
    /// The library's name for the function.
    public let name: String
    /// A shader of this function with `arguments`.
    public func dynamicallyCall(withArguments arguments: [Shader.Argument]) -> Shader { Shader(function: self, arguments: arguments) }
}

/// The app's Metal shaders (SwiftUI's `ShaderLibrary`), looked up by name.
@dynamicMemberLookup
public struct ShaderLibrary: Sendable {
    /// The app's default library.
    public static let `default` = ShaderLibrary()
    /// The function named `name` in the default library.
    public static subscript(dynamicMember name: String) -> ShaderFunction { ShaderFunction(name: name) }
    /// The function named `name`.
    public subscript(dynamicMember name: String) -> ShaderFunction { ShaderFunction(name: name) }
}

extension View {
    /// No effect: shaders are not run headless.
    public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> Self { self }
    /// No effect: shaders are not run headless.
    public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> Self { self }
    /// No effect: shaders are not run headless.
    public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> Self { self }
    /// The view as `effect` leaves it given its geometry; headless, the effect is not applied.
    public func visualEffect<V>(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> V) -> Self { self }
}

/// The visual effect a `visualEffect` closure starts from (its modifiers are accepted, not applied).
public struct EmptyVisualEffect: Sendable {
    /// Accepted, not applied.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> EmptyVisualEffect { self }
    /// Accepted, not applied.
    public func offset(_ offset: CGSize) -> EmptyVisualEffect { self }
    /// Accepted, not applied.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> EmptyVisualEffect { self }
    /// Accepted, not applied.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> EmptyVisualEffect { self }
    /// Accepted, not applied.
    public func opacity(_ opacity: Double) -> EmptyVisualEffect { self }
    /// Accepted, not applied.
    public func blur(radius: CGFloat) -> EmptyVisualEffect { self }
    /// Accepted, not applied.
    public func hueRotation(_ angle: Angle) -> EmptyVisualEffect { self }
    /// Accepted, not applied.
    public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> EmptyVisualEffect { self }
    /// Accepted, not applied.
    public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> EmptyVisualEffect { self }
    /// Accepted, not applied.
    public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> EmptyVisualEffect { self }
}
#endif
