/// How contents are sampled when drawn smaller or larger than their pixels (CALayer's filters).
public enum ContentsFilter: String, Sendable, Hashable, CaseIterable {
    /// Bilinear interpolation (the default).
    case linear
    /// The nearest pixel: hard edges, for pixel art.
    case nearest
    /// Bilinear between mipmap levels when shrinking (minification only; magnification treats it as linear).
    case trilinear
}
