import AnimaCore

extension SkeletonLayout {
    /// The skeleton as a Scene (ids: bone `N`, lines `N.line0`…, cells `cell0/…`, sections
    /// `section1/…`); `global` is the top of the configuration cascade.
    public func scene(global: SkeletonConfiguration = .standard) throws(SkeletonError) -> Scene {
        try validate()
        return SkeletonSceneBuilder(layout: AdjustmentApplier(layout: self).applied(), global: global).scene()
    }

    /// The layout with its adjustments applied (and removed), as the scene is built from it.
    public func adjusted() throws(SkeletonError) -> SkeletonLayout {
        try validate()
        return AdjustmentApplier(layout: self).applied()
    }

    /// The units (single view, cells, headers, footers) the scene is built from.
    public func units() throws(SkeletonError) -> [SkeletonUnit] { ListLayout.units(of: try adjusted()) }

    /// The bones and pieces of `unit`, in the unit's coordinates.
    public func blueprint(of unit: SkeletonUnit, global: SkeletonConfiguration = .standard) -> SkeletonBlueprint {
        var deriver = BoneDeriver(cellIndex: unit.cellIndex)
        deriver.derive(unit.node, origin: .zero, inherited: configuration(global: global))
        return deriver.blueprint
    }

    /// The shared shimmer band over the canvas.
    public func sweep(global: SkeletonConfiguration = .standard) -> ShimmerSweep {
        let c = configuration(global: global)
        return ShimmerSweep(options: c.shimmer, region: Rect(0, 0, canvas.width, canvas.height),
                            direction: c.layoutDirection)
    }

    /// When the reveal of `section` (nil: the whole layout) happens.
    public func revealSchedule(section: Int? = nil, global: SkeletonConfiguration = .standard) -> RevealSchedule? {
        guard let reveal else { return nil }
        let arrival = section.flatMap { s in list?.sections.indices.contains(s) == true ? list?.sections[s].dataArrival : nil }
        let c = configuration(global: global)
        let sweep = self.sweep(global: global)
        let origin = clockOrigin
        return reveal.schedule(arrival: arrival ?? reveal.dataArrival) { t in
            c.effectiveStyle == .shimmer ? sweep.endOfSweep(atOrAfter: t, origin: origin) : t
        }
    }
}
