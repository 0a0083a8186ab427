import Foundation

#if !(canImport(UIKit) && (os(iOS) || os(visionOS)))
    // Where the UIKit layer is not built there are no mixins to run and no views to track the keyboard in; with
    // UIKit, `UIKit/KeyboardChangeFrameObserver+Mixins.swift` declares the same methods and does both.
    extension KeyboardChangeFrameObserver {
        /// Runs the part of every keyboard mixin this object adopts: none without UIKit.
        func performAdoptedKeyboardMixins(for change: KeyboardFrameChange) {}

        /// Prepares a freshly registered observer: nothing to prepare without UIKit.
        func didRegisterForKeyboardChanges(center: NotificationCenter) {}
    }
#endif
