import AnimaCore
import AnimaImageFormats
import AnimaRender
import ArgumentParser
import Foundation

/// `-o OUT` and the options saying what to draw there, shared by every command that writes a scene.
struct OutputOptions: ParsableArguments {
    /// What the output's name asks for.
    enum Kind: Equatable { case gif, apng, webp, mp4, webm, png, json, folder }

    /// The extensions `-o` takes, with what each writes, for help and for the unknown-extension error.
    static let formats = ".gif, .apng (or .png with --animated), .webp, .mp4 or .webm (through ffmpeg), .png (one frame or a filmstrip), .json (the scene), or a folder of PNG frames (a path ending in / or an existing directory)"

    @Option(name: .shortAndLong, help: ArgumentHelp("Output: \(formats).", valueName: "OUT"))
    var output: String

    @Flag(help: "Write an animated PNG (APNG) to a .png output instead of one frame.")
    var animated = false

    // `.unconditional` takes the next word even when it starts with a minus sign: negative times are meaningful in
    // a scene with backwards fill (`--at -1`).
    @Option(parsing: .unconditional, help: ArgumentHelp("The one scene time a .png shows, in seconds.", valueName: "T"))
    var at: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("Comma-separated scene times for a filmstrip .png.", valueName: "T1,T2,…"))
    var filmstrip: TimeList?

    @Option(help: "Frames per second of an animation or folder (at most 50 for GIF, APNG and WebP).")
    var fps: Double?

    @Option(parsing: .unconditional, help: ArgumentHelp("Start time in seconds (default 0).", valueName: "T"))
    var from: Double?

    @Option(parsing: .unconditional,
            help: ArgumentHelp("End time in seconds, exclusive (default: the scene's timeline duration).", valueName: "T"))
    var to: Double?

    @Option(help: "Pixels per point (default: the scene's canvas scale).")
    var scale: Double?

    @Option(parsing: .unconditional, help: "GIF, APNG and WebP repetitions: 0 loops forever (default), -1 plays once.")
    var loop: Int = 0

    @Option(help: ArgumentHelp("GIF only: how far a shown pixel may stray from its true colour, in levels on every 0–255 channel (beyond what the palette itself costs), for a smaller file. Default 12 with every frame at SSIM ≥ 0.996 and motion ≥ 0.96; --lossy N (1–255) keeps every frame at SSIM ≥ 0.992 and motion ≥ 0.9, lowering N frame by frame where needed; --lossy 0 writes the palette's colours only. Motion: where the true frame moves (a pixel changes by more than 2 levels), the change the file shows between two frames correlates with the true change at least that well, and so does the whole file so far with every change counted, however small (under --lossy N at 0.901, a margin over the 0.9 for measures that round differently), so a faint shimmer, even one moving a level a frame, is never written as a still frame.", valueName: "N"))
    var lossy: Int?

    @Flag(help: "WebP only: store frames losslessly (exact pixels). By default a .webp is the smallest file whose every frame keeps SSIM ≥ 0.996 and motion ≥ 0.96 (as --lossy says) against the true frames: lossy colour, or for opaque frames lossless with pixels held from the previous frame or fitted to a palette where that is smaller.")
    var lossless = false

    @Flag(help: "Fail (exit 65, nothing written) when a font is not installed, instead of warning and drawing the text in the default font.")
    var strict = false

    /// The GIF encoder's lossy bound and SSIM floor: `GIFEncoder.standard` unless `--lossy` says otherwise.
    var gifQuality: (lossy: Int, minimumSSIM: Double) {
        switch lossy {
        case nil: return GIFEncoder.standard
        case 0?: return (0, 0)
        case let n?: return (n, GIFEncoder.lossyMinimumSSIM)
        }
    }

    /// Most times one `--filmstrip` takes.
    static let maxFilmstripTimes = OutputLimits.maxFilmstripTimes

    /// A folder for a path ending in `/` or naming an existing directory, else the format its extension names;
    /// nil for any other name, so a mistyped extension never silently becomes a folder.
    var kind: Kind? { Self.kind(of: output, animated: animated) }

    /// What `path` asks for (see `kind`); `animated` turns `.png` into APNG.
    static func kind(of path: String, animated: Bool = false) -> Kind? {
        var isDirectory: ObjCBool = false
        if path.hasSuffix("/") || (FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue) {
            return .folder
        }
        switch URL(fileURLWithPath: path).pathExtension.lowercased() {
        case "gif": return .gif
        case "png": return animated ? .apng : .png
        case "apng": return .apng
        case "webp": return .webp
        case "mp4": return .mp4
        case "webm": return .webm
        case "json": return .json
        default: return nil
        }
    }

    /// The usage error for an output whose kind is unknown.
    static func unknownKindMessage(_ path: String) -> String {
        "cannot tell what to write to \(path): use \(formats)"
    }

    func validate() throws {
        guard kind != nil else { throw ValidationError(Self.unknownKindMessage(output)) }
        if let fps, !(fps.isFinite && fps > 0) { throw ValidationError("--fps must be a positive number, got \(fps)") }
        if let scale, !(scale.isFinite && scale > 0) { throw ValidationError("--scale must be a positive number, got \(scale)") }
        for (name, v) in [("--from", from), ("--to", to), ("--at", at)] {
            if let v, !v.isFinite { throw ValidationError("\(name) must be a finite number of seconds") }
        }
        if let from, let to, from >= to { throw ValidationError("--from (\(from)) must be before --to (\(to))") }
        if at != nil && filmstrip != nil { throw ValidationError("use either --at or --filmstrip, not both") }
        if (at != nil || filmstrip != nil) && kind != .png {
            throw ValidationError("--at and --filmstrip write one image: give an output ending in .png")
        }
        if kind == .png && (fps != nil || to != nil) && at == nil && filmstrip == nil {
            throw ValidationError("--fps and --to make frames for a .gif or folder: for a .png use --at T or --filmstrip T1,T2,…")
        }
        if kind == .json && (fps != nil || from != nil || to != nil || scale != nil) {
            throw ValidationError("a .json output is the scene itself: --fps, --from, --to and --scale apply to drawn outputs")
        }
        if loop < -1 || loop > 65_535 { throw ValidationError("--loop must be -1 (once), 0 (forever) or up to 65535") }
        if let lossy {
            guard (0...255).contains(lossy) else { throw ValidationError("--lossy must be 0 … 255 (channel levels), got \(lossy)") }
            guard kind == .gif else { throw ValidationError("--lossy applies to .gif outputs only") }
        }
        if lossless && kind != .webp { throw ValidationError("--lossless applies to .webp outputs only") }
        if let filmstrip, filmstrip.times.count > Self.maxFilmstripTimes {
            throw ValidationError("--filmstrip takes at most \(Self.maxFilmstripTimes) times")
        }
    }
}
