import Anima
import SnapshotTesting

extension Snapshotting where Value: AnimationSubject, Format == String {
    /// The Lottie export, pretty-printed with numbers rounded to six significant digits, and its warnings.
    public static var lottie: Self {
        Snapshotting(pathExtension: "json", diffing: .lines) { subject in
            export(subject) { ExportText.lottie(LottieWriter().write($0)) }
        }
    }

    /// The web page export with long decimals rounded to six significant digits, and its warnings.
    public static var web: Self {
        Snapshotting(pathExtension: "html", diffing: .lines) { subject in
            export(subject) { ExportText.web(WebPageWriter().write($0)) }
        }
    }

    private static func export(_ subject: Value, _ write: (Timeline) -> String) -> String {
        do { return write(try subject.animationTimeline()) } catch { return "error: the scene does not compile: \(error)\n" }
    }
}
