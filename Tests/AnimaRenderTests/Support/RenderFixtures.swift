import AnimaTestSupport
import Foundation

/// Fixture files of the render tests, found from the repository root (no bundle resources).
enum RenderFixtures {
    static let directory = Repository.url("Tests/AnimaRenderTests/__Fixtures__")
    static let pngSuite = directory.appendingPathComponent("pngsuite")

    /// The bytes of a fixture file.
    static func bytes(_ url: URL) throws -> [UInt8] { [UInt8](try Data(contentsOf: url)) }

    /// The PngSuite files whose names pass `filter`, sorted.
    static func pngSuiteFiles(_ filter: (String) -> Bool) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: pngSuite.path)) ?? []
        return names.filter { $0.hasSuffix(".png") && filter($0) }.sorted()
    }

    /// The file gamma of a PNG's gAMA chunk (nil without one), read straight from the chunk list.
    static func fileGamma(_ png: [UInt8]) -> Double? {
        var i = 8
        while i + 12 <= png.count {
            let n = Int(png[i]) << 24 | Int(png[i + 1]) << 16 | Int(png[i + 2]) << 8 | Int(png[i + 3])
            let type = String(decoding: png[(i + 4)..<(i + 8)], as: UTF8.self)
            if type == "gAMA", i + 12 <= png.count {
                let g = Int(png[i + 8]) << 24 | Int(png[i + 9]) << 16 | Int(png[i + 10]) << 8 | Int(png[i + 11])
                return Double(g) / 100_000
            }
            if type == "IDAT" { return nil }
            i += 12 + n
        }
        return nil
    }
}
