/// A run of consecutive animated layers whose clocks one vectorised pass works out together each frame.
///
/// A layer qualifies when it runs on the scene's clock (no layer timing of its own or above it) and has no groups, so
/// each of its animations' parent time is the scene time; its animations then lie next to those of the previous
/// qualifying layer in the timeline's array, and a block is such a run of at most `maxAnimations` animations.
struct SamplingBlock: Sendable {
    /// The most animations in one block: the size of the stack scratch buffer each of the pass's outputs uses.
    static let maxAnimations = 32

    /// The block's layers, as a range of the timeline's `blockLayers`.
    var layers: Range<Int>
    /// The block's animations, as a contiguous range of the timeline's animations.
    var animations: Range<Int>

    /// Splits the animated `layers` into blocks and the layers that must be sampled one animation at a time.
    static func plan(layers: [Int], animations: [CompiledAnimation], layerAnimations: [Range<Int>],
                     hasOwnClock: [Bool]) -> (blocks: [SamplingBlock], blockLayers: [Int], otherLayers: [Int]) {
        var blocks: [SamplingBlock] = [], blockLayers: [Int] = [], otherLayers: [Int] = []
        for i in layers {
            let range = layerAnimations[i]
            let qualifies = !hasOwnClock[i] && range.count <= maxAnimations
                && !range.contains { animations[$0].kind == .group }
            guard qualifies else { otherLayers.append(i); continue }
            if let last = blocks.last, last.animations.upperBound == range.lowerBound,
               range.upperBound - last.animations.lowerBound <= maxAnimations {
                blocks[blocks.count - 1].layers = last.layers.lowerBound..<(blockLayers.count + 1)
                blocks[blocks.count - 1].animations = last.animations.lowerBound..<range.upperBound
            } else {
                blocks.append(SamplingBlock(layers: blockLayers.count..<(blockLayers.count + 1), animations: range))
            }
            blockLayers.append(i)
        }
        return (blocks, blockLayers, otherLayers)
    }
}
