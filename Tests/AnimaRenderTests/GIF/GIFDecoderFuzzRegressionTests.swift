import Foundation
import Testing
@testable import AnimaImageFormats
@testable import AnimaRender

/// Inputs the `FuzzGIF` harness found (Fuzz/, docs/fuzzing.md), kept as fixtures: each used to trap or exhaust
/// memory or time, and must now decode or be refused with a message.
///
/// Expected outcomes come from walking each file by the GIF89a block grammar by hand (screen descriptor, extension
/// and image blocks, trailer), noted per case.
@Suite struct GIFDecoderFuzzRegressionTests {
    static let folder = RenderFixtures.directory.appendingPathComponent("fuzz/gif")

    enum Outcome: Sendable, CustomStringConvertible {
        /// Decodes to this many frames.
        case frames(Int)
        /// Throws an error whose text contains this.
        case refused(String)

        var description: String {
            switch self {
            case .frames(let n): "\(n) frames"
            case .refused(let text): "refused: \(text)"
            }
        }
    }

    /// Image blocks placed below or right of the screen with disposal 2 ("restore to background") cleared a
    /// reversed range (`y..<min(y + height, screenHeight)` with y past the screen) and trapped.
    static let offscreenDisposal: [(String, Outcome)] = [
        // 12×12 screen, a 12×12 image at y 388, then the file ends inside the next block.
        ("crash-57eded6b6fc9dd63b157d37aa58402474f93466b", .refused("truncated GIF")),
        // 12×171 screen, image at y 9728, a control extension, then the file ends.
        ("crash-6024899915440db8c3c8b53fbef3e62e9792fd3a", .refused("truncated GIF")),
        // 12×171 screen, image at y 16384, then a byte 0x08 where a block introducer belongs.
        ("crash-b3b9e734b0864c7b7b4d08c7716fba9a4a99ce57", .refused("unexpected GIF block 0x8")),
        // 12×12 screen, image at y 112, a control extension, then the file ends.
        ("crash-b97cfda689483fd4a63a60717e3448472c5035ac", .refused("truncated GIF")),
        // Three images and the trailer: 12×12 at the origin, a 0×4 image at y 1026 (disposal 2), 4×4 at (6, 6).
        ("crash-cb72e4ef3954e2367c6955969344e801a9c7e855", .frames(3)),
        // 10×10 screen, an 8458×1 image at y 64 (disposal 2), then a 0x00 byte.
        ("crash-d0a31d664563a8f1ab53bcc7070a2087196fed62", .refused("unexpected GIF block 0x0")),
        // An image at (18176, 17993) of 14136×2145 (disposal 2), then an extension and a 0x00 byte.
        ("crash-e6f416dcfdb4f8b28af60d3d4c871134723b9a1c", .refused("unexpected GIF block 0x0")),
        // Four images and the trailer, the last at x 6406 with disposal 2.
        ("crash-ec974cafc79ebbf4ff9a2886edac8770a6a1759c", .frames(4)),
        // A 11×12 image at y 65531 (disposal 2), then a byte 0x0A.
        ("crash-edcb76d4cabd31ac59e681d606d912d4687db019", .refused("unexpected GIF block 0xa")),
        // 10×10 screen, an 8458×1 image at x 4096 (disposal 2), then a 0x00 byte.
        ("crash-1f7debfb54ffe37d58d051de03937b746791622c", .refused("unexpected GIF block 0x0")),
        // The same image at (65535, 63743).
        ("crash-2a7846eb8a2f4555787b978b02f6f156987a78cd", .refused("unexpected GIF block 0x0")),
        // A 3084×0 image at y 84 on a 12×12 screen (disposal 2), then a 0x00 byte.
        ("crash-3801ab6e07b88a15e58d9ab4693118c5ded0f44c", .refused("unexpected GIF block 0x0")),
        // 35×8 screen, a 12×12 image at (65533, 65531), then 0x0A.
        ("crash-4bf0079a579a4ac214051eae77e38d9ddde5b5bd", .refused("unexpected GIF block 0xa")),
        // A 12×12 image at y 256, a control extension, then 0xF6.
        ("crash-70b99bc9f42f466717e200338c539bfd970a13b0", .refused("unexpected GIF block 0xf6")),
        // 12×8 screen, a 12×12 image at y 248, then 0x0A.
        ("crash-b441ece530b2b3c5d69f5b59afed6ed35656b76b", .refused("unexpected GIF block 0xa")),
        // A 12×12 image at x 12545, then 0x0A.
        ("crash-c101d77679df9122db810fea51c8209ac311c664", .refused("unexpected GIF block 0xa")),
    ]

