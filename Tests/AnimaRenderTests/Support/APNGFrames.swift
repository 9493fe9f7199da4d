import Testing
@testable import AnimaImageFormats

/// Reads the APNGs `APNGEncoder` writes into the frames a viewer shows and their delays (hundredths of a second):
/// each frame's image (the `IDAT`, then each `fdAT` without its sequence number) is decoded as a PNG of the frame's
/// size and copied over the canvas (blend `SOURCE`, dispose `NONE`, the only modes that encoder writes; others are
/// refused).
enum APNGFrames {
    static func decode(_ file: [UInt8]) throws -> [(pixels: [UInt32], duration: Int)] {
        func be32(_ i: Int) -> Int { Int(file[i]) << 24 | Int(file[i + 1]) << 16 | Int(file[i + 2]) << 8 | Int(file[i + 3]) }
        var width = 0, height = 0, offset = 8
        var canvas: [UInt32] = []
        var frames: [(pixels: [UInt32], duration: Int)] = []
        var control: (w: Int, h: Int, x: Int, y: Int, delay: Int)?
        while offset + 8 <= file.count {
            let length = be32(offset)
            let type = String(decoding: file[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let body = Array(file[(offset + 8)..<(offset + 8 + length)])
            offset += 12 + length
            switch type {
            case "IHDR":
                width = be32(16); height = be32(20)
                canvas = [UInt32](repeating: 0, count: width * height)
            case "fcTL":
                func b32(_ i: Int) -> Int { Int(body[i]) << 24 | Int(body[i + 1]) << 16 | Int(body[i + 2]) << 8 | Int(body[i + 3]) }
                try #require(body[24] == 0 && body[25] == 0, "dispose NONE, blend SOURCE")
                try #require(Int(body[22]) << 8 | Int(body[23]) == 100, "delays in hundredths")
                control = (b32(4), b32(8), b32(12), b32(16), Int(body[20]) << 8 | Int(body[21]))
            case "IDAT", "fdAT":
                let c = try #require(control)
                var ihdr: [UInt8] = []
                PNGEncoder.appendBE(UInt32(c.w), to: &ihdr)
                PNGEncoder.appendBE(UInt32(c.h), to: &ihdr)
                ihdr += [8, 6, 0, 0, 0]
                var png = PNGEncoder.signature
                PNGEncoder.appendChunk("IHDR", ihdr, to: &png)
                PNGEncoder.appendChunk("IDAT", type == "IDAT" ? body : Array(body.dropFirst(4)), to: &png)
                PNGEncoder.appendChunk("IEND", [], to: &png)
                let image = try PNGDecoder().decode(png)
                for y in 0..<c.h { for x in 0..<c.w { canvas[(c.y + y) * width + c.x + x] = image.pixels[y * c.w + x] } }
                frames.append((canvas, c.delay))
            default: break
            }
        }
        return frames
    }
}
