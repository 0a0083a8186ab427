import Foundation
import Testing

@testable import KeyboardProtocols

/// The covered area is the same whichever order UIKit lays the input accessory's host out in: before the
/// will-notifications, between them, after them, or only at did-show. No source gives that order, so every one is
/// played here and each scenario asserts one end state. iPhone 15 (393 x 852); the keyboard's heights are the device
/// payloads' (336 letters, 291 number pad); the toolbar is 44 points, a MessageKit-style composer 78.
/// iOS 26 leaves the accessory out of the notification's frame (badoo/Chatto PR 797, manaflow-ai/cmux PR 6719); iOS 18
/// and earlier include it.
@MainActor
@Suite("The covered area is the same in every order")
struct AccessoryOrderTests {
    typealias Accessory = KeyboardFrameChange.Accessory
    typealias Drag = InteractiveDismissalPayloads

    static let letters = Drag.resting  // 336 at y 516
    static let numberPad = CGRect(x: 0, y: 561, width: 393, height: 291)

    /// Where the accessory is when a notification arrives, before its host is laid out on the keyboard.
    enum Early: CaseIterable, CustomTestStringConvertible {
        /// Its host is not in a window yet: only its size is known.
        case notInWindow
        /// In a window, still where it was: at the bottom of the screen, below the keyboard that is coming.
        case stillAtTheBottom

        var testDescription: String { self == .notInWindow ? "not in a window" : "still at the bottom" }
    }

    /// What the test's platform senses now.
    final class Stage {
        var accessory: Accessory?
    }

    let center = NotificationCenter()
    let stage = Stage()

    private func register() -> RecordingObserver {
        let stage = self.stage
        let registry = KeyboardObserverRegistry.registry(
            for: center, platform: KeyboardPlatform(keyboardAccessory: { _, _ in stage.accessory }))
        registry.screenBoundsProvider = { _ in Drag.screen }
        let observer = RecordingObserver()
        observer.addKeyboardFrameChangesObserver(center: center)
        return observer
    }

    private static func accessory(
        _ early: Early?, height: CGFloat, placedOn keyboard: CGRect, isInNotificationFrame: Bool?,
        stays: Bool = false
    ) -> Accessory? {
        switch early {
        case .notInWindow?:
            return Accessory(
                unplacedWidth: 393, boundsHeight: height, intrinsicHeight: nil, staysWithoutKeyboard: stays,
                isInNotificationFrame: isInNotificationFrame)
        case .stillAtTheBottom?:
            return Accessory(
                frame: CGRect(x: 0, y: 852 - height, width: 393, height: height), staysWithoutKeyboard: stays,
                isInNotificationFrame: isInNotificationFrame)
        case nil:
            // Laid out on the keyboard: on top of its frame on iOS 26, the frame's top part on iOS 18.
            let top = isInNotificationFrame == true ? keyboard.minY : keyboard.minY - height
            return Accessory(
                frame: CGRect(x: 0, y: top, width: 393, height: height), staysWithoutKeyboard: stays,
                isInNotificationFrame: isInNotificationFrame)
        }
    }

    /// Plays one transition, the accessory's host laid out just before notification `layoutAt` (0 to 4; 4: after
    /// did-show), `early` before that; returns the heights the observer heard.
    private func play(
        from begin: CGRect, to end: CGRect, accessoryHeight: CGFloat, isInNotificationFrame: Bool?, early: Early,
        layoutAt: Int, stays: Bool = false, observer: RecordingObserver
    ) async -> [CGFloat] {
        let before = observer.changes.count
        for (index, notification) in Drag.transition(showing: true, from: begin, to: end).enumerated() {
            stage.accessory = Self.accessory(
                index < layoutAt ? early : nil, height: accessoryHeight, placedOn: end,
                isInNotificationFrame: isInNotificationFrame, stays: stays)
            center.post(notification)
        }
        stage.accessory = Self.accessory(
            nil, height: accessoryHeight, placedOn: end, isInNotificationFrame: isInNotificationFrame, stays: stays)
        await DevicePayloads.endMainTurn()
        return observer.changes[before...].map(\.height)
    }

    // MARK: - The platform knows the OS: every order, in flight and at rest

