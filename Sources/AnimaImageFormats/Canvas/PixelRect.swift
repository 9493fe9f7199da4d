import AnimaCore

/// A rectangle of whole device pixels: columns `x ..< x + width`, rows `y ..< y + height`.
public struct PixelRect: Sendable, Hashable {
    /// The leftmost column.
    public var x: Int
    /// The top row.
    public var y: Int
    /// The number of columns (never negative).
    public var width: Int
    /// The number of rows (never negative).
    public var height: Int

    /// Creates a pixel rectangle; negative extents become zero.
    @inlinable public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = Swift.max(width, 0); self.height = Swift.max(height, 0)
    }

    /// One past the rightmost column.
    @inlinable public var maxX: Int { x + width }
    /// One past the bottom row.
    @inlinable public var maxY: Int { y + height }
    /// Whether the rectangle holds no pixel.
    @inlinable public var isEmpty: Bool { width == 0 || height == 0 }
    /// The number of pixels, `Int.max` when that does not fit (a rectangle grown by an absurd blur).
    @inlinable public var area: Int {
        let (product, overflow) = width.multipliedReportingOverflow(by: height)
        return overflow ? Int.max : product
    }

    /// The pixels in both rectangles.
    @inlinable public func intersection(_ o: PixelRect) -> PixelRect {
        let x0 = Swift.max(x, o.x), y0 = Swift.max(y, o.y)
        let x1 = Swift.min(maxX, o.maxX), y1 = Swift.min(maxY, o.maxY)
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The smallest rectangle holding both (an empty operand is ignored).
    @inlinable public func union(_ o: PixelRect) -> PixelRect {
        if isEmpty { return o }
        if o.isEmpty { return self }
        let x0 = Swift.min(x, o.x), y0 = Swift.min(y, o.y)
        return PixelRect(x: x0, y: y0, width: Swift.max(maxX, o.maxX) - x0, height: Swift.max(maxY, o.maxY) - y0)
    }

    /// The rectangle grown by `d` pixels on every side.
    @inlinable public func outset(by d: Int) -> PixelRect {
        PixelRect(x: x - d, y: y - d, width: width + 2 * d, height: height + 2 * d)
    }

    /// The pixels a real-valued rectangle touches (rounded outwards); empty for non-finite input.
    public init(covering r: Rect) {
        guard r.isFinite, r.width > 0, r.height > 0 else { self.init(x: 0, y: 0, width: 0, height: 0); return }
        // Clamp before converting so absurd coordinates cannot overflow Int.
        let lim = 1.0e8
        let x0 = Swift.min(Swift.max(r.minX.rounded(.down), -lim), lim)
        let y0 = Swift.min(Swift.max(r.minY.rounded(.down), -lim), lim)
        let x1 = Swift.min(Swift.max(r.maxX.rounded(.up), -lim), lim)
        let y1 = Swift.min(Swift.max(r.maxY.rounded(.up), -lim), lim)
        self.init(x: Int(x0), y: Int(y0), width: Int(x1 - x0), height: Int(y1 - y0))
    }
}
