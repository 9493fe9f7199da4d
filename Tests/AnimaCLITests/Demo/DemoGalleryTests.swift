import AnimaCore
import AnimaFormat
import AnimaPresets
import AnimaSkeleton
@testable import AnimaCLI
import Foundation
import Testing
import AnimaTestSupport
import RealModule

/// `anima demo`'s gallery: a small gallery built by the same code, checked in headless Chromium (every image decodes,
/// no errors), written twice to the same bytes; and `anima preset`'s errors.
@Suite struct DemoGalleryTests {
    /// A few items of every section, so the check is quick in a debug build.
    private func sampleItems() throws -> [GalleryItem] {
        try Array(GalleryCatalog.seeds(examples: nil).prefix(2)) + Array(GalleryCatalog.presets().prefix(3))
            + Array(GalleryCatalog.skeletonStyles().prefix(2)) + Array(GalleryCatalog.transitions().prefix(1))
    }

    private func temporaryFolder(_ name: String) throws -> String {
        let path = NSTemporaryDirectory() + "anima-\(name)-\(getpid())"
        try? FileManager.default.removeItem(atPath: path)
        return path
    }

    @Test(.enabled(if: Tool.isAvailable(.chromium), Tool.skipReason(.chromium)))
    func galleryPageLoadsInChromiumWithEveryImageDecoded() async throws {
        let folder = try temporaryFolder("gallery")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let items = try sampleItems()
        try await DemoCommand.writeGallery(items, to: folder, fps: 30, jobs: 2)
        let report = try Chromium.check(page: folder + "/index.html")
        #expect(report.errors.isEmpty, "console or script errors: \(report.errors)")
        #expect(report.images == items.count, "\(report.images) images on the page for \(items.count) items")
        #expect(report.broken.isEmpty, "images that did not decode: \(report.broken)")
    }

    @Test func galleryIsDeterministic() async throws {
        let first = try temporaryFolder("gallery-a"), second = try temporaryFolder("gallery-b")
        defer { try? FileManager.default.removeItem(atPath: first); try? FileManager.default.removeItem(atPath: second) }
        let items = try sampleItems()
        try await DemoCommand.writeGallery(items, to: first, fps: 30, jobs: 2)
        try await DemoCommand.writeGallery(items, to: second, fps: 30, jobs: 1)
        let names = try FileManager.default.contentsOfDirectory(atPath: first).sorted()
        #expect(names == (try FileManager.default.contentsOfDirectory(atPath: second).sorted()))
        #expect(names.count == items.count + 1)
        for name in names {
            let a = FileManager.default.contents(atPath: first + "/" + name)
            #expect(a != nil && a == FileManager.default.contents(atPath: second + "/" + name), "\(name) differs")
        }
    }

    @Test func galleryCoversEverySectionWithUniqueNames() throws {
        let items = try GalleryCatalog.items(examples: nil)
        #expect(Set(items.map(\.name)).count == items.count)
        #expect(items.count == 6 + PresetCatalog.all.count + SkeletonStyle.allCases.count + TransitionCommand.AnimatorName.allCases.count)
        for item in items {
            #expect(item.scene.timeline.duration > 0 && item.scene.timeline.duration <= 8, "\(item.name)")
        }
    }

    @Test func seedScenesBuiltInSwiftMatchTheExampleFiles() throws {
        // The Swift-built seeds stand in for Examples/ when the demo runs outside a checkout: same ids, same values.
        let examples = Repository.url("Examples")
        for seed in SeedScene.allCases {
            let text = try String(contentsOf: examples.appendingPathComponent(seed.fileName + ".json"), encoding: .utf8)
            let file = try Timeline(try SceneDecoder().decode(text)), built = try Timeline(seed.scene)
            for t in stride(from: 0.0, through: 7, by: 0.05) {
                let a = file.sample(at: t), b = built.sample(at: t)
                #expect(a.layers.map(\.id) == b.layers.map(\.id), "\(seed) ids")
                for (x, y) in zip(a.layers, b.layers) where !nearlyEqual(x.properties, y.properties) {
                    Issue.record("\(seed.fileName) layer \(x.id) differs at t = \(t)")
                    break
                }
            }
        }
    }

