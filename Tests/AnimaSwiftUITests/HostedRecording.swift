import AnimaCore
import AnimaSwiftUI
import AnimaUIKit

/// A view hosted on a fresh clock in a `width` × `height` host, recorded from before its first layout (so the
/// Scene starts with what the view shows when it appears).
@MainActor
struct HostedRecording<Content: View> {
    let host: UIHostingController<Content>
    let recording: AnimaRecording

    init(_ view: Content, width: Double, height: Double) {
        AnimaClock.reset()
        host = UIHostingController(rootView: view)
        host.view.frame = CGRect(x: 0, y: 0, width: width, height: height)
        recording = AnimaRecording(root: host.view)
        host.view.layoutIfNeeded()
    }

    /// What the layer identified by `id` shows now, if it is in the hierarchy.
    func shown(_ id: String) -> LayerProperties? { find(id, in: host.view)?.layer.presentation()?.animaProperties }

    /// The recording up to now, compiled.
    func timeline() throws -> Timeline { try Timeline(recording.scene(canvas: recording.rootCanvas)) }
}
