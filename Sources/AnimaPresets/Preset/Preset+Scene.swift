import AnimaCore

extension Preset {
    /// Seconds a finished preset stays on screen at the end of its scene, so its final state is seen.
    public static let holdDuration = 0.5

    /// A 240×160 scene showing the preset on its sample layer (id `sample`), lasting one play of a loop or the
    /// whole animation plus `holdDuration`; a preset that rides a path also draws the path, dashed.
    public func scene(_ arguments: PresetArguments) -> Scene {
        var layer = stage.layer
        apply(to: &layer, arguments)
        let canvas = PresetStage.canvas
        var layers = [layer]
        if let path = layer.animations.lazy.compactMap(Self.ridden).first {
            layers.insert(SeedLayers.track(path, size: Size(canvas.width, canvas.height)), at: 0)
        }
        let duration = layer.animations.map(Self.showingTime).max() ?? Self.holdDuration
        return Scene(canvas: canvas, timeline: Scene.TimelineSettings(duration: duration, fps: 60), layers: layers,
                     comment: "\(name): \(summary)")
    }

    /// The scene time that shows all of `animation`: its end plus the hold, or its delay plus one cycle for a loop.
    static func showingTime(_ animation: Animation) -> Double {
        let t = animation.timing
        if t.endTime.isFinite { return t.endTime + holdDuration }
        return t.beginTime + t.cycleDuration / Swift.max(Swift.abs(t.speed), 1e-9)
    }

    /// The path an animation (or a group's child) moves along, if any.
    static func ridden(_ animation: Animation) -> Path? {
        switch animation.content {
        case .keyframe(let k): k.path
        case .group(let children): children.lazy.compactMap(ridden).first
        case .basic, .spring: nil
        }
    }
}
