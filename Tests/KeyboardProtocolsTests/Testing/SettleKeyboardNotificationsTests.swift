import Foundation
import Testing

@testable import KeyboardProtocols
@testable import KeyboardProtocolsTesting

@MainActor
@Suite("Letting a test's posted keyboard notifications settle")
struct SettleKeyboardNotificationsTests {
    @Test("a hide posted after a show in the same turn has reached the observer once the notifications settle")
    func heldHideIsDelivered() async {
        let center = NotificationCenter()
        let observer = RecordingObserver()
        observer.screen = KeyboardScreen(bounds: DevicePayloads.iPhoneSEScreen)
        observer.addKeyboardFrameChangesObserver(center: center)
        defer { observer.removeKeyboardFrameChangesObserver(center: center) }

        KeyboardNotification(.willShow, beginFrame: DevicePayloads.seShowBegin, endFrame: DevicePayloads.seShowEnd)
            .post(to: center)
        KeyboardNotification(.willHide, beginFrame: DevicePayloads.seShowEnd, endFrame: DevicePayloads.seShowBegin)
            .post(to: center)
        await settleKeyboardNotifications()

        #expect(observer.deliveries.last?.height == 0)
    }

    @Test("a show heard before settling is still the only delivery after it, at 216 points")
    func showAloneIsHeardOnce() async {
        let center = NotificationCenter()
        let observer = RecordingObserver()
        observer.screen = KeyboardScreen(bounds: DevicePayloads.iPhoneSEScreen)
        observer.addKeyboardFrameChangesObserver(center: center)
        defer { observer.removeKeyboardFrameChangesObserver(center: center) }

        KeyboardNotification(.willShow, beginFrame: DevicePayloads.seShowBegin, endFrame: DevicePayloads.seShowEnd)
            .post(to: center)
        await settleKeyboardNotifications()

        #expect(observer.deliveries.map(\.height) == [216])
    }
}
