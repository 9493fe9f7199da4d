import Foundation
import Testing

/// The seed scenes sampled through `anima sample`, against values computed by hand from the specification.
@Suite struct SampleCommandTests {
    private func value(_ scene: String, at t: String, layer: String, key: String) throws -> Any? {
        let r = try AnimaProcess.run(["sample", AnimaProcess.example(scene), "--at", t, "--layer", layer, "--key", key])
        #expect(r.status == 0, "\(r.stderr)")
        let rows = try AnimaProcess.rows(r.stdout)
        #expect(rows.count == 1)
        return rows.first?["value"]
    }

    @Test func bellAtAQuarterSecond() throws {
        // Seven values at equal steps over 1 s, eased as a whole by easeInEaseOut (UIView.animateKeyframes'
        // default): research vector K2 gives |angle| = 0.304330630 rad at 0.25 s; the first swing is to −22.5°.
        let v = try #require(try value("bell.json", at: "0.25", layer: "bell", key: "transform.rotation.z") as? Double)
        #expect(abs(v - -0.304330630) < 1e-6)
    }

    @Test func passcodeFieldAtPoint36Seconds() throws {
        // Progress 0.36 / 0.4 = 0.9, between key times 0.8 (value −5) and 1 (value 0): (0.9 − 0.8) / 0.2 = 0.5 of the
        // way, so the additive offset is −2.5 and x = 160 (model) − 2.5 = 157.5.
        let v = try #require(try value("passcode-shake.json", at: "0.36", layer: "field", key: "position.x") as? Double)
        #expect(abs(v - 157.5) < 1e-9)
    }

    @Test func greenSquareScaleAtOnePointTwentyFiveSeconds() throws {
        // The 1 s group autoreverses, so t = 1.25 s is 0.25 s into the reverse leg: progress 1 − 0.25 = 0.75.
        // easeInEaseOut (.42, 0, .58, 1) at x = 0.75: solving x(s) = 3(1−s)²s·.42 + 3(1−s)s²·.58 + s³ = 0.75 by
        // bisection gives s = 0.77493484, and y(s) = 3(1−s)s² + s³ = 0.87083807; scale = 1 + 0.5 · 0.87083807.
        let v = try #require(try value("basics.json", at: "1.25", layer: "green", key: "transform.scale") as? Double)
        #expect(abs(v - (1 + 0.5 * cubicBezierY(x: 0.75, 0.42, 0, 0.58, 1))) < 1e-9)
        #expect(abs(v - 1.43541903447634) < 1e-9)
    }

    @Test func blueSquareKeepsItsFinalState() throws {
        // After 2 s the move and spin hold their ends: x = cyan's centre x 302 + 64/2 = 334, rotation 315° = 7π/4.
        let r = try AnimaProcess.run(["sample", AnimaProcess.example("basics.json"), "--at", "3", "--layer", "blue"])
        let rows = try AnimaProcess.rows(r.stdout)
        #expect(rows.map { $0["key"] as? String } == ["position.x", "transform.rotation.z"])
        #expect(rows.first?["value"] as? Double == 334)
        // The presentation holds the transform as a matrix, so transform.rotation.z reads back its decomposition, an
        // angle in (−π, π], as Core Animation's presentation layer does: 7π/4 shows as 7π/4 − 2π = −π/4.
        #expect(abs((rows.last?["value"] as? Double ?? 0) - -Double.pi / 4) < 1e-9)
    }

