import AnimaRender

/// Lays rendered frames left to right in one image. (TransitionCommand has a private copy; both belong in AnimaRender's
/// Filmstrip folder once it has a public API for it.)
enum Filmstrip {
    /// The frames side by side; they must all have the first one's size.
    static func sideBySide(_ frames: [Canvas]) throws -> Canvas {
        guard let first = frames.first else { throw CLIError(.usage, "a filmstrip needs at least one time") }
        let width = first.width, height = first.height, total = width * frames.count
        var rgba = [UInt8](repeating: 0, count: total * height * 4)
        for (k, frame) in frames.enumerated() {
            let pixels = frame.straightRGBA()
            for y in 0..<height {
                let source = y * width * 4, target = (y * total + k * width) * 4
                rgba.replaceSubrange(target..<(target + width * 4), with: pixels[source..<(source + width * 4)])
            }
        }
        return try Canvas(width: total, height: height, straightRGBA: rgba)
    }
}
