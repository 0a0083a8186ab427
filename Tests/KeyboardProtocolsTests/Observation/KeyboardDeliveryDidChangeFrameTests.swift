import Foundation
import Testing

@testable import KeyboardProtocols

// A did-change-frame nothing announced may only say the keyboard covers nothing (the iPad's floating keyboard reports
// itself that way); iOS 27 misreports docked frames outside the will transaction (manaflow-ai/cmux PR 10810), so a
// docked one moves observers only back to the keyboard the will-notifications announced.
@Suite("A did-change-frame restores the announced docked keyboard after one that said it covers nothing")
struct KeyboardDeliveryDidChangeFrameTests {
    typealias Drag = InteractiveDismissalPayloads

    /// The 336-point iPhone 15 keyboard 20 points off the announced one: a frame nothing announced.
    private static let unannounced = CGRect(x: 0, y: 496, width: 393, height: 356)

    private func notification(_ event: KeyboardEvent, from begin: CGRect, to end: CGRect) throws
        -> KeyboardFrameChange
    {
        try KeyboardFrameChange(
            event: event, userInfo: DevicePayloads.userInfo(begin: begin, end: end), screenBounds: Drag.screen)
    }

    /// The show delivered, then a did-change-frame that says the keyboard left the screen, delivered at 0.
    private func afterCoversNothing() throws -> KeyboardDelivery {
        var delivery = KeyboardDelivery()
        delivery.receive(try notification(.willShow, from: Drag.hidden, to: Drag.resting))
        _ = delivery.endTurn()
        let gone = try notification(.didChangeFrame, from: Drag.resting, to: Drag.hidden)
        guard case .deliver(let heard) = delivery.receive(gone), heard.height == 0 else {
            Issue.record("the keyboard covering nothing was not delivered")
            return delivery
        }
        return delivery
    }

    @Test("a did-change-frame back at the announced 336-point keyboard after one at 0 is delivered, duration 0")
    func restoresTheAnnouncedKeyboard() throws {
        var delivery = try afterCoversNothing()
        let back = try notification(.didChangeFrame, from: Drag.hidden, to: Drag.resting)
        guard case .deliver(let heard) = delivery.receive(back) else {
            Issue.record("the announced keyboard was not restored")
            return
        }
        #expect(heard.height == 336)
        #expect(heard.endFrame == Drag.resting)
        #expect(heard.animationDuration == 0)
    }

    @Test("after the restore, a second did-change-frame at the same 336 points is a settle pass")
    func restoreThenConfirmSettles() throws {
        var delivery = try afterCoversNothing()
        let back = try notification(.didChangeFrame, from: Drag.hidden, to: Drag.resting)
        delivery.receive(back)
        #expect(delivery.receive(back) == .settle(back))
    }

    @Test("after one at 0, a did-change-frame at a docked frame nothing announced is still dropped")
    func unannouncedDockedStaysDropped() throws {
        var delivery = try afterCoversNothing()
        let off = try notification(.didChangeFrame, from: Drag.hidden, to: Self.unannounced)
        #expect(delivery.receive(off) == .drop)
        #expect(delivery.lastDelivered?.height == 0)
    }

    @Test("after a hide was announced, a did-change-frame at the earlier shown keyboard restores nothing")
    func noRestoreAfterAHide() throws {
        var delivery = KeyboardDelivery()
        delivery.receive(try notification(.willShow, from: Drag.hidden, to: Drag.resting))
        _ = delivery.endTurn()
        delivery.receive(try notification(.willHide, from: Drag.resting, to: Drag.hidden))
        #expect(delivery.endTurn()?.height == 0)
        let late = try notification(.didChangeFrame, from: Drag.hidden, to: Drag.resting)
        #expect(delivery.receive(late) == .drop)
        #expect(delivery.lastDelivered?.height == 0)
    }

    @Test("through a real NotificationCenter: 336, then 0 for the keyboard covering nothing, then 336 again at 0 s")
    @MainActor
    func restoreThroughTheRegistry() async {
        let center = NotificationCenter()
        KeyboardObserverRegistry.registry(for: center).screenBoundsProvider = { _ in Drag.screen }
        let observer = RecordingObserver()
        observer.addKeyboardFrameChangesObserver(center: center)
        defer { observer.removeKeyboardFrameChangesObserver(center: center) }
        for notification in Drag.transition(showing: true, from: Drag.hidden, to: Drag.resting) {
            center.post(notification)
        }
        await DevicePayloads.endMainTurn()
        for end in [Drag.hidden, Drag.resting] {
            center.post(
                name: KeyboardEvent.didChangeFrame.notificationName, object: nil,
                userInfo: DevicePayloads.userInfo(begin: nil, end: end))
            await DevicePayloads.endMainTurn()
        }
        #expect(observer.deliveries.map(\.height) == [336, 0, 336])
        #expect(observer.deliveries.map(\.duration) == [0.25, 0, 0])
    }
}
