import Anima
import Foundation
import SnapshotTesting

extension Snapshotting where Value: AnimationSubject, Format == GIFSnapshot {
    /// An animated GIF of the timeline at `fps` (at most 50), compared frame by frame on decoded pixels.
    ///
    /// `precision`, `perceptualPrecision` and `tolerance` apply to every frame, as in `.filmstrip`.
    public static func gif(fps: Double = 25, scale: Double? = nil, precision: Double = 1, perceptualPrecision: Double = 1,
                           tolerance: Double = 0) -> Self {
        let pixels = PixelTolerance(precision: precision, perceptualPrecision: perceptualPrecision, channel: tolerance)
        return Snapshotting(pathExtension: "gif", diffing: .gif(pixels)) { subject in
            GIFSnapshot(subject, fps: fps, scale: scale)
        }
    }
}

extension Diffing where Value == GIFSnapshot {
    /// GIF files, equal when every displayed frame's decoded pixels are within `tolerance`.
    public static func gif(_ tolerance: PixelTolerance = .exact) -> Self {
        .diff(toData: { Data($0.bytes) }, fromData: { GIFSnapshot(gif: [UInt8]($0)) }) { reference, actual in
            GIFComparison(tolerance: tolerance).failure(reference: reference, actual: actual).map { ($0, []) }
        }
    }
}
