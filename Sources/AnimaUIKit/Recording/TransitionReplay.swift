#if !canImport(Darwin)
import AnimaCore

/// A `CATransition` as a recording plays it: a still copy of the layer's subtree as it was just before, shown beside
/// the live layer for the transition's duration, and the animations that move or fade the two.
@MainActor
struct TransitionReplay {
    /// The copy, with its own animations.
    var before: Layer
    /// Whether the copy is drawn under the live layer (`moveIn`: the new content slides over the old).
    var isBelow: Bool
    /// Animations for the live layer (the incoming motion of `push` and `moveIn`).
    var incoming: [Animation]

    /// The replay of `transition`, added at `added` and beginning at `begin` in the layer's recorded time, lasting
    /// `duration`, on the recorded layer `live` (with the unanimated values it had when the transition was added, and
    /// its start values when that was the recording's start); nil when the layer was hidden then or its clock is
    /// stopped.
    init?(_ transition: CATransition, added: Double, begin: Double, duration: Double, live: Layer, suffix: String) {
        let s = live.timing.speed
        guard s != 0, s.isFinite else { return nil }
        // The old look is what was committed before the transition was added: the parent's time at which the
        // layer's clock read `added`, just before that transaction's changes.
        let parentTime = (added - live.timing.timeOffset) / s + live.timing.beginTime
        guard let presentation = try? Timeline(layer: live).sample(at: parentTime - 1e-9),
              let old = presentation[live.id], !old.isHidden else { return nil }
        var copy = live.mapped { layer in
            layer.properties = presentation[layer.id] ?? layer.properties
            layer.removeAllAnimations()
            layer.timing = LayerTiming()
            layer.id += suffix
        }
        copy.timing = live.timing
        copy.properties.isHidden = true
        let curve = transition.timingFunction?.timingFunction
        func timed(_ a: Animation) -> Animation { a.beginTime(begin).timingFunction(curve) }
        copy.add(.basic(.isHidden, from: .bool(false), to: .bool(false), duration: duration).beginTime(begin))
        let direction = Self.direction(transition.subtype)
        let shift = Point(direction.x * old.bounds.width, direction.y * old.bounds.height)
        let away = Animation.basic(.position, from: .point(.zero), to: .point(shift), duration: duration).additive()
        let arrive = Animation.basic(.position, from: .point(Point(-shift.x, -shift.y)), to: .point(.zero),
                                     duration: duration).additive()
        incoming = []
        isBelow = false
        switch transition.type {
        case .push:
            copy.add(timed(away))
            incoming = [timed(arrive)]
        case .moveIn:
            incoming = [timed(arrive)]
            isBelow = true
        case .reveal:
            copy.add(timed(away))
        default:
            copy.add(timed(.basic(.opacity, from: .number(old.opacity), to: .number(0), duration: duration)))
        }
        before = copy
    }

    /// The direction the content moves in (y down): `fromLeft` (and nil) moves it right.
    private static func direction(_ subtype: CATransitionSubtype?) -> Point {
        switch subtype {
        case .fromRight?: Point(-1, 0)
        case .fromTop?: Point(0, 1)
        case .fromBottom?: Point(0, -1)
        default: Point(1, 0)
        }
    }
}
#endif
