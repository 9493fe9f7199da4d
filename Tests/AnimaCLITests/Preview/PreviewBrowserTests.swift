#if Preview  // the server is built only with the Preview trait (Package.swift)
import AnimaTestSupport
import Foundation
import Testing

/// `anima preview` in headless Chromium, driven over the DevTools protocol by `cdp_driver.py`: the frames the page
/// shows are the frames `anima render --at` draws, an edit to FILE reaches the page within 2 s, an invalid FILE shows
/// its problems with their JSON paths, and Ctrl-C stops the server while the page is connected.
///
/// Screenshots are kept as artifacts in `.build/preview-artifacts/` (the path is printed). The tests skip when
/// chromium or python3 is missing (naming the apt package), and fail instead under CI=true (AnimaTestSupport's `Tool`).
@Suite(.serialized, .enabled(if: Tool.isAvailable(.chromium, .python3), Tool.skipReason(.chromium, .python3)))
struct PreviewBrowserTests {
    /// Pixel tolerance: the page draws the very PNG the server encoded onto a canvas at 1:1, and the screenshot is
    /// taken at device scale 1 with the sRGB colour profile, so every RGB channel must agree within 1 level out of
    /// 255 (allowing a rounding step in the browser's colour pipeline, nothing more).
    static let channelTolerance = 1

    /// A folder holding `scene` as `scene.json`, `anima preview` serving it, and Chromium showing the page.
    private func open(_ scene: String, ready: Bool = true) throws -> (PreviewFixtures.Folder, PreviewProcess, BrowserDriver) {
        let folder = try PreviewFixtures.folder(with: scene)
        let server = try PreviewProcess(file: folder.scene)
        let driver = try BrowserDriver()
        try driver.launch()
        try driver.send(["op": "open", "url": server.url])
        if ready {
            #expect(try driver.wait(for: "window.animaPreview && animaPreview.ready === true", timeout: 10) != nil)
        }
        return (folder, server, driver)
    }

    @Test func scrubbedFramesAreTheFramesAnimaRenderDraws() throws {
        let (folder, server, driver) = try open(PreviewFixtures.basics)
        let artifacts = try PreviewFixtures.artifacts()
        for time in [0.25, 0.85, 1.5] {
            // Scrub as a person does: move the range input and fire its input event (which also pauses playback).
            try driver.eval("(() => { const s = document.getElementById('scrub'); s.value = '\(time)'; "
                                + "s.dispatchEvent(new Event('input')); return animaPreview.playing; })()")
            #expect(try driver.wait(for: "animaPreview.frameShownAt(\(time))", timeout: 10) != nil, "no frame shown at \(time)")
            let shown = try #require(try driver.eval("document.getElementById('frame').dataset.time") as? String)
            let screenshot = artifacts.appendingPathComponent("frame-\(shown).png").path
            try driver.send(["op": "screenshot", "path": screenshot, "selector": "#frame"])
            let reference = folder.url.appendingPathComponent("render-\(shown).png").path
            let render = try AnimaProcess.run(["render", folder.scene, "--at", shown, "-o", reference])
            #expect(render.status == 0, "\(render.stderr)")
            let diff = try driver.send(["op": "compare", "a": screenshot, "b": reference, "tolerance": Self.channelTolerance])
            #expect(diff["size_a"] as? [Int] == [390, 300] && diff["size_b"] as? [Int] == [390, 300], "sizes: \(diff)")
            #expect(diff["over"] as? Int == 0, "t=\(shown): \(diff)")
            print("preview frame t=\(shown): largest channel difference \(diff["max"] ?? "?"), mean \(diff["mean"] ?? "?")")
        }
        try driver.eval("(() => { const s = document.getElementById('scrub'); s.value = '0.7'; "
                            + "s.dispatchEvent(new Event('input')); return true; })()")
        try driver.eval("document.querySelector('#tree li[data-layer=\"green\"]').click(); true")
        // basics.json's green square animates position, transform.scale and backgroundColor in one group.
        #expect(try driver.wait(for: "animaPreview.curves && animaPreview.curves.layer === 'green' && "
                                    + "[...document.querySelectorAll('#curves .curve b')].map(b => b.textContent).join() === "
                                    + "'position,transform.scale,backgroundColor'", timeout: 5) != nil, "green's curves are not plotted")
        #expect(try driver.wait(for: "document.getElementById('web').contentDocument.getAnimations().length > 0 && "
                                    + "document.getElementById('web').contentDocument.getAnimations()"
                                    + ".every(a => a.playState === 'paused' && Math.abs(a.currentTime - 700) < 1e-6)",
                                timeout: 5) != nil, "the Web export is not held at 0.7 s")
        let page = artifacts.appendingPathComponent("preview-page.png").path
        try driver.send(["op": "screenshot", "path": page])
        print("preview screenshots: \(artifacts.path)")
        #expect(server.interrupt() == 0, "Ctrl-C (SIGINT) with a page connected did not stop the server cleanly")
    }

    @Test func anEditReachesThePageWithinTwoSeconds() throws {
        let (folder, server, driver) = try open(PreviewFixtures.bell)
        let before = try #require(try driver.eval("animaPreview.gen") as? Int)
        try PreviewFixtures.bell.replacingOccurrences(of: "\"clapper\"", with: "\"striker\"")
            .write(toFile: folder.scene, atomically: true, encoding: .utf8)
        let elapsed = try driver.wait(for: "animaPreview.gen > \(before) && "
                                          + "!!document.querySelector('#tree li[data-layer=\"striker\"]')", timeout: 2)
        #expect(elapsed != nil, "the page did not show the edited layer tree within 2 s")
        print("preview reload reached the page in \(elapsed.map { String(format: "%.3f s", $0) } ?? "more than 2 s")")
        _ = server.interrupt()
    }

    @Test func anInvalidFileShowsItsProblemsWithJSONPaths() throws {
        let invalid = PreviewFixtures.bell.replacingOccurrences(of: "\"transform.rotation.z\"", with: "\"transform.rotation.q\"")
        let (folder, server, driver) = try open(invalid, ready: false)
        // The shake is the first animation of the bell's group (layers[0].animations[0].animations[0]), and the
        // decoder names the offending member's JSON path.
        let path = "layers[0].animations[0].animations[0].keyPath"
        #expect(try driver.wait(for: "document.body.classList.contains('invalid') && "
                                    + "document.getElementById('problem-list').textContent.includes('\(path)')",
                                timeout: 10) != nil, "the problem list does not name \(path)")
        let text = try driver.eval("document.getElementById('problem-list').textContent") as? String ?? ""
        #expect(text.contains("transform.rotation.q"), "\(text)")
        let artifacts = try PreviewFixtures.artifacts()
        try driver.send(["op": "screenshot", "path": artifacts.appendingPathComponent("preview-invalid.png").path])
        try PreviewFixtures.bell.write(toFile: folder.scene, atomically: true, encoding: .utf8)
        #expect(try driver.wait(for: "!document.body.classList.contains('invalid') && animaPreview.ready === true", timeout: 5) != nil,
                "the page did not recover once the file was fixed")
        #expect(server.isRunning)
        _ = server.interrupt()
    }
}
#endif
