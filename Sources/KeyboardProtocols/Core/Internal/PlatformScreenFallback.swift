#if !(canImport(UIKit) && (os(iOS) || os(visionOS)))
    import Foundation

    /// The screens a keyboard notification may be about, where nothing can tell: without UIKit there is no screen.
    ///
    /// With UIKit on iOS, Mac Catalyst and visionOS, `UIKit/PlatformScreen.swift` declares the same name and reads the
    /// `UIScreen`. The UIKit layer stops there: tvOS has UIKit but no keyboard notifications (`UIWindow.h` marks them
    /// `API_UNAVAILABLE(tvos)`), and watchOS's UIKit has no `UIView`, so both build the core alone, as macOS does.
    enum PlatformScreen {
        /// `nil`: no notification names a screen here.
        @MainActor static var notificationScreenProvider: (@MainActor (Notification) -> KeyboardScreen?)? { nil }

        /// `nil`: no window to measure in here.
        @MainActor static var windowScreenProvider: (@MainActor () -> KeyboardScreen?)? { nil }
    }
#endif
