import AnimaCore

extension SkeletonLayout {
    /// Checks the layout and throws every problem found, each with its JSON path.
    public func validate() throws(SkeletonError) {
        let issues = self.issues()
        if !issues.isEmpty { throw SkeletonError(issues: issues) }
    }

    /// Every problem of the layout, in document order.
    public func issues() -> [SkeletonIssue] {
        var issues: [SkeletonIssue] = []
        if !(canvas.width > 0 && canvas.width.isFinite && canvas.height > 0 && canvas.height.isFinite) {
            issues.append(SkeletonIssue(path: "canvas", message: "width and height must be positive numbers"))
        }
        if !(canvas.scale > 0 && canvas.scale.isFinite) {
            issues.append(SkeletonIssue(path: "canvas.scale", message: "must be a positive number"))
        }
        issues += NodeValidator.issues(of: root, path: "root")
        issues += Self.settingIssues(settings, owner: "skeleton")
        if let list { issues += listIssues(list) }
        issues += AdjustmentApplier(layout: self).issues()
        if let reveal { issues += Self.revealIssues(reveal, sections: list?.sections ?? []) }
        if !clockOrigin.isFinite { issues.append(SkeletonIssue(path: "clockOrigin", message: "must be finite")) }
        if issues.isEmpty { issues += sizeIssues() }
        return issues
    }

    /// The whole skeleton's size, checked once every count and line number is known to be in range.
    private func sizeIssues() -> [SkeletonIssue] {
        let adjusted = AdjustmentApplier(layout: self).applied()
        let bones = BoneEstimate(configuration: configuration()).bones(of: adjusted)
        guard bones > Double(SkeletonLimits.maxBones) else { return [] }
        let path = list == nil ? "root" : "list"
        let count = bones < 1e15 ? String(Int(bones)) : "more than 10^15"
        return [SkeletonIssue(path: path, message: "would make \(count) bones; a skeleton has at most \(SkeletonLimits.maxBones)")]
    }

    static func settingIssues(_ settings: [SkeletonSetting], owner: String) -> [SkeletonIssue] {
        settings.compactMap { s in s.problem.map { SkeletonIssue(path: "\(owner).\(s.jsonKey)", message: $0) } }
    }

    private func listIssues(_ list: SkeletonList) -> [SkeletonIssue] {
        var issues = NodeValidator.countIssues(list.count, path: "list.count")
        if !(list.spacing >= 0 && list.spacing.isFinite) {
            issues.append(SkeletonIssue(path: "list.spacing", message: "must be 0 or more"))
        }
        if !(list.sectionSpacing >= 0 && list.sectionSpacing.isFinite) {
            issues.append(SkeletonIssue(path: "list.sectionSpacing", message: "must be 0 or more"))
        }
        if let size = list.cellSize { issues += NodeValidator.sizeIssues(size, path: "list.cellSize") }
        for (s, section) in list.sections.enumerated() {
            let path = "list.sections[\(s)]"
            issues += NodeValidator.countIssues(section.count, path: path + ".count")
            if let size = section.cellSize { issues += NodeValidator.sizeIssues(size, path: path + ".cellSize") }
            if let header = section.header { issues += NodeValidator.issues(of: header, path: path + ".header") }
            if let cell = section.cell { issues += NodeValidator.issues(of: cell, path: path + ".cell") }
            if let footer = section.footer { issues += NodeValidator.issues(of: footer, path: path + ".footer") }
            if let t = section.dataArrival, !(t >= 0 && t.isFinite) {
                issues.append(SkeletonIssue(path: path + ".dataArrival", message: "must be a time of 0 or more"))
            }
        }
        return issues
    }

    private static func revealIssues(_ reveal: SkeletonReveal, sections: [ListSection]) -> [SkeletonIssue] {
        let times: [(String, Double)] = [("dataArrival", reveal.dataArrival), ("onsetDelay", reveal.onsetDelay),
                                         ("minimumDuration", reveal.minimumDuration), ("fadeIn", reveal.fadeIn),
                                         ("crossFade", reveal.crossFade)]
        return times.compactMap { name, t in
            t >= 0 && t.isFinite ? nil : SkeletonIssue(path: "reveal.\(name)", message: "must be a time of 0 or more, got \(t)")
        }
    }
}
