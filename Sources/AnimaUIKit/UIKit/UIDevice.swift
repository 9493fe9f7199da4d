#if !canImport(Darwin)
import Foundation

/// The device, as code asks UIKit about it: headless it is the iPhone `UIScreen.main` describes, upright, on iOS 17.
@MainActor @preconcurrency
open class UIDevice {
    /// The one device.
    public static let current = UIDevice()

    /// The device's name.
    open var name: String { "iPhone" }
    /// The model.
    open var model: String { "iPhone" }
    /// The model, localised.
    open var localizedModel: String { "iPhone" }
    /// The operating system's name.
    open var systemName: String { "iOS" }
    /// The operating system's version (fixed, so output does not depend on the machine).
    open var systemVersion: String { "17.0" }
    /// The kind of interface: a phone.
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    /// The physical orientation: upright.
    open var orientation: UIDeviceOrientation { .portrait }
    /// Whether the device can run several apps at once.
    open var isMultitaskingSupported: Bool { true }
    /// Whether battery monitoring is on (off by default, as UIKit's).
    open var isBatteryMonitoringEnabled = false
    /// The battery level, -1 as UIKit reports it while monitoring is off (and headless, where there is no battery).
    open var batteryLevel: Float { -1 }

    /// Starts orientation notifications (none come headless: the device never turns).
    open func beginGeneratingDeviceOrientationNotifications() {}
    /// Stops orientation notifications.
    open func endGeneratingDeviceOrientationNotifications() {}
}
#endif
