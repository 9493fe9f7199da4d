import AnimaCore

/// The seed app's micro-interactions (the scenes in `Examples/`), as presets that apply to any layer.
extension Presets {
    /// The card loop's two sizes: compact-width screens get the bigger gesture.
    public enum CardVariant: String, Sendable, CaseIterable {
        /// Scale 1.1 and ±3° (the seed scene).
        case compact
        /// Scale 1.05 and ±1.5°.
        case regular

        /// The pop scale.
        public var scale: Double { self == .compact ? 1.1 : 1.05 }
        /// The wiggle angle in degrees.
        public var degrees: Double { self == .compact ? 3 : 1.5 }
    }

    /// The bell: rotation 0, −a, +a, −a, +a, −a, 0 at equal steps over `ring` seconds, then `rest` seconds still,
    /// `repeatCount` times (forever by default). Pivot it at the top centre (`setAnchorPoint(Point(0.5, 0))`).
    ///
    /// The whole ring is eased with easeInEaseOut, as `UIView.animateKeyframes` plays the seed's six keyframes
    /// (its default curve applies to the whole animation, on top of linear segments).
    public static func bell(degrees: Double = 22.5, ring: Double = 1, rest: Double = 0.6, delay: Double = 0,
                            repeatCount: Double = .infinity) -> Animation {
        let a = radians(degrees)
        let shake = Animation.keyframes(.rotationZ, values: [0, -a, a, -a, a, -a, 0].map(Value.number), duration: ring,
                                        timingFunction: .easeInEaseOut).key("shake")
        return Animation.group([shake], duration: ring + rest).key("bell").beginTime(delay).repeatCount(repeatCount)
    }

    /// The card loop, one group so one removal stops it: pop to the variant's scale in 0.3 s, wiggle ±angle through
    /// 0, −, +, −, +, −, +, 0 for 1.2 s at 0.5 s and again at 2.0 s, settle back to 1 at 3.4 s in 0.3 s, wait until
    /// 5.7 s, repeat; ease-in-ease-out throughout, and on every wiggle segment on its own (the seed's
    /// CAKeyframeAnimation `timingFunctions`).
    public static func cardLoop(_ variant: CardVariant = .compact, delay: Double = 0,
                                repeatCount: Double = .infinity) -> Animation {
        let a = radians(variant.degrees)
        let wiggle = [0, -a, a, -a, a, -a, a, 0].map(Value.number)
        let ease = TimingFunction.easeInEaseOut
        let segments = Array(repeating: ease, count: wiggle.count - 1)
        let children: [Animation] = [
            .basic(.scale, from: 1, to: .number(variant.scale), duration: 0.3, timingFunction: ease)
                .key("grow").fillMode(.forwards),
            .keyframes(.rotationZ, values: wiggle, timingFunctions: segments, duration: 1.2).key("shake1").beginTime(0.5),
            .keyframes(.rotationZ, values: wiggle, timingFunctions: segments, duration: 1.2).key("shake2").beginTime(2.0),
            .basic(.scale, to: 1, duration: 0.3, timingFunction: ease).key("shrink").beginTime(3.4).fillMode(.forwards),
        ]
        return Animation.group(children, duration: 5.7).key("cardLoop").beginTime(delay).repeatCount(repeatCount)
    }

    /// The passcode shake: additive x through 0, a, −a, a, −a/2, a/2, −a/2, 0 at 0, .125, .25, .375, .5, .625, .8, 1
    /// over 0.4 s, so it shakes about wherever the field is.
    public static func passcodeShake(amplitude: Double = 10, timing: PresetTiming = PresetTiming(duration: 0.4))
        -> Animation {
        let a = amplitude
        let frames = numbers([0, 0.125, 0.25, 0.375, 0.5, 0.625, 0.8, 1], [0, a, -a, a, -a / 2, a / 2, -a / 2, 0])
        return finish([track(.positionX, frames, curves: nil).additive()], key: "passcodeShake", timing: timing,
                      fill: .backwards)
    }

    /// Riding `path` at constant speed (paced), turning with its tangent.
    public static func ride(_ path: Path, timing: PresetTiming = PresetTiming(duration: 6, repeatCount: .infinity))
        -> Animation {
        Animation.follow(path, rotationMode: .auto, duration: timing.duration).key("ridePath")
            .beginTime(timing.delay).repeatCount(timing.repeatCount)
    }

    /// A sine wave from `start` going right: `waves` periods over `length` points, `amplitude` points up and down,
    /// each quarter period one cubic Bézier (control heights a·π/6, as in the seed's path).
    public static func sinePath(from start: Point, length: Double, amplitude: Double, waves: Double) -> Path {
        let quarters = Swift.max(1, Int((waves * 4).rounded()))
        let q = length / Double(quarters)
        var elements: [Path.Element] = [.move(to: start)]
        for i in 0..<quarters {
            let x0 = start.x + Double(i) * q
            // Quarter i of a sine starting upwards (y grows downwards): 0 → peak → 0 → trough → 0.
            let (fromLevel, toLevel): (Double, Double) = [(0, -1), (-1, 0), (0, 1), (1, 0)][i % 4]
            let slopeHandle = amplitude * .pi / 6
            let c1y = fromLevel == 0 ? start.y + toLevel * slopeHandle : start.y + fromLevel * amplitude
            let c2y = toLevel == 0 ? start.y + fromLevel * slopeHandle : start.y + toLevel * amplitude
            elements.append(.cubic(to: Point(x0 + q, start.y + toLevel * amplitude),
                                   control1: Point(x0 + q / 3, c1y), control2: Point(x0 + 2 * q / 3, c2y)))
        }
        return Path(elements: elements)
    }

    /// Rounding the corners to `radius` (half the smaller side makes a circle), 1 s ease-out, keeping the result.
    public static func morphToCircle(radius: Double, timing: PresetTiming = PresetTiming(duration: 1)) -> Animation {
        finish([Animation.basic(.cornerRadius, to: .number(radius), duration: 0).timingFunction(.easeOut)],
               key: "morphToCircle", timing: timing, fill: .keepsFinalState)
    }

    /// Moving `dx` points along x while turning `degrees` clockwise, 2 s ease-in-ease-out, keeping the end state.
    public static func moveAndRotate(dx: Double, degrees: Double = 315,
                                     timing: PresetTiming = PresetTiming(duration: 2)) -> Animation {
        let ease = TimingFunction.easeInEaseOut
        return finish([Animation.basic(.positionX, by: .number(dx), duration: 0).timingFunction(ease),
                       Animation.basic(.rotationZ, by: .number(radians(degrees)), duration: 0).timingFunction(ease)],
                      key: "moveAndRotate", timing: timing, fill: .keepsFinalState)
    }

    /// Moving to `target` while scaling to `scale` and turning `color`, 1 s ease-in-ease-out, autoreversing (so it
    /// comes back), twice by default.
    public static func moveScaleRecolor(to target: Point, scale: Double = 1.5, color: Color = Color(1, 0, 1),
                                        timing: PresetTiming = PresetTiming(duration: 1, repeatCount: 2)) -> Animation {
        let ease = TimingFunction.easeInEaseOut
        let tracks: [Animation] = [
            .basic(.position, to: .point(target), duration: 0, timingFunction: ease),
            .basic(.scale, to: .number(scale), duration: 0, timingFunction: ease),
            .basic(.backgroundColor, to: .color(color), duration: 0, timingFunction: ease),
        ]
        return finish(tracks, key: "moveScaleRecolor", timing: timing, fill: .backwards).fillMode(.removed)
            .autoreverses()
    }
}
