import AnimaRender
import Dispatch
import Foundation

/// The live state of one `anima preview`: the latest reading of FILE, the frames drawn from it, and the pages
/// listening for reloads. FILE is read again when its bytes change (`reloadIfChanged`, called on a timer by
/// `PreviewWatcher`); an invalid FILE becomes a document that lists its problems, so the server keeps running.
actor PreviewSession {
    /// What was given on the command line.
    let input: PreviewInput
    /// The latest reading.
    private(set) var document: PreviewDocument
    private var fingerprint: [Data?]
    private var listeners: [UUID: AsyncStream<Int>.Continuation] = [:]
    private var isClosed = false
    private let frames = FrameCache(capacity: 600)

    /// A session showing `input`, read once now.
    init(_ input: PreviewInput) {
        self.input = input
        fingerprint = Self.fingerprint(input)
        document = PreviewDocument(input, generation: 1)
    }

    /// Frames are drawn while the page waits and only cross loopback: zlib level 1 and the Up filter on every row
    /// (one pass instead of four trials) cost a fraction of the default encoding, for files about a third larger.
    static let encoder = PNGEncoder(compressionLevel: 1, choosesFilterPerRow: false)

    /// The most frames drawn ahead of the page after a reload.
    static let prerenderLimit = 1_200

    /// Draws the document's frames (i / fps from 0 to the duration) into the cache behind the page's own requests,
    /// as playback will ask for them.
    func prerender() {
        guard let ready = document.ready else { return }
        let generation = document.generation, frames = self.frames
        let settings = ready.timeline.scene.timeline
        let count = Swift.min(Self.prerenderLimit, Int((settings.duration * settings.fps - 1e-9).rounded(.up)))
        guard count > 0, settings.fps > 0 else { return }
        for i in 0..<count {
            let time = Double(i) / settings.fps
            Task {
                _ = try? await frames.png(generation: generation, time: time, urgent: false) {
                    try Self.encoder.encode(ready.renderer.render(ready.timeline, at: time))
                }
            }
        }
    }

    /// Reads FILE again if any watched file's bytes changed; returns whether it did, and tells every listener.
    ///
    /// The new reading is compiled off the actor (on Dispatch, like frames), so requests keep being answered from the
    /// previous generation meanwhile; only the watcher calls this, one reload at a time.
    @discardableResult
    func reloadIfChanged() async -> Bool {
        let now = Self.fingerprint(input)
        guard now != fingerprint else { return false }
        fingerprint = now
        let input = self.input, next = document.generation + 1
        document = await Self.offPool { PreviewDocument(input, generation: next) }
        let generation = document.generation
        Task { await frames.discard(before: generation) }
        prerender()
        for listener in listeners.values { listener.yield(generation) }
        return true
    }

    /// The PNG of the current scene at `time` with the generation it belongs to, or nil when FILE is invalid.
    func frame(at time: Double) async throws -> (png: [UInt8], generation: Int)? {
        guard let ready = document.ready else { return nil }
        let generation = document.generation
        let png = try await frames.png(generation: generation, time: time) {
            try Self.encoder.encode(ready.renderer.render(ready.timeline, at: time))
        }
        return (png, generation)
    }

    /// Frames of the current generation drawn and cached so far.
    func cachedFrameCount() async -> Int { await frames.count(generation: document.generation) }

    /// Generation numbers, one per reload, until the session closes.
    func reloads() -> AsyncStream<Int> {
        let (stream, continuation) = AsyncStream.makeStream(of: Int.self, bufferingPolicy: .bufferingNewest(1))
        guard !isClosed else {
            continuation.finish()
            return stream
        }
        let id = UUID()
        listeners[id] = continuation
        continuation.onTermination = { _ in Task { await self.removeListener(id) } }
        return stream
    }

    /// The value `reloads()` yields to keep an idle event stream alive (generations start at 1).
    static let keepAlive = 0

    /// Sends `keepAlive` to every listener, so a stream whose page has gone fails its write and ends.
    func sendKeepAlive() {
        for listener in listeners.values { listener.yield(Self.keepAlive) }
    }

    /// Ends every reload stream (so event-stream responses finish and the server can stop) and refuses new ones.
    func close() {
        isClosed = true
        for listener in listeners.values { listener.finish() }
        listeners.removeAll()
    }

    /// Pages listening now.
    var listenerCount: Int { listeners.count }

    private func removeListener(_ id: UUID) { listeners[id] = nil }

    /// Runs `work` on Dispatch's global queue, away from the Swift concurrency pool's few threads.
    private static func offPool<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            DispatchQueue.global(qos: .userInitiated).async { continuation.resume(returning: work()) }
        }
    }

    /// The watched files' bytes (nil for a file that cannot be read), compared to notice edits.
    private static func fingerprint(_ input: PreviewInput) -> [Data?] {
        input.watchedFiles.map { try? Data(contentsOf: $0) }
    }
}
