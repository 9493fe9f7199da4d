import AnimaCore
import AnimaImageFormats

/// Lays frames side by side on one sheet, each with an optional label (a time in seconds) drawn underneath in a
/// built-in 3×5 pixel font.
public struct FilmstripSheet: Sendable {
    /// Pixels between frames and around the sheet.
    public var spacing: Int
    /// The sheet's colour between frames.
    public var background: Color
    /// The label colour.
    public var labelColor: Color

    /// Creates a layout.
    public init(spacing: Int = 8, background: Color = Color(white: 0.93), labelColor: Color = Color(white: 0.2)) {
        self.spacing = Swift.max(spacing, 0)
        self.background = background
        self.labelColor = labelColor
    }

    /// The label for a scene time: seconds with two decimals ("0.25").
    public static func label(seconds t: Double) -> String {
        guard t.isFinite else { return "" }
        let hundredths = Int((t * 100).rounded())
        let sign = hundredths < 0 ? "-" : ""
        let a = abs(hundredths)
        let frac = a % 100
        return "\(sign)\(a / 100).\(frac < 10 ? "0" : "")\(frac)"
    }

    /// Where frame `index` of `frameWidth`×`frameHeight`-pixel frames sits on a sheet (its label goes underneath).
    public func frameRect(_ index: Int, frameWidth: Int, frameHeight: Int) -> PixelRect {
        PixelRect(x: spacing + index * (frameWidth + spacing), y: spacing, width: frameWidth, height: frameHeight)
    }

    /// The sheet for `frames` (all the first one's size) with `labels` (one per frame, or empty for none).
    public func compose(_ frames: [Canvas], labels: [String] = []) throws(RenderError) -> Canvas {
        guard let first = frames.first else { throw RenderError.invalidInput("a filmstrip needs at least one frame") }
        guard frames.allSatisfy({ $0.width == first.width && $0.height == first.height }) else {
            throw RenderError.invalidInput("filmstrip frames must all be \(first.width)×\(first.height)")
        }
        guard labels.isEmpty || labels.count == frames.count else {
            throw RenderError.invalidInput("\(frames.count) frames but \(labels.count) labels")
        }
        // Font pixels scale with the frame so labels stay readable on @3x renders.
        let dot = Swift.max(2, Swift.min(8, first.height / 60))
        let labelHeight = labels.isEmpty ? 0 : DigitFont.glyphHeight * dot + spacing
        let w = Double(frames.count) * Double(first.width + spacing) + Double(spacing)
        let h = Double(first.height + 2 * spacing + labelHeight)
        do { try Canvas.validate(width: w, height: h) } catch { throw RenderError(error) }
        var sheet = Canvas(unchecked: PixelRect(x: 0, y: 0, width: Int(w), height: Int(h)))
        sheet.clear(to: background)
        let ink = Canvas.pack(labelColor)
        for (k, frame) in frames.enumerated() {
            let x0 = frameRect(k, frameWidth: first.width, frameHeight: first.height).x
            let sheetWidth = sheet.width
            sheet.pixels.withUnsafeMutableBufferPointer { dst in
                frame.pixels.withUnsafeBufferPointer { src in
                    for y in 0..<first.height {
                        for x in 0..<first.width {
                            let s = src[y * first.width + x]
                            let d = (spacing + y) * sheetWidth + x0 + x
                            dst[d] = s >> 24 == 255 ? s : Canvas.over(Canvas.floats(s), dst[d])
                        }
                    }
                }
            }
            guard k < labels.count else { continue }
            let text = labels[k]
            var gx = x0 + (first.width - DigitFont.width(text) * dot) / 2
            let gy = spacing + first.height + spacing / 2
            for ch in text {
                guard let rows = DigitFont.rows(ch) else { continue }
                for (r, bits) in rows.enumerated() {
                    for c in 0..<DigitFont.glyphWidth where bits & (1 << (DigitFont.glyphWidth - 1 - c)) != 0 {
                        for dy in 0..<dot {
                            for dx in 0..<dot {
                                let px = gx + c * dot + dx, py = gy + r * dot + dy
                                if px >= 0, px < sheet.width, py >= 0, py < sheet.height {
                                    sheet.pixels[py * sheet.width + px] = Canvas.over(Canvas.floats(ink), sheet.pixels[py * sheet.width + px])
                                }
                            }
                        }
                    }
                }
                gx += (DigitFont.glyphWidth + 1) * dot
            }
        }
        return sheet
    }
}
