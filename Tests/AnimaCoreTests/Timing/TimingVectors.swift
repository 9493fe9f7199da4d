import Foundation

/// The language-neutral timing vectors of research/timing-vectors-sample.json (copied into __Fixtures__).
struct TimingVectors {
    /// One record; only the fields the timing tests read.
    struct Vector: Decodable {
        var kind: String
        var src: String
        var curve: [Double]?
        var x: Double?
        var y: Double?
        var steps: Int?
        var position: String?
        var limit: String?
        var name: String?
        var mass: Double?
        var stiffness: Double?
        var damping: Double?
        var initialVelocity: Double?
        var t: Double?
        var epsilon: Double?
        var duration: Double?
        var bounce: Double?
        var expect: [String: Double]?
        var abs_tol: Double?

        enum CodingKeys: String, CodingKey {
            case kind, src, curve, x, y, steps, position, limit, name, mass, stiffness, damping
            case initialVelocity, t, epsilon, duration, bounce, expect, abs_tol
        }

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            kind = try c.decode(String.self, forKey: .kind)
            src = try c.decode(String.self, forKey: .src)
            curve = try c.decodeIfPresent([Double].self, forKey: .curve)
            x = try c.decodeIfPresent(Double.self, forKey: .x)
            y = try c.decodeIfPresent(Double.self, forKey: .y)
            steps = try c.decodeIfPresent(Int.self, forKey: .steps)
            position = try c.decodeIfPresent(String.self, forKey: .position)
            limit = try c.decodeIfPresent(String.self, forKey: .limit)
            name = try c.decodeIfPresent(String.self, forKey: .name)
            mass = try c.decodeIfPresent(Double.self, forKey: .mass)
            stiffness = try c.decodeIfPresent(Double.self, forKey: .stiffness)
            damping = try c.decodeIfPresent(Double.self, forKey: .damping)
            initialVelocity = try c.decodeIfPresent(Double.self, forKey: .initialVelocity)
            t = try c.decodeIfPresent(Double.self, forKey: .t)
            epsilon = try c.decodeIfPresent(Double.self, forKey: .epsilon)
            duration = try c.decodeIfPresent(Double.self, forKey: .duration)
            bounce = try c.decodeIfPresent(Double.self, forKey: .bounce)
            // Some records (chrome-oracle) expect strings; only numeric expectations are used here.
            expect = try? c.decodeIfPresent([String: Double].self, forKey: .expect)
            abs_tol = try c.decodeIfPresent(Double.self, forKey: .abs_tol)
        }
    }

    private struct File: Decodable { var vectors: [Vector] }

    /// All vectors of the fixture, loaded once.
    static let all: [Vector] = {
        guard let url = Bundle.module.url(forResource: "timing-vectors-sample", withExtension: "json",
                                          subdirectory: "__Fixtures__"),
              let data = try? Data(contentsOf: url),
              let file = try? JSONDecoder().decode(File.self, from: data) else { return [] }
        return file.vectors
    }()

    /// The vectors of one kind.
    static func of(_ kind: String) -> [Vector] { all.filter { $0.kind == kind } }
}