    @Test(
        "iOS 26, a field's 44-point toolbar: 336 + 44 = 380 heard at once, whichever order",
        arguments: Early.allCases, 0...4)
    func iOS26FieldToolbar(early: Early, layoutAt: Int) async {
        let observer = register()
        let heard = await play(
            from: Drag.hidden, to: Self.letters, accessoryHeight: 44, isInNotificationFrame: false, early: early,
            layoutAt: layoutAt, observer: observer)
        #expect(heard == [380])
        observer.removeKeyboardFrameChangesObserver(center: center)
    }

    @Test(
        "iOS 18, a 380-point frame that includes the toolbar: 380, never counted twice, whichever order",
        arguments: Early.allCases, 0...4)
    func iOS18FieldToolbar(early: Early, layoutAt: Int) async {
        let observer = register()
        let withToolbar = CGRect(x: 0, y: 472, width: 393, height: 380)
        let heard = await play(
            from: Drag.hidden, to: withToolbar, accessoryHeight: 44, isInNotificationFrame: true, early: early,
            layoutAt: layoutAt, observer: observer)
        #expect(heard == [380])
        observer.removeKeyboardFrameChangesObserver(center: center)
    }

    @Test(
        "iOS 26, an accessory composer of 78 points: 336 + 78 = 414, whichever order",
        arguments: Early.allCases, 0...4)
    func iOS26AccessoryComposer(early: Early, layoutAt: Int) async {
        let observer = register()
        let heard = await play(
            from: Drag.hidden, to: Self.letters, accessoryHeight: 78, isInNotificationFrame: false, early: early,
            layoutAt: layoutAt, stays: true, observer: observer)
        #expect(heard == [414])
        observer.removeKeyboardFrameChangesObserver(center: center)
    }

    @Test(
        "iOS 26, Next from letters to a number pad: 291 + 44 = 335, the toolbar sensed still on the letters or not",
        arguments: [true, false], 0...4)
    func iOS26LettersToNumberPad(stillOnLetters: Bool, layoutAt: Int) async {
        let observer = register()
        stage.accessory = Self.accessory(nil, height: 44, placedOn: Self.letters, isInNotificationFrame: false)
        for notification in Drag.transition(showing: true, from: Drag.hidden, to: Self.letters) {
            center.post(notification)
        }
        #expect(observer.changes.last?.height == 380)
        let before = observer.changes.count
        for (index, notification) in Drag.transition(showing: true, from: Self.letters, to: Self.numberPad)
            .enumerated()
        {
            let onLetters = Self.accessory(nil, height: 44, placedOn: Self.letters, isInNotificationFrame: false)
            let onNumberPad = Self.accessory(nil, height: 44, placedOn: Self.numberPad, isInNotificationFrame: false)
            stage.accessory = index < layoutAt && stillOnLetters ? onLetters : onNumberPad
            center.post(notification)
        }
        await DevicePayloads.endMainTurn()
        #expect(observer.changes[before...].map(\.height) == [335])
        observer.removeKeyboardFrameChangesObserver(center: center)
    }

    @Test(
        "iOS 18, a hardware keyboard with the toolbar alone: the 44-point frame is the toolbar, counted once",
        arguments: Early.allCases, 0...4)
    func iOS18HardwareKeyboardToolbarAlone(early: Early, layoutAt: Int) async {
        let observer = register()
        let toolbarAlone = CGRect(x: 0, y: 808, width: 393, height: 44)
        let heard = await play(
            from: CGRect(x: 0, y: 852, width: 393, height: 44), to: toolbarAlone, accessoryHeight: 44,
            isInNotificationFrame: true, early: early, layoutAt: layoutAt, observer: observer)
        #expect(heard == [44])
        observer.removeKeyboardFrameChangesObserver(center: center)
    }

    // MARK: - A text view: its toolbar known only once it begins editing

    @Test(
        "iOS 26, a text view beginning editing after its will-notifications: the toolbar is counted, 380 at the end",
        arguments: 1...4)
    func iOS26TextViewBeginsEditingLate(beginsAt: Int) async {
        let observer = register()
        let toolbar = Self.accessory(nil, height: 44, placedOn: Self.letters, isInNotificationFrame: false)
        for (index, notification) in Drag.transition(showing: true, from: Drag.hidden, to: Self.letters).enumerated() {
            if index == beginsAt { beginEditingTextView(with: toolbar) }
            center.post(notification)
        }
        if beginsAt == 4 { beginEditingTextView(with: toolbar) }
        await DevicePayloads.endMainTurn()
        #expect(observer.changes.last?.height == 380)
        #expect(observer.changes.last?.isVisible == true)
        observer.removeKeyboardFrameChangesObserver(center: center)
    }

