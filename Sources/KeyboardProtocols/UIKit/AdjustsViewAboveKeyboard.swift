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
            KeyboardRegistration.of(self).layout.defaultMeasured(.container)
            // viewToKeepAboveKeyboard is often an implicitly unwrapped @IBOutlet, nil until the view loads.
            guard isViewLoaded else { return }
            adjust(viewToKeepAboveKeyboard, padding: keyboardPadding, at: .announced)
        }

        /// Moves `view` so its bottom sits `padding` points above the last keyboard change's keyboard.
        ///
        /// - Parameters:
        ///   - view: The container to move; pass the same one every time.
        ///   - padding: Points between the container's bottom and the keyboard's top. Defaults to 8.
        public func automaticallyAdjust(_ view: UIView, padding: CGFloat = 8) {
            adjust(view, padding: padding, at: .announced)
        }

        /// Measures and moves `view` for the last change at `phase`.
        func adjust(_ view: UIView, padding: CGFloat, at phase: KeyboardMixinPhase) {
            let registration = KeyboardRegistration.of(self)
            guard let change = registration.layout.avoidance.lastChange,
                let geometry = view.keyboardScreenGeometry(for: change),
                let move = registration.layout.keepContainerAbove(
                    screenBounds: geometry.screenBounds, containerFrame: geometry.frame,
                    currentTranslationY: view.transform.ty, padding: padding, at: phase)
            else { return }
            UIView.animate(move.plan, moving: [view]) {
                // Only ty: a scale or rotation the app set on the container survives.
                var transform = view.transform
                transform.ty = move.value
                view.transform = transform
            }
        }
    }

    // MARK: - The engine's part

    extension KeyboardMixinEngine {
        /// The container's part: announced, the conformer's `keepViewAboveKeyboard(for:)`; later, the default
        /// measuring again if it ran.
        static func keepViewAbove(
            _ observer: any KeyboardChangeFrameObserver, _ change: KeyboardFrameChange, _ phase: KeyboardMixinPhase
        ) {
            guard let mixin = observer as? any AdjustsViewAboveKeyboard else { return }
            let registration = KeyboardRegistration.of(mixin)
            switch registration.layout.step(for: .container, at: phase) {
            case .callConformer:
                // Recorded here, not in the default, so a conformer's own keepViewAboveKeyboard(for:) can call
                // automaticallyAdjust(_:padding:) with this change.
                registration.layout.avoidance.record(change)
                mixin.keepViewAboveKeyboard(for: change)
            case .measureAgain:
                guard let controller = mixin as? any UIViewController & AdjustsViewAboveKeyboard,
                    controller.isViewLoaded
                else { return }
                controller.adjust(
                    controller.viewToKeepAboveKeyboard, padding: controller.keyboardPadding, at: phase)
            case .skip:
                break
            }
        }
    }
#endif
