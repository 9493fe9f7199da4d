import Foundation
import HTTPTypes
import Hummingbird

/// Answers the page's requests. Routing stays here and small; what is answered comes from the session (frames,
/// summary, curves, the Web export) and from `PreviewFiles`.
///
/// Only GET and HEAD are answered (405 otherwise), a request that carries a body is refused (413), and a Host header
/// that is not a loopback name is refused (421), so a web page elsewhere cannot reach the server through a DNS name
/// rebound to 127.0.0.1.
struct PreviewResponder: HTTPResponder {
    typealias Context = BasicRequestContext

    /// The live state.
    let session: PreviewSession
    /// The files under FILE's folder.
    let files: PreviewFiles

    /// The response to `request`.
    func respond(to request: Request, context: Context) async throws -> Response {
        if let refusal = refusal(request) { return refusal }
        let response = try await route(request)
        guard request.method == .head else { return response }
        return Response(status: response.status, headers: response.headers)
    }

    private func refusal(_ request: Request) -> Response? {
        guard request.method == .get || request.method == .head else {
            return Self.text(.methodNotAllowed, "only GET and HEAD are served\n", extra: [.allow: "GET, HEAD"])
        }
        if request.headers[.transferEncoding] != nil || (request.headers[.contentLength].flatMap { Int($0) } ?? 0) != 0 {
            return Self.text(.contentTooLarge, "requests carry no body here\n", extra: [.connection: "close"])
        }
        guard Self.isLoopback(host: request.head.authority) else {
            return Self.text(.misdirectedRequest, "the preview answers only to 127.0.0.1 and localhost\n")
        }
        return nil
    }

    private func route(_ request: Request) async throws -> Response {
        let query = request.uri.queryParameters
        switch request.uri.path {
        case "/": return Self.bytes(Data(PreviewPage.html.utf8), type: "text/html; charset=utf-8")
        case "/_anima/document": return try await summary()
        case "/_anima/curves": return try await curves(layer: query["layer"].map(String.init), samples: query["samples"])
        case "/_anima/frame": return try await frame(time: query["t"], generation: query["g"])
        case "/_anima/web": return await webPage()
        case "/_anima/events": return await events()
        default: return staticFile(request.uri.path)
        }
    }

    private func summary() async throws -> Response {
        var summary = PreviewSummary(await session.document, file: session.input.file.lastPathComponent)
        summary.framesCached = await session.cachedFrameCount()
        return try Self.json(summary)
    }

    private func curves(layer: String?, samples: Substring?) async throws -> Response {
        guard let layer else { return Self.text(.badRequest, "layer=ID is required\n") }
        guard let ready = await session.document.ready else { return Self.text(.conflict, "the file is invalid\n") }
        let count = samples.flatMap { Int($0) } ?? 241
        guard let curves = PreviewCurves(ready.timeline, layer: layer, samples: count) else {
            return Self.text(.notFound, "no layer '\(layer)'\n")
        }
        return try Self.json(curves)
    }

    /// The frame at `t`; cacheable by the browser when the request names the generation it shows.
    private func frame(time: Substring?, generation: Substring?) async throws -> Response {
        guard let t = time.flatMap({ Double($0) }), t.isFinite, Swift.abs(t) <= 1e6 else {
            return Self.text(.badRequest, "t=SECONDS is required (a finite number)\n")
        }
        guard let frame = try await session.frame(at: t) else { return Self.text(.conflict, "the file is invalid\n") }
        let cache = generation.flatMap { Int($0) } == frame.generation ? "max-age=3600" : "no-cache"
        return Self.bytes(Data(frame.png), type: "image/png", extra: [.cacheControl: cache])
    }

    private func webPage() async -> Response {
        guard let ready = await session.document.ready else { return Self.text(.conflict, "the file is invalid\n") }
        return Self.bytes(Data(ready.webPage.utf8), type: "text/html; charset=utf-8")
    }

    /// Server-sent events: `hello` with the current generation, `reload` with each new one, a comment now and then so
    /// a closed page is noticed; ends when the session closes.
    private func events() async -> Response {
        let reloads = await session.reloads()
        let generation = await session.document.generation
        let body = ResponseBody { writer in
            try await writer.write(ByteBuffer(string: "retry: 500\nevent: hello\ndata: \(generation)\n\n"))
            for await next in reloads {
                let message = next == PreviewSession.keepAlive ? ": keep-alive\n\n" : "event: reload\ndata: \(next)\n\n"
                try await writer.write(ByteBuffer(string: message))
            }
            try await writer.finish(nil)
        }
        return Response(status: .ok, headers: [.contentType: "text/event-stream", .cacheControl: "no-cache"], body: body)
    }

    private func staticFile(_ path: String) -> Response {
        guard let file = files.file(forRequestPath: path), let data = files.contents(of: file) else {
            return Self.text(.notFound, "not found\n")
        }
        return Self.bytes(data, type: PreviewFiles.contentType(of: file))
    }

    // MARK: Responses

    static func isLoopback(host: String?) -> Bool {
        guard let host else { return false }
        let name = host.hasPrefix("[") ? String(host.prefix { $0 != "]" }) + "]" : String(host.prefix { $0 != ":" })
        return ["127.0.0.1", "localhost", "[::1]"].contains(name.lowercased())
    }

    private static func json(_ value: some Encodable) throws -> Response {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return bytes(try encoder.encode(value), type: "application/json", extra: [.cacheControl: "no-cache"])
    }

    private static func text(_ status: HTTPResponse.Status, _ text: String, extra: HTTPFields = [:]) -> Response {
        var response = bytes(Data(text.utf8), type: "text/plain; charset=utf-8", extra: extra)
        response.status = status
        return response
    }

    private static func bytes(_ data: Data, type: String, extra: HTTPFields = [:]) -> Response {
        var headers: HTTPFields = [.contentType: type, .contentLength: String(data.count)]
        if let noSniff = HTTPField.Name("X-Content-Type-Options") { headers[noSniff] = "nosniff" }
        if extra[.cacheControl] == nil { headers[.cacheControl] = "no-cache" }
        headers.append(contentsOf: extra)
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }
}
