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
        var layer = Layer(id: id)
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

    /// The bone's highlight: a sublayer `<id>#shimmer` of the highlight colour, the bone's size and corner radius,
    /// masked by `<id>#shimmer.mask`, an axial gradient clear → opaque → clear one band wide that slides across the
    /// bone (Facebook Shimmer's moving gradient mask; SkeletonView and TABAnimated slide the same [base, highlight,
    /// base] ramp per bone). Highlight over base through the mask's alpha m is base + (highlight − base)·m, the
    /// colour ramp of a [base, highlight, base] gradient, so the look is the per-bone gradient's.
    ///
    /// The mask is turned to the travel vector v and sits on the band's centre line {q : q·v = c} at the point
    /// nearest the bone's centre, so its position moves along v, linearly with c, and one screen-space band crosses
    /// every bone at one place and speed. It is as long as the bone's diagonal across the travel, so it covers the
    /// bone at any angle; beyond its ends the alpha is 0 either way.
    private static func shimmer(_ layer: inout Layer, bone: Bone, palette: SkeletonPalette,
                                _ context: ChoreographyContext) {
        let sweep = context.sweep
        let size = bone.frame.size
        let centre = Point(size.width / 2, size.height / 2)
        let screenCentre = context.cellOrigin + bone.frame.origin + centre
        let projected = screenCentre.x * sweep.vector.x + screenCentre.y * sweep.vector.y
        func position(center: Double) -> Point { centre + sweep.vector * (center - projected) }
        var mask = Layer(id: layer.id + "#shimmer.mask", kind: .gradient)
        mask.bounds = Rect(0, 0, sweep.bandWidth, (size.width * size.width + size.height * size.height).squareRoot() + 2)
        mask.position = position(center: sweep.startCenter)
        mask.transform = .rotation(sweep.vector.angle)
        mask.colors = [Color(0, 0, 0, 0), Color(0, 0, 0, 1), Color(0, 0, 0, 0)]
        mask.locations = [0, 0.5, 1]
        mask.startPoint = Point(0, 0.5)
        mask.endPoint = Point(1, 0.5)
        let from = Value.point(position(center: sweep.startCenter)), to = Value.point(position(center: sweep.endCenter))
        let split = sweep.travelTime / sweep.cycle
        mask.add(Animation.keyframes(.position, values: [from, to, to], keyTimes: [0, split, 1], duration: sweep.cycle)
            .key("\(styleKey).position").beginTime(context.clockOrigin).repeatCount(.infinity))
        var highlight = Layer(id: layer.id + "#shimmer", mask: mask)
        highlight.frame = Rect(0, 0, size.width, size.height)
        highlight.backgroundColor = palette.highlight
        highlight.cornerRadius = bone.cornerRadius
        layer.sublayers.append(highlight)
    }
}
