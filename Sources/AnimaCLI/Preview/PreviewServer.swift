import Foundation
import Hummingbird
import HummingbirdCore
import Logging
import ServiceLifecycle

/// Runs `anima preview`: a Hummingbird HTTP/1.1 server on 127.0.0.1 and the file watcher, in one service group that
/// shuts down gracefully on SIGINT (Ctrl-C) and SIGTERM. The watcher is listed last so it stops first: it ends the
/// open event streams, then the server stops with no request left open; whatever is still open after 3 s is cancelled.
struct PreviewServer {
    /// Header limits: far above what a browser sends, far below what could hurt.
    static let headerLimits = HTTP1Channel.Configuration.DecoderConfiguration(
        maxHeaderFieldSize: 8 << 10, maxHeaderListSize: 32 << 10, maxHeaderFieldCount: 100)

    /// What to show.
    let input: PreviewInput
    /// The port on 127.0.0.1; 0 takes a free one.
    let port: Int
    /// Time between two looks at FILE.
    var pollInterval: Duration = .milliseconds(250)

    /// Serves until SIGINT or SIGTERM; `onListening` gets the address the page is at.
    func run(onListening: @escaping @Sendable (String) -> Void) async throws {
        let session = PreviewSession(input)
        await session.prerender()
        var logger = Logger(label: "anima-preview")
        logger.logLevel = .error
        let app = Application(
            responder: PreviewResponder(session: session, files: PreviewFiles(folder: input.file.deletingLastPathComponent())),
            server: .http1(configuration: .init(idleTimeout: .seconds(60), httpDecoderConfiguration: Self.headerLimits)),
            configuration: .init(address: .hostname("127.0.0.1", port: port), serverName: "anima-preview"),
            onServerRunning: { channel in onListening("http://127.0.0.1:\(channel.localAddress?.port ?? port)/") },
            logger: logger)
        var configuration = ServiceGroupConfiguration(
            services: [app, PreviewWatcher(session: session, interval: pollInterval)],
            gracefulShutdownSignals: [.sigint, .sigterm], logger: logger)
        // A request still drawing (or a client that never reads) must not keep Ctrl-C from stopping the server.
        configuration.maximumGracefulShutdownDuration = .seconds(3)
        let group = ServiceGroup(configuration: configuration)
        try await group.run()
    }
}
