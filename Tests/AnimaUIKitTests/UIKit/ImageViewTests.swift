import AnimaCore
import AnimaTestSupport
import Foundation
import Testing
@testable import AnimaUIKit

extension UIKitSuite {
    /// Images, image views and text layers reach the recorded Scene as layer contents and text.
    @MainActor @Suite struct ImageViewTests {
        /// PngSuite's `basn3p08.png`: 32 × 32 pixels, like every `basn` image of the suite.
        static let pngPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../AnimaRenderTests/__Fixtures__/pngsuite/basn3p08.png").standardized.path

        @Test func imagesTakeTheirSizeFromTheHeader() throws {
            let png = try #require(UIImage(contentsOfFile: Self.pngPath))
            #expect(png.size == CGSize(width: 32, height: 32) && png.scale == 1)
            #expect(png.cgImage?.width == 32 && png.cgImage?.height == 32)
            // The example avatar is 112 × 112 (as ImageMagick's `identify` reports it): read from the JPEG SOF marker.
            let jpegPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("../../../Examples/contents/avatar.jpg").standardized.path
            let jpeg = try #require(UIImage(contentsOfFile: jpegPath))
            #expect(jpeg.size == CGSize(width: 112, height: 112))
            #expect(UIImage(data: Data("not an image".utf8)) == nil)
        }

        @Test func aFileNamedAt2xHasTwoPixelsPerPoint() throws {
            let dir = FileManager.default.temporaryDirectory.appendingPathComponent("anima-uiimage-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: dir) }
            let path = dir.appendingPathComponent("dot@2x.png").path
            try FileManager.default.copyItem(atPath: Self.pngPath, toPath: path)
            let image = try #require(UIImage(contentsOfFile: path))
            // 32 pixels at 2 pixels per point are 16 points.
            #expect(image.scale == 2 && image.size == CGSize(width: 16, height: 16))
        }

        @Test func anImageViewShowsItsImageAsLayerContents() throws {
            TestClock.reset()
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let recording = AnimaRecording(root: root)
            let image = try #require(UIImage(contentsOfFile: Self.pngPath))
            let imageView = UIImageView(image: image)
            imageView.accessibilityIdentifier = "icon"
            // UIKit sizes an image view made with an image to the image's size in points.
            #expect(imageView.frame == CGRect(x: 0, y: 0, width: 32, height: 32))
            imageView.contentMode = .scaleAspectFit
            root.addSubview(imageView)
            AnimaClock.advance(to: 0.5)
            let scene = recording.scene(canvas: recording.rootCanvas)
            let icon = try #require(scene.allLayers.first { $0.id == "icon" })
            let bytes = try #require(FileManager.default.contents(atPath: Self.pngPath))
            #expect(icon.properties.contents?.bytes == [UInt8](bytes))
            #expect(icon.properties.contentsGravity == .resizeAspect)
        }

        @Test func anImageSwappedDuringTheRecordingShowsEachInItsTime() throws {
            TestClock.reset()
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let first = try #require(UIImage(contentsOfFile: Self.pngPath))
            let second = try #require(UIImage(contentsOfFile: Self.pngPath.replacingOccurrences(of: "basn3p08", with: "s04n3p01")))
            let imageView = UIImageView(image: first)
            imageView.accessibilityIdentifier = "icon"
            root.addSubview(imageView)
            let recording = AnimaRecording(root: root)
            AnimaClock.advance(to: 0.5)
            imageView.image = second
            AnimaClock.advance(to: 1)
            let timeline = try Timeline(recording.scene(canvas: recording.rootCanvas))
            // Before 0.5 s the copy `icon~1` shows the first image and the live layer is hidden; from 0.5 s the other way.
            let early = timeline.sample(at: 0.25), late = timeline.sample(at: 0.75)
            #expect(early["icon~1"]?.isHidden == false && early["icon~1"]?.contents == first.cgImage?.contents)
            #expect(early["icon"]?.isHidden == true)
            #expect(late["icon"]?.isHidden == false && late["icon"]?.contents == second.cgImage?.contents)
            #expect(late["icon~1"]?.isHidden == true)
        }

        @Test func contentModesMapToTheGravityThatShowsTheirName() {
            let view = UIView()
            // Gravity names follow an upward y axis (`top` is the maximum-y edge, the bottom of a y-down layer), so the
            // mode that shows content at the top of the view is the gravity `bottom`.
            let expected: [(UIView.ContentMode, ContentsGravity)] = [
                (.scaleToFill, .resize), (.scaleAspectFit, .resizeAspect), (.scaleAspectFill, .resizeAspectFill),
                (.center, .center), (.top, .bottom), (.bottom, .top), (.left, .left), (.right, .right),
                (.topLeft, .bottomLeft), (.topRight, .bottomRight), (.bottomLeft, .topLeft), (.bottomRight, .topRight),
            ]
            for (mode, gravity) in expected {
                view.contentMode = mode
                #expect(view.layer.contentsGravity.rawValue == gravity.rawValue, "\(mode)")
            }
        }

        @Test func aPlaceholderImageIsReportedOnce() {
            let issues = AnimaDiagnostics.collecting {
                let view = UIImageView(image: UIImage(systemName: "bell"))
                #expect(view.layer.contents == nil && view.frame.size == CGSize(width: 24, height: 24))
            }
            #expect(issues.count == 1, "\(issues.map(\.description))")
        }

        @Test func contentsOfTheWrongTypeAreReportedAndIgnored() {
            let layer = CALayer()
            let issues = AnimaDiagnostics.collecting { layer.contents = "image.png" }
            #expect(issues.count == 1 && layer.contents == nil && layer.animaProperties.contents == nil)
        }

        @Test func textLayersRecordTheirStringFontAndAnimatedSize() throws {
            TestClock.reset()
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
            let recording = AnimaRecording(root: root)
            let label = CATextLayer()
            label.name = "label"
            label.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
            label.string = "Hello"
            label.font = "DejaVu Sans"
            label.fontSize = 17
            label.foregroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
            label.alignmentMode = .center
            let grow = CABasicAnimation(keyPath: "fontSize")
            grow.fromValue = 17
            grow.toValue = 34
            grow.duration = 1
            label.add(grow, forKey: "grow")
            root.layer.addSublayer(label)
            AnimaClock.advance(to: 1)
            let scene = recording.scene(canvas: recording.rootCanvas)
            let text = try #require(scene.allLayers.first { $0.id == "label" })
            #expect(text.kind == .text && text.properties.string == "Hello" && text.properties.fontName == "DejaVu Sans")
            #expect(text.properties.alignmentMode == .center && text.properties.foregroundColor == Color(0, 0, 0, 1))
            // fontSize 17 → 34 over 1 s, linear: 25.5 at 0.5 s.
            let shown = try #require(try Timeline(scene).sample(at: 0.5)["label"])
            #expect(abs(shown.fontSize - 25.5) < 1e-9)
        }
    }
}
