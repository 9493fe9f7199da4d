#if !canImport(Darwin)
@_spi(Hosting) import AnimaUIKit

/// Turns render items into AnimaUIKit views and layers, and a transaction's changes into their animations.
///
/// Each changed scalar property gets an additive Core Animation animation from −delta to 0 over the new model value,
/// so overlapping SwiftUI animations add up as they do in SwiftUI; an animation that merges (a fluid spring) removes
/// those in flight and starts from the presented value with the presented velocity.
@MainActor
final class HostRenderer {
    private var views: [String: UIView] = [:]
    private var models: [String: [AnimatedProperty: Double]] = [:]
    private var runs: [String: [AnimatedProperty: [PropertyRun]]] = [:]
    private var scopeValues: [String: AnyHashable] = [:]
    private var removing: [String: (view: UIView, item: RenderItem)] = [:]
    private var animationCounter = 0
    private let colors = ColorAnimator()
    private let shapes = ShapeAnimator()
    /// Completion times of the animations started by the current update (logical, removed).
    private(set) var latestLogicalEnd = 0.0
    private(set) var latestEnd = 0.0

    /// Shows `items` in `host` under `transaction`.
    func render(_ items: [RenderItem], in host: UIView, transaction: Transaction) {
        latestLogicalEnd = AnimaClock.now
        latestEnd = AnimaClock.now
        var seen: Set<String> = []
        sync(items, in: host, transaction: transaction, seen: &seen)
        var newScopes: [String: AnyHashable] = [:]
        collectScopes(items, into: &newScopes)
        scopeValues.merge(newScopes) { $1 }
        removeVanished(except: seen, transaction: transaction)
    }

    /// The view showing the item with accessibility identifier `id`.
    func view(identifiedBy id: String) -> UIView? { views.values.first { $0.accessibilityIdentifier == id } }

    private func collectScopes(_ items: [RenderItem], into values: inout [String: AnyHashable]) {
        for item in items {
            for scope in item.baseScopes + item.scopes.values.flatMap({ $0 }) { values[scope.key] = scope.value }
            collectScopes(item.children, into: &values)
        }
    }

    /// Shows `items` (frames in the host's coordinates) as subviews of `parent`, whose origin in the host is `origin`.
    private func sync(_ items: [RenderItem], in parent: UIView, origin: CGPoint = .zero, transaction: Transaction,
                      seen: inout Set<String>) {
        var order: [UIView] = []
        for global in items {
            var item = global
            item.frame = global.frame.offsetBy(dx: -origin.x, dy: -origin.y)
            seen.insert(item.key)
            let (view, isNew) = self.view(for: item)
            order.append(view)
            style(view, item, styleAnimation: isNew ? nil : styleAnimation(for: item, transaction: transaction))
            if isNew {
                insert(item, view: view, transaction: transaction)
            } else {
                update(item, view: view, transaction: transaction)
            }
            playTracks(item, view: view)
            sync(global.children, in: view, origin: global.frame.origin, transaction: transaction, seen: &seen)
        }
        arrange(order, in: parent)
    }

    /// Puts `order` as `parent`'s subviews (views being removed stay where they are).
    private func arrange(_ order: [UIView], in parent: UIView) {
        for (index, view) in order.enumerated() {
            if view.superview !== parent || parent.subviews.firstIndex(where: { $0 === view }) != index {
                parent.insertSubview(view, at: min(index, parent.subviews.count))
            }
        }
    }

    private func view(for item: RenderItem) -> (UIView, Bool) {
        if let v = views[item.key], Self.kind(of: v) == Self.kind(of: item) { return (v, false) }
        views[item.key]?.removeFromSuperview()
        let v: UIView = switch item.content {
        case .shape(let shape, _) where shape.box == nil: ShapeLayerView(frame: .zero)
        case .text: TextLayerView(frame: .zero)
        default: UIView(frame: .zero)
        }
        views[item.key] = v
        return (v, true)
    }

    private static func kind(of view: UIView) -> Int { view is ShapeLayerView ? 1 : view is TextLayerView ? 2 : 0 }
    private static func kind(of item: RenderItem) -> Int {
        switch item.content {
        case .shape(let shape, _) where shape.box == nil: 1
        case .text: 2
        default: 0
        }
    }

