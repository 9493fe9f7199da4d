import AnimaCore
import AnimaSwiftUI
import AnimaUIKit
import AnimaTestSupport  // .drivesTheClock
import Testing

/// Animated colours, live and recorded.
///
/// The rule: SwiftUI animates `Color.Resolved.animatableData`, the linear-light sRGB red, green and blue and the
/// opacity (each × 128, not premultiplied), as one vector (OpenSwiftUI's `ColorResolved.swift`, audited against
/// SwiftUI's 2024 release; Apple documents `Color.Resolved` as "Linear sRGB color space"). So red → blue half way is
/// linear (0.5, 0, 0.5), which sRGB encodes as 1.055·0.5^(1/2.4) − 0.055 = 0.735357 for both red and blue, not the
/// 0.5 of an sRGB blend; a quarter of the way, linear 0.75 and 0.25 encode as 0.880825 and 0.537099.
@MainActor @Suite(.serialized, .drivesTheClock) struct ColorAnimationTests {
    struct Swatches: View {
        let model: ToggleModel
        var body: some View {
            VStack {
                Ellipse().fill(model.on ? Color(red: 0, green: 0, blue: 1) : Color(red: 1, green: 0, blue: 0))
                    .frame(width: 40, height: 20).accessibilityIdentifier("fill")
                Color(red: model.on ? 0 : 1, green: 0, blue: model.on ? 1 : 0)
                    .frame(width: 40, height: 20).accessibilityIdentifier("background")
                Circle().frame(width: 20, height: 20)
                    .foregroundStyle(model.on ? Color(red: 0, green: 0, blue: 1) : Color(red: 1, green: 0, blue: 0))
                    .accessibilityIdentifier("foreground")
            }
        }
    }

    private static let slots: [(id: String, key: PropertyKey)] = [
        ("fill", .fillColor), ("background", .backgroundColor), ("foreground", .backgroundColor),
    ]

    private func colour(_ p: LayerProperties, _ key: PropertyKey) -> AnimaCore.Color? {
        if case .color(let c) = p[key] { return c }
        return nil
    }

    private func expect(_ c: AnimaCore.Color?, _ r: Double, _ b: Double, _ what: String) {
        #expect(c.map { abs($0.red - r) < 1e-4 && abs($0.green) < 1e-9 && abs($0.blue - b) < 1e-4 && abs($0.alpha - 1) < 1e-9 } == true,
                "\(what): \(String(describing: c))")
    }

    @Test func colourChangesInterpolateInLinearLightLiveAndRecorded() throws {
        let model = ToggleModel()
        let hosted = HostedRecording(Swatches(model: model), width: 200, height: 200)
        withAnimation(AnimaSwiftUI.Animation.linear(duration: 1)) { model.on = true }
        hosted.host.view.layoutIfNeeded()
        var live: [Double: [String: LayerProperties]] = [:]
        for k in 0...72 {
            let t = Double(k) / 60
            AnimaClock.advance(to: t)
            if k == 30 {
                // Back to red half way: the runs add up, so at 0.75 s the first is 0.75 and the second 0.25 of the
                // way, and the shown colour is red − (blue − red)·0.25 − (red − blue)·0.75 = linear (0.5, 0, 0.5).
                withAnimation(AnimaSwiftUI.Animation.linear(duration: 1)) { model.on = false }
                hosted.host.view.layoutIfNeeded()
            }
            live[t] = Dictionary(uniqueKeysWithValues: Self.slots.map { slot in
                (slot.id, hosted.shown(slot.id)!)
            })
        }
        let timeline = try hosted.timeline()
        for (t, shown) in live {
            let sampled = timeline.sample(at: t)
            for slot in Self.slots {
                let recorded = try #require(sampled[slot.id])
                #expect(recorded[slot.key].distance(to: shown[slot.id]![slot.key]) <= 1e-9, "\(slot.id) t \(t)")
            }
        }
        for slot in Self.slots {
            expect(colour(live[15.0 / 60]![slot.id]!, slot.key), 0.880825, 0.537099, "\(slot.id) at 0.25 s")
            expect(colour(live[0.5]![slot.id]!, slot.key), 0.735357, 0.735357, "\(slot.id) at 0.5 s")
            expect(colour(live[0.75]![slot.id]!, slot.key), 0.735357, 0.735357, "\(slot.id) at 0.75 s")
        }
    }
}
