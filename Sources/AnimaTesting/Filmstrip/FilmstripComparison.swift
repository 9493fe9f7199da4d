import Anima

/// Compares a fresh filmstrip with its reference by decoded pixels and, when they differ beyond the tolerance,
/// writes the difference image and says where the first change is.
struct FilmstripComparison {
    let tolerance: PixelTolerance

    /// The failure message, or nil when the sheets count as the same.
    func failure(reference: FilmstripSnapshot, actual: FilmstripSnapshot) -> String? {
        if let problem = actual.problem { return problem }
        if let problem = reference.problem { return problem }
        guard let expected = reference.sheet, let sheet = actual.sheet else { return "the filmstrip is missing" }
        let times = actual.frames.map { FilmstripSheet.label(seconds: $0.time) }.joined(separator: ", ")
        guard let difference = ImageDifference(expected, sheet, tolerance: tolerance) else {
            return "The filmstrip is \(sheet.width)×\(sheet.height) pixels, the reference \(expected.width)×\(expected.height): "
                + "the times, the scale or the canvas size changed (times now: \(times))."
        }
        guard !difference.isWithinTolerance else { return nil }
        let changed = actual.frames.filter { frame in Self.contains(difference, frame.column) }
        let first = changed.first
        // A bar in the spacing above the first changed frame, where no frame pixel can be.
        let marks = first.map { [PixelRect(x: $0.column.x, y: 0, width: $0.column.width, height: FilmstripSheet().spacing / 2)] }
        let path = DifferenceArtifact.write(difference.highlighted(over: expected, marking: marks ?? []))
        var message = first.map { "Filmstrip differs first at \(FilmstripSheet.label(seconds: $0.time)) s" } ?? "Filmstrip differs"
        if let first, let index = actual.frames.firstIndex(of: first) {
            message += " (frame \(index + 1) of \(actual.frames.count)"
            if let box = Self.bounds(of: difference, in: first.column) {
                message += ", pixels x \(box.x)…\(box.maxX - 1), y \(box.y)…\(box.maxY - 1) of the frame"
                message += actual.locator?.sentence(at: first.time, touching: box) ?? ""
            }
            message += ")"
        }
        message += ": \(difference.differingPixelCount) pixels differ beyond the tolerance (largest channel difference "
            + "\(difference.largestChannelDifference)/255)."
        if changed.count > 1 {
            message += " Times that differ: " + changed.map { FilmstripSheet.label(seconds: $0.time) }.joined(separator: ", ") + "."
        }
        return message + "\nDifference image (changed pixels in magenta, the first changed frame marked in cyan above it): \(path)"
    }

    private static func contains(_ d: ImageDifference, _ column: PixelRect) -> Bool {
        for y in column.y..<Swift.min(column.maxY, d.height) {
            for x in column.x..<Swift.min(column.maxX, d.width) where d.mask[y * d.width + x] { return true }
        }
        return false
    }

    /// The changed pixels' box inside a frame, in the frame's own coordinates (the sheet's spacing removed).
    private static func bounds(of d: ImageDifference, in column: PixelRect) -> PixelRect? {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in column.y..<Swift.min(column.maxY, d.height) {
            for x in column.x..<Swift.min(column.maxX, d.width) where d.mask[y * d.width + x] {
                minX = Swift.min(minX, x); maxX = Swift.max(maxX, x); minY = Swift.min(minY, y); maxY = Swift.max(maxY, y)
            }
        }
        guard maxX >= 0 else { return nil }
        let top = FilmstripSheet().spacing
        return PixelRect(x: minX - column.x, y: minY - top, width: maxX - minX + 1, height: maxY - minY + 1)
    }
}
