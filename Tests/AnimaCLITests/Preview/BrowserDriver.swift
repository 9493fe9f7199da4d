#if Preview  // the server is built only with the Preview trait (Package.swift)
import AnimaTestSupport
import Foundation
import Testing

/// The Python DevTools driver beside this file (`cdp_driver.py`), run as a child process: one JSON command per line
/// in, one JSON answer per line out. It also sends raw HTTP requests, so the path-traversal checks need no browser.
final class BrowserDriver {
    /// The driver script.
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("cdp_driver.py").path

    private let process = Process()
    private let input = Pipe(), output = Pipe()
    private var pending = Data()

    /// Starts the driver (not yet the browser).
    init() throws {
        let python = try Tool.python3.require()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [Self.script]
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.standardError
        try process.run()
    }

    deinit {
        try? input.fileHandleForWriting.close()
        if process.isRunning { process.terminate() }
    }

    /// Starts headless Chromium with a window of `width` × `height` CSS pixels at scale 1.
    func launch(width: Int = 1400, height: Int = 900) throws {
        let chromium = try Tool.chromium.require()
        _ = try send(["op": "launch", "chromium": chromium, "width": width, "height": height])
    }

    /// Sends one command and returns its answer; a driver-side error throws.
    @discardableResult
    func send(_ command: [String: Any]) throws -> [String: Any] {
        input.fileHandleForWriting.write(try JSONSerialization.data(withJSONObject: command) + Data("\n".utf8))
        let line = try readLine()
        guard let answer = try JSONSerialization.jsonObject(with: line) as? [String: Any] else {
            throw PreviewProcessError.driver("unreadable answer \(String(decoding: line, as: UTF8.self))")
        }
        if let error = answer["error"] as? String { throw PreviewProcessError.driver(error) }
        return answer
    }

    /// The value of a JavaScript expression in the page.
    @discardableResult
    func eval(_ expression: String) throws -> Any? { try send(["op": "eval", "expr": expression])["value"] }

    /// Polls an expression until it is truthy; the seconds it took, or nil after `timeout`.
    func wait(for expression: String, timeout: Double) throws -> Double? {
        let answer = try send(["op": "wait", "expr": expression, "timeout": timeout])
        return answer["ok"] as? Bool == true ? answer["elapsed"] as? Double : nil
    }

    /// The status code the server answers to `request`, sent byte for byte.
    func rawStatus(port: Int, _ request: String) throws -> Int {
        try send(["op": "raw", "port": port, "request": request])["status"] as? Int ?? 0
    }

    private func readLine() throws -> Data {
        while true {
            if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = pending[pending.startIndex..<newline]
                pending = Data(pending[(newline + 1)...])
                return Data(line)
            }
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { throw PreviewProcessError.driver("the driver exited") }
            pending.append(chunk)
        }
    }
}

extension Tool {
    /// Python 3, which runs the DevTools driver and sends the raw requests.
    static let python3 = Tool("python3", aptPackage: "python3") { executable("python3") }
}
#endif
