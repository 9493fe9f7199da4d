#if !canImport(Darwin)
import AnimaCore
import AnimaUIKit
import Foundation

/// A seeded generator of UIKit programs on the virtual clock, for the recording's property test and the `FuzzUIKit`
/// harness (issue 29): random sequences of `UIView.animate` (every overload: delay, options, both springs, keyframes),
/// Core Animation calls (basic, keyframe, spring and group animations, `CATransaction`, removal, `speed`/`timeOffset`
/// pause and resume, `beginTime`), views inserted and removed, and clock steps. `play()` runs one program, recording
/// the tree, and compares the recording (`AnimaRecording` → Scene → `Timeline`) with `presentation()` at every step.
/// Shared with the fuzz harness (Fuzz/Sources/FuzzUIKit links this file and `GrammarTape`).
@MainActor
public struct UIKitGrammar {
    /// Where the recording and `presentation()` disagree (or the recording does not compile).
    public struct Mismatch: Sendable, CustomStringConvertible {
        /// Seconds since the recording started.
        public var time: Double
        /// The layer's name.
        public var layer: String
        /// The property, or "timeline" when the Scene does not compile.
        public var key: String
        /// What went wrong, with both values.
        public var detail: String
        /// Whether the layer or a superlayer had its clock paused with QA1673's recipe during the program: where the
        /// few recordings that still disagree all are (docs/fuzzing.md, Session 16).
        public var underPausedClock: Bool
        /// `t=… layer key: detail`.
        public var description: String { "t=\(time) \(layer) \(key): \(detail)" }
    }

    /// The largest difference accepted between a recorded and a presented value.
    public static let tolerance = 1e-6

    private var tape: GrammarTape
    /// Every layer made so far, by name (removed ones too: they leave the comparison).
    private var layers: [String: CALayer] = [:]
    private var views: [UIView] = []
    private var nextName = 0
    /// Layers paused with QA1673's recipe, so a later step can resume them.
    private var paused: [CALayer] = []
    /// Every layer ever paused.
    private var everPaused: Set<ObjectIdentifier> = []
    /// What each step showed, per layer in the tree then: (seconds since the start, name → properties).
    private var shown: [(Double, [String: LayerProperties])] = []
    /// The program as run, one line per action with its clock time: what a failing seed is read from.
    public private(set) var log: [String] = []
    /// The recording of the last `play()`.
    public private(set) var recorded: Scene?

    /// A generator drawing from `seed`.
    public init(seed: UInt64) { tape = GrammarTape(seed: seed) }

    /// A generator whose decisions are `bytes`, one each, then a stream seeded from their count.
    public init(bytes: [UInt8]) { tape = GrammarTape(bytes: bytes) }

