import AnimaUIKit
import FuzzSupport

/// A UIKit program built by `UIKitGrammar` from the input bytes (one byte per decision: `UIView.animate` overloads,
/// Core Animation calls, transactions, removals, pauses and resumes, views inserted and removed, clock steps), run on
/// the virtual clock while recording. No call may trap, and the recording (`AnimaRecording` → Scene → `Timeline`) must
/// replay what `presentation()` showed after every step within 1e-6: a disagreement stops the run like a crash, so
/// libFuzzer keeps the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzUIKit(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let bytes = FuzzInput.bytes(start, count)
    MainActor.assumeIsolated {
        // Diagnostics are UIKit's answer to odd input (a NaN duration, say): expected here, not printed.
        AnimaDiagnostics.handler = { _ in }
        var grammar = UIKitGrammar(bytes: bytes)
        // Layers under a paused clock are a known disagreement (PausedClockRecordingTests), not a finding.
        let mismatches = grammar.play().filter { !$0.underPausedClock }
        // The clock's queue holds weak references to this input's layers (their scheduled ends): drop them now, or
        // LeakSanitizer counts the freed layers' weak side tables as leaks of this input.
        AnimaClock.reset()
        if let first = mismatches.first {
            fatalError("the recording disagrees with presentation() (\(mismatches.count) values), first: \(first)")
        }
    }
    return 0
}
