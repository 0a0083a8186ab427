#if !(canImport(UIKit) && (os(iOS) || os(visionOS)))
    import Foundation

    /// The screen bounds a keyboard notification is about, where nothing can tell: without UIKit there is no screen.
    ///
    /// With UIKit on iOS, Mac Catalyst and visionOS, `UIKit/PlatformScreen.swift` declares the same name and reads the
    /// `UIScreen`. The UIKit layer stops there: tvOS has UIKit but no keyboard notifications (`UIWindow.h` marks them
    /// `API_UNAVAILABLE(tvos)`), and watchOS's UIKit has no `UIView`, so both build the core alone, as macOS does.
    enum PlatformScreen {
        /// `nil`: the registry keeps judging keyboards by their frames alone.
        @MainActor static var boundsProvider: (@MainActor (Notification) -> CGRect?)? { nil }
    }
#endif
