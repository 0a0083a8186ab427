#if !canImport(UIKit)
    import Foundation

    /// The screen bounds a keyboard notification is about, where nothing can tell: without UIKit there is no screen.
    ///
    /// With UIKit, `UIKit/PlatformScreen.swift` declares the same name and reads the `UIScreen`.
    enum PlatformScreen {
        /// `nil`: the registry keeps judging keyboards by their frames alone.
        @MainActor static var boundsProvider: (@MainActor (Notification) -> CGRect?)? { nil }
    }
#endif
