import AnimaCore
import AnimaImageFormats

/// A decoded contents image, with its mipmap chain when a layer asks for trilinear minification.
struct PreparedImage: Sendable {
    /// Level 0 is the image; each further level halves both sides (box filter), down to 1×1.
    let levels: [Canvas]

    init(_ image: Canvas, mipmaps: Bool) {
        var levels = [image]
        if mipmaps {
            while let last = levels.last, last.width > 1 || last.height > 1 { levels.append(Self.halved(last)) }
        }
        self.levels = levels
    }

    /// The image's size in pixels.
    var width: Int { levels[0].width }
    var height: Int { levels[0].height }

    /// The level to sample when the image is drawn at `scale` device pixels per image pixel: the largest level
    /// that is not shrunk by more than 2×.
    func level(forScale scale: Double) -> Int {
        guard scale > 0, scale < 1, scale.isFinite else { return 0 }
        var level = 0, s = scale
        while s < 0.5, level + 1 < levels.count { s *= 2; level += 1 }
        return level
    }

    /// A 2×2 box-filtered half-size copy (premultiplied, so transparent pixels do not darken their neighbours).
    private static func halved(_ c: Canvas) -> Canvas {
        let w = Swift.max(c.width / 2, 1), h = Swift.max(c.height / 2, 1)
        var out = Canvas(unchecked: PixelRect(x: 0, y: 0, width: w, height: h))
        for y in 0..<h {
            for x in 0..<w {
                var sum = SIMD4<Float>()
                for (dx, dy) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
                    let sx = Swift.min(2 * x + dx, c.width - 1), sy = Swift.min(2 * y + dy, c.height - 1)
                    sum += Canvas.floats(c.pixels[sy * c.width + sx])
                }
                out.pixels[y * w + x] = Canvas.word(sum * 0.25)
            }
        }
        return out
    }
}