    /// Resets the clock, builds a tree, runs `steps` random actions while recording, and returns every disagreement
    /// between the recording and what `presentation()` showed after each clock step. Call with the clock lock held
    /// (`.drivesTheClock`) in tests.
    public mutating func play(steps: Int = 24) -> [Mismatch] {
        AnimaClock.reset()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 160))
        root.layer.name = "root"
        for _ in 0..<tape.int(1...3) { insertView(into: root) }
        let recording = AnimaRecording(root: root)
        let start = CACurrentMediaTime()
        observe(root, since: start)
        for _ in 0..<steps {
            act(root, since: start)
        }
        advance(root, since: start)
        let scene = recording.scene(canvas: recording.rootCanvas)
        recorded = scene
        return compare(scene, root: root)
    }

    // MARK: Actions

    private mutating func act(_ root: UIView, since start: Double) {
        let action = tape.int(0...13)
        // An action at the instant of the last observation changes what that instant shows: a recording holds one
        // value per instant (the last), so that observation is dropped and the next clock step observes again.
        // (`observe` keeps one observation per instant, so a zero step cannot leave an earlier one behind.)
        if action > 2, let last = shown.last, last.0 == CACurrentMediaTime() - start { shown.removeLast() }
        log.append("t=\(CACurrentMediaTime() - start) action \(action)")
        switch action {
        case 0, 1, 2: advance(root, since: start)
        case 3: viewAnimation()
        case 4: springAnimation()
        case 5: keyframeAnimation()
        case 6: addBasic()
        case 7: addKeyframes()
        case 8: addSpringOrGroup()
        case 9: transaction()
        case 10: removeAnimations()
        case 11: pauseOrResume()
        case 12: if tape.chance(0.7) || views.count < 2 { insertView(into: root) } else { removeView() }
        default: modelChange()
        }
    }

    /// Moves the clock by a step (zero, a frame, or longer) and records what every layer shows.
    private mutating func advance(_ root: UIView, since start: Double) {
        AnimaClock.advance(by: tape.pick([0, 1.0 / 60, 0.1, 0.25, 0.37, 1, 2.5]))
        observe(root, since: start)
    }

    private mutating func observe(_ root: UIView, since start: Double) {
        var now: [String: LayerProperties] = [:]
        var stack = [root.layer]
        while let layer = stack.popLast() {
            if let name = layer.name, let shown = layer.presentation()?.animaProperties { now[name] = shown }
            stack += layer.sublayers ?? []
        }
        // A zero clock step observes the same instant again: the newer observation replaces the older, or an action
        // at that instant would drop only the newer and leave the older (from before the action) to disagree with
        // the recording (FuzzUIKit's value-569b… seed).
        let t = CACurrentMediaTime() - start
        if shown.last?.0 == t { shown.removeLast() }
        shown.append((t, now))
    }

    private mutating func insertView(into root: UIView) {
        let parent = views.isEmpty || tape.chance(0.6) ? root : tape.pick(views)
        let view = UIView(frame: CGRect(x: Double(tape.int(-20...150)), y: Double(tape.int(-20...120)),
                                        width: Double(tape.int(0...80)), height: Double(tape.int(0...60))))
        view.backgroundColor = color()
        view.layer.name = name()
        layers[view.layer.name ?? ""] = view.layer
        parent.addSubview(view)
        views.append(view)
        log.append("  insert \(view.layer.name ?? "") into \(parent.layer.name ?? "root")")
        if tape.chance(0.3) {
            let sublayer = CALayer()
            sublayer.name = name()
            log.append("    with sublayer \(sublayer.name ?? "")")
            sublayer.frame = CGRect(x: 2, y: 2, width: Double(tape.int(1...30)), height: Double(tape.int(1...30)))
            layers[sublayer.name ?? ""] = sublayer
            view.layer.addSublayer(sublayer)
        }
    }

    private mutating func removeView() {
        let index = tape.int(0...(views.count - 1))
        log.append("  remove \(views[index].layer.name ?? "")")
        views[index].removeFromSuperview()
        views.remove(at: index)
    }

    /// `UIView.animate` with or without delay, options and completion; the completion may chain a second change.
    private mutating func viewAnimation() {
        guard let view = someView() else { return }
        log.append("  UIView.animate on \(view.layer.name ?? "")")
        let change = viewChange(view), then = viewChange(view)
        let duration = tape.pick([0, 0.2, 0.5, 1, 1.7]), delay = tape.pick([0, 0.1, 0.6])
        var options: UIView.AnimationOptions = tape.pick([.curveEaseInOut, .curveEaseIn, .curveEaseOut, .curveLinear])
        if tape.chance(0.2) { options.insert(.beginFromCurrentState) }
        if tape.chance(0.1) { options.insert(.autoreverse) }
        if tape.chance(0.05) { options.insert(.repeat) }
        switch tape.int(0...3) {
        case 0: UIView.animate(withDuration: duration, animations: change)
        case 1: UIView.animate(withDuration: duration, animations: change) { _ in then() }
        case 2: UIView.animate(withDuration: duration, delay: delay, options: options, animations: change)
        default:
            UIView.animate(withDuration: duration, delay: delay, options: options, animations: change) { _ in
                UIView.animate(withDuration: 0.3, animations: then)
            }
        }
    }

    /// Both spring overloads: UIKit's damping ratio and velocity, and the perceptual duration and bounce.
    private mutating func springAnimation() {
        guard let view = someView() else { return }
        let change = viewChange(view)
        let duration = tape.pick([0.3, 0.6, 1]), delay = tape.pick([0, 0.2])
        log.append("  spring on \(view.layer.name ?? "") duration \(duration) delay \(delay)")
        if tape.chance(0.5) {
            UIView.animate(withDuration: duration, delay: delay, usingSpringWithDamping: tape.pick([0.3, 0.7, 1]),
                           initialSpringVelocity: tape.pick([0, 0.5, 3]), options: [], animations: change)
        } else {
            UIView.animate(springDuration: duration, bounce: tape.pick([-0.2, 0, 0.3, 0.6]),
                           initialSpringVelocity: tape.pick([0, 1]), delay: delay, animations: change)
        }
    }

    /// `animateKeyframes` with one to four keyframes over random relative intervals and a calculation mode.
    private mutating func keyframeAnimation() {
        guard let view = someView() else { return }
        log.append("  animateKeyframes on \(view.layer.name ?? "")")
        let frames = (0..<tape.int(1...4)).map { _ in
            (start: tape.pick([0, 0.25, 0.5, 0.8]), length: tape.pick([0.2, 0.25, 0.5, 1]), change: viewChange(view))
        }
        let modes: [UIView.KeyframeAnimationOptions] = [.calculationModeLinear, .calculationModeDiscrete,
                                                        .calculationModePaced, .calculationModeCubic]
        UIView.animateKeyframes(withDuration: tape.pick([0.5, 1, 1.5]), delay: tape.pick([0, 0.3]),
                                options: tape.pick(modes), animations: {
            for frame in frames {
                UIView.addKeyframe(withRelativeStartTime: frame.start, relativeDuration: frame.length, animations: frame.change)
            }
        })
    }

    /// A CABasicAnimation on a random key path with random values and timing.
    private mutating func addBasic() {
        guard let layer = someLayer() else { return }
        let (keyPath, values) = keyPathAndValues()
        let a = CABasicAnimation(keyPath: keyPath)
        switch tape.int(0...3) {
        case 0: a.fromValue = values.0; a.toValue = values.1
        case 1: a.toValue = values.1
        case 2: a.byValue = values.1
        default: a.fromValue = values.0
        }
        attach(a, to: layer, keys: ["a", "b", nil], what: "basic \(keyPath)")
    }

    /// A CAKeyframeAnimation with two to four values, key times or not, a calculation mode and per-segment curves.
    private mutating func addKeyframes() {
        guard let layer = someLayer() else { return }
        let (keyPath, values) = keyPathAndValues()
        let count = tape.int(2...4)
        let a = CAKeyframeAnimation(keyPath: keyPath)
        a.values = (0..<count).map { $0 % 2 == 0 ? values.0 : values.1 }
        if tape.chance(0.5) {
            a.keyTimes = (0..<count).map { NSNumber(value: Double($0) / Double(count - 1)) }
        }
        a.calculationMode = tape.pick([.linear, .discrete, .paced, .cubic, .cubicPaced])
        if tape.chance(0.3) { a.timingFunctions = (1..<count).map { _ in timingFunction() } }
        attach(a, to: layer, keys: ["k", "a", nil], what: "keyframes \(keyPath)")
    }

    /// A CASpringAnimation, or a group of one to three basic animations with the group's own timing.
    private mutating func addSpringOrGroup() {
        guard let layer = someLayer() else { return }
        if tape.chance(0.5) {
            let (keyPath, values) = keyPathAndValues()
            let s = CASpringAnimation(keyPath: keyPath)
            s.fromValue = values.0; s.toValue = values.1
            s.stiffness = tape.pick([50, 100, 300]); s.damping = tape.pick([2, 10, 30]); s.mass = tape.pick([0.5, 1, 2])
            s.initialVelocity = tape.pick([0, 5])
            s.duration = s.settlingDuration
            attach(s, to: layer, keys: ["s", "a", nil], what: "spring \(keyPath)", keepsDuration: true)
        } else {
            let group = CAAnimationGroup()
            group.animations = (0..<tape.int(1...3)).map { _ in
                let (keyPath, values) = keyPathAndValues()
                let child = CABasicAnimation(keyPath: keyPath)
                child.fromValue = values.0; child.toValue = values.1
                child.duration = tape.pick([0, 0.3, 1])
                child.beginTime = tape.pick([0, 0.2])
                return child
            }
            attach(group, to: layer, keys: ["g", "a", nil], what: "group")
        }
    }

    /// A transaction around model changes of a standalone layer (implicit animations) with its duration, curve or
    /// actions disabled, and sometimes a nested one.
    private mutating func transaction() {
        guard let layer = someLayer() else { return }
        log.append("  transaction on \(layer.name ?? "")")
        CATransaction.begin()
        if tape.chance(0.5) { CATransaction.setAnimationDuration(tape.pick([0, 0.3, 1])) }
        if tape.chance(0.3) { CATransaction.setAnimationTimingFunction(timingFunction()) }
        if tape.chance(0.2) { CATransaction.setDisableActions(true) }
        layerChange(layer)
        if tape.chance(0.3) {
            CATransaction.begin()
            CATransaction.setAnimationDuration(0.2)
            layerChange(layer)
            CATransaction.commit()
        }
        CATransaction.commit()
    }

    private mutating func removeAnimations() {
        guard let layer = someLayer() else { return }
        if tape.chance(0.7) {
            let key = tape.pick(["a", "b", "k", "s", "g"])
            log.append("  remove animation \(key) from \(layer.name ?? "")")
            layer.removeAnimation(forKey: key)
        } else {
            log.append("  remove all animations from \(layer.name ?? "")")
            layer.removeAllAnimations()
        }
    }

    /// QA1673: pause a layer's clock (speed 0, timeOffset = its time now), or resume one paused earlier.
    private mutating func pauseOrResume() {
        if !paused.isEmpty, tape.chance(0.6) {
            let layer = paused.removeFirst()
            log.append("  resume \(layer.name ?? "")")
            QA1673.resume(layer)
        } else if let layer = someLayer(), layer.speed != 0 {
            log.append("  pause \(layer.name ?? "")")
            QA1673.pause(layer)
            paused.append(layer)
            everPaused.insert(ObjectIdentifier(layer))
        }
    }

    /// A change outside any animation block: views change without animation; other layers animate implicitly.
    private mutating func modelChange() {
        if let view = someView(), tape.chance(0.5) {
            let change = viewChange(view)
            if tape.chance(0.5) { UIView.performWithoutAnimation(change) } else { change() }
        } else if let layer = someLayer() {
            layerChange(layer)
        }
    }

    // MARK: Pieces

    /// A change of one animatable view property to a random value.
    private mutating func viewChange(_ view: UIView) -> @MainActor @Sendable () -> Void {
        let x = Double(tape.int(-40...200)), y = Double(tape.int(-40...160)), s = Double(tape.int(0...90))
        let alpha = tape.pick([0, 0.25, 1]), angle = tape.pick([-.pi, -0.5, 0.3, .pi / 2])
        let background = color()
        let kind = tape.int(0...5)
        log.append("    change \(view.layer.name ?? "") \(["center", "alpha", "rotation", "scale", "bounds", "background"][kind])")
        switch kind {
        case 0: return { view.center = CGPoint(x: x, y: y) }
        case 1: return { view.alpha = alpha }
        case 2: return { view.transform = CGAffineTransform(rotationAngle: angle) }
        case 3: return { view.transform = CGAffineTransform(scaleX: s / 45 + 0.1, y: 1) }
        case 4: return { view.bounds = CGRect(x: 0, y: 0, width: s, height: s / 2) }
        default: return { view.backgroundColor = background }
        }
    }

    /// A direct change of one layer property (implicit animation for a standalone layer).
    private mutating func layerChange(_ layer: CALayer) {
        let kind = tape.int(0...4)
        log.append("    set \(layer.name ?? "") \(["opacity", "position", "cornerRadius", "backgroundColor", "bounds"][kind])")
        switch kind {
        case 0: layer.opacity = Float(tape.pick([0, 0.5, 1]))
        case 1: layer.position = CGPoint(x: Double(tape.int(-40...200)), y: Double(tape.int(-40...160)))
        case 2: layer.cornerRadius = Double(tape.int(0...20))
        case 3: layer.backgroundColor = color().cgColor
        default: layer.bounds = CGRect(x: 0, y: 0, width: Double(tape.int(0...90)), height: Double(tape.int(0...60)))
        }
    }

    /// A key path and two values of its type.
    private mutating func keyPathAndValues() -> (String, (Any, Any)) {
        let a = Double(tape.int(-50...150)), b = Double(tape.int(-50...150))
        switch tape.int(0...8) {
        case 0: return ("opacity", (tape.pick([0.0, 0.3]), tape.pick([0.6, 1.0])))
        case 1: return ("position", (CGPoint(x: a, y: b), CGPoint(x: b, y: a)))
        case 2: return ("position.x", (a, b))
        case 3: return ("transform.rotation.z", (a / 50, b / 50))
        case 4: return ("transform.scale", (a / 100 + 1, b / 100 + 1))
        case 5: return ("bounds.size.width", (abs(a), abs(b)))
        case 6: return ("cornerRadius", (abs(a) / 5, abs(b) / 5))
        case 7: return ("backgroundColor", (color().cgColor, color().cgColor))
        default: return ("transform.translation.y", (a, b))
        }
    }

    /// Random timing: duration, repeats, autoreverse, fill, removal, speed, offset, curve and a begin time in the
    /// layer's time (before, at or after now).
    private mutating func time(_ a: CAAnimation, on layer: CALayer, keepsDuration: Bool = false) {
        if !keepsDuration { a.duration = tape.pick([0, 0.25, 0.6, 1, 2]) }
        if tape.chance(0.3) { a.repeatCount = tape.pick([2, 0.5, 1.5, .infinity]) }
        if tape.chance(0.15) { a.repeatDuration = tape.pick([0.7, 2]) }
        if tape.chance(0.3) { a.autoreverses = true }
        a.fillMode = tape.pick([.removed, .forwards, .backwards, .both])
        if tape.chance(0.3) { a.isRemovedOnCompletion = false }
        if tape.chance(0.15) { a.speed = tape.pick([0.5, 2, -1, 0]) }
        if tape.chance(0.15) { a.timeOffset = tape.pick([0.3, 1]) }
        if tape.chance(0.4) { a.timingFunction = timingFunction() }
        if tape.chance(0.3) {
            a.beginTime = layer.convertTime(CACurrentMediaTime(), from: nil) + tape.pick([-0.4, 0, 0.3, 1])
        }
    }

    /// Gives `a` random timing and adds it under one of `keys` (a shared key replaces what is there).
    private mutating func attach(_ a: CAAnimation, to layer: CALayer, keys: [String?], what: String,
                                 keepsDuration: Bool = false) {
        time(a, on: layer, keepsDuration: keepsDuration)
        let key = tape.pick(keys)
        log.append("  \(what) on \(layer.name ?? "") key \(key ?? "nil"): \(describe(a))")
        layer.add(a, forKey: key)
    }

    private func describe(_ a: CAAnimation) -> String {
        "duration \(a.duration) begin \(a.beginTime) repeat \(a.repeatCount)/\(a.repeatDuration) autoreverses "
            + "\(a.autoreverses) fill \(a.fillMode) removed \(a.isRemovedOnCompletion) speed \(a.speed) offset \(a.timeOffset)"
    }

    private mutating func timingFunction() -> CAMediaTimingFunction {
        if tape.chance(0.7) {
            return CAMediaTimingFunction(name: tape.pick([.linear, .easeIn, .easeOut, .easeInEaseOut, .default]))
        }
        return CAMediaTimingFunction(controlPoints: tape.pick([0, 0.3, 0.7]), tape.pick([-0.5, 0, 1.5]),
                                     tape.pick([0.2, 1]), tape.pick([0, 1, 1.4]))
    }

    private mutating func color() -> UIColor {
        UIColor(red: Double(tape.int(0...4)) / 4, green: Double(tape.int(0...4)) / 4, blue: Double(tape.int(0...4)) / 4,
                alpha: tape.pick([1, 0.5]))
    }

    private mutating func name() -> String {
        nextName += 1
        return "n\(nextName)"
    }

    private mutating func someView() -> UIView? { views.isEmpty ? nil : tape.pick(views) }

    /// A layer in the tree now: a view's or a standalone sublayer.
    private mutating func someLayer() -> CALayer? {
        let live = layers.keys.sorted().compactMap { layers[$0] }.filter { $0.superlayer != nil }
        return live.isEmpty ? nil : tape.pick(live)
    }

    // MARK: Comparison

    /// The recording sampled at every step against what was shown, for layers in the final tree at the steps where
    /// they were in the tree (a recording holds the tree as it is at its end).
    private func compare(_ scene: Scene, root: UIView) -> [Mismatch] {
        let timeline: Timeline
        do { timeline = try Timeline(scene) } catch {
            return [Mismatch(time: 0, layer: "root", key: "timeline", detail: "the recording does not compile: \(error)",
                             underPausedClock: false)]
        }
        var mismatches: [Mismatch] = []
        for (t, layers) in shown {
            let presentation = timeline.sample(at: t)
            for (name, expected) in layers.sorted(by: { $0.key < $1.key }) {
                guard let recorded = presentation[name] else { continue }
                let paused = isUnderPausedClock(self.layers[name])
                for key in PropertyKey.allCases where !key.isTransformComponent && !key.isSublayerTransformComponent {
                    let distance = recorded[key].distance(to: expected[key])
                    guard !(distance <= Self.tolerance) else { continue }
                    mismatches.append(Mismatch(time: t, layer: name, key: key.rawValue,
                                               detail: "recorded \(recorded[key]), presented \(expected[key])",
                                               underPausedClock: paused))
                }
            }
        }
        return mismatches
    }

    private func isUnderPausedClock(_ layer: CALayer?) -> Bool {
        var current = layer
        while let l = current {
            if everPaused.contains(ObjectIdentifier(l)) { return true }
            current = l.superlayer
        }
        return false
    }
}
#endif
