import AnimaCore
import AnimaExport
import Foundation
import Testing
import AnimaTestSupport

/// The Web export played by real Chromium: every animation paused and seeked to the same time (DESIGN §6b), the
/// registered `--anima-*` numbers read with CSS Typed OM (full doubles), and each layer's real on-screen geometry
/// read from three probe points; all compared with the engine's presentation of the same scene.
@Suite(.serialized) struct ChromiumOracleTests {
    /// Tolerances: numbers 1e-3 (Typed OM gives doubles); probe positions in CSS pixels (float32 geometry and
    /// Chromium's arc-length approximation of motion paths).
    static let numberTolerance = 1e-3
    static let pixelTolerance = 1e-2
    /// Chromium places `offset-path` motion with Skia's arc-length approximation (about 0.5 px curve tolerance), so
    /// a layer riding a path is checked to half a pixel at the probes, 100 px from the element's origin.
    static let motionPathTolerance = 0.5

    @Test(.enabled(if: Tool.isAvailable(.chromium), Tool.skipReason(.chromium)), arguments: ExampleScenes.names)
    func webPageMatchesTheEngine(_ name: String) throws {
        let chromium = try Tool.chromium.require()
        let original = try ExampleScenes.load(name)
        let page = try ExportFormat.web.export(original).text
        // The page draws replicators unrolled, one element per instance; compare with the same layers.
        let scene = ReplicatorUnroller.unroll(original)
        let timeline = try Timeline(scene)
        let masks = Set(scene.allLayers.compactMap { $0.mask?.id })
        // Off the key times, so float rounding of milliseconds never decides which side of a jump a sample falls.
        let count = 90
        let end = scene.timeline.duration * 1.5
        let times = (0..<count).map { (Double($0) + 0.371) * end / Double(count) }
        let rows = try Self.play(page, times: times, chromium: chromium)
        #expect(rows.count == times.count * scene.allLayers.filter { !masks.contains($0.id) }.count)
        var worstNumber = 0.0, worstPixel = 0.0, worstPath = 0.0, compared = 0
        for row in rows {
            let presentation = timeline.sample(at: row.time / 1000)
            guard let props = presentation[row.layer] else { Issue.record("no layer \(row.layer)"); continue }
            let followsPath = Self.followsPath(scene, row.layer)
            // Euler angles of a 3D turn are not unique (ry = θ and rx = rz = π, ry = π − θ are one rotation): a
            // layer turned in 3D is checked by where its probes land instead.
            let isTurnedIn3D = props.transform.m13 != 0 || props.transform.m23 != 0
            for (short, expected) in Self.expectedNumbers(props, followsPath: followsPath)
            where !(isTurnedIn3D && ["rx", "ry", "rz"].contains(short)) {
                guard let actual = row.numbers[WebPropertyNames.full(short)] else { continue }
                var error = Swift.abs(actual - expected)
                if ["rx", "ry", "rz"].contains(short) { error = Self.angleError(actual, expected) }
                worstNumber = Swift.max(worstNumber, error)
                compared += 1
                #expect(error <= Self.numberTolerance,
                        "\(name) t=\(row.time)ms \(row.layer) --anima-\(short): chromium \(actual), engine \(expected)")
            }
            let expectedProbes = Self.expectedProbes(presentation, layer: row.layer)
            for (actual, expected) in zip(row.probes, expectedProbes) {
                let error = Swift.max(Swift.abs(actual.x - expected.x), Swift.abs(actual.y - expected.y))
                if followsPath { worstPath = Swift.max(worstPath, error) } else { worstPixel = Swift.max(worstPixel, error) }
                #expect(error <= (followsPath ? Self.motionPathTolerance : Self.pixelTolerance),
                        "\(name) t=\(row.time)ms \(row.layer) probe: chromium \(actual), engine \(expected)")
            }
        }
        print("chromium \(name): \(rows.count) layer samples, \(compared) numbers, worst number error \(worstNumber), "
              + "worst probe error \(worstPixel) px, worst motion-path probe error \(worstPath) px")
    }

    struct Row {
        var time: Double
        var layer: String
        var numbers: [String: Double]
        var probes: [Point]
    }

    static func play(_ page: String, times: [Double], chromium: String) throws -> [Row] {
        let harness = """
        <script>
        (() => {
          const times = [\(times.map { "\($0 * 1000)" }.joined(separator: ","))];
          const names = [\(WebPropertyNames.all.map { "\"\($0)\"" }.joined(separator: ","))];
          const stage = document.getElementById("anima-stage");
          const layers = [...document.querySelectorAll("[data-layer]")];
          for (const el of layers) for (const [x, y] of [[0, 0], [100, 0], [0, 100]]) {
            const p = document.createElement("i");
            p.className = "anima-probe";
            p.style.cssText = `position:absolute;left:${x}px;top:${y}px;width:0;height:0;display:block`;
            el.appendChild(p);
          }
          const animations = document.getAnimations();
          for (const a of animations) a.pause();
          const rows = [];
          for (const t of times) {
            for (const a of animations) a.currentTime = t;
            const s = stage.getBoundingClientRect();
            for (const el of layers) {
              const m = el.computedStyleMap(), numbers = {};
              for (const n of names) { const v = m.get(n); if (v && typeof v.value === "number") numbers[n] = v.value; }
              const probes = [...el.querySelectorAll(":scope > i.anima-probe")].map(p => {
                const r = p.getBoundingClientRect(); return [r.left - s.left, r.top - s.top];
              });
              rows.push([t, el.dataset.layer, numbers, probes]);
            }
          }
          const pre = document.createElement("pre");
          pre.id = "out";
          pre.textContent = JSON.stringify(rows);
          document.body.appendChild(pre);
        })();
        </script>
        """
        let html = page.replacingOccurrences(of: "</body>", with: harness + "\n</body>")
        let dir = try TemporaryFiles.directory("anima-web")
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("page.html")
        try Data(html.utf8).write(to: file)
        let run = try ExternalProcess(chromium).run([
            "--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=\(dir.path)/profile", "--dump-dom", file.absoluteString,
        ])
        #expect(run.status == 0)
        let dom = run.stdoutText
        guard let start = dom.range(of: "<pre id=\"out\">"), let stop = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex) else {
            Issue.record("chromium wrote no results")
            return []
        }
        let json = String(dom[start.upperBound..<stop.lowerBound]).replacingOccurrences(of: "&quot;", with: "\"")
            .replacingOccurrences(of: "&amp;", with: "&").replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
        let raw = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[Any]] ?? []
        return raw.compactMap { r in
            guard r.count == 4, let t = (r[0] as? NSNumber)?.doubleValue, let id = r[1] as? String,
                  let numbers = r[2] as? [String: NSNumber], let probes = r[3] as? [[NSNumber]] else { return nil }
            return Row(time: t, layer: id, numbers: numbers.mapValues(\.doubleValue),
                       probes: probes.map { Point($0[0].doubleValue, $0[1].doubleValue) })
        }
    }

    /// The registered numbers the engine's presentation implies.
    static func expectedNumbers(_ p: LayerProperties, followsPath: Bool) -> [(String, Double)] {
        var out: [(String, Double)] = []
        func color(_ prefix: String, _ c: Color) {
            out += [(prefix + "-r", c.red), (prefix + "-g", c.green), (prefix + "-b", c.blue), (prefix + "-a", c.alpha)]
        }
        if !followsPath {
            out += [("px", p.position.x), ("py", p.position.y)]
            let parts = TransformComponents(p.transform)
            out += [("tx", parts.translationX), ("ty", parts.translationY), ("rz", parts.rotationZ),
                    ("sx", parts.scaleX), ("sy", parts.scaleY)]
        }
        out += [("bw", p.bounds.width), ("bh", p.bounds.height), ("ax", p.anchorPoint.x), ("ay", p.anchorPoint.y),
                ("o", p.opacity), ("cr", p.cornerRadius), ("bdw", p.borderWidth), ("sho", p.shadowOpacity),
                ("shx", p.shadowOffset.width), ("shy", p.shadowOffset.height), ("shr", p.shadowRadius),
                ("lw", p.lineWidth)]
        color("bg", p.backgroundColor); color("bdc", p.borderColor); color("fc", p.fillColor); color("sc", p.strokeColor)
        return out
    }

    /// Where the layer-local points (0,0), (100,0) and (0,100) of the element's box land on the canvas, through
    /// Core Animation's 3D rules: each layer's 4×4 (with its superlayer's sublayerTransform about the anchor), its z
    /// dropped where a plain superlayer flattens it (not inside a transform layer), divided by w at the end.
    static func expectedProbes(_ presentation: Presentation, layer id: String) -> [Point] {
        guard var i = presentation.index(ofLayer: id) else { return [] }
        let own = presentation.layers[i].properties.bounds.origin
        var m = Transform3D.translation(own.x, own.y)
        while true {
            let p = presentation.layers[i].properties
            m = m.concatenating(p.transform3DToSuperlayer)
            guard let parent = presentation.layers[i].parent else { m = m.flattenedZ; break }
            let pp = presentation.layers[parent]
            m = m.concatenating(pp.properties.sublayerTransformAboutAnchor)
            if pp.kind != .transformLayer { m = m.flattenedZ }
            i = parent
        }
        return [Point(0, 0), Point(100, 0), Point(0, 100)].map { q in
            m.projectedPoint(q).map { Point($0.x, $0.y) } ?? Point(.nan, .nan)
        }
    }

    static func followsPath(_ scene: Scene, _ id: String) -> Bool {
        func visit(_ a: Animation) -> Bool {
            if case .keyframe(let k) = a.content, k.path != nil { return true }
            return a.children.contains(where: visit)
        }
        return scene.layer(withID: id)?.animations.contains(where: visit) ?? false
    }

    static func angleError(_ a: Double, _ b: Double) -> Double {
        let d = (a - b).truncatingRemainder(dividingBy: 2 * .pi)
        return Swift.min(Swift.abs(d), 2 * .pi - Swift.abs(d))
    }
}

/// The page's registered property names (kept here so the test reads the page, not the exporter's internals).
enum WebPropertyNames {
    static let short = ["px", "py", "bw", "bh", "ax", "ay", "o", "tx", "ty", "tz", "rx", "ry", "rz", "sx", "sy", "sz",
                        "bg-r", "bg-g", "bg-b", "bg-a", "cr", "bdw", "bdc-r", "bdc-g", "bdc-b", "bdc-a",
                        "shc-r", "shc-g", "shc-b", "shc-a", "sho", "shx", "shy", "shr",
                        "fc-r", "fc-g", "fc-b", "fc-a", "sc-r", "sc-g", "sc-b", "sc-a", "lw"]
    static var all: [String] { short.map(full) }
    static func full(_ s: String) -> String { "--anima-" + s }
}
