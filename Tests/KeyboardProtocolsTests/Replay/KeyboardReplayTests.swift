import Foundation
import Testing

@testable import KeyboardProtocols
@testable import KeyboardProtocolsTesting

@Suite("Replaying a keyboard session")
struct ReplayEngineTests {
    static let iPhoneSE = KeyboardTrace.Layout(screen: KeyboardTrace.Size(width: 375, height: 667))
    static let iPhone15Pro = KeyboardTrace.Layout(
        screen: KeyboardTrace.Size(width: 393, height: 852), safeAreaInsets: KeyboardTrace.Insets(top: 59, bottom: 34))

    static func event(
        _ notification: String, begin: String, end: String, time: TimeInterval
    ) -> KeyboardTrace.Event {
        KeyboardTrace.Event(
            notification: notification,
            userInfo: [
                "UIKeyboardFrameBeginUserInfoKey": .printed(begin),
                "UIKeyboardFrameEndUserInfoKey": .printed(end),
                "UIKeyboardAnimationDurationUserInfoKey": .number(0.25),
                "UIKeyboardAnimationCurveUserInfoKey": .number(7),
                "UIKeyboardIsLocalUserInfoKey": .number(1),
            ],
            time: time)
    }

    /// An iPhone SE session as UIKit posts it: show (4 notifications), QuickType bar 216 → 258 (2), hide (4).
    static let seSession: [KeyboardTrace.Event] = {
        let below216 = "NSRect: {{0, 667}, {375, 216}}"
        let shown216 = "NSRect: {{0, 451}, {375, 216}}"
        let shown258 = "NSRect: {{0, 409}, {375, 258}}"
        let below258 = "NSRect: {{0, 667}, {375, 258}}"
        return [
            event("UIKeyboardWillChangeFrameNotification", begin: below216, end: shown216, time: 0),
            event("UIKeyboardWillShowNotification", begin: below216, end: shown216, time: 0),
            event("UIKeyboardDidChangeFrameNotification", begin: below216, end: shown216, time: 0.25),
            event("UIKeyboardDidShowNotification", begin: below216, end: shown216, time: 0.25),
            event("UIKeyboardWillChangeFrameNotification", begin: shown216, end: shown258, time: 1),
            event("UIKeyboardWillShowNotification", begin: shown216, end: shown258, time: 1),
            event("UIKeyboardWillChangeFrameNotification", begin: shown258, end: below258, time: 3),
            event("UIKeyboardWillHideNotification", begin: shown258, end: below258, time: 3),
            event("UIKeyboardDidChangeFrameNotification", begin: shown258, end: below258, time: 3.25),
            event("UIKeyboardDidHideNotification", begin: shown258, end: below258, time: 3.25),
        ]
    }()

    @Test("a show, a QuickType change and a hide are delivered once per transition, never for did-notifications")
    func singleDeliveryPerTransition() {
        let rows = KeyboardReplay(layout: Self.iPhoneSE).rows(for: Self.seSession)
        #expect(rows.map(\.isDelivered) == [true, false, false, false, true, false, true, false, false, false])
        #expect(rows.filter(\.isDelivered).map(\.height) == [216, 258, 0])
    }

    /// The iPhone 15 Pro's 336-point keyboard, below the screen and docked, as printed.
    static let (below336, docked336) = ("NSRect: {{0, 852}, {393, 336}}", "NSRect: {{0, 516}, {393, 336}}")

    @Test("moving to the next field at 2 s, hide and show in one turn, delivers neither: the first show stays")
    func fieldSwitchInOneTurnNotDelivered() {
        let (below, docked) = (Self.below336, Self.docked336)
        let events = [
            Self.event("UIKeyboardWillChangeFrameNotification", begin: below, end: docked, time: 0),
            Self.event("UIKeyboardWillShowNotification", begin: below, end: docked, time: 0),
            Self.event("UIKeyboardWillChangeFrameNotification", begin: docked, end: below, time: 2),
            Self.event("UIKeyboardWillHideNotification", begin: docked, end: below, time: 2),
            Self.event("UIKeyboardWillChangeFrameNotification", begin: below, end: docked, time: 2),
            Self.event("UIKeyboardWillShowNotification", begin: below, end: docked, time: 2),
        ]
        let rows = KeyboardReplay(layout: Self.iPhone15Pro).rows(for: events)
        #expect(rows.map(\.isDelivered) == [true, false, false, false, false, false])
    }

