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
    }
#endif
