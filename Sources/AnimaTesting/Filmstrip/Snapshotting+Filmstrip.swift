import Anima
import Foundation
import SnapshotTesting

extension Snapshotting where Value: AnimationSubject, Format == FilmstripSnapshot {
    /// A PNG sheet of the animation at `times` with each time printed under its frame, compared by decoded pixels.
    ///
    /// - Parameters:
    ///   - times: the scene times of the frames, left to right.
    ///   - scale: pixels per point (the scene's own when nil).
    ///   - precision: the fraction of pixels that must match, as in swift-snapshot-testing's image strategies.
    ///   - perceptualPrecision: how close a pixel must be perceptually (CIE94 ΔE ≤ (1 − p) × 100) to match.
    ///   - tolerance: the per-channel difference (0…1, e.g. 4/255) that still counts as equal.
    public static func filmstrip(at times: [TimeInterval], scale: Double? = nil, precision: Double = 1,
                                 perceptualPrecision: Double = 1, tolerance: Double = 0) -> Self {
        let pixels = PixelTolerance(precision: precision, perceptualPrecision: perceptualPrecision, channel: tolerance)
        return Snapshotting(pathExtension: "png", diffing: .filmstrip(pixels)) { subject in
            FilmstripSnapshot(subject, at: times, scale: scale)
        }
    }
}

extension Diffing where Value == FilmstripSnapshot {
    /// Filmstrips as PNG files, equal when their decoded pixels are within `tolerance`.
    public static func filmstrip(_ tolerance: PixelTolerance = .exact) -> Self {
        .diff(toData: { Data($0.png) }, fromData: { FilmstripSnapshot(png: [UInt8]($0)) }) { reference, actual in
            FilmstripComparison(tolerance: tolerance).failure(reference: reference, actual: actual).map { ($0, []) }
        }
    }
}
