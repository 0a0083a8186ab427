#if canImport(UIKit) && (os(iOS) || os(visionOS))
    import UIKit

    // MARK: - Combining mixins

    extension KeyboardChangeFrameObserver {
        /// Runs the part of every keyboard mixin this object adopts, in the order
        /// ``KeyboardChangeFrameObserver/handleKeyboardChange(_:)`` documents: bar, scroll-view insets, container,
        /// height cache. Each part is a requirement with a default, so a conformer's own implementation is the one run.
        func performAdoptedKeyboardMixins(for change: KeyboardFrameChange) {
            if let mixin = self as? any PinsBarToKeyboard {
                mixin.moveBarWithKeyboard(for: change)
            }
            if let mixin = self as? any ModifableInsetsOnKeyboardFrameChanges {
                mixin.adjustScrollViewInsets(for: change)
            }
            if let mixin = self as? any AdjustsViewAboveKeyboard {
                mixin.keepViewAboveKeyboard(for: change)
            }
            if let mixin = self as? any PreloadsKeyboard {
                mixin.recordKeyboardHeight(for: change)
            }
        }

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

        /// Measures every adopted mixin again once the keyboard has come to rest (did-change-frame): a sheet or
        /// popover may have moved after the will-notification. Differences are corrected as
        /// ``KeyboardSettledCorrection`` decides for a keyboard at rest: up to 2 points at once, more over 0.25 s.
        ///
        /// - Parameter change: The did-change-frame notification.
        public func keyboardDidSettle(_ change: KeyboardFrameChange) {
            // The keyboard's animation is over: no time is left to ride it.
            let atRest = TimeInterval.greatestFiniteMagnitude
            if let mixin = self as? any UIViewController & PinsBarToKeyboard {
                mixin.moveBar(for: change, settlingAfter: atRest)
            }
            if let mixin = self as? any UIViewController & ModifableInsetsOnKeyboardFrameChanges {
                mixin.adjustScrollViewInsets(for: change, settlingAfter: atRest)
            }
            if let mixin = self as? any UIViewController & AdjustsViewAboveKeyboard {
                mixin.adjust(mixin.viewToKeepAboveKeyboard, padding: mixin.keyboardPadding, settlingAfter: atRest)
            }
        }
    }
#endif
