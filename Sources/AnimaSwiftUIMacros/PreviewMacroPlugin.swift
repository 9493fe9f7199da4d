import Foundation

/// The compiler plugin behind `#Preview`: it speaks the compiler's plugin protocol (length-prefixed JSON on stdin
/// and stdout) without swift-syntax, and expands every preview to nothing, so a file's previews type-check and
/// cost no build time. (A swift-syntax plugin would take minutes to build on the project's 2-core machine.)
@main
struct PreviewMacroPlugin {
    /// The plugin protocol version answered to the compiler.
    static let protocolVersion = 6

    static func main() {
        let input = FileHandle.standardInput, output = FileHandle.standardOutput
        while let message = read(input) {
            guard let reply = answer(message) else { continue }
            write(reply, to: output)
        }
    }

    /// The reply to one host message: capability, or an empty expansion.
    static func answer(_ message: [String: Any]) -> [String: Any]? {
        if message["getCapability"] != nil {
            return ["getCapabilityResult": ["capability": ["protocolVersion": protocolVersion]]]
        }
        if message["expandFreestandingMacro"] != nil || message["expandAttachedMacro"] != nil {
            return ["expandMacroResult": ["expandedSource": "", "diagnostics": [] as [Any]]]
        }
        if message["loadPluginLibrary"] != nil {
            return ["loadPluginLibraryResult": ["loaded": false, "diagnostics": [] as [Any]]]
        }
        return nil
    }

    /// One message: an 8-byte little-endian length, then that many bytes of JSON.
    static func read(_ handle: FileHandle) -> [String: Any]? {
        guard let header = exactly(8, from: handle) else { return nil }
        let length = header.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
        guard length < 1 << 30, let body = exactly(Int(length), from: handle) else { return nil }
        return (try? JSONSerialization.jsonObject(with: body)) as? [String: Any]
    }

    static func exactly(_ count: Int, from handle: FileHandle) -> Data? {
        var data = Data()
        while data.count < count {
            guard let chunk = try? handle.read(upToCount: count - data.count), !chunk.isEmpty else { return nil }
            data.append(chunk)
        }
        return data
    }

    static func write(_ reply: [String: Any], to handle: FileHandle) {
        guard let body = try? JSONSerialization.data(withJSONObject: reply) else { return }
        var length = UInt64(body.count).littleEndian
        let header = withUnsafeBytes(of: &length) { Data($0) }
        handle.write(header + body)
    }
}
