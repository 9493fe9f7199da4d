import AnimaCore
import Foundation

/// Reads a scene file (version 1; the schema is `anima-scene.schema.json`), reporting every problem with its JSON path rather than the first.
public struct SceneDecoder: Sendable {
    /// The format version this decoder reads.
    public static let version = JSONDocument.version

    /// Where image paths in `contents` start (the scene file's folder); nil is the current directory.
    public var baseDirectory: URL?

    /// Creates a decoder whose relative image paths start in the current directory.
    public init() { baseDirectory = nil }

    /// Creates a decoder; `baseDirectory` is the folder relative image paths start from.
    public init(baseDirectory: URL?) { self.baseDirectory = baseDirectory }

    /// The scene in `data`, or every problem found in it.
    public func decode(_ data: Data) throws(InputError) -> Scene {
        try decodeTimeline(data).scene
    }

    /// The scene in `text`, or every problem found in it.
    public func decode(_ text: String) throws(InputError) -> Scene {
        try decode(Data(text.utf8))
    }

    /// The scene in `data` compiled into the timeline that checking it built, or every problem found in it.
    public func decodeTimeline(_ data: Data) throws(InputError) -> Timeline {
        try decode(JSONDocument.parse(data, what: "the scene"))
    }

    private func decode(_ json: JSONValue) throws(InputError) -> Timeline {
        var layers = LayerDecoder()
        layers.contents = ContentsDecoder(baseDirectory: baseDirectory)
        var d = Diagnostics()
        guard var root = ObjectReader(json, at: "", what: "a scene", &d) else { throw InputError(issues: d.issues) }
        JSONDocument.decodeVersion(&root, &d)
        let canvas = root.take("canvas").flatMap { decodeCanvas($0, at: "canvas", &d) }
        if !root.has("canvas") { d.report("canvas", "is required: {\"width\", \"height\"}") }
        let timeline = root.take("timeline").flatMap { decodeTimeline($0, at: "timeline", &d) }
        if !root.has("timeline") { d.report("timeline", "is required: {\"duration\", \"fps\"}") }
        let tree = root.take("layers").map { layers.decodeLayers($0, at: "layers", depth: 0) } ?? []
        root.reportUnknown(valid: ["version", "canvas", "timeline", "layers"], what: "a scene", &d)
        var issues = d.issues + layers.diagnostics.finalIssues
        guard issues.isEmpty, let canvas, let timeline else {
            throw InputError(issues: Array(issues.prefix(Diagnostics.maxIssues + 1)))
        }
        let scene = Scene(canvas: canvas, timeline: timeline, layers: tree, comment: root.comment)
        // Bounds on the work the scene asks for, before compiling it: what `render` would refuse, `validate` refuses.
        let bounds = [Self.frameCountIssue(timeline), FrameWork.overLimit(tree).map(Self.issue(from:))].compactMap { $0 }
        guard bounds.isEmpty else { throw InputError(issues: bounds) }
        do {
            return try Timeline(scene)
        } catch {
            issues.append(Self.issue(from: error))
            throw InputError(issues: issues)
        }
    }


    func decodeCanvas(_ json: JSONValue, at path: String, _ d: inout Diagnostics) -> Scene.Canvas? {
        guard var object = ObjectReader(json, at: path, what: "a canvas", &d) else { return nil }
        var canvas = Scene.Canvas(width: 0, height: 0)
        var ok = true
        for name in ["width", "height"] {
            guard let value = object.take(name) else { d.report(object.path(name), "is required"); ok = false; continue }
            guard let v = ValueDecoder.positive(value, at: object.path(name), &d) else { ok = false; continue }
            if name == "width" { canvas.width = v } else { canvas.height = v }
        }
        if let json = object.take("scale") {
            if let v = ValueDecoder.positive(json, at: object.path("scale"), &d) { canvas.scale = v } else { ok = false }
        }
        if let json = object.take("background") {
            if let c = ValueDecoder.color(json, at: object.path("background"), &d) { canvas.background = c } else { ok = false }
        }
        object.reportUnknown(valid: ["width", "height", "scale", "background"], what: "the canvas", &d)
        return ok ? canvas : nil
    }

    private func decodeTimeline(_ json: JSONValue, at path: String, _ d: inout Diagnostics) -> Scene.TimelineSettings? {
        guard var object = ObjectReader(json, at: path, what: "timeline settings", &d) else { return nil }
        var settings = Scene.TimelineSettings(duration: 0)
        var ok = true
        if let json = object.take("duration") {
            if let v = ValueDecoder.nonNegative(json, at: object.path("duration"), &d) { settings.duration = v } else { ok = false }
        } else {
            d.report(object.path("duration"), "is required: the seconds that rendering covers")
            ok = false
        }
        if let json = object.take("fps") {
            if let v = ValueDecoder.positive(json, at: object.path("fps"), &d) { settings.fps = v } else { ok = false }
        }
        object.reportUnknown(valid: ["duration", "fps"], what: "the timeline", &d)
        return ok ? settings : nil
    }

    /// The timeline's frames (duration × fps) past the frames of one output, which `render` draws by default; counted
    /// in Double, so a duration of 1e308 is a message, not an overflow.
    static func frameCountIssue(_ t: Scene.TimelineSettings) -> InputIssue? {
        let frames = (t.duration * t.fps - 1e-9).rounded(.up)
        guard !(frames <= Double(OutputLimits.maxFrames)) else { return nil }
        let shown = frames < 1e15 ? String(Int(frames)) : String(frames)
        return InputIssue(path: "timeline.duration", message: "\(t.duration) s at \(t.fps) fps is \(shown) frames; a timeline "
            + "has at most \(OutputLimits.maxFrames) (the frames of one output)")
    }

    /// A timeline error at the JSON path of the member it names (`layers[2].sublayers[0].animations[1].keyTimes`): the
    /// decoded tree has the file's layers and animations in the file's order, so the indices carry over.
    static func issue(from error: TimelineError) -> InputIssue {
        var path = ""
        for (depth, i) in error.layerPath.enumerated() {
            if i == TimelineError.maskPosition { path += ".mask"; continue }
            path += depth == 0 ? "layers[\(i)]" : ".sublayers[\(i)]"
        }
        for i in error.animationPath { path += ".animations[\(i)]" }
        if !error.field.isEmpty { path += path.isEmpty || error.field.hasPrefix("[") ? error.field : "." + error.field }
        return InputIssue(path: path, message: error.message)
    }
}
