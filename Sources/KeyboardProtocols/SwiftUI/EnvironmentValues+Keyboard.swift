#if canImport(SwiftUI)
    import SwiftUI

    // MARK: - The keyboard in the environment

    private struct KeyboardInViewKey: EnvironmentKey {
        static let defaultValue = KeyboardInView.hidden
    }

    // Whether a view above reads the keyboard into the environment (`keyboard` was set): without one, a read of
    // `keyboard` is always hidden, which a debug build says once.
    private struct KeyboardReaderAboveKey: EnvironmentKey {
        static let defaultValue = false
    }

    // Whether a container above turned SwiftUI's own keyboard avoidance off (`keyboardAvoidance(_:)` other than
    // automatic): a pinned view below is then never moved by SwiftUI for the keyboard.
    private struct KeyboardSafeAreaIgnoredKey: EnvironmentKey {
        static let defaultValue = false
    }

    #if DEBUG
        /// The debug notice's once-per-process state, in debug builds only (a release build keeps no such state);
        /// environment values are read on the main thread, the lock is for the rule, not for speed.
        private final class KeyboardReaderNotice: @unchecked Sendable {
            static let shared = KeyboardReaderNotice()
            private let lock = NSLock()
            private var check = KeyboardInView.ReaderCheck()

            func notice(hasReaderAbove: Bool) -> String? {
                lock.lock()
                defer { lock.unlock() }
                return check.notice(hasReaderAbove: hasReaderAbove)
            }
        }
    #endif

    // The center whose keyboard notifications the views below follow: `.default`, or a preview's own.
    private struct KeyboardNotificationCenterKey: EnvironmentKey {
        static var defaultValue: NotificationCenter { .default }
    }

    extension EnvironmentValues {
        /// The keyboard as the nearest enclosing view that reads it sees it: a view with `keyboardAvoidance(_:)`, a
        /// view `pinnedToKeyboard()`, or a preview's `previewKeyboard(height:)` or `previewKeyboard(trace:)`.
        /// ``KeyboardInView/hidden`` elsewhere, which a debug build says once: put `.keyboardAvoidance(.automatic)`
        /// (which changes nothing but the environment) on the screen's root view.
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
        /// Under ``KeyboardAvoidance/automatic`` the keyboard is measured on the container's frame before SwiftUI laid
        /// it out above the keyboard: the footer stays hidden from the show to the hide.
        ///
        /// While the user drags the keyboard down, it stays as announced until a notification speaks (the hide, or the
        /// return when the finger lets go): views that read it for their content are not evaluated again every frame,
        /// while views `pinnedToKeyboard()` and ``KeyboardAvoidance/padding`` containers follow the finger.
        ///
        /// Set it to show a view a keyboard without a device, in a snapshot test for example:
        ///
        /// ```swift
        /// Footer().environment(\.keyboard, KeyboardInView(change, viewFrame: screen.bounds, screen: screen))
        /// ```
        public var keyboard: KeyboardInView {
            get {
                #if DEBUG
                    if !self[KeyboardReaderAboveKey.self],
                        let notice = KeyboardReaderNotice.shared.notice(hasReaderAbove: false)
                    {
                        print(notice)
                    }
                #endif
                return self[KeyboardInViewKey.self]
            }
            set {
                self[KeyboardInViewKey.self] = newValue
                self[KeyboardReaderAboveKey.self] = true
            }
        }

        var keyboardSafeAreaIgnored: Bool {
            get { self[KeyboardSafeAreaIgnoredKey.self] }
            set { self[KeyboardSafeAreaIgnoredKey.self] = newValue }
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
        /// interactive dismissal, a rotation, the view's own layout). A released drag's return to the docked keyboard
        /// springs back with ``SwiftUI/Animation/keyboard``.
        ///
        /// ```swift
        /// withAnimation(keyboard.animation) { showsSuggestions = keyboard.overlap == 0 }
        /// ```
        public var animation: Animation? { motion.animation }
    }

    extension KeyboardMotion {
        /// The motion as a SwiftUI animation; `nil` for ``KeyboardMotion/immediate``.
        var animation: Animation? {
            switch self {
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
