#if canImport(UIKit) && (os(iOS) || os(visionOS))
    import UIKit

    /// A view controller whose input bar rides the keyboard's top edge, on the keyboard's own curve.
    ///
    /// The bar's bottom constraint has the bar as its first item and, as its second, the bottom of the view
    /// controller's `view.safeAreaLayoutGuide` (``BarPinning/safeAreaBottom``, the default) or of `view` itself
    /// (``BarPinning/viewBottom``); a negative constant lifts the bar. On every keyboard change the constant becomes
    /// the resting constant minus the keyboard's overlap with `view`, less the safe area's bottom inset when the bar
    /// is pinned to the safe area: no gap above the keyboard on a Face ID iPhone, no double inset, and a bar that
    /// stays put when the keyboard covers less than the safe area (see ``PinnedBarAdjustment``). When the keyboard
    /// goes, the bar returns to the constant it rested at. An undocked, floating or split iPad keyboard leaves the
    /// bar where it rests; a hardware keyboard's shortcut bar lifts it by what the shortcut bar covers.
    ///
    /// The conformer names the constraint and nothing else; the mixin remembers the resting constant itself, per
    /// view controller.
    ///
    /// ```swift
    /// final class ChatViewController: UIViewController, PinsBarToKeyboard {
    ///     let inputBar = InputBarView()
    ///     lazy var barBottomConstraint = inputBar.bottomAnchor.constraint(
    ///         equalTo: view.safeAreaLayoutGuide.bottomAnchor)
    ///
    ///     override func viewDidLoad() {
    ///         super.viewDidLoad()
    ///         view.addSubview(inputBar)
    ///         inputBar.translatesAutoresizingMaskIntoConstraints = false
    ///         NSLayoutConstraint.activate([
    ///             inputBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
    ///             inputBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
    ///             barBottomConstraint,
    ///         ])
    ///     }
    ///
    ///     override func viewWillAppear(_ animated: Bool) {
    ///         super.viewWillAppear(animated)
    ///         addKeyboardFrameChangesObserver()
    ///     }
    ///
    ///     override func viewWillDisappear(_ animated: Bool) {
    ///         super.viewWillDisappear(animated)
    ///         removeKeyboardFrameChangesObserver()
    ///     }
    /// }
    /// ```
    ///
    /// Combine it with the other keyboard mixins freely: ``KeyboardChangeFrameObserver/handleKeyboardChange(_:)``
    /// runs each adopted mixin, in its documented order. A view controller that implements
    /// `handleKeyboardChange(_:)` itself calls ``moveBarWithKeyboard(for:)``.
    @MainActor
    public protocol PinsBarToKeyboard: KeyboardChangeFrameObserver {
        /// The constraint between the input bar's bottom and the bottom of `view` or of its safe area, bar first.
        var barBottomConstraint: NSLayoutConstraint { get }

        /// What ``barBottomConstraint`` pins the bar to.
        ///
        /// This property has a default implementation that returns ``BarPinning/safeAreaBottom``.
        var barPinning: BarPinning { get }

        /// Moves the bar for one keyboard change, animated along with the keyboard.
        ///
        /// This method has a default implementation that reads the keyboard's overlap with `view` and
        /// `view.safeAreaInsets.bottom`, computes the constant with
        /// ``PinnedBarAdjustment/update(keyboardOverlap:safeAreaBottomInset:pinning:currentConstant:)``, sets it, and
        /// lays `view` out inside `UIView.animateAlongsideKeyboard(from:animations:completion:)`. It does nothing
        /// before the view is loaded.
        ///
        /// - Parameter change: The keyboard change.
        func moveBarWithKeyboard(for change: KeyboardFrameChange)
    }
#endif
