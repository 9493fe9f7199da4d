extension GIFEncoder {
    /// How far the encoder searches for a smaller file at the same quality floors. Both keep every floor (SSIM,
    /// motion, the lossy bound); they differ only in bytes and time.
    public enum Effort: Sendable, Hashable {
        /// Every search: two ways down to a frame's floors (held pixels and near colours halving together, and near
        /// colours alone; with `--lossy N`'s floors a third, a level or two held with the near bound kept), the
        /// smallest file kept; short tables of a frame's own; a full LZW table kept instead of cleared where that
        /// is smaller. The default.
        case thorough
        /// The first way down only, in two steps (a quarter of the bound, then nothing lost), the global table only
        /// (no table of a frame's own, no short tables), the LZW table always cleared when full: a few percent
        /// larger, in well under half the time (the gallery of `anima demo`; figures in docs/performance.md).
        case quick
    }
}