    private func beginEditingTextView(with accessory: Accessory?) {
        stage.accessory = accessory
        center.post(name: Notification.Name("UITextViewTextDidBeginEditingNotification"), object: nil)
    }

    // MARK: - Nobody knows the OS (a recorded trace): at rest, what is measured wins

    @Test(
        "a trace's toolbar sensed at the bottom with a will-notification, on the keyboard by did-change-frame: 380",
        arguments: 1...2)
    func unknownOSRecountsAtRest(layoutAt: Int) async {
        let observer = register()
        let heard = await play(
            from: Drag.hidden, to: Self.letters, accessoryHeight: 44, isInNotificationFrame: nil,
            early: .stillAtTheBottom, layoutAt: layoutAt, observer: observer)
        #expect(heard.last == 380)
        observer.removeKeyboardFrameChangesObserver(center: center)
    }

    /// The letters keyboard's 336 points coming up, as `event` says it (no accessory in its frame).
    private static func lettersShowing(_ event: KeyboardEvent) throws -> KeyboardFrameChange {
        try KeyboardFrameChange(
            event: event, userInfo: DevicePayloads.userInfo(begin: Drag.hidden, end: letters), screenBounds: Drag.screen
        )
    }

    @Test("a did-change-frame of the same keyboard whose toolbar covers another area is delivered at duration 0")
    func recountAtRestIsDelivered() throws {
        var delivery = KeyboardDelivery()
        let will = try Self.lettersShowing(.willShow)
        #expect(delivery.receive(will) == .deliver(will))
        let did = try Self.lettersShowing(.didChangeFrame).riding(
            Accessory(frame: CGRect(x: 0, y: 472, width: 393, height: 44), isInNotificationFrame: false))
        guard case .deliver(let recounted) = delivery.receive(did) else {
            Issue.record("the recount at rest was not delivered")
            return
        }
        #expect(recounted.height == 380)
        #expect(recounted.animationDuration == 0)
        #expect(delivery.lastDelivered?.height == 380)
    }

    @Test("a drag after a 44-point toolbar is recounted onto 336 may show 370 of the 380 points, not clamped to 336")
    func dragAfterRecountClampsToTheRecountedKeyboard() throws {
        var delivery = KeyboardDelivery()
        delivery.receive(try Self.lettersShowing(.willShow))
        // A first drag measures the announced keyboard's 336 points, then is let go where it began.
        delivery.interactiveDismissalDidBegin()
        #expect(delivery.receive(try delivery.trackedChange(Self.letters, screenBounds: Drag.screen)) == .drop)
        delivery.interactiveDismissalDidEnd()
        let toolbar = try #require(
            Self.accessory(nil, height: 44, placedOn: Self.letters, isInNotificationFrame: false))
        #expect(delivery.recount(toolbar)?.height == 380)
        // The next drag measures again: 370 points is less keyboard than the 380 announced, so it is heard as it is.
        delivery.interactiveDismissalDidBegin()
        let frame = CGRect(x: 0, y: 482, width: 393, height: 370)
        guard
            case .deliver(let dragged) = delivery.receive(try delivery.trackedChange(frame, screenBounds: Drag.screen))
        else {
            Issue.record("the 370-point frame was not delivered")
            return
        }
        #expect(dragged.height == 370)
    }

    @Test("an accessory not yet in a window is recorded in no trace: only its size is known, not where it is")
    func unplacedAccessoryIsNotRecorded() throws {
        let unplaced = try #require(
            Accessory(unplacedWidth: 393, boundsHeight: 44, intrinsicHeight: nil, isInNotificationFrame: false))
        #expect(unplaced.userInfo.isEmpty)
        #expect(Accessory(frame: CGRect(x: 0, y: 472, width: 393, height: 44)).userInfo.count == 2)
    }

    @Test("an accessory before its first layout counts its intrinsic height; with no height it counts nothing")
    func unplacedAccessoryHeight() {
        let intrinsic = Accessory(unplacedWidth: 0, boundsHeight: 0, intrinsicHeight: 44, isInNotificationFrame: false)
        #expect(intrinsic?.frame.height == 44)
        #expect(
            Accessory(unplacedWidth: 393, boundsHeight: 0, intrinsicHeight: nil, isInNotificationFrame: false) == nil)
    }
}
