import AnimaCore
import AnimaTestSupport
import Foundation
import Testing
@testable import AnimaImageFormats
@testable import AnimaRender

/// Layer contents drawn by the compositor: the pixel-centre convention, bilinear and nearest sampling, gravity,
/// contentsRect, contentsScale and nine-slice at hand-computed pixels, and a rotated image against ImageMagick.
@Suite struct ContentsRenderingTests {
    static let red: [UInt8] = [255, 0, 0, 255], green: [UInt8] = [0, 255, 0, 255], blue: [UInt8] = [0, 0, 255, 255]
    static let white: [UInt8] = [255, 255, 255, 255], black: [UInt8] = [0, 0, 0, 255]

    /// PNG bytes of a `width`×`height` image given as straight RGBA pixels, row by row.
    static func png(_ width: Int, _ height: Int, _ pixels: [[UInt8]]) throws -> ImageContents {
        let canvas = try Canvas(width: width, height: height, straightRGBA: pixels.flatMap { $0 })
        return ImageContents(bytes: try PNGEncoder().encode(canvas), source: "test.png")
    }

    /// Renders one layer showing `image` in `frame` on a white canvas of `size`×`size` points.
    static func render(_ image: ImageContents, frame: Rect, size: Int = 10, scale: Double = 1,
                       configure: (inout LayerProperties) -> Void = { _ in }) throws -> Canvas {
        var p = LayerProperties()
        p.frame = frame
        p.contents = image
        configure(&p)
        let presentation = Presentation(time: 0, layers: [
            PresentedLayer(id: "image", kind: .layer, parent: nil, subtreeEnd: 1, properties: p),
        ])
        var renderer = try Renderer(width: Double(size), height: Double(size), scale: scale, background: .white)
        renderer.contents = try ContentStore(presentation)
        return renderer.render(presentation)
    }

    static func rgb(_ bytes: [UInt8]) -> [Int] { bytes.map(Int.init) }

