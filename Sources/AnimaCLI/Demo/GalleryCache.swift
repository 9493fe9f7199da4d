import AnimaCore
import AnimaFormat
import Foundation

/// What an earlier `anima demo` left in its folder: for each GIF, the key of what made it and its size, so a run of
/// the same build over the same scenes keeps those files instead of rendering them again.
///
/// A key covers the scene (its JSON encoding), the frame rate and the build: the running executable's path, size and
/// modification time. Any rebuild therefore renders everything anew, so a change to the renderer or an encoder can
/// never leave a stale GIF behind; a GIF that is missing or has another size than the one recorded is rendered again.
struct GalleryCache {
    /// The file in the output folder that holds the keys, one `name key bytes` line per GIF.
    static let fileName = ".anima-demo-cache"

    /// One GIF as it was written.
    struct Entry: Equatable {
        /// The key of what made it.
        var key: UInt64
        /// Its size in bytes.
        var bytes: Int
    }

    /// The folder's GIFs by item name.
    private(set) var entries: [String: Entry] = [:]
    private let folder: String
    private let build: String

    /// Reads the keys recorded in `folder` (none when the file is missing or unreadable).
    init(folder: String) {
        self.folder = folder
        build = Self.buildIdentity()
        guard let text = try? String(contentsOfFile: folder + "/" + Self.fileName, encoding: .utf8) else { return }
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count == 3, let key = UInt64(fields[1], radix: 16), let bytes = Int(fields[2]) else { continue }
            entries[String(fields[0])] = Entry(key: key, bytes: bytes)
        }
    }

    /// The key of `item` rendered at `fps` by this build; nil when the scene cannot be encoded or the build not told
    /// apart (then the GIF is always rendered).
    func key(of item: GalleryItem, fps: Double) -> UInt64? {
        guard !build.isEmpty, let scene = try? SceneEncoder().encode(item.scene) else { return nil }
        var hash = FNV1a()
        hash.add(build)
        hash.add(item.name)
        hash.add(String(fps.bitPattern))
        hash.add(scene)
        return hash.value
    }

    /// Whether the folder's `<name>.gif` is what `key` would render now.
    func isCurrent(_ name: String, key: UInt64?) -> Bool {
        guard let key, let entry = entries[name], entry.key == key else { return false }
        let size = (try? FileManager.default.attributesOfItem(atPath: "\(folder)/\(name).gif"))?[.size] as? Int
        return size == entry.bytes
    }

    /// Notes that `<name>.gif` was written from `key` with `bytes` bytes (forgotten when there is no key).
    mutating func record(_ name: String, key: UInt64?, bytes: Int) {
        entries[name] = key.map { Entry(key: $0, bytes: bytes) }
    }

    /// Writes the keys of `names` into the folder.
    func write(keeping names: [String]) throws(CLIError) {
        let lines = names.sorted().compactMap { name in
            entries[name].map { "\(name) \(String($0.key, radix: 16)) \($0.bytes)\n" }
        }
        try AtomicFile.write(Data(lines.joined().utf8), to: folder + "/" + Self.fileName)
    }

    /// The running executable's path, size and modification time; empty when they cannot be read.
    private static func buildIdentity() -> String {
        guard let path = Bundle.main.executablePath,
              let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let size = attributes[.size] as? Int, let date = attributes[.modificationDate] as? Date else { return "" }
        return "\(path) \(size) \(date.timeIntervalSince1970)"
    }
}

/// 64-bit FNV-1a over strings and bytes: a cache key, not a defence against someone choosing collisions.
private struct FNV1a {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ text: String) {
        add(Data(text.utf8))
        add(Data([0]))  // a separator, so "ab" + "c" and "a" + "bc" differ
    }

    mutating func add(_ bytes: Data) {
        for byte in bytes { value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
    }
}
