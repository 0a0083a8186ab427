#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || os(visionOS))
    import SwiftUI
    import UIKit

    extension View {
        /// Shows a keyboard `height` points tall in a preview: the views below that read the keyboard
        /// (`keyboardAvoidance(_:)`, `pinnedToKeyboard()`, `@Environment(\.keyboard)`) see it as they would see the
        /// real one, and a gray area marks where it sits.
        ///
        /// ```swift
        /// #Preview {
        ///     ChatScreen(messages: .samples)
        ///         .previewKeyboard(height: 336)  // iPhone 15's keyboard
        /// }
        /// ```
        ///
        /// The keyboard is announced, with the keyboard's own animation, on a notification center of the preview's
        /// own, never on `NotificationCenter.default`: the app's other keyboard observers do not hear it. Change
        /// `height` to move it, 0 hides it. For tests, see <doc:BuildingASwiftUIChatScreen>.
        ///
        /// - Parameter height: The docked keyboard's height on the preview's screen, in points.
        /// - Returns: The view, above a keyboard.
        public func previewKeyboard(height: CGFloat) -> some View {
            modifier(KeyboardPreviewModifier(height: height))
        }
    }

    /// A preview's keyboard: its own center, the announcements, and the gray area.
    struct KeyboardPreviewModifier: ViewModifier {
        let height: CGFloat
        @State private var center = NotificationCenter()

        func body(content: Content) -> some View {
            content
                .overlay(alignment: .bottom) { KeyboardPreviewArea() }
                .keyboardAvoidance(.automatic)
                .background(KeyboardPreviewAnnouncer(height: height, center: center))
                .environment(\.keyboardNotificationCenter, center)
        }
    }

    /// The gray area where a preview's keyboard sits.
    private struct KeyboardPreviewArea: View {
        @Environment(\.keyboard) private var keyboard

        var body: some View {
            Rectangle()
                .fill(Color.gray.opacity(0.35))
                .frame(height: keyboard.overlap)
                .allowsHitTesting(false)
                .accessibilityHidden(true)
        }
    }

    /// Posts a preview keyboard's notifications as UIKit would, on the screen of the preview's window.
    private struct KeyboardPreviewAnnouncer: UIViewRepresentable {
        let height: CGFloat
        let center: NotificationCenter

        func makeUIView(context: Context) -> KeyboardPreviewAnnouncerView {
            KeyboardPreviewAnnouncerView(frame: .zero)
        }

        func updateUIView(_ uiView: KeyboardPreviewAnnouncerView, context: Context) {
            uiView.announce(height: height, center: center)
        }
    }

    private final class KeyboardPreviewAnnouncerView: InvisibleView {
        private var wanted: (height: CGFloat, center: NotificationCenter)?
        private var announcedFrame: CGRect?
        private var isAnnouncementQueued = false

        override func didMoveToWindow() {
            super.didMoveToWindow()
            queueAnnouncement()
        }

        func announce(height: CGFloat, center: NotificationCenter) {
            wanted = (height, center)
            queueAnnouncement()
        }

        // On the next turn, once the views that read the keyboard have joined the window and registered.
        private func queueAnnouncement() {
            guard !isAnnouncementQueued else { return }
            isAnnouncementQueued = true
            DispatchQueue.main.async { [weak self] in
                MainActor.assumeIsolated {
                    self?.isAnnouncementQueued = false
                    self?.postIfChanged()
                }
            }
        }

        private func postIfChanged() {
            #if !os(visionOS)
                guard let wanted, let screen = window?.windowScene?.screen,
                    let announcement = KeyboardPreviewAnnouncement.next(
                        height: wanted.height, screenBounds: screen.bounds, announced: announcedFrame)
                else { return }
                announcedFrame = announcement.isShowing ? announcement.endFrame : nil
                let userInfo: [AnyHashable: Any] = [
                    UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: announcement.beginFrame),
                    UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: announcement.endFrame),
                    UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: 0.25),
                    UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: 7),
                    UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
                ]
                let (will, did) =
                    announcement.isShowing
                    ? (UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification)
                    : (UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification)
                // UIWindow.h: show and hide name the UIScreen that contains the keyboard as their object.
                wanted.center.post(name: will, object: screen, userInfo: userInfo)
                wanted.center.post(name: did, object: screen, userInfo: userInfo)
            #endif
        }
    }
#endif