    @Test func valuesAreWrittenInTheirDocumentedShapes() throws {
        let r = try AnimaProcess.run(["sample", AnimaProcess.example("basics.json"), "--at", "0", "--layer", "green",
                                      "--key", "backgroundColor"])
        // #34C759 = (52, 199, 89) / 255, opaque.
        let rows = try AnimaProcess.rows(r.stdout)
        let c = try #require(rows.first?["value"] as? [Double])
        #expect(c.count == 4 && abs(c[0] - 52 / 255.0) < 1e-9 && abs(c[1] - 199 / 255.0) < 1e-9 && c[3] == 1)
        let t = try AnimaProcess.run(["sample", AnimaProcess.example("bell.json"), "--at", "0", "--layer", "knob",
                                      "--key", "transform"])
        #expect((try AnimaProcess.rows(t.stdout).first?["value"] as? [Double]) == [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])
        let p = try AnimaProcess.run(["sample", AnimaProcess.example("bell.json"), "--at", "0", "--layer", "bell",
                                      "--key", "position"])
        #expect((try AnimaProcess.rows(p.stdout).first?["value"] as? [Double]) == [160, 44])
        let path = try AnimaProcess.run(["sample", AnimaProcess.example("sine-path.json"), "--at", "0", "--layer", "rider",
                                         "--key", "path"])
        #expect((try AnimaProcess.rows(path.stdout).first?["value"] as? String) == "M0 0 L32 11 L0 22 L8 11 Z")
    }

    @Test func withoutKeyEveryAnimatedKeyPathOfEveryLayerIsPrinted() throws {
        let r = try AnimaProcess.run(["sample", AnimaProcess.example("basics.json"), "--at", "0,0.5"])
        let rows = try AnimaProcess.rows(r.stdout)
        let firstTime = rows.filter { $0["time"] as? Double == 0 }.map { "\($0["layer"] ?? "").\($0["key"] ?? "")" }
        #expect(firstTime == ["orange.cornerRadius", "cyan.opacity", "green.position", "green.transform.scale",
                              "green.backgroundColor", "blue.position.x", "blue.transform.rotation.z"])
        #expect(rows.count == 14)
    }

    @Test func csvAndTableFormats() throws {
        let csv = try AnimaProcess.run(["sample", AnimaProcess.example("passcode-shake.json"), "--at", "0.36",
                                        "--format", "csv"])
        #expect(csv.stdout == "time,layer,key,value\n0.36,field,position.x,157.5\n")
        let table = try AnimaProcess.run(["sample", AnimaProcess.example("passcode-shake.json"), "--at", "0.36",
                                          "--format", "table"])
        #expect(table.stdout == "TIME  LAYER  KEY         VALUE\n0.36  field  position.x  157.5\n")
    }

    @Test func outputIsDeterministic() throws {
        let args = ["sample", AnimaProcess.example("sine-path.json"), "--at", "0,0.7,1.9,5.99"]
        #expect(try AnimaProcess.run(args).stdout == (try AnimaProcess.run(args).stdout))
    }

    @Test(arguments: [
        ["--at", "x"], ["--at", "1,,2"], ["--at", "nan"], ["--at", "1", "--key", "opactiy"],
        ["--at", "1", "--layer", "nobody"], ["--at", "1", "--format", "xml"], [],
    ])
    func usageErrorsExitWith64(extra: [String]) throws {
        let r = try AnimaProcess.run(["sample", AnimaProcess.example("bell.json")] + extra)
        #expect(r.status == 64, "\(r.stderr)")
    }

    @Test func missingSceneExitsWith66() throws {
        let r = try AnimaProcess.run(["sample", "/nonexistent/scene.json", "--at", "0"])
        #expect(r.status == 66 && r.stderr == "anima: cannot open /nonexistent/scene.json: no such file\n")
    }

    /// Solves a CSS cubic Bézier for y at x by bisection: a reference independent of the engine's solver.
    private func cubicBezierY(x: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        func b(_ p1: Double, _ p2: Double, _ s: Double) -> Double { 3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s }
        var lo = 0.0, hi = 1.0
        for _ in 0..<100 {
            let mid = (lo + hi) / 2
            if b(x1, x2, mid) < x { lo = mid } else { hi = mid }
        }
        return b(y1, y2, (lo + hi) / 2)
    }
}
