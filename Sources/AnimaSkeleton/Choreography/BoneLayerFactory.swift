import AnimaCore

/// Turns a bone into a layer carrying its style's Core Animation-style animations. Every animation starts on the
/// shared clock (`beginTime` = the clock origin); per-bone offsets are phase shifts (`timeOffset`) or keyframe times,
/// so a bone's look at time t depends only on t and its place in the cell — never on when its cell was built.
enum BoneLayerFactory {
    /// The key under which a bone's style animations are added.
    static let styleKey = "skeleton"

    static func layer(for bone: Bone, id: String, rank: Int, dropStep: Int?, context: ChoreographyContext) -> Layer {
        let c = bone.configuration
        let palette = c.palette
        let style = c.isAnimated ? c.effectiveStyle : .solid
        var layer = Layer(id: id, kind: style == .shimmer ? .gradient : .layer)
        if style == .stretch, stretchMode(bone) != .none {
            layer.anchorPoint = Point(c.layoutDirection.isRightToLeft ? 1 : 0, 0.5)
        }
        layer.frame = bone.frame
        layer.backgroundColor = palette.base
        layer.cornerRadius = bone.cornerRadius
        switch style {
        case .solid: break
        case .pulse: layer.add(breathing(to: c.pulse.minimumOpacity, duration: c.pulse.duration, context))
        case .fade: layer.add(breathing(to: 0.8, duration: 2, context))
        case .stagger: layer.add(stagger(palette, c.stagger, rank: rank, context))
        case .drop: if let step = dropStep { layer.add(drop(palette, c.drop, step: step, context)) }
        case .stretch: if let a = stretch(bone, context) { layer.add(a) }
        case .shimmer: shimmer(&layer, bone: bone, palette: palette, context)
        }
        return layer
    }

    private static func looping(_ animation: Animation, _ context: ChoreographyContext) -> Animation {
        animation.key(styleKey).beginTime(context.clockOrigin).repeatCount(.infinity)
    }

    private static func breathing(to opacity: Double, duration: Double, _ context: ChoreographyContext) -> Animation {
        looping(.basic(.opacity, from: 1, to: .number(opacity), duration: duration, timingFunction: .easeInEaseOut)
            .autoreverses(), context)
    }

    private static func stagger(_ palette: SkeletonPalette, _ o: StaggerOptions, rank: Int,
                                _ context: ChoreographyContext) -> Animation {
        let period = 2 * o.duration
        let shift = ShimmerSweep.phase(-Double(rank) * o.delay, period)
        return looping(.basic(.backgroundColor, from: .color(palette.base), to: .color(palette.deep),
                              duration: o.duration, timingFunction: .easeInEaseOut).autoreverses(), context)
            .timeOffset(shift)
    }

    /// Bone `step` ramps to deep, holds for `stayRatio` of a step and ramps back, all within its own step of the wave.
    private static func drop(_ palette: SkeletonPalette, _ o: DropOptions, step: Int,
                             _ context: ChoreographyContext) -> Animation {
        let cycle = o.step * Double(context.dropStepCount + o.restSteps)
        let start = Double(step) * o.step
        let ramp = o.step * (1 - o.stayRatio) / 2
        let times = [0, start, start + ramp, start + o.step - ramp, start + o.step, cycle].map { $0 / cycle }
        let base = Value.color(palette.base), deep = Value.color(palette.deep)
        return looping(.keyframes(.backgroundColor, values: [base, base, deep, deep, base, base], keyTimes: times,
                                  duration: cycle), context)
    }

    /// How `bone` stretches: its own mode, or short for label lines and none for the rest.
    static func stretchMode(_ bone: Bone) -> StretchMode {
        bone.configuration.stretchMode ?? (bone.lineIndex == nil ? .none : .short)
    }

    private static func stretch(_ bone: Bone, _ context: ChoreographyContext) -> Animation? {
        let o = bone.configuration.stretch
        let factor: Double
        switch stretchMode(bone) {
        case .none: return nil
        case .long: factor = o.longScale
        case .short: factor = o.shortScale
        }
        // The width rather than `transform.scale.x` (TABAnimated's choice), so rounded ends stay round.
        let width = bone.frame.width
        return looping(.basic(.boundsWidth, from: .number(width), to: .number(width * factor), duration: o.duration,
                              timingFunction: .easeInEaseOut).autoreverses(), context)
    }

    /// A gradient [base, highlight, base] whose end points put the screen-space band into the bone.
    ///
    /// Core Animation (and our renderer) measure an axial gradient in the layer's unit square, so its isolines
    /// stretch with the layer; mapping the screen end points into unit space would tilt the band differently in every
    /// bone of another aspect ratio. Instead the end points are solved so that the unit-space gradient parameter
    /// equals the screen-space one at every point: t = (p − S)·v / w becomes a·u.x + b·u.y + c with a = W·v.x / w,
    /// b = H·v.y / w; the axis is k / |k|² for k = (a, b) and the start sits on it where t = 0. Both points move
    /// linearly with the band, so every bone shows one band at one position and one speed.
    private static func shimmer(_ layer: inout Layer, bone: Bone, palette: SkeletonPalette,
                                _ context: ChoreographyContext) {
        let sweep = context.sweep
        let origin = context.cellOrigin + bone.frame.origin
        let k = Point(bone.frame.width * sweep.vector.x / sweep.bandWidth,
                      bone.frame.height * sweep.vector.y / sweep.bandWidth)
        let k2 = k.x * k.x + k.y * k.y
        func points(center: Double) -> (start: Point, end: Point) {
            let bandStart = sweep.screenPoints(center: center).start
            let c = ((origin.x - bandStart.x) * sweep.vector.x + (origin.y - bandStart.y) * sweep.vector.y) / sweep.bandWidth
            let start = k * (-c / k2)
            return (start, start + k * (1 / k2))
        }
        let first = points(center: sweep.startCenter), last = points(center: sweep.endCenter)
        layer.colors = [palette.base, palette.highlight, palette.base]
        layer.locations = [0, 0.5, 1]
        layer.masksToBounds = true
        layer.startPoint = first.start
        layer.endPoint = first.end
        let split = sweep.travelTime / sweep.cycle
        for (key, from, to) in [(PropertyKey.startPoint, first.start, last.start), (.endPoint, first.end, last.end)] {
            let animation = Animation.keyframes(key, values: [.point(from), .point(to), .point(to)],
                                                keyTimes: [0, split, 1], duration: sweep.cycle)
                .key("\(styleKey).\(key.keyPath)")
            layer.add(animation.beginTime(context.clockOrigin).repeatCount(.infinity))
        }
    }
}
