import AnimaFormat
import ArgumentParser

/// `anima limits`: prints every limit Anima enforces (the `Limits` table).
struct LimitsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "limits", abstract: "Print every limit on input and output sizes.")

    func run() throws {
        print(Limits.table)
    }
}
