import Foundation
import Testing
@testable import AnimaCLI

@Suite struct CLISupportTests {
    @Test func atomicWriteReplacesTheFileWhole() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("anima-atomic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let target = dir.appendingPathComponent("out.txt").path
        try AtomicFile.write(Data("first".utf8), to: target)
        try AtomicFile.write(Data("second".utf8), to: target)
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "second")
        // No temporary file is left behind.
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["out.txt"])
    }

    @Test func atomicWriteIntoAMissingDirectoryIs73() {
        #expect {
            try AtomicFile.write(Data("x".utf8), to: "/nonexistent-anima-dir/out.txt")
        } throws: { error in
            (error as? CLIError)?.code == .cannotCreate
        }
    }

    @Test func atomicWriteOverADirectoryIs73AndLeavesNothing() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("anima-atomic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("taken"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect {
            try AtomicFile.write(Data("x".utf8), to: dir.appendingPathComponent("taken").path)
        } throws: { error in
            (error as? CLIError)?.code == .cannotCreate
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["taken"])
    }

    @Test(arguments: [(0.25, "0.25"), (-0.19634954084936207, "-0.196349540849"), (1e-20, "0"), (-0.0, "0"),
                      (100, "100"), (1.5e20, "1.5e+20"), (0.1 + 0.2, "0.3"), (2.5e-7, "2.5e-7")])
    func sampleNumbersHaveTwelveSignificantDigits(x: Double, text: String) {
        #expect(SampleNumber.format(x) == text)
    }

    @Test func exitCodesAreSysexits() {
        #expect([SysExit.ok, .usage, .dataError, .noInput, .cannotCreate, .ioError].map(\.rawValue) == [0, 64, 65, 66, 73, 74])
    }
}
