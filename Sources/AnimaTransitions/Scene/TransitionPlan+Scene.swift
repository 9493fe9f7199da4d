import AnimaCore

extension TransitionPlan {
    /// Seconds the scene's timeline runs on after the last animation ends, so the final state is seen.
    public static let holdDuration = 0.25

    /// The transition as a Scene: every item a layer with the item's id holding its final state, every planned change
    /// an animation on it; deleted items are hidden once their delete animation completes.
    ///
    /// Throws when either state has a problem (`before.items[2].id: duplicate id …`), since layer ids must be unique.
    public func scene(animators: ItemAnimators = ItemAnimators()) throws(ListStateError) -> Scene {
        try Self.validate(before, as: "before")
        try Self.validate(after, as: "after")
        let layers = items.map { layer(for: $0, animator: animators.animator(for: $0.id)) }
        let ends = layers.flatMap(\.animations).map(\.timing.endTime).filter(\.isFinite)
        let duration = max((ends.max() ?? 0) + Self.holdDuration, 2 * Self.holdDuration)
        let scene = Scene(canvas: after.canvas, timeline: Scene.TimelineSettings(duration: duration, fps: 60),
                          layers: layers, comment: summary)
        try Self.checkUniqueIDs(scene)
        return scene
    }

    /// The transition as a Scene with one animator for every item.
    public func scene(animator: any Animator) throws(ListStateError) -> Scene {
        try scene(animators: ItemAnimators(animator))
    }

    /// One line saying what changed, for the scene's comment.
    public var summary: String {
        let d = diff
        let kind = isAnimated ? "transition" : isReload ? "first load (not animated)" : "scroll (not animated)"
        return "\(kind): \(d.inserts.count) inserted, \(d.deletes.count) deleted, \(d.moves.count) moved, "
            + "\(d.updates.count) updated"
    }

    private func layer(for item: TransitionItem, animator: any Animator) -> Layer {
        var layer = Layer(id: item.id, sublayers: (item.final?.appearance.content).map { Self.contentLayers($0, of: item) } ?? [])
        if let shown = item.final {
            layer.properties.frame = shown.frame
            layer.backgroundColor = shown.appearance.color
            layer.cornerRadius = shown.appearance.cornerRadius
        }
        layer.isHidden = item.change == .delete
        guard item.isAnimated else { return layer }
        for animation in animations(for: item, animator: animator) { layer.add(animation) }
        return layer
    }

    private func animations(for item: TransitionItem, animator: any Animator) -> [Animation] {
        switch item.change {
        case .insert: animator.insert(item, in: context)
        case .update: animator.update(item, in: context)
        case .move: animator.move(item, in: context)
        case .none: []
        case .delete: Self.keptAlive(animator.delete(item, in: context))
        }
    }

    /// The delete's animations plus one that shows the hidden layer until the completion time.
    private static func keptAlive(_ deletion: DeleteAnimation) -> [Animation] {
        guard deletion.completion > 0 else { return deletion.animations }
        return deletion.animations
            + [Animation.basic(.isHidden, from: false, to: false, duration: deletion.completion).key("delete.visible")]
    }

    private static func validate(_ state: ListState, as name: String) throws(ListStateError) {
        if let problem = state.problems().first {
            throw ListStateError(path: "\(name).\(problem.path)", message: problem.message)
        }
    }

    private static func checkUniqueIDs(_ scene: Scene) throws(ListStateError) {
        var seen = Set<String>()
        for layer in scene.allLayers where !seen.insert(layer.id).inserted {
            throw ListStateError(path: "after.items", message: "id \"\(layer.id)\" collides with an item's content layer")
        }
    }
}
