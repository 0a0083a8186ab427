#if canImport(UIKit) && (os(iOS) || os(visionOS))
    import UIKit

    /// A view controller that warms the keyboard up before the user first needs it, and knows the keyboard's likely
    /// height before it first shows.
    ///
    /// The keyboard runs out of process and starts up the first time a text input becomes first responder, which can
    /// freeze that first tap for a moment. ``preloadKeyboard()`` gets this out of the way: once per process, a
    /// throwaway text field in this view controller's window becomes first responder and resigns, behind a
    /// ``KeyboardPreloadGate`` so no observer hears the show and hide it causes, while the height they measure goes
    /// into ``keyboardHeightCache``. Every docked keyboard this view controller hears afterwards is recorded too, so
    /// ``estimatedKeyboardHeight`` is the real keyboard's height for this screen, or the table's estimate until one was
    /// measured. A screen lays itself out for the keyboard before it first shows with one property:
    ///
    /// ```swift
    /// final class ComposeViewController: UIViewController, PreloadsKeyboard {
    ///     let editor = UITextView()
    ///
    ///     override func viewDidAppear(_ animated: Bool) {
    ///         super.viewDidAppear(animated)
    ///         preloadKeyboard()
    ///     }
    ///
    ///     override func viewWillAppear(_ animated: Bool) {
    ///         super.viewWillAppear(animated)
    ///         addKeyboardFrameChangesObserver()
    ///         editor.contentInset.bottom = estimatedKeyboardHeight  // laid out for the keyboard before it shows
    ///     }
    ///
    ///     override func viewWillDisappear(_ animated: Bool) {
    ///         super.viewWillDisappear(animated)
    ///         removeKeyboardFrameChangesObserver()
    ///     }
    /// }
    /// ```
    ///
    /// It refines ``KeyboardChangeFrameObserver`` and combines with the other keyboard mixins: recording the height
    /// is its part of ``KeyboardChangeFrameObserver/handleKeyboardChange(_:)``. It uses only its own window, never
    /// `UIApplication.shared`, so it works in app extensions too.
    @MainActor
    public protocol PreloadsKeyboard: UIViewController, KeyboardChangeFrameObserver {
        /// Warms the keyboard up once per process, in this view controller's window.
        ///
        /// This method has a default implementation that, the first time any view controller calls it in the
        /// process, preloads on the next turn of the main run loop in the view's window (or, while the view is in no
        /// window, as soon as it is in one, for up to 5 seconds); later calls do nothing. Call it from
        /// `viewDidAppear(_:)`.
        func preloadKeyboard()

        /// The height the docked keyboard will most likely have on this view controller's screen, in its orientation
        /// now.
        ///
        /// This property has a default implementation that returns ``keyboardHeightCache``'s
        /// ``KeyboardHeightCache/estimatedHeight(screenSize:showsQuickType:)`` for the screen of the view's window
        /// (else the screen the keyboard was last seen on): the height measured on that screen when there is one,
        /// else the table's estimate with the QuickType bar.
        var estimatedKeyboardHeight: CGFloat { get }

        /// Where measured heights are kept.
        ///
        /// This property has a default implementation that returns a cache over `UserDefaults.standard`.
        var keyboardHeightCache: KeyboardHeightCache { get }

        /// Records the height of a docked keyboard for the screen it is on.
        ///
        /// This method has a default implementation that calls
        /// ``KeyboardHeightCache/recordDockedHeight(of:screenBounds:)`` with the bounds of the view's screen, or, for a
        /// keyboard a notification places on another screen (an external display), with that screen's own.
        ///
        /// - Parameter change: A delivered keyboard change.
        func recordKeyboardHeight(for change: KeyboardFrameChange)
    }
#endif
