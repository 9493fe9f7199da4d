#if !canImport(Darwin)
import AnimaCore

/// A change of a property Core Animation does not animate (an image, a string, a style), kept so a recording can
/// rebuild how a layer looked just before a transition.
struct UnanimatedChange {
    /// Writes the new value.
    let apply: (inout LayerProperties) -> Void
    /// The layer time of the change.
    let local: Double
    /// The global order of the change.
    let sequence: Int
}
#endif
