import AnimaCore
import AnimaFormat
import AnimaRender
import AnimaTransitions
import ArgumentParser
import Foundation

/// `anima transition BEFORE AFTER -o OUT`: plans the list transition between two list states and writes it as a GIF,
/// a PNG (one frame or a filmstrip) or the Scene itself (JSON).
struct TransitionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "transition",
        abstract: "Animate the change between two list states (DESIGN.md §5b) and render or print it.",
        discussion: """
        Items are matched by id; every item becomes the layer with its id. A first load is not animated unless \
        --animate-first-load is given, items off screen before and after jump unless --animate-out-of-bounds is \
        given, and a pure scroll animates nothing. The output's extension picks the format: .gif, .png (a filmstrip \
        of --filmstrip times, or one frame with --at) or .json (the Scene, for sample/render/export).
        """)

    /// The stock animators by name.
    enum AnimatorName: String, ExpressibleByArgument, CaseIterable {
        case transform, fade, spring, stagger, opacity, scale, slide
        case moveLeading = "move-leading", moveTrailing = "move-trailing", moveTop = "move-top", moveBottom = "move-bottom"

        /// The animator this name stands for.
        func animator(cascade: Bool) -> any Animator {
            switch self {
            case .transform: TransformAnimator(transform: .scale(0.8, 0.8), cascade: cascade)
            case .fade: FadeAnimator(cascade: cascade)
            case .spring: SpringAnimator()
            case .stagger: StaggerAnimator()
            case .opacity: TransitionAnimator(.opacity)
            case .scale: TransitionAnimator(.scale.combined(with: .opacity))
            case .slide: TransitionAnimator(.slide)
            case .moveLeading: TransitionAnimator(.move(edge: .leading))
            case .moveTrailing: TransitionAnimator(.move(edge: .trailing))
            case .moveTop: TransitionAnimator(.move(edge: .top))
            case .moveBottom: TransitionAnimator(.move(edge: .bottom))
            }
        }
    }

    @Argument(help: "The list state before (JSON).")
    var before: String

    @Argument(help: "The list state after (JSON).")
    var after: String

    @Option(help: "The animator: \(AnimatorName.allCases.map(\.rawValue).joined(separator: ", ")).")
    var animator: AnimatorName = .transform

    @Flag(help: "Delay each item by its distance from the top-left corner (transform and fade animators).")
    var cascade = false

    @Flag(help: "Animate a first load too.")
    var animateFirstLoad = false

    @Flag(help: "Animate items that are off screen both before and after.")
    var animateOutOfBounds = false

    @Option(name: .shortAndLong, help: ArgumentHelp("The output: .gif, .png or .json.", valueName: "OUT"))
    var output: String

    @Option(help: ArgumentHelp("For .png: one frame at this scene time.", valueName: "T"))
    var at: Double?

    @Option(help: ArgumentHelp("For .png: a filmstrip of these scene times (default: 6 across the timeline).",
                               valueName: "T1,T2,…"))
    var filmstrip: String?

    @Option(help: "For .gif: frames per second (at most 50).")
    var fps: Double = 30

    func validate() throws {
        guard ["gif", "png", "json"].contains(outputExtension) else {
            throw ValidationError("the output must end in .gif, .png or .json, got '\(output)'")
        }
        guard fps > 0, fps <= GIFTiming.maxFramesPerSecond else { throw ValidationError("--fps must be in (0, 50]") }
        if let at, !(at.isFinite && at >= 0) { throw ValidationError("--at must be a time ≥ 0") }
        _ = try filmstripTimes(duration: 1)
    }

    func run() throws {
        let plan = TransitionPlan(from: try load(before), to: try load(after),
                                  options: TransitionOptions(animatesFirstLoad: animateFirstLoad,
                                                             animatesOutOfBoundsItems: animateOutOfBounds))
        let scene: Scene
        do {
            scene = try plan.scene(animator: animator.animator(cascade: cascade))
        } catch {
            throw CLIError(.dataError, "\(error)")
        }
        try AtomicFile.write(try encode(scene), to: output)
    }

    private var outputExtension: String { URL(fileURLWithPath: output).pathExtension.lowercased() }

    private func load(_ path: String) throws(CLIError) -> ListState {
        do {
            return try ListStateDecoder().decode(try SceneLoader.read(path))
        } catch let error as SceneDecodingError {
            let count = error.issues.count == 1 ? "1 problem" : "\(error.issues.count) problems"
            throw CLIError(.dataError, "\(path) is not a valid list state (\(count)):\n"
                + error.issues.map { "  \($0)" }.joined(separator: "\n"))
        } catch let error as CLIError {
            throw error
        } catch {
            throw CLIError(.dataError, "\(path): \(error)")
        }
    }

    private func encode(_ scene: Scene) throws -> Data {
        if outputExtension == "json" { return try SceneEncoder().encode(scene) }
        let timeline = try Timeline(scene)
        let renderer = try Renderer(canvas: scene.canvas)
        if outputExtension == "gif" {
            let count = max(1, Int((scene.timeline.duration * fps).rounded(.up)) + 1)
            let frames = (0..<count).map { renderer.render(timeline, at: Double($0) / fps) }
            return Data(try GIFEncoder.encode(frames, delays: GIFTiming.delays(frameCount: count, fps: fps)))
        }
        let times = try at.map { [$0] } ?? filmstripTimes(duration: scene.timeline.duration)
        let frames = times.map { renderer.render(timeline, at: $0) }
        return Data(try PNGEncoder().encode(try Self.sideBySide(frames)))
    }

    /// The `--filmstrip` times, or six evenly spaced over `duration`.
    private func filmstripTimes(duration: Double) throws -> [Double] {
        guard let filmstrip else { return (0..<6).map { duration * Double($0) / 5 } }
        return try filmstrip.split(separator: ",").map { part in
            guard let t = Double(part.trimmingCharacters(in: .whitespaces)), t.isFinite, t >= 0 else {
                throw ValidationError("--filmstrip takes comma-separated times ≥ 0, got '\(part)'")
            }
            return t
        }
    }

    /// The frames laid left to right in one image.
    private static func sideBySide(_ frames: [Canvas]) throws -> Canvas {
        guard let first = frames.first else { throw ValidationError("a filmstrip needs at least one time") }
        let width = first.width, height = first.height, total = width * frames.count
        var rgba = [UInt8](repeating: 0, count: total * height * 4)
        for (k, frame) in frames.enumerated() {
            let pixels = frame.straightRGBA()
            for y in 0..<height {
                let source = y * width * 4, target = (y * total + k * width) * 4
                rgba.replaceSubrange(target..<(target + width * 4), with: pixels[source..<(source + width * 4)])
            }
        }
        return try Canvas(width: total, height: height, straightRGBA: rgba)
    }
}