    @Test("the same hide and show printed without times are turns of their own: the hide is delivered, then the show")
    func untimedEventsAreTheirOwnTurns() {
        let (below, docked) = (Self.below336, Self.docked336)
        let events = [
            Self.event("UIKeyboardWillShowNotification", begin: below, end: docked, time: 0),
            Self.event("UIKeyboardWillHideNotification", begin: docked, end: below, time: 2),
            Self.event("UIKeyboardWillShowNotification", begin: below, end: docked, time: 2),
        ].map { KeyboardTrace.Event(notification: $0.notification, userInfo: $0.userInfo) }
        let rows = KeyboardReplay(layout: Self.iPhone15Pro).rows(for: events)
        #expect(rows.map(\.isDelivered) == [true, true, true])
    }

    @Test("an iPad floating keyboard posting only did-change-frame is delivered; a show's own did-change-frame is not")
    func didChangeFrameDeliveredOnlyForUnannouncedMove() {
        let iPadAir = KeyboardTrace.Layout(screen: KeyboardTrace.Size(width: 820, height: 1180))
        let below = "NSRect: {{0, 1180}, {820, 398}}"
        let docked = "NSRect: {{0, 782}, {820, 398}}"
        let floating = "NSRect: {{250, 700}, {320, 250}}"
        let events = [
            Self.event("UIKeyboardWillShowNotification", begin: below, end: docked, time: 0),
            Self.event("UIKeyboardDidChangeFrameNotification", begin: below, end: docked, time: 0.25),
            Self.event("UIKeyboardDidChangeFrameNotification", begin: docked, end: floating, time: 4),
        ]
        let rows = KeyboardReplay(layout: iPadAir).rows(for: events)
        #expect(rows.map(\.isDelivered) == [true, false, true])
        #expect(rows.map(\.height) == [398, 398, 0])
    }

    @Test("each row carries the time, the UIKit name, visibility, docking, height and inset")
    func rowValues() {
        let rows = KeyboardReplay(layout: Self.iPhoneSE).rows(for: Self.seSession)
        #expect(rows.map(\.time) == [0, 0, 0.25, 0.25, 1, 1, 3, 3, 3.25, 3.25])
        #expect(rows[1].notification == "UIKeyboardWillShowNotification")
        #expect(rows.map(\.isVisible) == [true, true, true, true, true, true, false, false, false, false])
        #expect(rows.map(\.isDocked) == [true, true, true, true, true, true, false, false, false, false])
        #expect(rows.map(\.bottomInset) == [216, 216, 216, 216, 258, 258, 0, 0, 0, 0])
        #expect(rows.allSatisfy { $0.error == nil })
    }

    @Test("on an iPhone 15 Pro the 336-point keyboard sets a 302-point inset above the 34-point safe area")
    func bottomInsetSubtractsSafeArea() {
        let show = Self.event(
            "UIKeyboardWillShowNotification", begin: "NSRect: {{0, 852}, {393, 336}}",
            end: "NSRect: {{0, 516}, {393, 336}}", time: 0)
        let row = KeyboardReplay(layout: Self.iPhone15Pro).rows(for: [show])[0]
        #expect(row.height == 336)
        #expect(row.bottomInset == 302)
    }

    @Test("an iPad split keyboard undocking to {{0, -264}, {768, 304}} is visible, undocked and covers nothing")
    func splitKeyboardUndocks() {
        let iPad = KeyboardTrace.Layout(screen: KeyboardTrace.Size(width: 768, height: 1024))
        let undock = Self.event(
            "UIKeyboardWillChangeFrameNotification", begin: "NSRect: {{0, 711}, {768, 313}}",
            end: "NSRect: {{0, -264}, {768, 304}}", time: 0)
        let row = KeyboardReplay(layout: iPad).rows(for: [undock])[0]
        #expect(row.isVisible)
        #expect(!row.isDocked)
        #expect(row.height == 0)
        #expect(row.bottomInset == 0)
    }

