import AnimaTestSupport
import Testing

/// The skip rule: a missing tool skips a test locally and fails it under `CI=true`, with the apt package named.
@Suite struct ToolTests {
    let absent = Tool("absent-tool", aptPackage: "absent-package") { nil }

    @Test func aMissingToolIsAvailableOnlyUnderCI() {
        #expect(Tool.isAvailable(absent) == Tool.isCI)
        #expect(Tool.isAvailable(absent, .init("present", aptPackage: "p") { "/bin/sh" }) == Tool.isCI)
    }

    @Test func requiringAMissingToolRecordsAnIssueNamingThePackage() throws {
        try withKnownIssue {
            _ = try absent.require()
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("absent-tool (apt package `absent-package`) is required") }
        }
    }

    @Test func theSkipReasonSaysWhatToInstall() {
        #expect(Tool.skipReason(absent).rawValue.contains("apt-get install absent-package"))
    }

    @Test func executablesAreFoundByPathOrName() {
        #expect(Tool.executable("/bin/sh") == "/bin/sh")
        #expect(Tool.executable("no-such-program-anywhere") == nil)
        #expect(Tool.executable("no-such-program-anywhere", "sh") != nil)
    }
}