    /// Drawn 1:1 on whole pixels, device pixel (x, y) samples image point (x + ½, y + ½): the pixel itself.
    @Test func oneToOneReproducesThePixelsExactly() throws {
        let colours: [[UInt8]] = [Self.red, Self.green, Self.blue, Self.white, Self.black, [10, 20, 30, 255],
                                  [200, 100, 50, 255], [0, 128, 255, 255], [77, 77, 77, 255], [1, 2, 3, 255],
                                  [250, 240, 230, 255], [9, 99, 199, 255]]
        let c = try Self.render(try Self.png(4, 3, colours), frame: Rect(2, 1, 4, 3))
        for j in 0..<3 {
            for i in 0..<4 { #expect(px(c, 2 + i, 1 + j) == Self.rgb(colours[j * 4 + i])) }
        }
    }

    /// A 2×1 image [red, blue] stretched to 4 pixels. Device centres 0.5, 1.5, 2.5, 3.5 map to image x 0.25,
    /// 0.75, 1.25, 1.75. Bilinear: 0.25 clamps to the first centre (red); 0.75 is ¾ red + ¼ blue = (191.25, 0,
    /// 63.75) → (191, 0, 64); 1.25 is (64, 0, 191); 1.75 clamps to blue. Nearest: red, red, blue, blue.
    @Test func magnificationIsBilinearWithClampedEdges() throws {
        let image = try Self.png(2, 1, [Self.red, Self.blue])
        let linear = try Self.render(image, frame: Rect(0, 0, 4, 1), size: 4)
        #expect((0..<4).map { px(linear, $0, 0) } == [[255, 0, 0, 255], [191, 0, 64, 255], [64, 0, 191, 255], [0, 0, 255, 255]])
        let nearest = try Self.render(image, frame: Rect(0, 0, 4, 1), size: 4) { $0.magnificationFilter = .nearest }
        #expect((0..<4).map { px(nearest, $0, 0) } == [[255, 0, 0, 255], [255, 0, 0, 255], [0, 0, 255, 255], [0, 0, 255, 255]])
    }

    /// A 4×4 green image at natural size in a 10×10 layer: each gravity puts it at a hand-computed place. The
    /// vertical names follow Core Animation's y axis (Apple's contentsGravity documentation: "top" is maximum y), so
    /// in a y-down layer `top` is the bottom row band (y 6…9) and `bottom` the top one (y 0…3).
    @Test(arguments: [
        (ContentsGravity.bottomLeft, 0, 0), (.bottom, 3, 0), (.bottomRight, 6, 0), (.left, 0, 3), (.center, 3, 3),
        (.right, 6, 3), (.topLeft, 0, 6), (.top, 3, 6), (.topRight, 6, 6),
    ])
    func naturalSizeGravityPlacesTheImage(_ gravity: ContentsGravity, x: Int, y: Int) throws {
        let image = try Self.png(4, 4, Array(repeating: Self.green, count: 16))
        let c = try Self.render(image, frame: Rect(0, 0, 10, 10)) { $0.contentsGravity = gravity }
        for j in 0..<10 {
            for i in 0..<10 {
                let inside = (x..<(x + 4)).contains(i) && (y..<(y + 4)).contains(j)
                #expect(px(c, i, j) == (inside ? Self.rgb(Self.green) : Self.rgb(Self.white)), "\(gravity) at \(i),\(j)")
            }
        }
    }

    /// contentsScale 2: the 4×4-pixel image is 2×2 points, centred in 10×10 → pixels 4 and 5.
    @Test func contentsScaleHalvesTheNaturalSize() throws {
        let image = try Self.png(4, 4, Array(repeating: Self.green, count: 16))
        let c = try Self.render(image, frame: Rect(0, 0, 10, 10)) { $0.contentsGravity = .center; $0.contentsScale = 2 }
        #expect(px(c, 4, 4) == Self.rgb(Self.green) && px(c, 5, 5) == Self.rgb(Self.green))
        #expect(px(c, 3, 4) == Self.rgb(Self.white) && px(c, 6, 5) == Self.rgb(Self.white))
    }

    /// resizeAspect: a 4×2 image in 10×10 scales by min(10/4, 10/2) = 2.5 to 10×5, centred: y 2.5…7.5. Rows 3…6 are
    /// covered, rows 2 and 7 half (green over white at ½: (128, 255, 128)), rows 0–1 and 8–9 untouched.
    @Test func resizeAspectFitsAndCentres() throws {
        let image = try Self.png(4, 2, Array(repeating: Self.green, count: 8))
        let c = try Self.render(image, frame: Rect(0, 0, 10, 10)) { $0.contentsGravity = .resizeAspect }
        #expect(px(c, 5, 1) == Self.rgb(Self.white))
        #expect(px(c, 5, 2) == [128, 255, 128, 255])
        #expect(px(c, 5, 3) == Self.rgb(Self.green) && px(c, 5, 6) == Self.rgb(Self.green))
        #expect(px(c, 5, 7) == [128, 255, 128, 255])
        #expect(px(c, 5, 8) == Self.rgb(Self.white))
    }

    /// resizeAspectFill: a 4×2 image (left half red, right half blue) in 10×10 scales by max(2.5, 5) = 5 to 20×10 at
    /// x −5…15. Layer x maps to image u = (x + 5)/5: pixel 0 → u 1.1 (between red columns 0 and 1: red); pixel 9 →
    /// u 2.9 (blue columns 2 and 3); pixel 4 → u 1.9, fx 1.4: 0.6 red (column 1) + 0.4 blue (column 2) = (153, 0, 102).
    @Test func resizeAspectFillCoversAndCentres() throws {
        let image = try Self.png(4, 2, [Self.red, Self.red, Self.blue, Self.blue, Self.red, Self.red, Self.blue, Self.blue])
        let c = try Self.render(image, frame: Rect(0, 0, 10, 10)) { $0.contentsGravity = .resizeAspectFill }
        #expect(px(c, 0, 5) == Self.rgb(Self.red))
        #expect(px(c, 9, 5) == Self.rgb(Self.blue))
        #expect(px(c, 4, 5) == [153, 0, 102, 255])
    }

    /// contentsRect (0.5, 0, 0.5, 1) of a 4×1 image [red, green, blue, black] shows its right half, [blue, black],
    /// stretched over the layer: 1:1 in a 2-pixel layer, and no red or green bleeds in at the left edge.
    @Test func contentsRectShowsPartOfTheImage() throws {
        let image = try Self.png(4, 1, [Self.red, Self.green, Self.blue, Self.black])
        let c = try Self.render(image, frame: Rect(0, 0, 2, 1), size: 2) { $0.contentsRect = Rect(0.5, 0, 0.5, 1) }
        #expect(px(c, 0, 0) == Self.rgb(Self.blue))
        #expect(px(c, 1, 0) == Self.rgb(Self.black))
    }

    /// Nine-slice: a 3×3 image with distinct edges and a green centre, contentsCenter (⅓, ⅓, ⅓, ⅓), in a 9×9 layer.
    /// Edges keep their 1-pixel size, the centre stretches over 7: pixel (0, 0) is the top-left corner, (8, 8) the
    /// bottom-right, (4, 0) the top edge, (0, 4) the left edge, and (1, 4)…(7, 4) all the centre (clamped into the
    /// centre slice, so the edges do not bleed in).
    @Test func nineSliceKeepsEdgesAndStretchesTheCentre() throws {
        let tl: [UInt8] = [10, 0, 0, 255], t: [UInt8] = [20, 0, 0, 255], tr: [UInt8] = [30, 0, 0, 255]
        let l: [UInt8] = [0, 0, 40, 255], r: [UInt8] = [0, 0, 60, 255]
        let bl: [UInt8] = [70, 70, 0, 255], b: [UInt8] = [80, 80, 0, 255], br: [UInt8] = [90, 90, 0, 255]
        let image = try Self.png(3, 3, [tl, t, tr, l, Self.green, r, bl, b, br])
        let c = try Self.render(image, frame: Rect(0, 0, 9, 9), size: 9) {
            $0.contentsCenter = Rect(1.0 / 3, 1.0 / 3, 1.0 / 3, 1.0 / 3)
        }
        #expect(px(c, 0, 0) == Self.rgb(tl) && px(c, 8, 0) == Self.rgb(tr))
        #expect(px(c, 0, 8) == Self.rgb(bl) && px(c, 8, 8) == Self.rgb(br))
        #expect(px(c, 4, 0) == Self.rgb(t) && px(c, 4, 8) == Self.rgb(b))
        #expect(px(c, 0, 4) == Self.rgb(l) && px(c, 8, 4) == Self.rgb(r))
        for x in 1...7 { #expect(px(c, x, 4) == Self.rgb(Self.green), "centre at \(x)") }
    }

    /// Perspective-correct texturing: a 4×1 image [red, green, blue, black] (nearest filter, so colours change
    /// exactly at u = ¼, ½, ¾) fills a 200×200 layer at (100, 100) on a 400×400 canvas, turned 60° about y with
    /// m34 = −1/500. Relative to the anchor (200, 200), layer x maps to (x cos 60°, 0, −x sin 60°), w = 1 + x sin 60°/500,
    /// device X = 200 + x cos 60°/w. The boundary u = ¾ is x = +50: w = 1.0866025, X = 200 + 25/1.0866025 = 223.0075,
    /// so along row 200 column 222 (centre 222.5) is blue and 223 black. u = ¼ is x = −50: w = 0.9133975,
    /// X = 200 − 25/0.9133975 = 172.6296, so 172 is red and 173 green. u = ½ stays at X = 200: 199 green, 200 blue.
    /// The affine approximation at the layer's centre (slope cos 60° = ½ there) would put the quarter lines at 175
    /// and 225, making 223 blue and 173 red.
    @Test func perspectiveContentsAreSampledThroughTheHomography() throws {
        let image = try Self.png(4, 1, [Self.red, Self.green, Self.blue, Self.black])
        var perspective = Transform3D.identity
        perspective.m34 = -1.0 / 500
        let c = try Self.render(image, frame: Rect(100, 100, 200, 200), size: 400) {
            $0.transform = Transform3D.rotation(.pi / 3, x: 0, y: 1, z: 0).concatenating(perspective)
            $0.magnificationFilter = .nearest
        }
        #expect(px(c, 172, 200) == Self.rgb(Self.red))
        #expect(px(c, 173, 200) == Self.rgb(Self.green))
        #expect(px(c, 199, 200) == Self.rgb(Self.green))
        #expect(px(c, 200, 200) == Self.rgb(Self.blue))
        #expect(px(c, 222, 200) == Self.rgb(Self.blue))
        #expect(px(c, 223, 200) == Self.rgb(Self.black))
        // Off the centre row the same columns hold: each vertical line of the layer keeps one w (rotation about y).
        #expect(px(c, 223, 130) == Self.rgb(Self.black) && px(c, 222, 270) == Self.rgb(Self.blue))
    }

    /// A 64×48 picture rotated 30° about its centre, against ImageMagick's `-distort SRT` of the same picture with
    /// bilinear interpolation (`-filter point -interpolate bilinear`, so no EWA blur), both over white: mean
    /// absolute difference ≤ 2/255 over the 128×128 frame (the edges differ: ImageMagick blends with transparent
    /// virtual pixels, Anima clamps and anti-aliases the edge by coverage).
    @Test(.enabled(if: Tool.isAvailable(.imageMagick), Tool.skipReason(.imageMagick)))
    func rotatedImageMatchesImageMagickDistortSRT() throws {
        let folder = try TemporaryFiles.directory("anima-rotate")
        defer { try? FileManager.default.removeItem(at: folder) }
        let photo = folder.appendingPathComponent("photo.png")
        let convert = try Tool.imageMagick.require()
        let made = try ExternalProcess(convert).run([
            "-size", "64x48", "gradient:#FF4000-#0040FF", "-fill", "white", "-draw", "circle 32,24 32,10",
            "-fill", "#208020", "-draw", "rectangle 4,4 20,12", photo.path,
        ])
        try #require(made.status == 0)
        let reference = try ExternalProcess(convert).run([
            "-size", "128x128", "xc:none", photo.path, "-geometry", "+32+40", "-composite",
            "-virtual-pixel", "transparent", "-filter", "point", "-interpolate", "bilinear",
            "-distort", "SRT", "64,64 1 30", "-background", "white", "-flatten", "-depth", "8", "rgba:-",
        ])
        try #require(reference.status == 0 && reference.stdout.count == 128 * 128 * 4)
        let image = ImageContents(bytes: [UInt8](try Data(contentsOf: photo)), source: "photo.png")
        let c = try Self.render(image, frame: Rect(32, 40, 64, 48), size: 128) {
            $0.transform = .rotation(30 * Double.pi / 180)
        }
        let ours = c.straightRGBA(), theirs = [UInt8](reference.stdout)
        var sum = 0
        for i in 0..<(128 * 128) { for k in 0..<3 { sum += abs(Int(ours[4 * i + k]) - Int(theirs[4 * i + k])) } }
        let mean = Double(sum) / Double(128 * 128 * 3)
        #expect(mean <= 2, "mean absolute difference \(mean)/255")
    }
}
