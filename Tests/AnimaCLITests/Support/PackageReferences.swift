import AnimaTestSupport
import Foundation

/// What text written for users may point to: files of the package, never the project's internal notes.
enum PackageReferences {
    /// Names of the project's internal notes, which are not part of the package.
    static let internalNotes = ["DESIGN", "research/", "/work/"]

    /// Files that `text` names (a path ending in a documentation, script, source or schema extension) that are not in
    /// the package; a bare name counts as a path from the package root.
    static func missingFiles(in text: String) -> [String] {
        let reference = #/(?:[\w.-]+/)*[\w.-]+\.(?:md|markdown|txt|py|sh|swift|ya?ml|schema\.json)\b/#
        return text.matches(of: reference).map { String($0.output) }
            .filter { !FileManager.default.fileExists(atPath: Repository.url($0).path) }
    }

    /// The internal notes that `text` mentions.
    static func internalNotes(in text: String) -> [String] { internalNotes.filter(text.contains) }
}
