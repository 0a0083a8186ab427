import Foundation

@testable import KeyboardProtocols
@testable import KeyboardProtocolsTesting

extension StateTests {
    /// Keyboard transitions on real screens, posted as UIKit posts them, for the State tests.
    @MainActor
    struct KeyboardScreenFixture {
        /// iPhone SE (2nd/3rd generation), points.
        static let iPhoneSE = DevicePayloads.iPhoneSEScreen
        /// iPhone 15 / 14 Pro, points.
        static let iPhone15 = CGRect(x: 0, y: 0, width: 393, height: 852)
        /// iPad (9.7-inch), points.
        static let iPad = CGRect(x: 0, y: 0, width: 768, height: 1024)

        let center: NotificationCenter
        let screen: CGRect

        /// Makes the center's registry judge keyboards against `screen`, as the UIKit layer does with the real screen.
        init(center: NotificationCenter, screen: CGRect) {
            self.center = center
            self.screen = screen
            KeyboardObserverRegistry.registry(for: center).screenBoundsProvider = { _ in screen }
        }

        /// A docked keyboard of `height` points at the bottom of the screen.
        func dockedFrame(height: CGFloat) -> CGRect {
            CGRect(x: 0, y: screen.maxY - height, width: screen.width, height: height)
        }

        /// The same keyboard just below the screen.
        func offscreenFrame(height: CGFloat) -> CGRect {
            CGRect(x: 0, y: screen.maxY, width: screen.width, height: height)
        }

        /// Will-change-frame, will-show, did-change-frame, did-show: the keyboard slides up to `height` points.
        func show(height: CGFloat) {
            post(
                DevicePayloads.transition(
                    showing: true, begin: offscreenFrame(height: height), end: dockedFrame(height: height)))
        }

        /// Will-change-frame, did-change-frame only: the keyboard changes height while shown (QuickType, emoji).
        func changeHeight(from oldHeight: CGFloat, to newHeight: CGFloat) {
            for event in [KeyboardEvent.willChangeFrame, .didChangeFrame] {
                KeyboardNotification(
                    event, beginFrame: dockedFrame(height: oldHeight), endFrame: dockedFrame(height: newHeight)
                ).post(to: center)
            }
        }

        /// Will-change-frame, will-hide, did-change-frame, did-hide: the keyboard of `height` points slides away; then
        /// the main queue turns once, since observers hear a hide only once its turn ended without a show.
        func hide(height: CGFloat) async {
            post(
                DevicePayloads.transition(
                    showing: false, begin: dockedFrame(height: height), end: offscreenFrame(height: height)))
            await DevicePayloads.endMainTurn()
        }

        /// One notification with an explicit end frame, such as an iPad's floating keyboard.
        func post(_ event: KeyboardEvent, begin: CGRect, end: CGRect) {
            KeyboardNotification(event, beginFrame: begin, endFrame: end).post(to: center)
        }

        func post(_ notifications: [Notification]) {
            for notification in notifications { center.post(notification) }
        }
    }

    /// A time source the test advances by hand.
    @MainActor
    final class ManualClock {
        var now: TimeInterval = 1_000

        func advance(by seconds: TimeInterval) {
            now += seconds
        }
    }

    /// Whether an Observation `onChange` fired; it may be called from any thread, so it is locked.
    final class ChangeFlag: @unchecked Sendable {
        private let lock = NSLock()
        private var fired = false

        var hasFired: Bool { lock.withLock { fired } }

        func fire() { lock.withLock { fired = true } }
    }
}
