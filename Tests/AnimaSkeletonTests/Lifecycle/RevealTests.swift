import AnimaCore
import Testing
@testable import AnimaSkeleton

/// The reveal lifecycle: onset delay, minimum time, finishing the sweep, cross-fade, per-section end.
@Suite struct RevealTests {
    private func reveal(_ t: Double) -> SkeletonReveal { SkeletonReveal(dataArrival: t) }

    private func opacity(_ tl: Timeline, _ id: String, _ t: Double) -> Double { tl.sample(at: t)[id]?.opacity ?? -1 }

    @Test func fastDataNeverShowsTheSkeleton() throws {
        // Data at 0.3 s beats the 0.5 s onset delay: no bones at all, content fades in 0.3…0.55.
        let tl = try Timeline(try Fixtures.layout([.style(.solid)], reveal: reveal(0.3)).scene())
        for t in [0.0, 0.4, 0.6, 1.0] { #expect(opacity(tl, "#skeleton", t) == 0) }
        #expect(opacity(tl, "#content", 0.2) == 0)
        #expect(abs(opacity(tl, "#content", 0.425) - 0.5) < 1e-9)
        #expect(opacity(tl, "#content", 0.6) == 1)
    }

    @Test func onsetDelayFadeInAndMinimumTime() throws {
        // Data at 0.6 s: shown at 0.5 s (fade-in 0.1 s), kept until 0.5 + 0.25 = 0.75 s, cross-fade 0.75…1.0.
        let tl = try Timeline(try Fixtures.layout([.style(.solid)], reveal: reveal(0.6)).scene())
        #expect(opacity(tl, "#skeleton", 0.4) == 0)
        #expect(abs(opacity(tl, "#skeleton", 0.55) - 0.5) < 1e-9)
        #expect(opacity(tl, "#skeleton", 0.7) == 1)
        #expect(abs(opacity(tl, "#skeleton", 0.875) - 0.5) < 1e-9)
        #expect(abs(opacity(tl, "#content", 0.875) - 0.5) < 1e-9)
        #expect(opacity(tl, "#skeleton", 1.2) == 0)
        #expect(opacity(tl, "#content", 1.2) == 1)
    }

    @Test func shimmerFinishesItsSweep() throws {
        // Data at 1.0 s mid-sweep: the band leaves the screen at 507 / 230 ≈ 2.204 s; the cross-fade starts then.
        let layout = Fixtures.layout(reveal: reveal(1.0))
        let schedule = try #require(layout.revealSchedule())
        #expect(abs(schedule.ends - 507.0 / 230) < 1e-9)
        // During the rest (2.204 … 2.604 s) it ends at once.
        #expect(try #require(Fixtures.layout(reveal: reveal(2.4)).revealSchedule()).ends == 2.4)
        var off = reveal(1.0)
        off.finishesSweep = false
        #expect(try #require(Fixtures.layout(reveal: off).revealSchedule()).ends == 1.0)
    }

    @Test func contentStandsInForEveryView() throws {
        let scene = try Fixtures.layout(reveal: reveal(1)).scene()
        let content = try #require(scene.layer(withID: "#content"))
        #expect(content.sublayers.map(\.id) == ["avatar.content", "title.content", "body.content"])
        #expect(scene.layer(withID: "body.content.line1") != nil)
        // The ignored badge is visible the whole time, outside the reveal.
        #expect(scene.layer(withID: "#static")?.sublayers.map(\.id) == ["badge.content"])
    }

    @Test func oneSectionEndsWhileTheOtherAnimates() throws {
        let list = SkeletonList(sections: [ListSection(count: .fixed(1), dataArrival: 1.0), ListSection(count: .fixed(1))])
        let layout = Fixtures.layout([.style(.pulse)], list: list, reveal: reveal(3.0))
        let tl = try Timeline(try layout.scene())
        // Section 0 (solid timing, no sweep): ends at 1.0, content in by 1.25.
        #expect(opacity(tl, "section0/cell0/#skeleton", 2) == 0)
        #expect(opacity(tl, "section0/cell0/#content", 2) == 1)
        #expect(opacity(tl, "section1/cell0/#skeleton", 2) == 1)
        #expect(opacity(tl, "section1/cell0/#content", 2) == 0)
        // Section 1's bones keep breathing: opacity 0.8 at 2.5 s (pulse halfway back from 0.6).
        #expect(abs(opacity(tl, "section1/cell0/avatar", 2.5) - 0.8) < 1e-6)
        #expect(opacity(tl, "section1/cell0/#skeleton", 3.5) == 0)
        #expect(try layout.scene().timeline.duration == 3.25 + 0.5)
    }
}
