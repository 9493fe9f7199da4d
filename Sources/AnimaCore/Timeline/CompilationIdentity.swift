/// The identity of one compilation of a scene, shared by every copy of its `Timeline`.
///
/// What a presentation remembers of the frames sampled into it (`Presentation.modelKeys`) holds only for the
/// compilation that sampled them; a class so that a presentation holding one keeps its identity from being reused.
final class CompilationIdentity: Sendable {}
