import AnimaCore

/// The preset animations as Swift functions: each returns one `Animation` (a group when it animates several
/// properties) keyed with the preset's name, so `layer.removeAnimation(forKey:)` with that name stops all of it.
///
/// Every function applies to any layer: positions move by offsets (`transform.translation`, additive `position`),
/// scales and rotations use the `transform.*` components. The layer's anchor point is the pivot; presets designed
/// around another pivot (bell and swing at the top, bounce at the bottom) say so, and `Layer.setAnchorPoint(_:)`
/// moves it without moving the layer. Parameters are not validated here (the timeline rejects non-finite values);
/// `PresetCatalog` validates named arguments with clear errors.
public enum Presets {}

/// What a preset shows outside its active time.
enum PresetFill {
    /// Before a delay it already shows its first frame (CSS `fill-mode: backwards`); afterwards the model shows.
    case backwards
    /// Before a delay it shows its first frame, and it holds its last frame for ever (an exit, a move that stays).
    case keepsFinalState
}

extension Presets {
    /// Degrees to radians.
    static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }

    /// A keyframe track of `key` through `(keyTime, value)` frames, each segment eased by `curve` (CSS applies the
    /// timing function per keyframe segment, Core Animation's `timingFunctions` do the same).
    static func track(_ key: PropertyKey, _ frames: [(Double, Value)], curve: TimingFunction?) -> Animation {
        track(key, frames, curves: curve.map { Array(repeating: $0, count: Swift.max(frames.count - 1, 0)) })
    }

    /// A keyframe track with one curve per segment (nil: linear segments).
    static func track(_ key: PropertyKey, _ frames: [(Double, Value)], curves: [TimingFunction]?) -> Animation {
        .keyframes(key, values: frames.map(\.1), keyTimes: frames.map(\.0), timingFunctions: curves, duration: 0)
    }

    /// Numbers as keyframe values.
    static func numbers(_ keyTimes: [Double], _ values: [Double]) -> [(Double, Value)] {
        zip(keyTimes, values).map { ($0, .number($1)) }
    }

    /// The preset's animation: a lone track keyed `key`, or a group of tracks, with the timing and fill applied.
    static func finish(_ tracks: [Animation], key: String, timing: PresetTiming, fill: PresetFill) -> Animation {
        let children = tracks.map { track in
            var t = track.duration(timing.duration)
            if fill == .keepsFinalState { t = t.fillMode(.forwards) }
            return t
        }
        var animation = children.count == 1 ? children[0] : .group(children, duration: timing.duration)
        animation = animation.key(key).beginTime(timing.delay).repeatCount(timing.repeatCount)
        switch fill {
        case .backwards: animation = animation.fillMode(.backwards)
        case .keepsFinalState: animation = animation.fillMode(.both).removedOnCompletion(false)
        }
        return animation
    }
}
