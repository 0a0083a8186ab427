import Foundation

/// What the UIKit layer sees of a presentation over a screen, for ``covers(keyboardVisible:)``.
struct KeyboardCoverFacts: Sendable, Equatable {
    /// Where a search for the first responder found it, from the screen's point of view.
    enum FirstResponder: Sendable, Equatable {
        /// In the screen's own view, or the screen (its view controller) itself.
        case inOwnView
        /// Not in the screen's view: a search of it found none (the first responder is in a presented controller's
        /// view, the keyboard's window, another process, or there is none).
        case elsewhere
        /// The search visited as many views as it may and stopped: it can't tell.
        case gaveUp
        /// Not searched: the screen's view isn't loaded (or nothing is presented, when nobody searches).
        case viewNotLoaded
        /// In another window than the screen's, and not in the screen's own view or accessory: an alert's text field
        /// in its own window, a banner library's or an in-app messaging SDK's window.
        case inOtherWindow
    }

    /// Whether something is presented over the screen (or over an ancestor).
    var isPresenting: Bool
    /// Whether what is presented is a search controller, which shows its results over the screen it searches.
    var presentedIsSearchController: Bool
    /// Where the first responder is.
    var firstResponder: FirstResponder

    /// Nothing is presented over the screen.
    static let notPresenting = KeyboardCoverFacts(
        isPresenting: false, presentedIsSearchController: false, firstResponder: .viewNotLoaded)

    /// Whether the screen is covered and must leave its layout alone for a keyboard that is visible or not: with
    /// something presented over it (not a search controller) and a keyboard up, unless the first responder, whose
    /// keyboard it is, is in the screen's own view or is the screen. A search that gave up counts as covered. With
    /// nothing presented, only a first responder known to be in another window covers it.
    ///
    /// A keyboard going away always reaches the screen: it is the screen's too.
    // Apple, UIViewController.presentedViewController: "presented by this view controller, or one of its ancestors";
    // UIResponder.inputView: the keyboard belongs to the first responder. A composer in a view controller's
    // inputAccessoryView lives in the keyboard's window, a remote view controller's responder in another process:
    // neither is in the screen's view, so both cover it.
    // The keyboard of another window (SwiftMessages' window, an alert's text field in its own window) is not the
    // screen's: covered unless its first responder is the screen's own, whatever window that lives in.
    // (`keyboardVisible` is asked last, only when the facts would cover: it measures the frame against the screen,
    // once per observer and tracked frame.)
    func covers(keyboardVisible: @autoclosure () -> Bool) -> Bool {
        let wouldCover =
            isPresenting && !presentedIsSearchController
            ? firstResponder != .inOwnView : firstResponder == .inOtherWindow
        return wouldCover && keyboardVisible()
    }
}
