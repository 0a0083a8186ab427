#if canImport(UIKit)
    import UIKit

    /// The screen bounds a keyboard notification is about, for core types that listen without a UIKit observer.
    ///
    /// Without UIKit, `Core/Internal/PlatformScreenFallback.swift` declares the same name and answers `nil`.
    enum PlatformScreen {
        /// Reads the notification's `UIScreen`, else the foreground-active scene's (see `KeyboardScreen`).
        @MainActor static var boundsProvider: (@MainActor (Notification) -> CGRect?)? {
            KeyboardScreen.bounds(for:)
        }
    }
#endif
