#if canImport(SwiftUI)
    import SwiftUI

    // MARK: - The keyboard in the environment

    private struct KeyboardInViewKey: EnvironmentKey {
        static let defaultValue = KeyboardInView.hidden
    }

    // The center whose keyboard notifications the views below follow: `.default`, or a preview's own.
    private struct KeyboardNotificationCenterKey: EnvironmentKey {
        static var defaultValue: NotificationCenter { .default }
    }

    extension EnvironmentValues {
        /// The keyboard as the nearest enclosing view that reads it sees it: a view with `keyboardAvoidance(_:)`, a
        /// view `pinnedToKeyboard()`, or a preview's `previewKeyboard(height:)` or `previewKeyboard(trace:)`.
        /// ``KeyboardInView/hidden`` elsewhere.
        ///
        /// ```swift
        /// struct Footer: View {
        ///     @Environment(\.keyboard) private var keyboard
        ///
        ///     var body: some View {
        ///         Text("Terms").opacity(keyboard.overlap > 0 ? 0 : 1)
        ///     }
        /// }
        ///
        /// Form { Footer() }.keyboardAvoidance(.automatic)
        /// ```
        ///
        /// Set it to show a view a keyboard without a device, in a snapshot test for example:
        ///
        /// ```swift
        /// Footer().environment(\.keyboard, KeyboardInView(change, viewFrame: screen.bounds, screen: screen))
        /// ```
        public var keyboard: KeyboardInView {
            get { self[KeyboardInViewKey.self] }
            set { self[KeyboardInViewKey.self] = newValue }
        }

        var keyboardNotificationCenter: NotificationCenter {
            get { self[KeyboardNotificationCenterKey.self] }
            set { self[KeyboardNotificationCenterKey.self] = newValue }
        }
    }

    // MARK: - The keyboard's animation

    extension KeyboardInView {
        /// The animation the keyboard moved with, for SwiftUI: ``SwiftUI/Animation/keyboard`` for the keyboard's own
        /// curve, the Bézier curve UIKit names otherwise, and `nil` for a change with nothing to follow (a frame of an
        /// interactive dismissal, a rotation, the view's own layout).
        ///
        /// ```swift
        /// withAnimation(keyboard.animation) { showsSuggestions = keyboard.overlap == 0 }
        /// ```
        public var animation: Animation? {
            switch motion {
            case .immediate:
                return nil
            case .spring(let spring):
                return spring == .keyboard ? .keyboard : .keyboard(spring)
            case .curve(let curve, let duration):
                guard let points = KeyboardMotion.controlPoints(ofCurve: curve) else { return nil }
                return .timingCurve(points.x1, points.y1, points.x2, points.y2, duration: duration)
            }
        }
    }
#endif
