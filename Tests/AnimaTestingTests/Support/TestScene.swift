import Anima

/// A small scene built so its values and pixels can be worked out by hand, with one knob per regression the
/// strategies must catch (a keyframe value, a beginTime, a colour, the layer order).
///
/// Canvas 160×80 at 1×, 60 fps, 1 s, white. Layers bottom to top:
/// - "card": frame (10, 10, 60, 40), blue; transform.scale 1 → 1.2 over 0.5 s, linear, keeps its final state.
/// - "badge": frame (50, 30, 40, 30), red (230, 40, 40), no animation; overlaps the card's lower right.
/// - "bell": frame (125, 5, 30, 40), anchor (0.5, 0), yellow (right of the badge even when swung); transform.rotation.z keyframes 0, −π/8, π/8, 0 at
///   equal steps over 0.9 s, linear, from `bellBegin`.
/// - "flash": frame (0, 70, 20, 10), black, model opacity 0; opacity 0 → 1 over 0.5 s, removed on completion, so
///   it falls back to 0 at 0.5 s: the one-frame pop `expectNoJumps` exists for.
struct TestScene {
    var bellSecondValue = -Double.pi / 8
    var bellBegin = 0.0
    var badgeRed = 230.0
    var badgeOnTop = true

    var scene: Scene {
        var card = Layer(id: "card", animations: [
            .basic(.scale, from: .number(1), to: .number(1.2), duration: 0.5).keepsFinalState(),
        ])
        card.frame = Rect(x: 10, y: 10, width: 60, height: 40)
        card.backgroundColor = Color(red: 40 / 255, green: 90 / 255, blue: 200 / 255)
        var badge = Layer(id: "badge")
        badge.frame = Rect(x: 50, y: 30, width: 40, height: 30)
        badge.backgroundColor = Color(red: badgeRed / 255, green: 40 / 255, blue: 40 / 255)
        var bell = Layer(id: "bell", animations: [
            .keyframes(.rotationZ, values: [.number(0), .number(bellSecondValue), .number(.pi / 8), .number(0)], duration: 0.9)
                .beginTime(bellBegin).key("shake"),
        ])
        bell.anchorPoint = Point(0.5, 0)
        bell.frame = Rect(x: 125, y: 5, width: 30, height: 40)
        bell.backgroundColor = Color(red: 1, green: 204 / 255, blue: 0)
        var flash = Layer(id: "flash", animations: [.basic(.opacity, from: .number(0), to: .number(1), duration: 0.5)])
        flash.frame = Rect(x: 0, y: 70, width: 20, height: 10)
        flash.backgroundColor = .black
        flash.opacity = 0
        let middle = badgeOnTop ? [card, badge] : [badge, card]
        return Scene(canvas: Scene.Canvas(width: 160, height: 80, scale: 1, background: .white),
                     timeline: Scene.TimelineSettings(duration: 1, fps: 60), layers: middle + [bell, flash])
    }

    /// The bell's rotation is −π/16 at 0.15 s: progress 0.15 / 0.9 = 1/6, halfway through the first third.
    static let bellAt015 = -Double.pi / 16
}
