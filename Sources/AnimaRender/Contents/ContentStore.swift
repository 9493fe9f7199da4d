import AnimaCore
import AnimaImageFormats

/// Everything a scene's layers show besides vector drawing, prepared once: decoded images and shaped text.
///
/// Built when a scene is prepared for rendering (never per frame): images are decoded by libpng/libjpeg-turbo,
/// fonts resolved by fontconfig, strings shaped by HarfBuzz and glyph outlines read by FreeType. Indexed like the
/// presentation (depth-first pre-order), so a frame finds a layer's content without a lookup by name.
public struct ContentStore: Sendable {
    /// Per layer, its decoded image.
    let images: [PreparedImage?]
    /// Per layer, its shaped text.
    let texts: [PreparedText?]
    /// Per text layer, its text laid out at the model values (reused by every frame whose layout matches).
    let layouts: [TextLayout?]
    /// Fonts that were missing and replaced by the default: the layer, `fontName`, and a message naming the font.
    public let warnings: [ContentError]
    /// The glyph masks upright text is composited from, shared by every frame drawn with this store (nil without text).
    let glyphMasks: GlyphMaskCache?

    /// An empty store: layers draw no images or text.
    public init() { images = []; texts = []; layouts = []; warnings = []; glyphMasks = nil }

    /// Prepares the contents of every layer of `timeline`'s scene.
    public init(_ timeline: Timeline) throws(ContentError) {
        try self.init(timeline.sample(at: 0))
    }

    /// Prepares the contents of every layer of a presentation (the model values: contents and strings do not animate).
    public init(_ presentation: Presentation) throws(ContentError) {
        var images: [PreparedImage?] = [], texts: [PreparedText?] = [], layouts: [TextLayout?] = []
        var warnings: [ContentError] = []
        var fonts = FontCache()
        var decoded: [ImageContents: PreparedImage] = [:]
        for layer in presentation.layers {
            let p = layer.properties
            if let contents = p.contents {
                if let done = decoded[contents] {
                    images.append(done)
                } else {
                    let image = try Self.prepareImage(contents, layer: layer)
                    decoded[contents] = image
                    images.append(image)
                }
            } else {
                images.append(nil)
            }
            guard layer.kind == .text, !p.string.isEmpty else { texts.append(nil); layouts.append(nil); continue }
            let resolved: (font: Font, id: Int, warning: String?)
            do throws(TextError) {
                resolved = try fonts.font(named: p.fontName)
                if let w = resolved.warning {
                    warnings.append(ContentError(layerID: layer.id, property: "fontName", message: w))
                }
            } catch {
                throw ContentError(layerID: layer.id, property: "fontName", message: error.description)
            }
            do throws(TextError) {
                let text = try PreparedText(p.string, font: resolved.font, fontID: resolved.id)
                texts.append(text)
                layouts.append(TextLayout(text, TextLayout.Key(p, bounds: LayerPainter.standardized(p.bounds))))
            } catch {
                throw ContentError(layerID: layer.id, property: "string", message: error.description)
            }
        }
        self.images = images
        self.texts = texts
        self.layouts = layouts
        self.warnings = warnings
        glyphMasks = texts.contains { $0 != nil } ? GlyphMaskCache() : nil
    }

    private static func prepareImage(_ contents: ImageContents, layer: PresentedLayer) throws(ContentError) -> PreparedImage {
        guard contents.bytes.count <= ContentLimits.maxImageBytes else {
            throw ContentError(layerID: layer.id, property: "contents",
                               message: "the image is \(contents.bytes.count) bytes; the limit is \(ContentLimits.maxImageBytes)")
        }
        do throws(ImageError) {
            let canvas = try ImageDecoder.decode(contents.bytes)
            let needsMipmaps = layer.properties.minificationFilter == .trilinear
            return PreparedImage(canvas, mipmaps: needsMipmaps)
        } catch {
            throw ContentError(layerID: layer.id, property: "contents", message: "\(contents.source): \(error)")
        }
    }

    /// How many layers the store was prepared for.
    var layerCount: Int { images.count }

    /// The image of the layer at `index`, if it has one.
    func image(_ index: Int) -> PreparedImage? { index < images.count ? images[index] : nil }

    /// The text of the layer at `index`, if it is a text layer with a string.
    func text(_ index: Int) -> PreparedText? { index < texts.count ? texts[index] : nil }

    /// The text layer at `index` laid out for `key`, relative to the layer's top-left corner: the prepared layout
    /// when the key matches it (the common case: layout properties that do not animate), otherwise laid out now.
    /// Nil when the layer has no text.
    func textLayout(_ index: Int, _ key: TextLayout.Key) -> TextLayout? {
        guard let text = text(index) else { return nil }
        if index < layouts.count, let layout = layouts[index], layout.key == key { return layout }
        return TextLayout(text, key)
    }

    /// The glyph outlines of `textLayout(index, key)` as one path.
    func textPath(_ index: Int, _ key: TextLayout.Key) -> Path? { textLayout(index, key)?.path }
}

/// Fonts opened while preparing one scene, shared by the layers that name the same one.
private struct FontCache {
    private var byName: [String: (font: Font, id: Int, warning: String?)] = [:]
    private var byFile: [String: (font: Font, id: Int)] = [:]

    /// The font for `name` (or the default, with a warning), and its index among the files opened so far.
    mutating func font(named name: String?) throws(TextError) -> (font: Font, id: Int, warning: String?) {
        let key = name ?? FontResolver.defaultFamily
        if let hit = byName[key] { return hit }
        let match = try FontResolver.resolve(key)
        let fileKey = "\(match.path)#\(match.index)"
        let opened: (font: Font, id: Int)
        if let open = byFile[fileKey] {
            opened = open
        } else {
            opened = (try Font(path: match.path, index: match.index), byFile.count)
            byFile[fileKey] = opened
        }
        byName[key] = (opened.font, opened.id, match.warning)
        return (opened.font, opened.id, match.warning)
    }
}