    @Test("an event that can't be understood keeps the keyboard's state, has no numbers and is not delivered")
    func errorRowKeepsState() {
        var events = Array(Self.seSession.prefix(2))
        events.append(
            KeyboardTrace.Event(
                notification: "UIKeyboardWillChangeFrameNotification",
                userInfo: ["UIKeyboardFrameEndUserInfoKey": .printed("NSRect: {{0, 451}, {375, fast}}")], time: 2))
        let row = KeyboardReplay(layout: Self.iPhoneSE).rows(for: events)[2]
        #expect(row.change == nil)
        #expect(row.height == nil)
        #expect(row.bottomInset == nil)
        #expect(row.isVisible)
        #expect(row.isDocked)
        #expect(!row.isDelivered)
        #expect(
            row.error?.description
                == "UIKeyboardFrameEndUserInfoKey has the value \"NSRect: {{0, 451}, {375, fast}}\", which is not a rectangle"
        )
    }

    @Test("an event whose name is not a keyboard notification has no notification and an error naming it")
    func unknownNotificationRow() {
        let event = KeyboardTrace.Event(
            notification: "UIApplicationDidBecomeActiveNotification",
            userInfo: ["UIKeyboardFrameEndUserInfoKey": .printed("NSRect: {{0, 451}, {375, 216}}")])
        let row = KeyboardReplay(layout: Self.iPhoneSE).rows(for: [event])[0]
        #expect(row.notification == nil)
        #expect(row.error == .unknownNotification("UIApplicationDidBecomeActiveNotification"))
    }

    @Test("the three fixtures replay on their own screens with their published numbers")
    func fixturesReplay() {
        let se = KeyboardReplay(layout: Self.iPhoneSE)
        let iPhone11 = KeyboardReplay(layout: KeyboardTrace.Layout(screen: KeyboardTrace.Size(width: 414, height: 896)))
        let show = se.rows(for: KeyboardPrintedPayload.events(in: ReplayFixtures.objcWillShow))
        let hide = se.rows(for: KeyboardPrintedPayload.events(in: ReplayFixtures.objcUnquotedWillHide))
        let swift = iPhone11.rows(for: KeyboardPrintedPayload.events(in: ReplayFixtures.swiftWillShow))
        #expect(show.map(\.height) == [216])
        #expect(hide.map(\.height) == [0])
        #expect(hide.map(\.isVisible) == [false])
        #expect(swift.map(\.height) == [346])
        #expect([show, hide, swift].map { $0[0].change?.animationOptions.rawValue } == [458_756, 458_756, 458_756])
    }
}

@MainActor
@Suite("Replaying a trace through real observers")
struct ReplayThroughObserversTests {
    let center = NotificationCenter()

    @Test("a trace posted on a real NotificationCenter reaches an observer exactly as the replay's delivered rows")
    func observersHearDeliveredRows() async throws {
        let trace = KeyboardTrace(layout: ReplayEngineTests.iPhoneSE, events: ReplayEngineTests.seSession)
        let loaded = try KeyboardTrace(json: trace.json())
        let screen = loaded.layout.screenBounds
        KeyboardObserverRegistry.registry(for: center).screenBoundsProvider = { _ in screen }
        let observer = RecordingObserver()
        observer.addKeyboardFrameChangesObserver(center: center)
        defer { observer.removeKeyboardFrameChangesObserver(center: center) }

        let posted = KeyboardReplay.post(loaded.events, to: center)
        // The hide is the last transition: observers hear it once its turn of the main run loop is over.
        await DevicePayloads.endMainTurn()

        let rows = KeyboardReplay.rows(for: loaded)
        #expect(posted == 10)
        #expect(observer.changes == rows.filter(\.isDelivered).compactMap(\.change))
        #expect(observer.deliveries.map(\.height) == [216, 258, 0])
        #expect(observer.deliveries.map(\.options.rawValue) == [458_756, 458_756, 458_756])
    }

