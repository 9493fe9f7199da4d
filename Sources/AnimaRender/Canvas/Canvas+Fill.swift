import AnimaCore
import AnimaImageFormats
import CWideChar

/// Filling pixels with one word, and offscreen canvases on reused memory.
extension Canvas {
    /// Creates a transparent canvas over already-validated bounds on `storage`'s memory.
    init(unchecked bounds: PixelRect, reusing storage: consuming [UInt32]) {
        storage.setZeros(count: bounds.area)
        self.init(unchecked: bounds, pixels: storage)
    }

    /// Fills every pixel with `color`.
    public mutating func clear(to color: Color) {
        let count = pixels.count
        pixels.withUnsafeMutableBufferPointer { if let p = $0.baseAddress { Canvas.fill(p, count: count, with: Canvas.pack(color)) } }
    }

    /// Stores `word` into `count` pixels from `p`.
    static func fill(_ p: UnsafeMutablePointer<UInt32>, count: Int, with word: UInt32) {
        let byte = UInt8(truncatingIfNeeded: word)
        if count < 16 {
            // A few pixels (the background under a small shape's edge): stores, not a call into the C library.
            p.update(repeating: word, count: count)
        } else if word == UInt32(byte) &* 0x0101_0101 {
            // White, black and clear repeat one byte: a byte fill, which the C library does with its widest stores.
            UnsafeMutableRawPointer(p).initializeMemory(as: UInt8.self, repeating: byte, count: 4 * count)
        } else if count >= 32, MemoryLayout<wchar_t>.size == 4 {
            // The C library fills 32-bit words with the widest stores the CPU has, chosen at run time (the card
            // interiors of the benchmark's depth frame are such runs; figure in docs/performance.md).
            _ = wmemset(UnsafeMutableRawPointer(p).assumingMemoryBound(to: wchar_t.self), wchar_t(truncatingIfNeeded: word), count)
        } else {
            p.update(repeating: word, count: count)
        }
    }
}
