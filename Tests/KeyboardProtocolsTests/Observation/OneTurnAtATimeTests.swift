import Foundation
import Testing

@testable import KeyboardProtocols

@Suite("What observers hear, one turn of the main run loop at a time")
struct OneTurnAtATimeTests {
    typealias Device = DevicePayloads

    /// iPhone 15, portrait: 393 x 852 points, a 336-point keyboard.
    static let iPhone15 = CGRect(x: 0, y: 0, width: 393, height: 852)
    static let docked336 = CGRect(x: 0, y: 516, width: 393, height: 336)
    static let below336 = CGRect(x: 0, y: 852, width: 393, height: 336)

    private func change(
        _ event: KeyboardEvent, from begin: CGRect, to end: CGRect, screen: CGRect = iPhone15
    ) throws -> KeyboardFrameChange {
        try KeyboardFrameChange(event: event, beginFrame: begin, endFrame: end, screenBounds: screen)
    }

    /// Will-change-frame and will-show (or will-hide) with one payload: the *will* half of a transition.
    private func willPair(showing: Bool, from begin: CGRect, to end: CGRect) throws -> [KeyboardFrameChange] {
        try [.willChangeFrame, showing ? .willShow : .willHide].map { try change($0, from: begin, to: end) }
    }

    @Test("moving to the next field posts a hide then a show in one turn: observers hear neither")
    func fieldSwitchIsSilent() throws {
        var delivery = KeyboardDelivery()
        let show = try willPair(showing: true, from: Self.below336, to: Self.docked336)
        #expect(show.map { delivery.receive($0) } == [.deliver(show[0]), .drop])
        let hide = try willPair(showing: false, from: Self.docked336, to: Self.below336)
        let showAgain = try willPair(showing: true, from: Self.below336, to: Self.docked336)
        let decisions = (hide + showAgain).map { delivery.receive($0) }
        #expect(decisions == [.hold, .drop, .drop, .drop])
        #expect(delivery.endTurn() == nil)
        #expect(delivery.lastDelivered == show[0])
    }

    @Test("a hide followed in its turn by QuickType growing the keyboard is heard as the 216 → 258 change only")
    func hideThenFrameChangeDeliversTheFrameChange() throws {
        var delivery = KeyboardDelivery()
        let se = Device.iPhoneSEScreen
        _ = delivery.receive(try change(.willShow, from: Device.seShowBegin, to: Device.seShowEnd, screen: se))
        let hide = try change(.willHide, from: Device.seShowEnd, to: Device.seShowBegin, screen: se)
        let grow = try change(.willChangeFrame, from: Device.seShowEnd, to: Device.seHideBegin, screen: se)
        #expect(delivery.receive(hide) == .hold)
        #expect(delivery.receive(grow) == .deliver(grow))
        #expect(delivery.endTurn() == nil)
        #expect(delivery.lastDelivered?.height == 258)
    }

    @Test("a hide alone is held through its turn and delivered once when the turn ends")
    func hideAloneDeliveredAtTurnEnd() throws {
        var delivery = KeyboardDelivery()
        _ = try willPair(showing: true, from: Self.below336, to: Self.docked336).map { delivery.receive($0) }
        let hide = try willPair(showing: false, from: Self.docked336, to: Self.below336)
        #expect(hide.map { delivery.receive($0) } == [.hold, .drop])
        #expect(delivery.holdsHide)
        #expect(delivery.endTurn() == hide[0])
        #expect(delivery.endTurn() == nil)
        #expect(delivery.lastDelivered?.height == 0)
    }

    @Test("a did-change-frame where the delivered show ended settles the keyboard without a second delivery")
    func didChangeFrameSettles() throws {
        var delivery = KeyboardDelivery()
        _ = delivery.receive(try change(.willChangeFrame, from: Self.below336, to: Self.docked336))
        let settled = try change(.didChangeFrame, from: Self.below336, to: Self.docked336)
        #expect(delivery.receive(settled) == .settle(settled))
        #expect(delivery.receive(try change(.didShow, from: Self.below336, to: Self.docked336)) == .drop)
    }

    @Test("a floating iPad keyboard reported only by did-change-frame is delivered with duration 0, covering nothing")
    func floatingKeyboardOnlyDidChangeFrame() throws {
        // 820 x 1180 iPad Air; the floating keyboard is about 320 points wide. flutter_keyboard_visibility#162: it
        // "does not trigger … WillShow, … WillHide. It does trigger UIKeyboardDidChangeFrameNotification".
        let iPadAir = CGRect(x: 0, y: 0, width: 820, height: 1180)
        var delivery = KeyboardDelivery()
        let floating = try change(
            .didChangeFrame, from: CGRect(x: 0, y: 1180, width: 820, height: 398),
            to: CGRect(x: 250, y: 700, width: 320, height: 250), screen: iPadAir)
        guard case .deliver(let delivered) = delivery.receive(floating) else {
            Issue.record("the floating keyboard was not delivered")
            return
        }
        #expect(delivered.animationDuration == 0)
        #expect(delivered.animationPlan == .applyImmediately)
        #expect(delivered.isVisible)
        #expect(delivered.height == 0)
        #expect(delivered.endFrame == floating.endFrame)
    }

    @Test("a late did-change-frame of the show is dropped and the hide still lands: will-notifications decide")
    func didChangeFrameDoesNotCancelHeldHide() throws {
        var delivery = KeyboardDelivery()
        _ = delivery.receive(try change(.willShow, from: Self.below336, to: Self.docked336))
        let hide = try change(.willHide, from: Self.docked336, to: Self.below336)
        _ = delivery.receive(hide)
        let late = try change(.didChangeFrame, from: Self.below336, to: Self.docked336)
        #expect(delivery.receive(late) == .drop)
        #expect(delivery.endTurn() == hide)
    }

    @Test("an observer registering while the 336-point keyboard is up catches up at once, with duration 0")
    func newObserverCatchesUp() throws {
        var delivery = KeyboardDelivery()
        let show = try change(.willShow, from: Self.below336, to: Self.docked336)
        _ = delivery.receive(show)
        let caughtUp = try #require(delivery.catchUp(lastHeard: nil))
        #expect(caughtUp.height == 336)
        #expect(caughtUp.animationDuration == 0)
        #expect(delivery.catchUp(lastHeard: show) == nil)
    }

    @Test("an observer that last heard the keyboard up catches up with the hidden one; a new one hears nothing")
    func returningObserverHearsTheHide() throws {
        var delivery = KeyboardDelivery()
        let show = try change(.willShow, from: Self.below336, to: Self.docked336)
        _ = delivery.receive(show)
        _ = delivery.receive(try change(.willHide, from: Self.docked336, to: Self.below336))
        _ = delivery.endTurn()
        let caughtUp = try #require(delivery.catchUp(lastHeard: show))
        #expect(caughtUp.height == 0)
        #expect(caughtUp.isVisible == false)
        #expect(delivery.catchUp(lastHeard: nil) == nil)
    }

    @Test("after a reset nothing is held, nothing is caught up, and the same show is delivered again")
    func resetForgets() throws {
        var delivery = KeyboardDelivery()
        let show = try change(.willShow, from: Self.below336, to: Self.docked336)
        _ = delivery.receive(show)
        _ = delivery.receive(try change(.willHide, from: Self.docked336, to: Self.below336))
        delivery.reset()
        #expect(delivery.endTurn() == nil)
        #expect(delivery.catchUp(lastHeard: nil) == nil)
        #expect(delivery.receive(show) == .deliver(show))
    }
}
