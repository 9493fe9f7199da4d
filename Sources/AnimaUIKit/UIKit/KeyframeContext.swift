#if !canImport(Darwin)
import AnimaCore
import Foundation

/// What `animateKeyframes` collects: per (layer, key path) the initial value and one frame per keyframe block that
/// touched it, turned into one CAKeyframeAnimation each when the outer block ends (§2.2 of the note).
@MainActor
final class KeyframeContext {
    /// One keyframe: the model value after its block, its relative start and duration as given (not clamped).
    struct Frame {
        var value: Value
        var start: Double
        var duration: Double
    }

    /// The frames of one property of one layer.
    final class Track {
        let layer: CALayer
        let key: PropertyKey
        let initial: Value
        var frames: [Frame] = []
        init(layer: CALayer, key: PropertyKey, initial: Value) { self.layer = layer; self.key = key; self.initial = initial }
    }

    private(set) var tracks: [Track] = []
    private var open: (start: Double, duration: Double, touched: [Track])?
    private let calculationMode: CAAnimationCalculationMode

    init(options: UInt) {
        switch (options >> 10) & 7 {
        case 1: calculationMode = .discrete
        case 2: calculationMode = .paced
        case 3: calculationMode = .cubic
        case 4: calculationMode = .cubicPaced
        default: calculationMode = .linear
        }
    }

    /// Whether an `addKeyframe` block is running.
    var isInsideKeyframe: Bool { open != nil }

    /// Runs one keyframe block and records the value each touched property has after it.
    func addKeyframe(start: Double, duration: Double, _ body: () -> Void) {
        guard open == nil else {
            AnimaDiagnostics.report(layer: "<keyframes>", "addKeyframe inside another addKeyframe (UIKit asserts); its changes join the outer keyframe")
            body()
            return
        }
        open = (start, duration, [])
        body()
        guard let frame = open else { return }
        open = nil
        for track in frame.touched {
            track.frames.append(Frame(value: track.layer.modelValues[track.key], start: frame.start, duration: frame.duration))
        }
    }

    /// Notes that a keyframe block changed `key` of `layer`; the first touch fixes the initial value.
    func touch(_ layer: CALayer, _ key: PropertyKey, initial: Value) {
        let track: Track
        if let existing = tracks.first(where: { $0.layer === layer && $0.key == key }) {
            track = existing
        } else {
            track = Track(layer: layer, key: key, initial: initial)
            tracks.append(track)
        }
        if open?.touched.contains(where: { $0 === track }) == false { open?.touched.append(track) }
    }

    /// Adds one keyframe animation per track, under its key path, with the block's attributes.
    func commit(_ state: UIViewAnimationState) {
        let frameInterval = Self.frameInterval(options: state.options)
        for track in tracks {
            let (values, times) = Self.keyframes(initial: track.initial, frames: track.frames,
                                                 holdThreshold: frameInterval / max(state.duration, 1e-9))
            let anim = CAKeyframeAnimation(keyPath: track.key.keyPath)
            anim.values = values.map(AnyValue.any)
            anim.keyTimes = times.map { NSNumber(value: $0) }
            anim.calculationMode = calculationMode
            anim.timingFunction = state.timingFunction
            anim.duration = state.duration == 0 ? 0.001 : state.duration
            state.applyAttributes(anim)
            state.attach(anim, to: track.layer, key: track.key.keyPath)
        }
    }

    /// The frame interval: `preferredFramesPerSecond` bits n give (n + 1)/240 s, else the display's.
    static func frameInterval(options: UInt) -> Double {
        let n = (options >> 24) & 0xF
        return n == 0 ? AnimaClock.displayFrameInterval : Double(n + 1) / 240
    }

    /// UIKit's values and key times: frames stably sorted by start, a frame 0 for the initial value, each frame
    /// reaching its value at min(start + duration, next start) and holding until the next start only when the gap is
    /// longer than `holdThreshold` (one display frame as a fraction of the duration) plus FLT_EPSILON.
    static func keyframes(initial: Value, frames: [Frame], holdThreshold: Double) -> (values: [Value], keyTimes: [Double]) {
        let sorted = frames.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }.map(\.element)
        let all = [Frame(value: initial, start: 0, duration: sorted.first?.start ?? 1)] + sorted
        var values: [Value] = [], times: [Double] = []
        for (i, f) in all.enumerated() {
            let next = i + 1 < all.count ? all[i + 1].start : 1.0
            let end = min(f.start + f.duration, next)
            values.append(f.value); times.append(end)
            if next - end - holdThreshold > Double(Float.ulpOfOne) {
                values.append(f.value); times.append(next)
            }
        }
        return (values, times)
    }
}
#endif
