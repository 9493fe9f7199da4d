import AnimaCore

/// Assembles the Scene of an adjusted, valid layout.
struct SkeletonSceneBuilder {
    let layout: SkeletonLayout
    let global: SkeletonConfiguration
    let configuration: SkeletonConfiguration
    let sweep: ShimmerSweep

    init(layout: SkeletonLayout, global: SkeletonConfiguration) {
        self.layout = layout; self.global = global
        configuration = layout.configuration(global: global)
        sweep = layout.sweep(global: global)
    }

    func scene() -> Scene {
        let units = ListLayout.units(of: layout)
        var layers: [Layer] = []
        var firstCycle: Double?
        var revealEnd = 0.0
        for unit in units {
            let blueprint = layout.blueprint(of: unit, global: global)
            let steps = ReadingOrder.dropSteps(of: blueprint.bones, direction: configuration.layoutDirection)
            let stepCount = (steps.compactMap { $0 }.max() ?? -1) + 1
            if firstCycle == nil { firstCycle = cycle(dropStepCount: stepCount) }
            let schedule = layout.revealSchedule(section: unit.section, global: global)
            revealEnd = Swift.max(revealEnd, schedule?.contentVisible ?? 0)
            let children = wrappers(unit, blueprint, steps: steps, stepCount: stepCount, schedule: schedule)
            if let id = unit.layerID {
                var cell = Layer(id: id, sublayers: children)
                cell.frame = unit.frame
                layers.append(cell)
            } else {
                layers += children
            }
        }
        let duration = layout.reveal == nil ? loopDuration(firstCycle ?? 0) : revealEnd + 0.5
        return Scene(canvas: layout.canvas, timeline: Scene.TimelineSettings(duration: duration, fps: 25), layers: layers,
                     comment: "Skeleton (\(configuration.effectiveStyle.rawValue)) built by AnimaSkeleton")
    }

    /// One cycle of the layout's style; every looping style repeats exactly after it.
    func cycle(dropStepCount: Int) -> Double {
        switch configuration.effectiveStyle {
        case .solid: 0
        case .pulse: 2 * configuration.pulse.duration
        case .fade: 4
        case .stagger: 2 * configuration.stagger.duration
        case .drop: configuration.drop.step * Double(dropStepCount + configuration.drop.restSteps)
        case .stretch: 2 * configuration.stretch.duration
        case .shimmer: sweep.cycle
        }
    }

    /// A whole number of cycles, at least a second, so a GIF of the scene loops seamlessly.
    private func loopDuration(_ cycle: Double) -> Double {
        guard cycle > 0 else { return 1 }
        return cycle * Swift.max(1, (1 / cycle).rounded(.up))
    }

    private func wrappers(_ unit: SkeletonUnit, _ blueprint: SkeletonBlueprint, steps: [Int?], stepCount: Int,
                          schedule: RevealSchedule?) -> [Layer] {
        let prefix = unit.prefix
        let bounds = Rect(origin: .zero, size: unit.frame.size)
        let ranks = ReadingOrder.ranks(of: blueprint.bones, direction: configuration.layoutDirection)
        let context = ChoreographyContext(clockOrigin: layout.clockOrigin, sweep: sweep, cellOrigin: unit.frame.origin,
                                          dropStepCount: stepCount)
        let bones = blueprint.bones.indices.map { i in
            BoneLayerFactory.layer(for: blueprint.bones[i], id: prefix + blueprint.bones[i].id, rank: ranks[i],
                                   dropStep: steps[i], context: context)
        }
        var result: [Layer] = []
        let always = blueprint.pieces.filter { $0.visibility == .always }
        if !always.isEmpty { result.append(group(prefix + "#static", bounds, always.map { piece($0, prefix) })) }
        if let schedule {
            let revealed = blueprint.pieces.filter { $0.visibility == .revealed }.map { piece($0, prefix) }
            result.append(RevealAnimator.content(group(prefix + "#content", bounds, revealed), schedule))
            result.append(RevealAnimator.skeleton(group(prefix + "#skeleton", bounds, bones), schedule))
        } else {
            result.append(group(prefix + "#skeleton", bounds, bones))
        }
        return result
    }

    private func group(_ id: String, _ frame: Rect, _ sublayers: [Layer]) -> Layer {
        var layer = Layer(id: id, sublayers: sublayers)
        layer.frame = frame
        return layer
    }

    private func piece(_ piece: ContentPiece, _ prefix: String) -> Layer {
        func rect(_ id: String, _ frame: Rect) -> Layer {
            var layer = Layer(id: id)
            layer.frame = frame
            layer.backgroundColor = piece.color
            layer.cornerRadius = piece.cornerRadius
            if let image = piece.contents {
                // The real picture, as an image view with scaleAspectFill and clipsToBounds shows it.
                layer.contents = image
                layer.contentsGravity = .resizeAspectFill
                layer.masksToBounds = true
                layer.backgroundColor = .clear
            }
            return layer
        }
        guard piece.rects.count > 1 else { return rect(prefix + piece.id, piece.rects.first ?? .zero) }
        let union = piece.rects.dropFirst().reduce(piece.rects[0]) { $0.union($1) }
        let lines = piece.rects.enumerated().map { k, r in
            rect("\(prefix)\(piece.id).line\(k)", Rect(origin: r.origin - union.origin, size: r.size))
        }
        return group(prefix + piece.id, union, lines)
    }
}
