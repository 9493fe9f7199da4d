#if !canImport(Darwin)
import AnimaCore

extension Layer {
    /// This subtree, masks included, with `change` applied to every layer (sublayers and mask first): how a
    /// recording makes its copies of a layer.
    func mapped(_ change: (inout Layer) -> Void) -> Layer {
        var out = self
        out.sublayers = sublayers.map { $0.mapped(change) }
        out.mask = mask.map { $0.mapped(change) }
        change(&out)
        return out
    }
}
#endif
