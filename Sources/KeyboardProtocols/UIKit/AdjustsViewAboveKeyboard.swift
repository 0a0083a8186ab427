#if canImport(UIKit) && (os(iOS) || os(visionOS))
    import UIKit

    /// A view controller that moves a container up with a translation so its bottom sits above the keyboard.
    ///
    /// On every keyboard change the container's transform gets the vertical translation (`ty` only) that puts its
    /// bottom ``keyboardPadding`` points above a docked keyboard, along with the keyboard. Moving between fields
    /// keeps the largest translation since the keyboard came, so the container does not bounce; a hide, or an
    /// undocked or floating keyboard, returns it to rest.
    ///
    /// ```swift
    /// final class SignInViewController: UIViewController, AdjustsViewAboveKeyboard, UITextFieldDelegate {
    ///     @IBOutlet var form: UIStackView!
    ///     var viewToKeepAboveKeyboard: UIView { form }
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
    ///
    ///     func textFieldDidBeginEditing(_ textField: UITextField) {
    ///         automaticallyAdjust(form, padding: 16) // the focus moved without a keyboard notification
    ///     }
    /// }
    /// ```
    @MainActor
    public protocol AdjustsViewAboveKeyboard: KeyboardChangeFrameObserver {
        /// The container moved on every keyboard change; keep it the same one.
        var viewToKeepAboveKeyboard: UIView { get }

        /// The room, in points, left between the container's bottom and the keyboard's top.
        ///
        /// This property has a default implementation that returns 8.
        var keyboardPadding: CGFloat { get }

        /// Records one keyboard change and moves ``viewToKeepAboveKeyboard`` for it, along with the keyboard.
        ///
        /// This method has a default implementation that remembers the change and calls
        /// ``automaticallyAdjust(_:padding:)`` with ``viewToKeepAboveKeyboard`` and ``keyboardPadding``. It does
        /// nothing before the view is loaded.
        ///
        /// - Parameter change: The keyboard change.
        func keepViewAboveKeyboard(for change: KeyboardFrameChange)

        /// Moves `view` so its bottom sits `padding` points above the keyboard of the last keyboard change.
        ///
        /// This method has a default implementation that sets the transform's `ty` along with that change. It does
        /// nothing before the first keyboard change, or while `view` is in no window.
        ///
        /// - Parameters:
        ///   - view: The container to move; pass the same one every time.
        ///   - padding: Points between the container's bottom and the keyboard's top. Negative values count as 0.
        func automaticallyAdjust(_ view: UIView, padding: CGFloat)
    }

    // MARK: - Default implementations

    extension AdjustsViewAboveKeyboard where Self: UIViewController {
        /// Returns 8 points.
        public var keyboardPadding: CGFloat { 8 }

        /// Records the change and moves ``viewToKeepAboveKeyboard`` by ``keyboardPadding``.
        ///
        /// - Parameter change: The keyboard change.
        public func keepViewAboveKeyboard(for change: KeyboardFrameChange) {
            runKeyboardMixin(
                containerUnit(view: { $0.viewToKeepAboveKeyboard }, padding: { $0.keyboardPadding }), for: change)
        }

        /// Moves `view` so its bottom sits `padding` points above the last keyboard change's keyboard.
        ///
        /// - Parameters:
        ///   - view: The container to move; pass the same one every time.
        ///   - padding: Points between the container's bottom and the keyboard's top. Defaults to 8.
        public func automaticallyAdjust(_ view: UIView, padding: CGFloat = 8) {
            // On request: measured once, for the change announced last; the default's unit is the one run again.
            runKeyboardMixin(
                containerUnit(view: { [weak view] _ in view }, padding: { _ in padding }, runsAgain: false), for: nil)
        }

        /// The container's unit: senses `view`'s frame on the screen and its `ty`, sets `ty` along with the keyboard.
        private func containerUnit(
            view: @escaping @MainActor (Self) -> UIView?, padding: @escaping @MainActor (Self) -> CGFloat,
            runsAgain: Bool = true
        ) -> KeyboardMixin.Unit<Self, KeyboardAvoidanceTranslation> {
            KeyboardMixin.Unit(
                runsAgain: runsAgain,
                sense: { screen, change in
                    // viewToKeepAboveKeyboard is often an implicitly unwrapped @IBOutlet, nil until the view loads.
                    guard screen.isViewLoaded, let container = view(screen),
                        let geometry = container.keyboardScreenGeometry(for: change)
                    else { return nil }
                    return KeyboardAvoidanceTranslation.Facts(
                        screenBounds: geometry.screenBounds, containerFrame: geometry.frame,
                        currentTranslationY: container.transform.ty, padding: padding(screen))
                },
                apply: { screen, move in
                    guard let container = view(screen) else { return }
                    UIView.animate(move.plan) {
                        // Only ty: a scale or rotation the app set on the container survives.
                        var transform = container.transform
                        transform.ty = move.value
                        container.transform = transform
                    }
                })
        }
    }
#endif
