import Foundation

/// The plain facts that decide whether a keyboard preload may run: the platform, whether anything has focus, and
/// whether a keyboard is up.
///
/// A preload makes a throwaway field first responder and resigns it. That is only harmless when nothing else has
/// focus and no keyboard is showing, and only useful where a software keyboard stalls on first use:
/// - **Something is first responder.** A login or search screen that focuses its field at launch would lose that
///   focus to the preload's field, which then resigns, leaving nothing focused; the keyboard the user expected is
///   gone. Any responder counts, not only text fields: a chat screen's view controller that is first responder to
///   show its `inputAccessoryView`, a `WKWebView`'s content, a custom `UIKeyInput` view.
/// - **A keyboard is up.** It has started already, so there is nothing to warm, and the preload would hide it. Other
///   apps see the flash of a preload keyboard at launch and turn preloading off for it (bluesky-social/social-app
///   pull request 10214, "Disable keyboard preload on iOS to prevent keyboard flash"; react-native-keyboard-controller
///   issue 1077, "Preload causes the keyboard to show up for a split second on appstart").
/// - **No software keyboard to warm.** A Mac Catalyst app and an iPhone or iPad app running on a Mac
///   (`ProcessInfo.isMacCatalystApp`, `ProcessInfo.isiOSAppOnMac`) type on the Mac's keyboard, and visionOS shows
///   its keyboard as a separate panel that never docks in the app's window: there is no out-of-process keyboard to
///   start and no docked height to measure.
///
/// ```swift
/// let conditions = KeyboardPreloadConditions(
///     platform: .init(isMacCatalystApp: false, isiOSAppOnMac: false, isVisionOS: false),
///     hasFirstResponder: false, isKeyboardVisible: false
/// )
/// conditions.decision // .preload
/// ```
public struct KeyboardPreloadConditions: Sendable, Equatable {
    /// Where the app runs, as far as the keyboard is concerned.
    public enum Platform: Sendable, Equatable, CaseIterable {
        /// iOS or iPadOS on an iPhone or iPad: a software keyboard that starts out of process on first use.
        case iOS
        /// A Mac Catalyst app: the Mac's keyboard.
        case macCatalyst
        /// An iPhone or iPad app running on a Mac with Apple silicon: the Mac's keyboard.
        case iOSAppOnMac
        /// visionOS: a keyboard panel apart from the app's window.
        case visionOS

        /// The platform from the flags the UIKit layer reads: `ProcessInfo.processInfo.isMacCatalystApp`,
        /// `ProcessInfo.processInfo.isiOSAppOnMac` and `os(visionOS)`.
        ///
        /// An iOS app on a Mac reports `true` for both Mac flags (Apple's `isMacCatalystApp` documentation: "A Mac
        /// app built with Mac Catalyst, or an iOS app running on Apple silicon"), so `isiOSAppOnMac` is checked
        /// first.
        ///
        /// - Parameters:
        ///   - isMacCatalystApp: `ProcessInfo.processInfo.isMacCatalystApp`.
        ///   - isiOSAppOnMac: `ProcessInfo.processInfo.isiOSAppOnMac`.
        ///   - isVisionOS: Whether the code is compiled for visionOS.
        public init(isMacCatalystApp: Bool, isiOSAppOnMac: Bool, isVisionOS: Bool) {
            if isVisionOS {
                self = .visionOS
            } else if isiOSAppOnMac {
                self = .iOSAppOnMac
            } else if isMacCatalystApp {
                self = .macCatalyst
            } else {
                self = .iOS
            }
        }

        /// Whether a software keyboard stalls on first use here, so that warming it is worth it: only on ``iOS``.
        public var hasSoftwareKeyboardToWarm: Bool { self == .iOS }
    }

    /// Where the app runs.
    public var platform: Platform
    /// Whether any responder is first responder now (a text field, a text view, a web view, a view controller
    /// showing an input accessory view).
    public var hasFirstResponder: Bool
    /// Whether a keyboard is up now: the last keyboard change seen showed one (for example
    /// ``KeyboardPreloadGate/isKeyboardVisible``).
    public var isKeyboardVisible: Bool

    /// Creates the facts a preload is decided on.
    ///
    /// - Parameters:
    ///   - platform: Where the app runs.
    ///   - hasFirstResponder: Whether any responder is first responder.
    ///   - isKeyboardVisible: Whether a keyboard is up.
    public init(platform: Platform, hasFirstResponder: Bool, isKeyboardVisible: Bool) {
        self.platform = platform
        self.hasFirstResponder = hasFirstResponder
        self.isKeyboardVisible = isKeyboardVisible
    }

    /// Whether the preload runs: only on a platform with a software keyboard to warm, with nothing focused and no
    /// keyboard up. The reasons are checked in that order.
    public var decision: KeyboardPreloadDecision {
        if !platform.hasSoftwareKeyboardToWarm { return .skip(.noSoftwareKeyboardToWarm) }
        if hasFirstResponder { return .skip(.firstResponderPresent) }
        if isKeyboardVisible { return .skip(.keyboardVisible) }
        return .preload
    }
}
