import AnimaCore

/// Changes to selected elements of a layout, the element level of the cascade, in the spirit of TABAnimated's chain
/// syntax: `Adjustment.element("title").width(120).moveUp(2).lastLineScale(0.5)`.
public struct Adjustment: Sendable, Hashable {
    /// The elements changed.
    public var selection: [ElementSelector]
    /// The changes, in order.
    public var changes: [AdjustmentChange]

    /// Creates an adjustment.
    public init(selection: [ElementSelector], changes: [AdjustmentChange] = []) {
        self.selection = selection; self.changes = changes
    }

    /// Selects the element with `id`.
    public static func element(_ id: String) -> Adjustment { Adjustment(selection: [.id(id)]) }
    /// Selects the element at depth-first `index` (root excluded).
    public static func element(at index: Int) -> Adjustment { Adjustment(selection: [.index(index)]) }
    /// Selects several elements by id.
    public static func elements(_ ids: String...) -> Adjustment { Adjustment(selection: ids.map { .id($0) }) }
    /// Selects the elements at `indices` (TABAnimated's `animations(start, count)`).
    public static func elements(at indices: Range<Int>) -> Adjustment {
        Adjustment(selection: indices.map { .index($0) })
    }

    /// Adds a change.
    public func adding(_ change: AdjustmentChange) -> Adjustment {
        var copy = self
        copy.changes.append(change)
        return copy
    }
}

extension Adjustment {
    /// Sets the width.
    public func width(_ w: Double) -> Adjustment { adding(.width(w)) }
    /// Sets the height.
    public func height(_ h: Double) -> Adjustment { adding(.height(h)) }
    /// Moves up.
    public func moveUp(_ d: Double) -> Adjustment { adding(.move(dx: 0, dy: -d)) }
    /// Moves down.
    public func moveDown(_ d: Double) -> Adjustment { adding(.move(dx: 0, dy: d)) }
    /// Moves left.
    public func moveLeft(_ d: Double) -> Adjustment { adding(.move(dx: -d, dy: 0)) }
    /// Moves right.
    public func moveRight(_ d: Double) -> Adjustment { adding(.move(dx: d, dy: 0)) }
    /// Narrows by `d` points.
    public func reducedWidth(_ d: Double) -> Adjustment { adding(.reduceWidth(d)) }
    /// Shortens by `d` points.
    public func reducedHeight(_ d: Double) -> Adjustment { adding(.reduceHeight(d)) }
    /// Sets the corner radius.
    public func radius(_ r: Double) -> Adjustment { adding(.setting(.cornerRadius(r))) }
    /// Sets the number of lines.
    public func lines(_ n: Int) -> Adjustment { adding(.lines(n)) }
    /// Sets the gap between lines.
    public func lineSpacing(_ s: Double) -> Adjustment { adding(.setting(.lineSpacing(s))) }
    /// Sets the line height.
    public func lineHeight(_ h: Double) -> Adjustment { adding(.setting(.lineHeight(h))) }
    /// Sets the last line's width as a fraction of the label's.
    public func lastLineScale(_ s: Double) -> Adjustment { adding(.setting(.lastLineFill(s))) }
    /// Removes the element.
    public func remove() -> Adjustment { adding(.remove) }
    /// Colours the element's bones.
    public func color(_ c: Color) -> Adjustment { adding(.setting(.elementColor(c))) }
    /// Makes an image a circle.
    public func circle() -> Adjustment { adding(.setting(.imagesAsCircles(true))) }
    /// Keeps the element static.
    public func withoutAnimation() -> Adjustment { adding(.setting(.animated(false))) }
    /// Sets the drop step.
    public func dropIndex(_ i: Int) -> Adjustment { adding(.setting(.dropIndex(i))) }
    /// Sets the drop step of the first line, the next lines following.
    public func dropFromIndex(_ i: Int) -> Adjustment { adding(.setting(.dropFromIndex(i))) }
    /// Sets the fraction of its drop step the element stays dark.
    public func dropStayRatio(_ r: Double) -> Adjustment { adding(.setting(.dropStayRatio(r))) }
    /// Takes the element out of the drop wave.
    public func removeOnDrop() -> Adjustment { adding(.setting(.removeOnDrop(true))) }
    /// Makes the element stretch long in the stretch style.
    public func toLong() -> Adjustment { adding(.setting(.stretchMode(.long))) }
    /// Makes the element stretch short in the stretch style.
    public func toShort() -> Adjustment { adding(.setting(.stretchMode(.short))) }
    /// Gives the element another style.
    public func style(_ s: SkeletonStyle) -> Adjustment { adding(.setting(.style(s))) }
    /// Any other setting.
    public func setting(_ s: SkeletonSetting) -> Adjustment { adding(.setting(s)) }
}