    private func nearlyEqual(_ a: LayerProperties, _ b: LayerProperties) -> Bool {
        let tolerance = 1e-6
        return a.position.isApproximatelyEqual(to: b.position, absoluteTolerance: tolerance)
            && a.opacity.isApproximatelyEqual(to: b.opacity, absoluteTolerance: tolerance)
            && a.cornerRadius.isApproximatelyEqual(to: b.cornerRadius, absoluteTolerance: tolerance)
            && a.transform.isApproximatelyEqual(to: b.transform, absoluteTolerance: tolerance)
            && a.backgroundColor.isApproximatelyEqual(to: b.backgroundColor, absoluteTolerance: tolerance)
            && a.bounds == b.bounds && a.anchorPoint == b.anchorPoint
    }

    @Test func presetErrorsAreUsageErrorsWithClearMessages() {
        #expect(throws: CLIError.self) { try PresetCommand.scene("shkae", []) }
        do {
            _ = try PresetCommand.scene("shake", ["duration=0"])
            Issue.record("expected an error")
        } catch {
            #expect(error.code == .usage)
            #expect(error.message == "preset \"shake\": duration must be a number from 0.01 to 60 s, not \"0\"")
        }
    }

    @Test func pageEscapesTheJSONItShows() throws {
        var item = try GalleryCatalog.presets()[0]
        item.json = "{\"comment\": \"<script>alert(1)</script> & more\"}"
        let html = GalleryPage.html([item], sizes: [:], seconds: nil)
        #expect(!html.contains("<script>alert"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt; &amp; more"))
    }
}

/// Headless Chromium: loads a copy of a page with a probe that records errors and checks every image after load.
enum Chromium {
    /// What the probe found.
    struct Report {
        var images: Int
        var broken: [String]
        var errors: [String]
    }

    /// Loads `page` (through a probed copy beside it) and reads the probe's verdict from the dumped DOM.
    static func check(page: String) throws -> Report {
        let chromium = try Tool.chromium.require()
        let html = try String(contentsOfFile: page, encoding: .utf8)
        let probed = (page as NSString).deletingLastPathComponent + "/probe.html"
        try html.replacingOccurrences(of: "<head>", with: "<head>\n" + probe).write(toFile: probed, atomically: true, encoding: .utf8)
        let dom = try ExternalProcess(chromium).run([
            "--headless", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=10000",
            "--dump-dom", URL(fileURLWithPath: probed).absoluteString,
        ]).stdoutText
        guard let start = dom.range(of: "<pre id=\"probe\">"), let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex),
              let json = try JSONSerialization.jsonObject(with: Data(unescape(String(dom[start.upperBound..<end.lowerBound])).utf8))
                as? [String: Any] else {
            return Report(images: 0, broken: [], errors: ["the probe did not report (chromium output: \(dom.prefix(300)))"])
        }
        return Report(images: json["images"] as? Int ?? 0, broken: json["broken"] as? [String] ?? [],
                      errors: json["errors"] as? [String] ?? [])
    }

    private static func unescape(_ s: String) -> String {
        s.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
    }

    /// Records errors from the start, and after `load` writes `{"images", "broken", "errors"}` into `<pre id=probe>`.
    private static let probe = """
    <script>
    window.__errors = [];
    window.onerror = function (m) { window.__errors.push(String(m)); };
    window.addEventListener('error', function (e) { if (e.target && e.target.src) window.__errors.push('failed: ' + e.target.src); }, true);
    var __error = console.error;
    console.error = function () { window.__errors.push(Array.prototype.join.call(arguments, ' ')); __error.apply(console, arguments); };
    window.addEventListener('load', function () {
      var imgs = Array.prototype.slice.call(document.images);
      var broken = imgs.filter(function (i) { return !(i.complete && i.naturalWidth > 0); }).map(function (i) { return i.src; });
      var pre = document.createElement('pre');
      pre.id = 'probe';
      pre.textContent = JSON.stringify({images: imgs.length, broken: broken, errors: window.__errors});
      document.body.appendChild(pre);
    });
    </script>
    """
}