    /// What is drawn, set only when it changed (a recording keeps a copy of the layer for every change of a property
    /// Core Animation does not animate); colours and a shape's animatable data change under `styleAnimation`.
    private func style(_ view: UIView, _ item: RenderItem, styleAnimation: Animation?) {
        func paint(_ color: Color?, _ slot: ColorAnimator.Slot, _ layer: CALayer) {
            noteEnd(colors.paint(color, slot, of: layer, key: item.key, animation: styleAnimation))
        }
        if view.accessibilityIdentifier != item.identifier { view.accessibilityIdentifier = item.identifier }
        let layer = view.layer
        set(layer, \.name, item.identifier)
        switch item.content {
        case .shape(let shape, let styling):
            if let shapeLayer = layer as? CAShapeLayer {
                noteEnd(shapes.draw(shape, in: CGRect(origin: .zero, size: item.frame.size), on: shapeLayer, key: item.key,
                                    animation: styleAnimation))
                paint(styling.fill, .fill, shapeLayer)
                paint(styling.stroke, .stroke, shapeLayer)
                set(shapeLayer, \.lineWidth, styling.lineWidth)
            } else {
                paint(styling.fill, .background, layer)
                paint(styling.stroke, .border, layer)
                set(layer, \.borderWidth, styling.stroke == nil ? 0 : styling.lineWidth)
            }
        case .color(let color):
            paint(color, .background, layer)
        case .text(let string, let font, let color):
            if let text = layer as? CATextLayer {
                if text.string as? String != string { text.string = string }
                set(text, \.fontSize, font.size)
                paint(color, .text, text)
                set(text, \.isWrapped, true)
            }
        case .container:
            break
        }
        set(layer, \.masksToBounds, item.clip != nil || (item.cornerRadius > 0 && Self.kind(of: item) == 0 && !isBox(item)))
        if let shadow = item.shadow {
            set(layer, \.shadowColor, shadow.color.cgColor)
            set(layer, \.shadowOpacity, 1)
            set(layer, \.shadowRadius, shadow.radius)
            set(layer, \.shadowOffset, CGSize(width: shadow.x, height: shadow.y))
        }
        set(layer, \.anchorPoint, CGPoint(x: item.anchor.x, y: item.anchor.y))
    }

    /// Counts a style animation's end in the update's completion times (it ends and is logically complete then).
    private func noteEnd(_ end: Double?) {
        guard let end else { return }
        latestEnd = max(latestEnd, end)
        latestLogicalEnd = max(latestLogicalEnd, end)
    }

    /// Sets a layer property when its value differs.
    private func set<L: CALayer, T: Equatable>(_ layer: L, _ keyPath: ReferenceWritableKeyPath<L, T>, _ value: T) {
        if layer[keyPath: keyPath] != value { layer[keyPath: keyPath] = value }
    }

    private func isBox(_ item: RenderItem) -> Bool {
        if case .shape(let s, _) = item.content { return s.box != nil }
        return false
    }

    // MARK: Properties

    private func insert(_ item: RenderItem, view: UIView, transaction: Transaction) {
        let targets = Dictionary(uniqueKeysWithValues: AnimatedProperty.allCases.map { ($0, $0.value(of: item)) })
        let animation = transaction.disablesAnimations ? nil : changedScope(item.baseScopes)?.animation ?? transaction.animation
        if let transition = item.transition, let animation {
            let from = Self.apply(transition.insertion, to: targets, item: item)
            models[item.key] = from
            write(from, to: view)
            for (p, target) in targets where from[p] != target { animate(p, of: item.key, view: view, to: target, with: animation) }
        } else {
            models[item.key] = targets
            write(targets, to: view)
        }
        lastItems[item.key] = item
    }

    private func update(_ item: RenderItem, view: UIView, transaction: Transaction) {
        lastItems[item.key] = item
        for property in AnimatedProperty.allCases {
            let target = property.value(of: item)
            let old = models[item.key]?[property] ?? target
            guard old != target else { continue }
            // A sampled run starting now (an Animatable modifier's, a triggered keyframe animator's) carries the
            // motion to the new value itself.
            let sampled = item.tracks[property].map { $0.start == AnimaClock.now && !$0.repeating } ?? false
            if !sampled, let animation = animation(for: property, of: item, transaction: transaction) {
                animate(property, of: item.key, view: view, to: target, with: animation)
            } else {
                for run in runs[item.key]?[property] ?? [] { view.layer.removeAnimation(forKey: run.key) }
                runs[item.key]?[property] = []
                models[item.key, default: [:]][property] = target
                write([property: target], to: view)
            }
        }
    }

