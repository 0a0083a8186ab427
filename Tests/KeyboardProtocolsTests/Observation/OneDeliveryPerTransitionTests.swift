import Foundation
import Testing

@testable import KeyboardProtocols

/// Each change in a turn of its own, through the one delivery state machine: whether observers hear it, at once or
/// when its turn ends.
private struct OneTurnEach {
    var delivery = KeyboardDelivery()

    mutating func shouldDeliver(_ change: KeyboardFrameChange) -> Bool {
        switch delivery.receive(change) {
        case .deliver: return true
        case .hold: return delivery.endTurn() != nil
        case .settle, .drop: return false
        }
    }

    mutating func reset() {
        delivery.reset()
    }
}

@Suite("One delivery per keyboard transition")
struct OneDeliveryPerTransitionTests {
    typealias Device = DevicePayloads

    private func changes(_ notifications: [Notification]) throws -> [KeyboardFrameChange] {
        try notifications.map { try KeyboardFrameChange(notification: $0, screenBounds: Device.iPhoneSEScreen) }
    }

    @Test("the order iOS really posts delivers one show and one hide")
    func iOSOrder() throws {
        let session = try changes(
            Device.transition(showing: true, begin: Device.seShowBegin, end: Device.seShowEnd)
                + Device.transition(
                    showing: false, begin: Device.seShowEnd, end: CGRect(x: 0, y: 667, width: 375, height: 216)))
        var turns = OneTurnEach()
        let delivered = session.filter { turns.shouldDeliver($0) }
        #expect(delivered.map(\.event) == [.willChangeFrame, .willChangeFrame])
        #expect(delivered.map(\.height) == [216, 0])
    }

    @Test("a QuickType frame change from 216 to 258 points is delivered")
    func frameChangeDelivered() throws {
        var turns = OneTurnEach()
        let show = try KeyboardFrameChange(event: .willShow, beginFrame: Device.seShowBegin, endFrame: Device.seShowEnd)
        let grow = try KeyboardFrameChange(
            event: .willChangeFrame, beginFrame: Device.seShowEnd,
            endFrame: CGRect(x: 0, y: 409, width: 375, height: 258))
        let deliveries = [turns.shouldDeliver(show), turns.shouldDeliver(grow)]
        #expect(deliveries == [true, true])
    }

    @Test("an iPad keyboard undocking, posted as will-change-frame then will-hide, is delivered once")
    func undockingDeliveredOnce() throws {
        let screen = CGRect(x: 0, y: 0, width: 768, height: 1024)
        let docked = CGRect(x: 0, y: 711, width: 768, height: 313)
        let undocked = CGRect(x: 0, y: -264, width: 768, height: 304)
        var turns = OneTurnEach()
        let deliveries = try [KeyboardEvent.willChangeFrame, .willHide].map { event in
            turns.shouldDeliver(
                try KeyboardFrameChange(event: event, beginFrame: docked, endFrame: undocked, screenBounds: screen))
        }
        #expect(deliveries == [true, false])
    }

    @Test("without the screen, the same undocking's will-hide is delivered too, so observers end at height 0")
    func undockingWithoutScreenEndsHidden() throws {
        let docked = CGRect(x: 0, y: 711, width: 768, height: 313)
        let undocked = CGRect(x: 0, y: -264, width: 768, height: 304)
        var turns = OneTurnEach()
        let changes = try [KeyboardEvent.willChangeFrame, .willHide].map { event in
            try KeyboardFrameChange(event: event, beginFrame: docked, endFrame: undocked)
        }
        let delivered = changes.filter { turns.shouldDeliver($0) }
        // Nothing tells the first one it left the bottom; the will-hide that follows does.
        #expect(delivered.map(\.height) == [304, 0])
    }

    @Test("a duplicate notification is delivered once")
    func duplicate() throws {
        var turns = OneTurnEach()
        let show = try KeyboardFrameChange(event: .willShow, beginFrame: Device.seShowBegin, endFrame: Device.seShowEnd)
        let deliveries = [turns.shouldDeliver(show), turns.shouldDeliver(show)]
        #expect(deliveries == [true, false])
    }

    @Test("did-notifications are never delivered")
    func didNotifications() throws {
        var turns = OneTurnEach()
        for event in [KeyboardEvent.didShow, .didHide, .didChangeFrame] {
            let delivered = turns.shouldDeliver(try KeyboardFrameChange(event: event, endFrame: Device.seShowEnd))
            #expect(!delivered, "\(event)")
        }
    }

    @Test("after a reset the same transition is delivered again")
    func reset() throws {
        var turns = OneTurnEach()
        let show = try KeyboardFrameChange(event: .willShow, beginFrame: Device.seShowBegin, endFrame: Device.seShowEnd)
        _ = turns.shouldDeliver(show)
        turns.reset()
        let deliveredAgain = turns.shouldDeliver(show)
        #expect(deliveredAgain)
    }
}
