import AnimaCore
import Foundation

/// Reads a layer's image and text fields: `contents` (a path relative to the scene file, or a base64 `data:` URI),
/// the contents options, and a text layer's `string`, `fontName` and options.
///
/// Only the container is checked here (the file exists, the URI is base64, the bytes start like a PNG or JPEG,
/// sizes are within `ContentLimits`); the pixels are decoded by the renderer when the scene is prepared, which
/// reports a corrupt image with the same JSON path.
struct ContentsDecoder {
    /// Layer fields this decoder reads (the animatable ones — contentsRect, fontSize, … — are key paths).
    static let fields = ["contents", "contentsGravity", "minificationFilter", "magnificationFilter", "string",
                         "fontName", "alignmentMode", "isWrapped", "truncationMode"]

    /// Where relative image paths start; nil is the current directory.
    let baseDirectory: URL?

    func decode(_ object: inout ObjectReader, kind: LayerKind, into p: inout LayerProperties, _ d: inout Diagnostics) {
        func take<E: RawRepresentable & CaseIterable>(_ name: String, _ type: E.Type) -> E? where E.RawValue == String {
            object.take(name).flatMap { ValueDecoder.name($0, as: type, at: object.path(name), &d) }
        }
        if let json = object.take("contents") { p.contents = image(json, at: object.path("contents"), &d) }
        if let v = take("contentsGravity", ContentsGravity.self) { p.contentsGravity = v }
        if let v = take("minificationFilter", ContentsFilter.self) { p.minificationFilter = v }
        if let v = take("magnificationFilter", ContentsFilter.self) { p.magnificationFilter = v }
        if let v = take("alignmentMode", TextAlignmentMode.self) { p.alignmentMode = v }
        if let v = take("truncationMode", TruncationMode.self) { p.truncationMode = v }
        if let json = object.take("isWrapped"), let b = ValueDecoder.bool(json, at: object.path("isWrapped"), &d) {
            p.isWrapped = b
        }
        if let json = object.take("fontName"), let name = ValueDecoder.string(json, at: object.path("fontName"), &d) {
            if name.isEmpty { d.report(object.path("fontName"), "must not be empty: name a font, or leave it out for the default") }
            else { p.fontName = name }
        }
        if let json = object.take("string") {
            if let s = ValueDecoder.string(json, at: object.path("string"), &d) {
                p.string = checkedString(s, at: object.path("string"), &d)
            }
        } else if kind == .text {
            d.report(object.path("string"), "is required: a text layer needs text to draw")
        }
    }

    private func checkedString(_ s: String, at path: String, _ d: inout Diagnostics) -> String {
        let bytes = s.utf8.count
        guard bytes <= ContentLimits.maxStringBytes else {
            d.report(path, "is \(bytes) bytes long; a text layer's string is limited to \(ContentLimits.maxStringBytes) bytes")
            return ""
        }
        if s.isEmpty { d.report(path, "must not be empty: a text layer needs text to draw") }
        return s
    }

    /// The image a `contents` string names.
    func image(_ json: JSONValue, at path: String, _ d: inout Diagnostics) -> ImageContents? {
        guard let text = ValueDecoder.string(json, at: path, &d) else { return nil }
        guard !text.isEmpty else {
            d.report(path, "must not be empty: a path to a PNG or JPEG relative to the scene file, or a data: URI")
            return nil
        }
        let bytes = text.hasPrefix("data:") ? dataURI(text, at: path, &d) : file(text, at: path, &d)
        guard let bytes else { return nil }
        let contents = ImageContents(bytes: bytes, source: text.hasPrefix("data:") ? "data: URI" : text)
        guard contents.mediaType != nil else {
            d.report(path, "\(contents.source) is not a PNG or JPEG image (its first bytes are neither signature)")
            return nil
        }
        return contents
    }

    /// `data:[<media type>];base64,<data>`; only base64 is accepted (images are binary).
    private func dataURI(_ uri: String, at path: String, _ d: inout Diagnostics) -> [UInt8]? {
        guard let comma = uri.firstIndex(of: ",") else {
            d.report(path, "is not a data: URI (expected data:image/png;base64,…)")
            return nil
        }
        let header = uri[uri.index(uri.startIndex, offsetBy: 5)..<comma]
        guard header.split(separator: ";").contains("base64") else {
            d.report(path, "the data: URI must be base64-encoded (data:image/png;base64,…)")
            return nil
        }
        let payload = String(uri[uri.index(after: comma)...])
        guard let data = Data(base64Encoded: payload, options: .ignoreUnknownCharacters), !data.isEmpty,
              payload.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+/=\n\r \t".contains($0)) }) else {
            d.report(path, "the data: URI's payload is not valid base64")
            return nil
        }
        guard data.count <= ContentLimits.maxImageBytes else {
            d.report(path, "the image is \(data.count) bytes; the limit is \(ContentLimits.maxImageBytes)")
            return nil
        }
        return [UInt8](data)
    }

    /// An image file, relative to the scene file's directory unless absolute.
    private func file(_ name: String, at path: String, _ d: inout Diagnostics) -> [UInt8]? {
        let base = baseDirectory ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let url = name.hasPrefix("/") ? URL(fileURLWithPath: name) : base.appendingPathComponent(name)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            d.report(path, "cannot read the image file \(name): no such file (paths are relative to the scene file)")
            return nil
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? NSNumber)?.intValue ?? 0
        guard size <= ContentLimits.maxImageBytes else {
            d.report(path, "the image file \(name) is \(size) bytes; the limit is \(ContentLimits.maxImageBytes)")
            return nil
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            d.report(path, "cannot read the image file \(name): permission denied")
            return nil
        }
        return [UInt8](data)
    }
}