    /// Image blocks of up to 65535×65535 on a small screen: their index buffer (up to 4 GiB) was allocated before
    /// anything looked at the size. An image block is now held to the canvas limits (16384 a side).
    static let hugeImages: [(String, Outcome)] = [
        ("oom-3d99e12d6dff152adb8f3e8db90da8762b38128d", .refused("each side is limited to 16384 pixels")),  // 65521×65525
        ("oom-700106e71aa6d028b7ebda3e09f4b7acff1ffdbb", .refused("each side is limited to 16384 pixels")),  // 65528×65527
        ("oom-b61f8a0c6aa7ac908e568b0839a07bca3b24ecf4", .refused("each side is limited to 16384 pixels")),  // 65523×65011
        ("oom-c417683032b42de0c07459e2ee40a706dbaa198c", .refused("each side is limited to 16384 pixels")),  // 62708×62708
        ("oom-c4a946a9ed2513e097adef3480970fb4b7daf0fb", .refused("each side is limited to 16384 pixels")),  // 65524×63475
        ("oom-c58da6f4dae4a5a3fb07eb0e72896c4be059f39e", .refused("each side is limited to 16384 pixels")),  // 57078×63486
        ("timeout-6546ee9f14e32f4b8b94043083293b3e84593aa6", .refused("each side is limited to 16384 pixels")),  // 12846×17744
        ("timeout-9adc3961d259480647edc4bbd9ccdaef28484c5b", .refused("each side is limited to 16384 pixels")),  // third image 65535²
        ("timeout-a3918f6321b8e671eef077eb54554995168cdcb4", .refused("each side is limited to 16384 pixels")),  // 17993×14648
        ("crash-a84753822dabe0f8c6c4317a886c011a745f4e1c", .refused("each side is limited to 16384 pixels")),  // 24889×12
        ("slow-unit-b4c8f7e4799a3f87dde07b1d0642e61c669b4619", .refused("each side is limited to 16384 pixels")),  // 17993×14648
        ("slow-unit-f1248af79bd850e0bc436189ed410c02211262f8", .refused("each side is limited to 16384 pixels")),  // 17993×14648
        ("timeout-b4c8f7e4799a3f87dde07b1d0642e61c669b4619", .refused("each side is limited to 16384 pixels")),  // 17993×14648
        ("timeout-bd57f128a681f5ccbef40dd99a745c489ef7a166", .refused("each side is limited to 16384 pixels")),  // 17993×14392
        ("timeout-ca11d124fef7bef44eb6db6a5fe93b2b8e5f5284", .refused("each side is limited to 16384 pixels")),  // 44718²
        ("timeout-d553ed8e77b4616363275fafa28cfa9f9e861f1b", .refused("each side is limited to 16384 pixels")),  // 18176×11520
    ]

    /// Large but allowed screens (12304×3072, 12040×2048, 9740×3072, 4140×4096, 15112×2048, within 64 Mpx) with
    /// nothing after the screen descriptor but a 0x00 byte. The screen (up to 256 MB) was allocated before the first
    /// image, costing 1.7 s under the sanitizers; it is now allocated with the first image, so these are refused at once.
    static let largeScreens: [(String, Outcome)] = [
        ("timeout-c82d15a7e453ca9b594dd3e4bdc0081fb6d715b5", .refused("unexpected GIF block 0x0")),
        ("slow-unit-4fef2f4dbf396f2655b171d1830b170ace71f8c6", .refused("unexpected GIF block 0x0")),
        ("timeout-8c2a49486e6efd637f2273e1c9396ec8008fc124", .refused("unexpected GIF block 0x0")),
        ("timeout-7035e9e7044d730a7cfd3dbe99c981ff78517e9e", .refused("unexpected GIF block 0x0")),
        ("timeout-c4f66f8f146063d09d3bedba857754c61143898f", .refused("unexpected GIF block 0x0")),
    ]

    @Test(arguments: offscreenDisposal + hugeImages + largeScreens)
    func fuzzerFindingDecodesOrIsRefused(name: String, expected: Outcome) throws {
        let url = Self.folder.appendingPathComponent(name)
        let bytes = try RenderFixtures.bytes(url)
        do {
            let frames = try GIFDecoder().decode(bytes)
            guard case .frames(let n) = expected else { Issue.record("\(name): decoded \(frames.count) frames, expected \(expected)"); return }
            #expect(frames.count == n, "\(name)")
        } catch {
            guard case .refused(let text) = expected else { Issue.record("\(name): \(error), expected \(expected)"); return }
            #expect("\(error)".contains(text), "\(name): \(error)")
        }
    }

    @Test func everyFixtureIsListed() throws {
        let listed = Set((Self.offscreenDisposal + Self.hugeImages + Self.largeScreens).map(\.0))
        let files = Set(try FileManager.default.contentsOfDirectory(atPath: Self.folder.path))
        #expect(files == listed)
    }

    @Test func manyFullScreenFramesAreRefusedBeforeExhaustingMemory() throws {
        // Every frame is a full composite of the screen, so a few bytes per 1×1 image can demand a screen's worth of
        // memory each: the decoder counts screen + image pixels per frame. A 16×16 screen with 1×1 images costs
        // 256 + 1 = 257 pixels a frame; with a budget of 771 = 3 × 257, three frames fit and a fourth is refused.
        func gif(frames: Int) -> [UInt8] {
            var bytes: [UInt8] = Array("GIF89a".utf8) + [16, 0, 16, 0, 0x80, 0, 0] + [0, 0, 0, 255, 255, 255]
            // Image 1×1 at the origin; LZW code size 2: clear (4), index 0, end (5) in 3-bit codes, LSB first.
            let image: [UInt8] = [0x2C, 0, 0, 0, 0, 1, 0, 1, 0, 0x00, 0x02, 0x02, 0x44, 0x01, 0x00]
            for _ in 0..<frames { bytes += image }
            return bytes + [0x3B]
        }
        #expect(try GIFDecoder(maxDecodedPixels: 771).decode(gif(frames: 3)).count == 3)
        #expect(throws: ImageFormatError.self) { try GIFDecoder(maxDecodedPixels: 771).decode(gif(frames: 4)) }
        // The default budget is four full-size canvases (4 × 64 Mpx, 1 GiB of RGBA composites).
        #expect(GIFDecoder().maxDecodedPixels == 4 * 64 * 1024 * 1024)
    }
}
