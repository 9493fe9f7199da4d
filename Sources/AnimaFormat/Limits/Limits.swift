import AnimaCore
import AnimaSkeleton

/// Every limit Anima enforces, in one table: what is limited, the largest accepted value, and who checks it. Each is
/// checked before the large thing is built, so input past a limit fails with a message (exit 65) instead of
/// exhausting memory or time. `anima limits` prints this table; docs/limits.md states it.
public enum Limits {
    /// One limit.
    public struct Limit: Sendable, Hashable {
        /// What is limited.
        public let name: String
        /// The largest value accepted.
        public let value: Double
        /// The unit of `value`.
        public let unit: String
        /// Where it applies.
        public let scope: String
    }

    /// Every limit, grouped by the stage that checks it.
    public static let all: [Limit] = [
        Limit(name: "input file size", value: Double(FormatLimits.maxInputBytes), unit: "bytes",
              scope: "scenes, skeleton layouts, list states"),
        Limit(name: "JSON nesting", value: Double(JSONParser.maxDepth), unit: "levels", scope: "every JSON input"),
        Limit(name: "entries of one list", value: Double(FormatLimits.maxListLength), unit: "entries",
              scope: "keyframes, key times, dash patterns, gradient colours, list-state items"),
        Limit(name: "keyframes of one animation", value: Double(TimelineLimits.maxKeyframes), unit: "keyframes",
              scope: "timeline compilation"),
        Limit(name: "layer nesting", value: Double(TimelineLimits.maxLayerDepth), unit: "levels", scope: "scenes"),
        Limit(name: "animation group nesting", value: Double(TimelineLimits.maxGroupDepth), unit: "levels", scope: "scenes"),
        Limit(name: "steps of a timing function", value: Double(TimingFunctionDecoder.maxSteps), unit: "steps",
              scope: "scenes (a steps timing function)"),
        Limit(name: "replicator instances", value: Double(TimelineLimits.maxInstanceCount), unit: "instances",
              scope: "scenes (instanceCount of one replicator layer)"),
        Limit(name: "layer drawings of one frame", value: Double(FrameWork.maxLayerDraws), unit: "drawings",
              scope: "scenes (every layer times the instance counts of the replicators around it)"),
        Limit(name: "frames of a timeline", value: Double(OutputLimits.maxFrames), unit: "frames",
              scope: "scenes (timeline duration × fps)"),
        Limit(name: "text layer string", value: Double(ContentLimits.maxStringBytes), unit: "bytes",
              scope: "scenes (UTF-8 length of a text layer's string)"),
        Limit(name: "contents image file", value: Double(ContentLimits.maxImageBytes), unit: "bytes",
              scope: "scenes, skeleton layouts (a PNG or JPEG file or data: URI)"),
        Limit(name: "contents image side", value: Double(ContentLimits.maxImageDimension), unit: "pixels",
              scope: "decoded PNG and JPEG contents"),
        Limit(name: "contents image area", value: Double(ContentLimits.maxImagePixelCount), unit: "pixels",
              scope: "decoded PNG and JPEG contents"),
        Limit(name: "canvas side", value: Double(OutputLimits.maxDimension), unit: "pixels",
              scope: "render, validate, PNG decoding (width or height × scale)"),
        Limit(name: "canvas area", value: Double(OutputLimits.maxPixelCount), unit: "pixels",
              scope: "render, validate, PNG decoding"),
        Limit(name: "frames of one output", value: Double(OutputLimits.maxFrames), unit: "frames", scope: "render, skeleton, transition"),
        Limit(name: "filmstrip times", value: Double(OutputLimits.maxFilmstripTimes), unit: "times", scope: "--filmstrip"),
        Limit(name: "GIF frame rate", value: OutputLimits.maxGIFFramesPerSecond, unit: "fps",
              scope: "GIF output (higher rates are lowered, with a notice)"),
        Limit(name: "cells of one skeleton list", value: Double(SkeletonLimits.maxCells), unit: "cells", scope: "skeleton layouts"),
        Limit(name: "lines of one label", value: Double(SkeletonLimits.maxLines), unit: "lines", scope: "skeleton layouts"),
        Limit(name: "bones of one skeleton", value: Double(SkeletonLimits.maxBones), unit: "bones", scope: "skeleton layouts"),
        Limit(name: "skeleton view nesting", value: Double(ViewNodeDecoder.maxDepth), unit: "levels below the root",
              scope: "skeleton layouts"),
    ]

    /// The table as aligned text, one limit a line.
    public static var table: String {
        let width = all.map(\.name.count).max() ?? 0
        return all.map { limit in
            let value = limit.value == limit.value.rounded() ? String(Int(limit.value)) : String(limit.value)
            return limit.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  \(value) \(limit.unit)  (\(limit.scope))"
        }.joined(separator: "\n")
    }
}
