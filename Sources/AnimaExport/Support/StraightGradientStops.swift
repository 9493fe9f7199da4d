import AnimaCore

/// Gradient stops between which a player's interpolation is the renderer's. Core Animation (and the renderer) blends
/// gradient colours in straight colour; CSS blends premultiplied, and so does rlottie; they differ between stops of
/// different alpha (opaque blue to clear white stays bluish straight and greys premultiplied). Such a span gets
/// `steps` − 1 stops in between, on the straight line: between neighbours the two ways then differ by
/// u(1 − u)·δα·δc ≤ 1/256 of the span's Δα·Δc, under one level of 255.
enum StraightGradientStops {
    /// `colors` at `locations` with the stops in between added.
    static func stops(_ colors: [Color], _ locations: [Double]) -> (colors: [Color], locations: [Double]) {
        var outColors: [Color] = [], outLocations: [Double] = []
        for i in colors.indices {
            if i > 0, colors[i].alpha != colors[i - 1].alpha, colors[i] != colors[i - 1] {
                for j in 1..<steps {
                    let f = Double(j) / Double(steps)
                    outColors.append(colors[i - 1].interpolated(to: colors[i], f))
                    outLocations.append(locations[i - 1] + (locations[i] - locations[i - 1]) * f)
                }
            }
            outColors.append(colors[i])
            outLocations.append(locations[i])
        }
        return (outColors, outLocations)
    }

    /// Steps per span of different alpha.
    static let steps = 8
}
