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
    }
#endif

#if canImport(UIKit) && (os(iOS) || os(visionOS))
    // MARK: - View controllers

    extension KeyboardChangeFrameObserver where Self: UIViewController {
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
