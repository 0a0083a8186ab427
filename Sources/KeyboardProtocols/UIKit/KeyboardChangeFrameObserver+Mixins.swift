#if canImport(UIKit) && (os(iOS) || os(visionOS))
    import UIKit

    // MARK: - Registering

    extension KeyboardChangeFrameObserver {
        /// Gives a view controller that follows interactive dismissal a `KeyboardFrameTracker` in its view, once:
        /// UIKit posts no notification while the keyboard is dragged (openradar 14847817), so without it nothing would
        /// move until the finger lifts.
        ///
        /// A scroll view (the view of a `UITableViewController`) gets none: a subview pinned to its keyboard layout
        /// guide would scroll with the content. Such screens install one in a container, or use
        /// `KeyboardFrameTracker.inputAccessory(center:)`. Nor does a view inside the container
        /// `AdjustsViewAboveKeyboard` translates. Before iOS 15.4 none is installed automatically: the keyboard layout
        /// guide needed fixes in early iOS 15 releases, so there the mixins rely on the notifications alone.
        func didRegisterForKeyboardChanges(center: NotificationCenter) {
            guard #available(iOS 15.4, macCatalyst 15.4, *) else { return }
            guard followsInteractiveKeyboardDismissal, let root = (self as? UIViewController)?.viewIfLoaded else {
                return
            }
            // Subviews of a visual effect view belong in its contentView (UIVisualEffectView.h).
            let view = (root as? UIVisualEffectView)?.contentView ?? root
            guard !(view is UIScrollView), !movesWithItsOwnContainer(view),
                KeyboardFrameTracker.installed(in: view, center: center) == nil
            else { return }
            KeyboardFrameTracker.install(in: view, center: center)
        }

        /// Whether `view` lies in the container `AdjustsViewAboveKeyboard` translates: a tracker there would move with
        /// the translation it causes and report a keyboard shifted by it, feeding the translation back.
        private func movesWithItsOwnContainer(_ view: UIView) -> Bool {
            guard let mixin = self as? any AdjustsViewAboveKeyboard else { return false }
            return view.isDescendant(of: mixin.viewToKeepAboveKeyboard)
        }
    }
#endif

#if canImport(UIKit) && (os(iOS) || os(visionOS))
    // MARK: - View controllers

    extension KeyboardChangeFrameObserver where Self: UIViewController {
        /// The screen of the view's window, so a notification that names no screen (change-frame ones, every one
        /// before iOS 16.1) is measured against the screen this view controller is on; `nil` while the view is in
        /// no window, and on visionOS.
        public var keyboardScreen: KeyboardScreen? {
            #if os(visionOS)
                return nil
            #else
                return PlatformScreen.keyboardScreen(of: viewIfLoaded?.window)
            #endif
        }
    }
#endif
