import CZlib

/// zlib compression and decompression behind one small type, so a vendored or pure-Swift deflate can replace the
/// system library later without touching the encoders.
enum Deflater {
    /// The zlib stream of `bytes` at `level` (0…9). Same input, same zlib → same bytes.
    static func compress(_ bytes: [UInt8], level: Int32 = 6) throws(ImageFormatError) -> [UInt8] {
        var bound = compressBound(uLong(bytes.count))
        var out = [UInt8](repeating: 0, count: Int(bound))
        let status = out.withUnsafeMutableBufferPointer { o in
            bytes.withUnsafeBufferPointer { i in
                compress2(o.baseAddress, &bound, i.baseAddress, uLong(bytes.count), level)
            }
        }
        guard status == Z_OK else { throw ImageFormatError.compression("zlib compress2 returned \(status)") }
        out.removeSubrange(Int(bound)...)
        return out
    }

    /// Inflates a zlib stream whose decompressed size is known exactly.
    static func decompress(_ bytes: [UInt8], expectedSize: Int) throws(ImageFormatError) -> [UInt8] {
        var size = uLong(expectedSize)
        var out = [UInt8](repeating: 0, count: Swift.max(expectedSize, 1))
        let status = out.withUnsafeMutableBufferPointer { o in
            bytes.withUnsafeBufferPointer { i in uncompress(o.baseAddress, &size, i.baseAddress, uLong(bytes.count)) }
        }
        guard status == Z_OK, Int(size) == expectedSize else {
            throw ImageFormatError.decoding("zlib uncompress returned \(status) with \(size) of \(expectedSize) bytes")
        }
        if expectedSize == 0 { return [] }
        return out
    }

    /// The CRC-32 PNG chunks carry.
    static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        bytes.withUnsafeBufferPointer { b in UInt32(CZlib.crc32(0, b.baseAddress, uInt(b.count))) }
    }
}
