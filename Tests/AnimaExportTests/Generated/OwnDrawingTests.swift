import AnimaCore
import AnimaExport
import AnimaTestSupport
import Foundation
import Testing

/// What a layer draws of its own, in the Web and Lottie exports, found on generated scenes (issue 29): a transform
/// layer draws nothing of its own (CATransformLayer ignores its background, border and contents; both exports drew
/// them), a layer's image takes the layer's opacity (Lottie parenting passes no opacity: an image at opacity 0 showed
/// in full), a root layer with a negative zPosition stays above the canvas (the page hid it under the stage's
/// background), and an image stretched over the bounds follows them as they animate (the page kept the model size).
@Suite(.serialized) struct OwnDrawingTests {
    /// On a 96 × 64 white canvas: `photo`, a 4 × 4 red image with a white top-left quarter stretched over (4, 4, 40,
    /// 40) at opacity 0.4; `frame`, a transform layer over (52, 4, 40, 40) with a black background and the same image;
    /// `under`, a blue 20 × 12 layer at (4, 48) with zPosition −5; `grow`, green with the image, anchored at its top
    /// left at (52, 48), its bounds 20 × 12 growing to 40 × 12 over 1 s (30 wide at 0.5 s).
    static func scene() -> Scene {
        var photo = Layer(id: "photo")
        photo.frame = Rect(4, 4, 40, 40)
        photo.opacity = 0.4
        photo.contents = SceneGrammar.image(Color(1, 0, 0))
        var frame = Layer(id: "frame", kind: .transformLayer)
        frame.frame = Rect(52, 4, 40, 40)
        frame.backgroundColor = Color(0, 0, 0)
        frame.contents = SceneGrammar.image(Color(1, 0, 0))
        var under = Layer(id: "under")
        under.frame = Rect(4, 48, 20, 12)
        under.backgroundColor = Color(0, 0, 1)
        under.zPosition = -5
        var grow = Layer(id: "grow")
        grow.anchorPoint = Point(0, 0)
        grow.bounds = Rect(0, 0, 20, 12)
        grow.position = Point(52, 48)
        grow.backgroundColor = Color(0, 1, 0)
        grow.contents = SceneGrammar.image(Color(1, 0, 0))
        grow.add(.basic(.boundsSize, from: .size(Size(20, 12)), to: .size(Size(40, 12)), duration: 1))
        return Scene(canvas: .init(width: 96, height: 64, background: .white), timeline: .init(duration: 1, fps: 10),
                     layers: [photo, frame, under, grow])
    }

    /// By hand: red at 0.4 over white is (255, 153, 153) in the image's red quarters (sampled at (34, 34), 10 points
    /// from the quarter's edge, out of reach of any magnification filter); nothing of `frame` shows (white at (72, 34)
    /// and (62, 14)).
    static let expected: [(x: Int, y: Int, rgb: [Double])] = [
        (34, 34, [255, 153, 153]), (72, 34, [255, 255, 255]), (62, 14, [255, 255, 255]),
    ]

    @Test(.enabled(if: Tool.isAvailable(.cCompiler, .rlottie), Tool.skipReason(.cCompiler, .rlottie)))
    func rlottieDrawsTheImageFadedAndNothingOfTheTransformLayer() throws {
        let pixel = try LottieSharpShadowTests.rlottieFrame(Self.scene(), width: 96)
        for e in Self.expected {
            let got = pixel(e.x, e.y)
            #expect(zip(got, e.rgb).allSatisfy { abs($0 - $1) <= 2 }, "(\(e.x), \(e.y)): \(got), expected \(e.rgb)")
        }
    }

    /// The same in Chromium, `under` blue at (14, 54), and at 0.5 s `grow`'s image over its 30 points: its red
    /// bottom-right quarter at (78, 57), where the model-sized image would leave the green background.
    @Test(.enabled(if: Tool.isAvailable(.chromium), Tool.skipReason(.chromium)))
    func chromiumDrawsTheImageFadedNothingOfTheTransformLayerAndTheLowLayer() throws {
        let chromium = try Tool.chromium.require()
        let page = try ExportFormat.web.export(Self.scene()).text
        let shot = try #require(try ChromiumGrid.screenshots(of: [(page, 0.5)], width: 96, height: 64, chromium: chromium).first ?? nil)
        for e in Self.expected + [(14, 54, [0, 0, 255]), (78, 57, [255, 0, 0])] {
            let got = shot.rgb(e.x, e.y)
            #expect(zip([got.x, got.y, got.z], e.rgb).allSatisfy { abs($0 - $1) <= 2 }, "(\(e.x), \(e.y)): \(got), expected \(e.rgb)")
        }
    }
}
