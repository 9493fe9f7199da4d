import AnimaCore

extension ListState {
    /// Every problem that keeps this state from becoming a Scene: duplicate or empty ids, non-finite or negative
    /// geometry, non-finite colours; empty when the state is sound.
    public func problems() -> [ListStateError] {
        var problems = viewportProblems()
        var firstIndex: [String: Int] = [:]
        for (i, item) in items.enumerated() {
            let path = "items[\(i)]"
            if item.id.isEmpty { problems.append(ListStateError(path: path + ".id", message: "must not be empty")) }
            if let first = firstIndex[item.id] {
                problems.append(ListStateError(
                    path: path + ".id", message: "duplicate id \"\(item.id)\" (first at items[\(first)]); ids must be unique"))
            } else {
                firstIndex[item.id] = i
            }
            problems += Self.rectProblems(item.frame, at: path + ".frame")
            problems += Self.appearanceProblems(item.appearance, at: path)
        }
        return problems
    }

    /// Throws the first of `problems()`.
    public func validate() throws(ListStateError) {
        if let first = problems().first { throw first }
    }

    private func viewportProblems() -> [ListStateError] {
        var problems = Self.rectProblems(viewport.visibleBounds, at: "viewport")
        if !(canvas.width > 0 && canvas.height > 0 && canvas.width.isFinite && canvas.height.isFinite) {
            problems.append(ListStateError(path: "canvas", message: "width and height must be positive and finite"))
        }
        return problems
    }

    private static func rectProblems(_ rect: Rect, at path: String) -> [ListStateError] {
        guard rect.isFinite else {
            return [ListStateError(path: path, message: "must be four finite numbers, got \(describe(rect))")]
        }
        guard rect.width >= 0, rect.height >= 0 else {
            return [ListStateError(path: path, message: "width and height must not be negative, got \(describe(rect))")]
        }
        return []
    }

    private static func appearanceProblems(_ appearance: ItemAppearance, at path: String) -> [ListStateError] {
        var problems: [ListStateError] = []
        if !appearance.color.isFinite {
            problems.append(ListStateError(path: path + ".color", message: "must have finite components"))
        }
        if !(appearance.cornerRadius.isFinite && appearance.cornerRadius >= 0) {
            problems.append(ListStateError(path: path + ".cornerRadius",
                                           message: "must be a finite number ≥ 0, got \(appearance.cornerRadius)"))
        }
        return problems
    }

    private static func describe(_ r: Rect) -> String { "[\(r.minX), \(r.minY), \(r.width), \(r.height)]" }
}
