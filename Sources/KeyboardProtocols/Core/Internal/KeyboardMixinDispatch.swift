import Foundation

#if !(canImport(UIKit) && (os(iOS) || os(visionOS)))
    // Where the UIKit layer is not built there are no mixins to run; with UIKit,
    // `UIKit/KeyboardChangeFrameObserver+Mixins.swift` declares the same method and runs them.
    extension KeyboardChangeFrameObserver {
        /// Runs the part of every keyboard mixin this object adopts: none without UIKit.
        func performAdoptedKeyboardMixins(for change: KeyboardFrameChange) {}
    }
#endif
