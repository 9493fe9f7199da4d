#if !canImport(Darwin)
import AnimaCore

/// A sublayer taken out of its superlayer: kept by the superlayer with where and when it left, so a recording plays it
/// (its animations included) up to that instant and hides it from then on, as the screen showed it.
struct Departure {
    /// The layer that left (held here, as its view may be gone).
    let layer: CALayer
    /// Its index among the sublayers just before it left.
    let index: Int
    /// The global time and change sequence at which it left.
    let time: Double
    let sequence: Int
    /// When it had entered the tree it left, and its model values then (it may enter another later).
    let entry: (time: Double, sequence: Int)?
    let entryModel: LayerProperties?
}
#endif
