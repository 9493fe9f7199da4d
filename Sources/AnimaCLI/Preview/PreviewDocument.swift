import AnimaCore
import AnimaExport
import AnimaFormat
import AnimaRender

/// One reading of FILE: the compiled scene with everything the page asks for (frames, layer tree, curves, the Web
/// export), or the problems that stop it. A new reading gets the next generation number, so the page and the frame
/// cache can tell readings apart.
struct PreviewDocument: Sendable {
    /// A scene ready to draw.
    struct Ready: Sendable {
        /// What FILE was read as.
        var kind: PreviewInput.Kind
        /// The compiled scene.
        var timeline: Timeline
        /// Draws frames at the scene's own scale, as `anima render` does.
        var renderer: Renderer
        /// The scene as `anima export --format web` writes it.
        var webPage: String
    }

    /// Counts readings from 1.
    let generation: Int
    /// The scene, or why there is none.
    let content: Result<Ready, PreviewFailure>

    /// Compiles what `input` holds now.
    init(_ input: PreviewInput, generation: Int) {
        self.generation = generation
        content = input.load().flatMap { loaded in
            do {
                let timeline = try Timeline(loaded.scene)
                // Images decoded and text shaped once, as `anima render` does, so text and image layers show.
                let renderer = try Renderer(drawing: timeline)
                return .success(Ready(kind: loaded.kind, timeline: timeline, renderer: renderer,
                                      webPage: ExportFormat.web.export(timeline).text))
            } catch let error as ContentError {
                let path = LayerPaths.jsonPath(layerID: error.layerID, field: error.property, in: loaded.scene)
                return .failure(PreviewFailure(kind: loaded.kind, problems: [
                    PreviewInput.Problem(file: input.file.path, path: path, message: error.message),
                ]))
            } catch let error as TimelineError {
                return .failure(PreviewFailure(kind: loaded.kind, problems: [
                    PreviewInput.Problem(file: input.file.path, path: error.path, message: error.message),
                ]))
            } catch {
                return .failure(PreviewFailure(kind: loaded.kind, problems: [
                    PreviewInput.Problem(file: input.file.path, path: "", message: "\(error)"),
                ]))
            }
        }
    }

    /// The scene, when there is one.
    var ready: Ready? { try? content.get() }
}
