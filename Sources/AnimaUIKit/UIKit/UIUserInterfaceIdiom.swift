#if !canImport(Darwin)
/// The kind of interface a device has, with UIKit's raw values.
public enum UIUserInterfaceIdiom: Int, Sendable {
    /// Not specified.
    case unspecified = -1
    /// A phone.
    case phone
    /// A tablet.
    case pad
    /// A television.
    case tv
    /// A car's screen.
    case carPlay
    /// A Mac.
    case mac = 5
    /// A headset.
    case vision
}
#endif
