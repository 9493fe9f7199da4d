import AnimaCore
import AnimaFormat
import AnimaTransitions
import ArgumentParser

/// `anima transition BEFORE AFTER -o OUT`: plans the list transition between two list states and writes it as a GIF,
/// a PNG (one frame or a filmstrip), a folder of frames or the Scene itself (JSON).
struct TransitionCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "transition",
        abstract: "Animate the change between two list states and render or print it.",
        discussion: """
        Items are matched by id; every item becomes the layer with its id. A first load is not animated unless \
        --animate-first-load is given, items off screen before and after jump unless --animate-out-of-bounds is \
        given, and a pure scroll animates nothing. The output is written as by `anima render`: .gif (at 30 fps unless \
        --fps), .png (one frame with --at, the --filmstrip times, or by default six frames across the timeline), \
        .json (the Scene, for sample/render/export) or a folder. Every field of a list-state file: the List State \
        Format article (`anima docs`).
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

    @OptionGroup var output: OutputOptions

    func run() async throws {
        let plan = TransitionPlan(from: try load(before), to: try load(after),
                                  options: TransitionOptions(animatesFirstLoad: animateFirstLoad,
                                                             animatesOutOfBoundsItems: animateOutOfBounds))
        let scene: Scene
        do {
            scene = try plan.scene(animator: animator.animator(cascade: cascade))
        } catch {
            throw CLIError(.dataError, "\(error)")
        }
        try await SceneOutput(output, defaultFPS: 30, still: .filmstrip(count: 6)).write(scene, source: after)
    }

    private func load(_ path: String) throws(CLIError) -> ListState {
        do {
            return try ListStateDecoder().decode(try SceneLoader.read(path))
        } catch let error as InputError {
            throw CLIError(.dataError, InputProblems.message(error.issues, in: path, what: "list state"))
        } catch let error as CLIError {
            throw error
        } catch {
            throw CLIError(.dataError, "\(path): \(error)")
        }
    }
}
