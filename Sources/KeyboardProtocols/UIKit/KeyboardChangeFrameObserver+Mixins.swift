#if canImport(UIKit) && (os(iOS) || os(visionOS))
    import UIKit

    // MARK: - Combining mixins

    extension KeyboardChangeFrameObserver {
        /// Runs the part of every keyboard mixin this object adopts, in the order
        /// ``KeyboardChangeFrameObserver/handleKeyboardChange(_:)`` documents: bar, scroll-view insets, container,
        /// height cache. Each part is a requirement with a default, so a conformer's own implementation is the one run.
        ///
        /// Without UIKit, `Core/Internal/KeyboardMixinDispatch.swift` declares the same method and runs nothing.
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
        /// `KeyboardFrameTracker.inputAccessory(center:)`.
        func didRegisterForKeyboardChanges(center: NotificationCenter) {
            guard followsInteractiveKeyboardDismissal, let view = (self as? UIViewController)?.viewIfLoaded,
                !(view is UIScrollView), KeyboardFrameTracker.installed(in: view, center: center) == nil
            else { return }
            KeyboardFrameTracker.install(in: view, center: center)
        }
    }
#endif
