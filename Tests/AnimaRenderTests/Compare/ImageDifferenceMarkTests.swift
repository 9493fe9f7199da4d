import AnimaCore
import Testing
@testable import AnimaImageFormats

/// Marks over a difference picture that lie wholly off it (issue 29): before the fix, a mark below or right of the
/// picture formed a reversed range (`y..<min(maxY, height)` with y past the bottom) and trapped.
@Suite struct ImageDifferenceMarkTests {
    @Test func marksWhollyOffThePicturePaintNothingAndTheRestPaint() throws {
        let a = try Canvas(width: 2, height: 1, straightRGBA: [0, 0, 0, 255, 0, 0, 0, 255])
        let difference = try #require(ImageDifference(a, a))
        let offPicture = [
            PixelRect(x: 0, y: 5, width: 2, height: 1),   // below
            PixelRect(x: 7, y: 0, width: 3, height: 1),   // right
            PixelRect(x: -5, y: 0, width: 2, height: 1),  // left
            PixelRect(x: 0, y: -4, width: 2, height: 2),  // above
        ]
        let picture = difference.highlighted(over: a, marking: offPicture + [PixelRect(x: 1, y: 0, width: 5, height: 9)])
        // Black unchanged pixels become grey 191 (see ImageDifferenceTests); the one pixel the last mark covers is
        // the marker colour, cyan (0, 0.78, 1) → (0, 199, 255).
        #expect(px(picture, 0, 0) == [191, 191, 191, 255])
        #expect(px(picture, 1, 0) == [0, 199, 255, 255])
    }
}
