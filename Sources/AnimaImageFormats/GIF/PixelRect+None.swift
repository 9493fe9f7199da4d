/// The empty rectangle the GIF planner starts its unions from.
extension PixelRect {
    /// The empty rectangle at the origin.
    static let none = PixelRect(x: 0, y: 0, width: 0, height: 0)
}