    /// The animation for a property: the innermost `.animation(_:value:)` whose value changed, else the transaction's.
    private func animation(for property: AnimatedProperty, of item: RenderItem, transaction: Transaction) -> Animation? {
        if transaction.disablesAnimations { return nil }
        if let scope = changedScope(item.scopes(for: property)) { return scope.animation }
        return transaction.animation
    }

    /// The animation for the item's colours and shape: its node's innermost changed `.animation(_:value:)`, else the
    /// transaction's.
    private func styleAnimation(for item: RenderItem, transaction: Transaction) -> Animation? {
        if transaction.disablesAnimations { return nil }
        return changedScope(item.baseScopes)?.animation ?? transaction.animation
    }

    /// The innermost `.animation(_:value:)` scope seen before whose value has changed since.
    private func changedScope(_ scopes: [AnimationScope]) -> AnimationScope? {
        scopes.last { scope in scopeValues[scope.key].map { $0 != scope.value } ?? false }
    }

    /// Starts `animation` of `property` towards `target`, adding to or merging with what runs.
    private func animate(_ property: AnimatedProperty, of key: String, view: UIView, to target: Double, with animation: Animation) {
        let now = AnimaClock.now
        let old = models[key]?[property] ?? target
        var active = (runs[key]?[property] ?? []).filter { !$0.isFinished(at: now) }
        var context = AnimationContext<Double>()
        var delta = target - old
        var velocity = 0.0
        if !active.isEmpty, animation.shouldMerge(previous: active[active.count - 1].animation, value: delta, time: 0,
                                                  context: &context) {
            let presented = old + active.reduce(0) { $0 + $1.value(at: now) - $1.delta }
            velocity = active.reduce(0) { $0 + $1.velocity(at: now) }
            for run in active { view.layer.removeAnimation(forKey: run.key) }
            active = []
            delta = target - presented
        }
        animationCounter += 1
        let run = PropertyRun(animation: animation, start: now, delta: delta, initialVelocity: velocity,
                              key: "swiftui.\(property.rawValue).\(animationCounter)")
        active.append(run)
        runs[key, default: [:]][property] = active
        models[key, default: [:]][property] = target
        write([property: target], to: view)
        view.layer.add(Self.coreAnimation(run, keyPath: property.rawValue, now: now), forKey: run.key)
        latestLogicalEnd = max(latestLogicalEnd, now + (run.logicalEnd ?? PropertyRun.maxDuration))
        latestEnd = max(latestEnd, now + (run.end ?? PropertyRun.maxDuration))
    }

    /// The recorded form of a run: exact for timing curves, else keyframes on the 300 Hz grid.
    private static func coreAnimation(_ run: PropertyRun, keyPath: String, now: Double) -> CAAnimation {
        if let form = CoreAnimationForm.of(run.animation) {
            return form.animation(keyPath: keyPath, delta: run.delta, now: now)
        }
        let a = CAKeyframeAnimation(keyPath: keyPath)
        let count = run.table.count
        let duration = Double(max(count - 1, 1)) * PropertyRun.step
        a.values = run.table.map { $0 - run.delta }
        a.keyTimes = (0..<count).map { NSNumber(value: Double($0) * PropertyRun.step / duration) }
        a.duration = duration
        a.isAdditive = true
        a.beginTime = now
        a.calculationMode = run.animation.box.base is FluidSpringAnimation ? .discrete : .linear
        return a
    }

    private var playedRuns: [String: Int] = [:]

    /// Records a keyframe animator's sampled run on the layer, once per run: additive differences from the value at
    /// rest (the model).
    private func playTracks(_ item: RenderItem, view: UIView) {
        for (property, track) in item.tracks {
            let key = item.key + "|" + property.rawValue
            guard playedRuns[key] != track.runID, track.values.count > 1 else { continue }
            playedRuns[key] = track.runID
            let a = CAKeyframeAnimation(keyPath: property.rawValue)
            let duration = Double(track.values.count - 1) * track.step
            a.values = track.values
            a.keyTimes = track.values.indices.map { NSNumber(value: Double($0) * track.step / duration) }
            a.duration = duration
            a.isAdditive = true
            a.beginTime = track.start
            if track.repeating { a.repeatCount = .infinity }
            view.layer.add(a, forKey: "swiftui.keyframes." + property.rawValue)
        }
    }

