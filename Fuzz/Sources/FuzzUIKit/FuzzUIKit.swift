import AnimaUIKit
import Foundation
import FuzzSupport

/// Whether a disagreement between the recording and `presentation()` stops the run (`FUZZ_UIKIT_VALUES=1`, for
/// campaigns). Off by default, so CI's short runs stop only on traps and recordings that do not compile; values under
/// paused layer clocks are compared too (docs/fuzzing.md, Session 16).
private let checksValues = ProcessInfo.processInfo.environment["FUZZ_UIKIT_VALUES"] == "1"

/// A UIKit program built by `UIKitGrammar` from the input bytes (one byte per decision: `UIView.animate` overloads,
/// Core Animation calls, transactions, removals, pauses and resumes, views inserted and removed, clock steps), run on
/// the virtual clock while recording. No call may trap and the recording must compile; with `FUZZ_UIKIT_VALUES=1`
/// it must also replay what `presentation()` showed after every step within 1e-6, and a
/// disagreement stops the run like a crash, so libFuzzer keeps the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzUIKit(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let bytes = FuzzInput.bytes(start, count)
    MainActor.assumeIsolated {
        // Diagnostics are UIKit's answer to odd input (a NaN duration, say): expected here, not printed.
        AnimaDiagnostics.handler = { _ in }
        var grammar = UIKitGrammar(bytes: bytes)
        let mismatches = grammar.play().filter { $0.key == "timeline" || checksValues }
        // The clock's queue holds weak references to this input's layers (their scheduled ends): drop them now, or
        // LeakSanitizer counts the freed layers' weak side tables as leaks of this input.
        AnimaClock.reset()
        if let first = mismatches.first {
            fatalError("the recording disagrees with presentation() (\(mismatches.count) values), first: \(first)")
        }
    }
    return 0
}