    @Test("a printed dump posted on a real NotificationCenter tells the observer the iPhone 11's 346 points")
    func printedDumpReachesObserver() {
        KeyboardObserverRegistry.registry(for: center).screenBoundsProvider = { _ in
            CGRect(x: 0, y: 0, width: 414, height: 896)
        }
        let observer = RecordingObserver()
        observer.addKeyboardFrameChangesObserver(center: center)
        defer { observer.removeKeyboardFrameChangesObserver(center: center) }

        KeyboardReplay.post(KeyboardPrintedPayload.events(in: ReplayFixtures.swiftWillShow), to: center)

        #expect(
            observer.deliveries == [.init(height: 346, duration: 0.25, options: KeyboardAnimationOptions(curve: 7))])
    }

    @Test("an unreadable replayed payload reaches observers as the live path's failure")
    func badPayloadFailsLikeLive() {
        let observer = RecordingObserver()
        observer.addKeyboardFrameChangesObserver(center: center)
        defer { observer.removeKeyboardFrameChangesObserver(center: center) }

        KeyboardReplay.post(
            KeyboardPrintedPayload.events(in: #"UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, nan}, {375, 216}}";"#),
            to: center)

        #expect(observer.deliveries.isEmpty)
        #expect(observer.failures.map(\.key) == ["UIKeyboardFrameEndUserInfoKey"])
    }

    @Test("an event with a name that is not a keyboard notification is not posted")
    func unknownNamesAreNotPosted() {
        let event = KeyboardTrace.Event(notification: "NSSystemClockDidChangeNotification", userInfo: [:])
        #expect(KeyboardReplay.post([event], to: center) == 0)
    }
}

@Suite("Replaying a will-hide whose end frame can't be read")
struct ReplayUnreadableHideTests {
    /// iPhone 15 Pro: the 336-point keyboard up, then iOS 7's will-hide ending at {{inf, inf}, {0, 0}} with no
    /// duration (DAKeyboardControl issue 91).
    static let events = [
        ReplayEngineTests.event(
            "UIKeyboardWillShowNotification", begin: ReplayEngineTests.below336, end: ReplayEngineTests.docked336,
            time: 0),
        KeyboardTrace.Event(
            notification: "UIKeyboardWillHideNotification",
            userInfo: [
                "UIKeyboardFrameBeginUserInfoKey": .printed(ReplayEngineTests.docked336),
                "UIKeyboardFrameEndUserInfoKey": .printed("NSRect: {{inf, inf}, {0, 0}}"),
            ],
            time: 2),
    ]

    @Test("the row shows the hide observers heard, with the defaults, as the live registry delivers it")
    func hideIsDelivered() throws {
        let rows = KeyboardReplay(layout: ReplayEngineTests.iPhone15Pro).rows(for: Self.events)
        let row = rows[1]
        #expect(row.isDelivered)
        #expect(!row.isVisible)
        #expect(row.height == 0)
        #expect(row.bottomInset == 0)
        let heard = try #require(row.change)
        #expect(heard.event == .willHide)
        #expect(heard.beginFrame == CGRect(x: 0, y: 516, width: 393, height: 336))
        #expect(heard.animationDuration == KeyboardFrameChange.defaultAnimationDuration)
        #expect(heard.animationCurve == KeyboardFrameChange.defaultAnimationCurve)
        #expect(row.payload == nil)
    }

    @Test("the row still names the key and the value that failed")
    func errorIsNamed() {
        let row = KeyboardReplay(layout: ReplayEngineTests.iPhone15Pro).rows(for: Self.events)[1]
        #expect(row.error?.description.contains("UIKeyboardFrameEndUserInfoKey") == true)
        #expect(row.error?.description.contains("inf") == true)
    }

    @Test("an unreadable will-change-frame in the same turn still changes nothing")
    func changeFrameStaysAnError() {
        var events = Self.events
        events.insert(
            KeyboardTrace.Event(
                notification: "UIKeyboardWillChangeFrameNotification", userInfo: Self.events[1].userInfo, time: 2),
            at: 1)
        let rows = KeyboardReplay(layout: ReplayEngineTests.iPhone15Pro).rows(for: events)
        #expect(rows[1].change == nil)
        #expect(rows[1].height == nil)
        #expect(rows.map(\.isDelivered) == [true, false, true])
        #expect(rows[2].height == 0)
    }
}
