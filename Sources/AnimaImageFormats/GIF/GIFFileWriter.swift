/// The byte layout of a GIF89a file: header with the global table and loop extension, frame blocks, trailer.
enum GIFFileWriter {
    /// GIF disposal methods (the Graphic Control Extension's three bits).
    enum Disposal: UInt8 {
        /// Leave the frame in place.
        case keep = 1
        /// Clear the frame's rectangle to the background (transparent in every browser).
        case background = 2
    }

    /// "GIF89a", the logical screen with the global table, and the NETSCAPE2.0 loop extension when looping.
    static func header(width: Int, height: Int, global: GIFPalette, loopCount: Int?) -> [UInt8] {
        var out = Array("GIF89a".utf8)
        le16(width, &out); le16(height, &out)
        out += [0x80 | 0x70 | UInt8(global.bits - 1), 0, 0]
        appendTable(global, to: &out)
        if let loop = loopCount {
            out += [0x21, 0xFF, 11] + Array("NETSCAPE2.0".utf8) + [3, 1]
            le16(loop, &out)
            out.append(0)
        }
        return out
    }

    /// Graphic Control Extension (delay left 0 at `delayOffset`, transparency on), image descriptor, optional
    /// local table, and the LZW data in ≤ 255-byte sub-blocks.
    static func imageBlock(rect: PixelRect, disposal: Disposal, palette: GIFPalette, local: Bool,
                           lzw data: [UInt8], minimumCodeSize: Int) -> [UInt8] {
        var block: [UInt8] = [0x21, 0xF9, 4, disposal.rawValue << 2 | 1, 0, 0, palette.transparentIndex, 0, 0x2C]
        le16(rect.x, &block); le16(rect.y, &block)
        le16(rect.width, &block); le16(rect.height, &block)
        block.append(local ? 0x80 | UInt8(palette.bits - 1) : 0)
        if local { appendTable(palette, to: &block) }
        block.append(UInt8(minimumCodeSize))
        block.reserveCapacity(block.count + data.count + data.count / 255 + 2)
        var p = 0
        while p < data.count {
            let n = Swift.min(255, data.count - p)
            block.append(UInt8(n))
            block += data[p..<(p + n)]
            p += n
        }
        block.append(0)
        return block
    }

    /// Where a block from `imageBlock` keeps its 16-bit delay.
    static let delayOffset = 4

    /// The bytes a local table of `palette` adds to a frame.
    static func tableBytes(_ palette: GIFPalette) -> Int { 3 << palette.bits }

    /// The file's last byte.
    static let trailer: UInt8 = 0x3B

    private static func appendTable(_ palette: GIFPalette, to out: inout [UInt8]) {
        for i in 0..<(1 << palette.bits) {
            let c = i < palette.colors.count ? palette.colors[i] : 0
            out += [UInt8(c & 0xFF), UInt8((c >> 8) & 0xFF), UInt8((c >> 16) & 0xFF)]
        }
    }

    private static func le16(_ v: Int, _ out: inout [UInt8]) {
        out += [UInt8(v & 0xFF), UInt8((v >> 8) & 0xFF)]
    }
}
