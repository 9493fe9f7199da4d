import AnimaCore

/// Applies a layout's adjustments to its view trees (the root, nested list cells and every section's header, cell and
/// footer), reporting selections that name nothing and changes that make no sense.
struct AdjustmentApplier {
    let layout: SkeletonLayout

    /// The problems applying the adjustments would meet.
    func issues() -> [SkeletonIssue] { run().issues }

    /// The layout with every adjustment applied (problems are skipped; `issues()` reports them).
    func applied() -> SkeletonLayout { run().layout }

    private func run() -> (layout: SkeletonLayout, issues: [SkeletonIssue]) {
        var result = layout
        var issues: [SkeletonIssue] = []
        for (i, adjustment) in layout.adjustments.enumerated() {
            let path = "adjustments[\(i)]"
            issues += changeIssues(adjustment.changes, path: path)
            for (j, selector) in adjustment.selection.enumerated() {
                let selectPath = adjustment.selection.count == 1 ? path + ".select" : "\(path).select[\(j)]"
                var touched: [ViewNode] = []
                Self.edit(&result, selector) { node in
                    for change in adjustment.changes { Self.apply(change, to: &node) }
                    Self.keepExplicitWidth(adjustment.changes, of: &node)
                    touched.append(node)
                }
                if touched.isEmpty {
                    issues.append(SkeletonIssue(path: selectPath, message: Self.missing(selector, in: layout.root)))
                }
                if selector == .id(layout.root.id), adjustment.changes.contains(.remove) {
                    issues.append(SkeletonIssue(path: selectPath, message: "the root \"\(layout.root.id)\" cannot be removed"))
                }
                for node in touched where node.frame.width < 0 || node.frame.height < 0 {
                    issues.append(SkeletonIssue(path: path, message:
                        "makes \"\(node.id)\" \(node.frame.width) × \(node.frame.height) points; sizes must not be negative"))
                }
            }
        }
        result.adjustments = []
        return (result, issues)
    }

    private static func missing(_ selector: ElementSelector, in root: ViewNode) -> String {
        switch selector {
        case .id(let id): "no element \"\(id)\" in the layout"
        case .index(let n): "no element at index \(n); the root has \(descendantCount(root)) elements below it"
        }
    }

    private func changeIssues(_ changes: [AdjustmentChange], path: String) -> [SkeletonIssue] {
        changes.compactMap { change in
            switch change {
            case .width(let v) where !(v >= 0 && v.isFinite): SkeletonIssue(path: path + ".width", message: "must be 0 or more, got \(v)")
            case .height(let v) where !(v >= 0 && v.isFinite): SkeletonIssue(path: path + ".height", message: "must be 0 or more, got \(v)")
            case .lines(let n) where n < 0: SkeletonIssue(path: path + ".lines", message: "must be 0 (as many as fit) or more, got \(n)")
            case .lines(let n) where n > SkeletonLimits.maxLines:
                SkeletonIssue(path: path + ".lines", message: "is \(n); a label has at most \(SkeletonLimits.maxLines) lines")
            case .move(let dx, let dy) where !(dx.isFinite && dy.isFinite): SkeletonIssue(path: path, message: "moves must be finite")
            case .reduceWidth(let v) where !v.isFinite: SkeletonIssue(path: path + ".reducedWidth", message: "must be finite")
            case .reduceHeight(let v) where !v.isFinite: SkeletonIssue(path: path + ".reducedHeight", message: "must be finite")
            case .setting(let s): s.problem.map { SkeletonIssue(path: "\(path).\(s.jsonKey)", message: $0) }
            default: nil
            }
        }
    }

    static func apply(_ change: AdjustmentChange, to node: inout ViewNode) {
        switch change {
        case .width(let w): node.frame.size.width = w
        case .height(let h): node.frame.size.height = h
        case .move(let dx, let dy): node.frame.origin = node.frame.origin + Point(dx, dy)
        case .reduceWidth(let d): node.frame.size.width -= d
        case .reduceHeight(let d): node.frame.size.height -= d
        case .lines(let n): node.lines = n
        // Removing the bone leaves the view itself: it is hidden while loading and comes back with the content.
        case .remove: node.skeleton = .hide
        case .setting(let s): node.settings.append(s)
        }
    }

    /// A single-line label given an explicit width shows exactly that width: the last-line shortening (SkeletonView's
    /// `lastLineFillPercent`) is for the ragged last line of running text, not for a width the user asked for.
    private static func keepExplicitWidth(_ changes: [AdjustmentChange], of node: inout ViewNode) {
        guard node.kind == .label, node.lines == 1,
              changes.contains(where: { if case .width = $0 { true } else { false } }) else { return }
        node.settings += [.lastLineFill(1), .lastLineVariation(0)]
    }

    /// Calls `change` on every node `selector` names in every view tree of `layout`.
    private static func edit(_ layout: inout SkeletonLayout, _ selector: ElementSelector, _ change: (inout ViewNode) -> Void) {
        switch selector {
        case .index(let n):
            var counter = -1
            editByIndex(&layout.root, n, &counter, change)
        case .id(let id):
            editByID(&layout.root, id, change)
            guard var list = layout.list else { return }
            for s in list.sections.indices {
                if var node = list.sections[s].header { editByID(&node, id, change); list.sections[s].header = node }
                if var node = list.sections[s].cell { editByID(&node, id, change); list.sections[s].cell = node }
                if var node = list.sections[s].footer { editByID(&node, id, change); list.sections[s].footer = node }
            }
            layout.list = list
        }
    }

    private static func editByID(_ node: inout ViewNode, _ id: String, _ change: (inout ViewNode) -> Void) {
        if node.id == id { change(&node) }
        for i in node.children.indices { editByID(&node.children[i], id, change) }
        if var list = node.list {
            editByID(&list.cell, id, change)
            node.list = list
        }
    }

    private static func editByIndex(_ node: inout ViewNode, _ target: Int, _ counter: inout Int,
                                    _ change: (inout ViewNode) -> Void) {
        if counter == target { change(&node) }
        for i in node.children.indices {
            counter += 1
            editByIndex(&node.children[i], target, &counter, change)
        }
    }

    static func descendantCount(_ node: ViewNode) -> Int {
        node.children.reduce(node.children.count) { $0 + descendantCount($1) }
    }
}
