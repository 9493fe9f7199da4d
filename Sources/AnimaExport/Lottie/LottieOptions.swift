/// How the Lottie export writes what Core Animation places in 3D.
public struct LottieOptions: Sendable, Hashable {
    /// Layers under perspective become 3D Lottie layers (`ddd` 1, `rx`/`ry`/`rz`, a z in `p`, `a`, `s`) seen by a
    /// camera layer, instead of the default: outlines projected at every frame into a flat composition, which every
    /// player draws (most Lottie players have no 3D). The 3D form needs a player with 3D layers and a camera, such as
    /// lottie-web's HTML renderer.
    public var threeD: Bool

    /// Options; the default projects depth into a flat composition.
    public init(threeD: Bool = false) {
        self.threeD = threeD
    }
}
