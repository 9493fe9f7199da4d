import ServiceLifecycle

/// Polls FILE for changes every `interval` (no inotify: a timer works on every platform and file system), and on
/// graceful shutdown closes the session's reload streams so open event-stream responses end before the server stops.
struct PreviewWatcher: Service {
    /// The session to reload.
    let session: PreviewSession
    /// Time between two looks at the file.
    let interval: Duration

    /// Polls until graceful shutdown or cancellation, then closes the session.
    func run() async throws {
        try? await cancelWhenGracefulShutdown {
            var ticks = 0
            while !Task.isCancelled {
                await session.reloadIfChanged()
                try await Task.sleep(for: interval)
                ticks += 1
                if ticks.isMultiple(of: 40) { await session.sendKeepAlive() }
            }
        }
        await session.close()
    }
}
