import AnimaCore

/// CAReplicatorLayer: the sublayers drawn once per instance, without copying the layer tree.
extension LayerPainter {
    /// Draws the sublayers of replicator `r` `instanceCount` times: instance i with the instance transform applied
    /// i times (about the replicator's centre), its colour multiplier, and — when drawing a timeline — its sublayers
    /// re-sampled `i · instanceDelay` earlier in place.
    mutating func drawInstances(of r: Int, _ placement: Placement, clip: ClipMask?, into canvas: inout RenderTarget,
                                pointScale: Double) {
        let p = layers[r].properties
        let count = Swift.min(Swift.max(p.instanceCount, 0), TimelineLimits.maxInstanceCount)
        guard count > 0 else { return }
        let step = p.instanceTransformAboutCenter
        let delay = p.instanceDelay
        let resample = timeline != nil && delay != 0 && delay.isFinite
        let baseTime = resample ? replicatorTime(r) : 0
        let savedTint = tint, savedTime = instanceTime
        var instance = Transform3D.identity
        // The sublayers are listed once: `drawLayer` skips an instance's hidden or transparent ones itself, so only
        // their order can differ from instance to instance, and only when there are several to order by zPosition.
        let sublayers = drawingOrder(of: r, visibleOnly: false)
        for i in 0..<count {
            if resample, let timeline {
                timeline.sampleInstance(i, ofReplicator: r, replicatorTime: baseTime, delay: delay, into: &presentation)
                instanceTime = (r, baseTime - Double(i) * delay)
            }
            let color = p.instanceColor(at: i)
            tint = savedTint.map { color.multiplied(by: $0) } ?? (color == .white ? nil : color)
            if scratch.list.isRecording {
                scratch.list.beginInstance(i, of: r, delay: delay, resampled: resample, layers)
            }
            let placed = Placement(plane: placement.plane, accumulated: placement.accumulated,
                                   sublayer: instance.concatenating(placement.sublayer))
            for c in sublayers.count > 1 ? Presentation.drawingOrder(sublayers, in: layers) : sublayers {
                drawLayer(c, placement: placed, clip: clip, into: &canvas, pointScale: pointScale)
            }
            instance = instance.concatenating(step)
            guard instance.isFinite else { break }
        }
        if scratch.list.isRecording { scratch.list.endInstances(of: r, layers) }
        if resample, let timeline {
            timeline.sampleInstance(0, ofReplicator: r, replicatorTime: baseTime, delay: delay, into: &presentation)
        }
        tint = savedTint
        instanceTime = savedTime
    }

    /// The replicator's own time: through an enclosing replicator's shifted time when nested.
    private func replicatorTime(_ r: Int) -> Double {
        guard let timeline else { return 0 }
        if let outer = instanceTime {
            return timeline.localTime(ofLayer: r, below: outer.replicator, ancestorTime: outer.time)
        }
        return timeline.localTime(ofLayer: r, sceneTime: presentation.time)
    }
}
