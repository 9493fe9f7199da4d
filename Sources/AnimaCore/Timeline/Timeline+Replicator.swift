/// Sampling the sublayers of a replicator once per instance, in place.
extension Timeline {
    /// Re-samples every layer below the replicator at `index` (its sublayers, their masks and subtrees) as
    /// instance `instance` shows them: `instance · instanceDelay` seconds later in the replicator's time, as
    /// CAReplicatorLayer offsets its copies. `replicatorTime` is the replicator's own time (`localTime(ofLayer:sceneTime:)`,
    /// or an outer instance's shifted time for nested replicators). Writes only that subtree of `presentation` (which must
    /// come from this timeline) and allocates nothing when the animated values are vector-like.
    public func sampleInstance(_ instance: Int, ofReplicator index: Int, replicatorTime: Double,
                               delay: Double, into presentation: inout Presentation) {
        guard presentation.layers.count == base.layers.count, base.layers.indices.contains(index) else { return }
        let shifted = replicatorTime - Double(instance) * (delay.isFinite ? delay : 0)
        let end = base.layers[index].subtreeEnd
        let first = firstAnimatedLayer(atOrAfter: index + 1)
        var k = first
        presentation.layers.withUnsafeMutableBufferPointer { out in
            withTables { tables in
                var memo = SamplingMemo()
                while k < animatedLayers.count, animatedLayers[k] < end {
                    let j = animatedLayers[k]
                    let local = localTime(ofLayer: j, below: index, ancestorTime: shifted)
                    sampleLayer(j, localTime: local, tables, into: &out[j].properties, memo: &memo)
                    k += 1
                }
            }
        }
        presentation.forgetModelKeys(of: animatedLayers[first..<k])
    }

    /// The time of layer `j` when its ancestor `ancestor` is at `ancestorTime`, through the clocks in between.
    public func localTime(ofLayer j: Int, below ancestor: Int, ancestorTime: Double) -> Double {
        guard j != ancestor, base.layers.indices.contains(j), let parent = base.layers[j].parent else { return ancestorTime }
        return layerTimings[j].localTime(localTime(ofLayer: parent, below: ancestor, ancestorTime: ancestorTime))
    }

    /// The position in `animatedLayers` of the first animated layer with an index ≥ `i` (binary search).
    private func firstAnimatedLayer(atOrAfter i: Int) -> Int {
        var lo = 0, hi = animatedLayers.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if animatedLayers[mid] < i { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }
}
