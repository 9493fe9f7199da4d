import Anima

/// Compares two GIFs frame by frame on decoded pixels, at every moment either of them changes frame.
struct GIFComparison {
    let tolerance: PixelTolerance
    /// The most differing frames shown in the difference image.
    static let maxFramesShown = 12

    /// The failure message, or nil when every displayed frame counts as the same.
    func failure(reference: GIFSnapshot, actual: GIFSnapshot) -> String? {
        if let problem = actual.problem { return problem }
        if let problem = reference.problem { return problem }
        let moments = Set(reference.frames.map(\.start) + actual.frames.map(\.start)).sorted()
        var differing: [(start: Int, difference: ImageDifference, reference: Canvas)] = []
        for m in moments {
            guard let expected = reference.frame(at: m), let frame = actual.frame(at: m) else { continue }
            guard let d = ImageDifference(expected, frame, tolerance: tolerance) else {
                return "The GIF is \(frame.width)×\(frame.height) pixels, the reference \(expected.width)×\(expected.height): "
                    + "the scale or the canvas size changed."
            }
            if !d.isWithinTolerance { differing.append((m, d, expected)) }
        }
        let lastStart = { (s: GIFSnapshot) in s.frames.last.map { Double($0.start) / 100 } ?? 0 }
        guard let first = differing.first else {
            guard reference.frames.count == actual.frames.count || lastStart(reference) == lastStart(actual) else {
                return "The GIF's frames match but its length changed: the last frame starts at "
                    + "\(label(actual.frames.last?.start ?? 0)) s, in the reference at \(label(reference.frames.last?.start ?? 0)) s."
            }
            return nil
        }
        let shown = differing.prefix(Self.maxFramesShown)
        let pictures = shown.map { $0.difference.highlighted(over: $0.reference) }
        let sheet = try? FilmstripSheet().compose(pictures, labels: shown.map { label($0.start) })
        let path = sheet.map(DifferenceArtifact.write) ?? "(no difference image)"
        var message = "GIF differs first at \(label(first.start)) s: \(first.difference.differingPixelCount) pixels differ "
            + "beyond the tolerance (largest channel difference \(first.difference.largestChannelDifference)/255)"
        if let box = first.difference.bounds {
            message += " in x \(box.x)…\(box.maxX - 1), y \(box.y)…\(box.maxY - 1)"
            message += actual.locator?.sentence(at: Double(first.start) / 100, touching: box) ?? ""
        }
        message += ". \(differing.count) of \(moments.count) displayed frames differ"
        if differing.count > 1 { message += " (" + differing.prefix(8).map { label($0.start) }.joined(separator: ", ") + (differing.count > 8 ? ", …)" : ")") }
        return message + ".\nDifference image (each differing frame, changed pixels in magenta, labelled with its time): \(path)"
    }

    private func label(_ centiseconds: Int) -> String { FilmstripSheet.label(seconds: Double(centiseconds) / 100) }
}
