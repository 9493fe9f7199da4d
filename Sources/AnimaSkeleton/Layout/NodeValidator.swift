import AnimaCore

/// Checks view trees.
enum NodeValidator {
    static func issues(of root: ViewNode, path: String) -> [SkeletonIssue] {
        var seen: Set<String> = []
        var issues: [SkeletonIssue] = []
        check(root, path: path, seen: &seen, issues: &issues)
        return issues
    }

    private static func check(_ node: ViewNode, path: String, seen: inout Set<String>, issues: inout [SkeletonIssue]) {
        func add(_ suffix: String, _ message: String) { issues.append(SkeletonIssue(path: path + suffix, message: message)) }
        if node.id.isEmpty { add(".id", "must not be empty") }
        if node.id.contains("/") || node.id.contains("#") {
            add(".id", "must not contain '/' or '#' (they separate cells and wrappers in layer ids), got \"\(node.id)\"")
        }
        if !seen.insert(node.id).inserted { add(".id", "duplicate id \"\(node.id)\"") }
        if !node.frame.isFinite {
            add(".frame", "must be finite numbers")
        } else if node.frame.width < 0 || node.frame.height < 0 {
            add(".frame", "width and height must not be negative, got \(node.frame.width) × \(node.frame.height)")
        }
        if let r = node.cornerRadius, !(r >= 0 && r.isFinite) { add(".cornerRadius", "must be 0 or more, got \(r)") }
        if node.lines < 0 { add(".lines", "must be 0 (as many as fit) or more, got \(node.lines)") }
        if node.lines > SkeletonLimits.maxLines {
            add(".lines", "is \(node.lines); a label has at most \(SkeletonLimits.maxLines) lines")
        }
        if let h = node.lineHeight, !(h > 0 && h.isFinite) { add(".lineHeight", "must be a positive number, got \(h)") }
        issues += SkeletonLayout.settingIssues(node.settings, owner: path + ".configuration")
        for (i, child) in node.children.enumerated() {
            check(child, path: "\(path).children[\(i)]", seen: &seen, issues: &issues)
        }
        if let list = node.list {
            issues += countIssues(list.count, path: path + ".list.count")
            if !(list.spacing >= 0 && list.spacing.isFinite) { add(".list.spacing", "must be 0 or more") }
            if let size = list.cellSize { issues += sizeIssues(size, path: path + ".list.cellSize") }
            issues += Self.issues(of: list.cell, path: path + ".list.cell")
        }
    }

    static func countIssues(_ count: ListCount, path: String) -> [SkeletonIssue] {
        if case .fixed(let n) = count, n < 0 {
            return [SkeletonIssue(path: path, message: "must be 0 or more, or \"fill\", got \(n)")]
        }
        if case .fixed(let n) = count, n > SkeletonLimits.maxCells {
            return [SkeletonIssue(path: path, message: "is \(n); a list has at most \(SkeletonLimits.maxCells) cells")]
        }
        return []
    }

    static func sizeIssues(_ size: Size, path: String) -> [SkeletonIssue] {
        size.isFinite && size.width >= 0 && size.height >= 0
            ? [] : [SkeletonIssue(path: path, message: "width and height must be 0 or more")]
    }
}