    /// Writes model values to the layer.
    private func write(_ values: [AnimatedProperty: Double], to view: UIView) {
        let layer = view.layer
        var position = layer.position, size = layer.bounds.size
        for (p, v) in values {
            switch p {
            case .x: position.x = v
            case .y: position.y = v
            case .width: size.width = v
            case .height: size.height = v
            case .opacity: layer.opacity = Float(v)
            case .cornerRadius: layer.cornerRadius = v
            default: break
            }
        }
        layer.position = position
        layer.bounds = CGRect(origin: .zero, size: size)
        if values.keys.contains(where: { [.offsetX, .offsetY, .scaleX, .scaleY, .rotation].contains($0) }),
           let key = views.first(where: { $0.value === view })?.key, let m = models[key] {
            let all = m.merging(values) { $1 }
            layer.transform = Self.transform(all)
        }
    }

    /// translate(offset) · rotate · scale, as Core Animation composes its transform sub-properties.
    private static func transform(_ m: [AnimatedProperty: Double]) -> CATransform3D {
        var t = CATransform3DMakeTranslation(m[.offsetX] ?? 0, m[.offsetY] ?? 0, 0)
        t = CATransform3DRotate(t, m[.rotation] ?? 0, 0, 0, 1)
        return CATransform3DScale(t, m[.scaleX] ?? 1, m[.scaleY] ?? 1, 1)
    }

    /// The property values a transition's effects start from (insertion) or end at (removal).
    static func apply(_ effects: [AnyTransition.Effect], to values: [AnimatedProperty: Double],
                      item: RenderItem) -> [AnimatedProperty: Double] {
        var v = values
        for effect in effects {
            switch effect {
            case .opacity: v[.opacity] = 0
            case .scale(let s, _): v[.scaleX] = (v[.scaleX] ?? 1) * s; v[.scaleY] = (v[.scaleY] ?? 1) * s
            case .offset(let o): v[.offsetX] = (v[.offsetX] ?? 0) + o.width; v[.offsetY] = (v[.offsetY] ?? 0) + o.height
            case .fade(let f): v[.opacity] = (v[.opacity] ?? 1) * f
            case .stretch(let s): v[.scaleX] = (v[.scaleX] ?? 1) * s.width; v[.scaleY] = (v[.scaleY] ?? 1) * s.height
            case .turn(let r): v[.rotation] = (v[.rotation] ?? 0) + r
            case .modifier: break
            case .move(let edge):
                switch edge {
                case .leading: v[.offsetX] = (v[.offsetX] ?? 0) - item.frame.maxX
                case .trailing: v[.offsetX] = (v[.offsetX] ?? 0) + item.frame.width
                case .top: v[.offsetY] = (v[.offsetY] ?? 0) - item.frame.maxY
                case .bottom: v[.offsetY] = (v[.offsetY] ?? 0) + item.frame.height
                }
            }
        }
        return v
    }

    // MARK: Removal

    private var lastItems: [String: RenderItem] = [:]

    /// Views no longer in the tree: removed at once, or after their removal transition under an animation.
    private func removeVanished(except seen: Set<String>, transaction: Transaction) {
        for (key, view) in views where !seen.contains(key) {
            views[key] = nil
            guard let item = lastItems[key], let transition = item.transition,
                  let animation = transaction.disablesAnimations ? nil : transaction.animation else {
                view.removeFromSuperview()
                cleanUp(key)
                continue
            }
            views[key] = view
            let targets = Self.apply(transition.removal, to: models[key] ?? [:], item: item)
            for (p, target) in targets where models[key]?[p] != target {
                animate(p, of: key, view: view, to: target, with: animation)
            }
            views[key] = nil
            // Out of the hierarchy when its own animations are over (not the update's longest).
            let end = runs[key, default: [:]].values.joined().map { $0.start + ($0.end ?? PropertyRun.maxDuration) }.max()
            AnimaClock.schedule(at: end ?? AnimaClock.now) { [weak view] in view?.removeFromSuperview() }
            cleanUp(key)
        }
    }

    private func cleanUp(_ key: String) { models[key] = nil; runs[key] = nil; lastItems[key] = nil; colors.forget(key); shapes.forget(key) }
}

/// A view drawn by a shape layer.
final class ShapeLayerView: UIView {
    override class var layerClass: AnyClass { CAShapeLayer.self }
}

/// A view drawn by a text layer.
final class TextLayerView: UIView {
    override class var layerClass: AnyClass { CATextLayer.self }
}
#endif
