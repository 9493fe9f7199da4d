import Foundation

/// The files under FILE's folder that the page may load (images a scene names, the JSON itself), and nothing else:
/// every request path is decoded one component at a time, components that are empty, `.`, `..`, hidden (`.git`) or
/// hold a slash, backslash or NUL are refused, and the resolved path (symbolic links followed) must still lie
/// inside the folder.
struct PreviewFiles: Sendable {
    /// The largest file served.
    static let maxFileBytes = 16 << 20

    /// The folder served, with symbolic links resolved.
    let root: URL

    /// Serves the files under `folder`.
    init(folder: URL) {
        root = folder.resolvingSymlinksInPath().standardizedFileURL
    }

    /// The regular file a raw (percent-encoded) request path names inside the folder, or nil.
    func file(forRequestPath rawPath: String) -> URL? {
        guard rawPath.hasPrefix("/") else { return nil }
        var url = root
        for part in rawPath.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            guard let name = Self.safeComponent(part) else { return nil }
            url.appendPathComponent(name)
        }
        let resolved = url.resolvingSymlinksInPath().standardizedFileURL
        guard resolved.path.hasPrefix(root.path.hasSuffix("/") ? root.path : root.path + "/") else { return nil }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: resolved.path, isDirectory: &isDirectory), !isDirectory.boolValue
        else { return nil }
        return resolved
    }

    /// The file's bytes, or nil when it cannot be read or is over `maxFileBytes`.
    func contents(of file: URL) -> Data? {
        let size = (try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? NSNumber)?.intValue ?? Int.max
        guard size <= Self.maxFileBytes else { return nil }
        return try? Data(contentsOf: file)
    }

    /// A decoded path component that names an entry of its folder, or nil.
    static func safeComponent(_ raw: Substring) -> String? {
        guard let name = String(raw).removingPercentEncoding, !name.isEmpty, !name.hasPrefix("."),
              !name.contains(where: { $0 == "/" || $0 == "\\" || $0 == "\0" })
        else { return nil }
        return name
    }

    /// The Content-Type for a file name's extension.
    static func contentType(of file: URL) -> String {
        switch file.pathExtension.lowercased() {
        case "png": "image/png"
        case "jpg", "jpeg": "image/jpeg"
        case "gif": "image/gif"
        case "webp": "image/webp"
        case "svg": "image/svg+xml"
        case "json": "application/json"
        case "html", "htm": "text/html; charset=utf-8"
        case "css": "text/css; charset=utf-8"
        case "js": "text/javascript; charset=utf-8"
        case "txt", "md": "text/plain; charset=utf-8"
        default: "application/octet-stream"
        }
    }
}
