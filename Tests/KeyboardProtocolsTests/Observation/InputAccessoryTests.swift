import Foundation
import Testing

@testable import KeyboardProtocols

/// What rides on the keyboard counts: the covered area is the union of the notification's frame and the input
/// accessory's. iPhone 15 (393 x 852): keyboard 336 at y 516, a 44-point accessory on top of it at y 472. iOS 26 leaves
/// the accessory out of the frame (badoo/Chatto PR 797, manaflow-ai/cmux PR 6719); iOS 18 and earlier include it.
@MainActor
@Suite("What rides on the keyboard counts")
struct InputAccessoryTests {
    typealias Drag = InteractiveDismissalPayloads
    typealias Accessory = KeyboardFrameChange.Accessory

    /// The 44-point toolbar on top of the 336-point keyboard.
    static let toolbar = CGRect(x: 0, y: 472, width: 393, height: 44)
    /// The keyboard's frame on iOS 18 and earlier, the toolbar included: 380 points.
    static let withToolbar = CGRect(x: 0, y: 472, width: 393, height: 380)
    /// A MessageKit-style composer, 78 points (44 + the 34-point home indicator), sensed on top of the keyboard.
    static let composerOnKeyboard = CGRect(x: 0, y: 438, width: 393, height: 78)

    let center = NotificationCenter()

    private func change(_ event: KeyboardEvent, from begin: CGRect, to end: CGRect) throws -> KeyboardFrameChange {
        try KeyboardFrameChange(
            event: event, userInfo: DevicePayloads.userInfo(begin: begin, end: end), screenBounds: Drag.screen)
    }

    /// Runs `body` with an observer registered on the test's center, whose platform senses `accessory`.
    private func withAccessory(
        _ accessory: Accessory, _ body: (_ observer: RecordingObserver) async -> Void
    ) async {
        let observer = RecordingObserver()
        let registry = KeyboardObserverRegistry.registry(
            for: center, platform: KeyboardPlatform(keyboardAccessory: { _, _ in accessory }))
        registry.screenBoundsProvider = { _ in Drag.screen }
        observer.addKeyboardFrameChangesObserver(center: center)
        await body(observer)
        observer.removeKeyboardFrameChangesObserver(center: center)
    }

    /// Lets the main queue run what the registry scheduled: the end of the current run-loop turn.
    private func nextTurn() async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.main.async { done.resume() }
        }
    }

    private func post(showing: Bool, from begin: CGRect, to end: CGRect) {
        for notification in Drag.transition(showing: showing, from: begin, to: end) { center.post(notification) }
    }

    // MARK: - The rule

    @Test("iOS 26: keyboard 336 and a 44-point toolbar left out of the frame cover 380 points")
    func iOS26CountsTheToolbar() throws {
        let counted = try change(.willShow, from: Drag.hidden, to: Drag.resting).riding(Accessory(frame: Self.toolbar))
        #expect(counted.height == 380)
        #expect(counted.endFrame == Self.withToolbar)
        #expect(counted.accessoryFrame == Self.toolbar)
        #expect(counted.animationDuration == 0.25)
    }

    @Test("iOS 18: a 380-point frame that includes the toolbar is not counted twice")
    func iOS18CountsItOnce() throws {
        let counted = try change(.willShow, from: Drag.hidden, to: Self.withToolbar).riding(
            Accessory(frame: Self.toolbar))
        #expect(counted.height == 380)
        #expect(counted.endFrame == Self.withToolbar)
    }

    @Test("a field's toolbar goes with the keyboard: a will-hide hides even with the toolbar sensed where it was")
    func fieldToolbarLeavesWithTheKeyboard() throws {
        let hide = try change(.willHide, from: Drag.resting, to: Drag.hidden).riding(Accessory(frame: Self.toolbar))
        #expect(!hide.isVisible)
        #expect(hide.height == 0)
        #expect(hide.accessoryFrame == nil)
    }

    @Test("a composer stays docked when the keyboard hides: 78 points at the bottom of the screen")
    func composerStaysDocked() throws {
        let hide = try change(.willHide, from: Drag.resting, to: Drag.hidden).riding(
            Accessory(frame: Self.composerOnKeyboard, staysWithoutKeyboard: true))
        #expect(hide.isDocked)
        #expect(hide.height == 78)
        #expect(hide.endFrame == CGRect(x: 0, y: 774, width: 393, height: 78))
    }

    @Test("an accessory off screen or empty changes nothing")
    func offScreenAccessoryChangesNothing() throws {
        let show = try change(.willShow, from: Drag.hidden, to: Drag.resting)
        #expect(show.riding(Accessory(frame: CGRect(x: 0, y: 900, width: 393, height: 44))) == show)
        #expect(show.riding(Accessory(frame: CGRect(x: 0, y: 472, width: 393, height: 0))) == show)
        #expect(show.riding(nil) == show)
    }

    @Test("a payload carrying the accessory (a version-4 trace, a test) is read with it; a bad one is recovered")
    func payloadCarriesTheAccessory() throws {
        var userInfo = DevicePayloads.userInfo(begin: Drag.hidden, end: Drag.resting)
        userInfo[KeyboardFrameChange.accessoryFrameKey] = "NSRect: {{0, 472}, {393, 44}}"
        #expect(try KeyboardFrameChange(event: .willShow, userInfo: userInfo, screenBounds: Drag.screen).height == 380)
        userInfo[KeyboardFrameChange.accessoryFrameKey] = "NSRect: {{0, nan}, {393, 44}}"
        let recovered = try KeyboardFrameChange(event: .willShow, userInfo: userInfo, screenBounds: Drag.screen)
        #expect(recovered.height == 336)
        #expect(recovered.recoveredErrors.map(\.key) == [KeyboardFrameChange.accessoryFrameKey])
    }

    // MARK: - Through the registry

    @Test("every observer and the gist's callback hear keyboard plus toolbar: 380, on the keyboard's animation")
    func registryCountsTheToolbar() async {
        await withAccessory(Accessory(frame: Self.toolbar)) { observer in
            post(showing: true, from: Drag.hidden, to: Drag.resting)
            #expect(observer.deliveries.map(\.height) == [380])
            #expect(observer.deliveries.first?.duration == 0.25)
            // The did-change-frame, counted the same way, confirms the 380 points: a settle, not news.
            #expect(observer.settled.map(\.height) == [380])
        }
    }

    @Test("a layout-guide frame of 380 agreeing with keyboard plus toolbar is not clamped; a drag 60 down is 320")
    func guideAgreeingWithTheToolbarIsNotClamped() async {
        await withAccessory(Accessory(frame: Self.toolbar)) { observer in
            let registry = KeyboardObserverRegistry.registry(for: center)
            post(showing: true, from: Drag.hidden, to: Drag.resting)
            registry.interactiveDismissalDidBegin()
            // One layout pass per frame, as the finger moves (a step back within one pass is a jump: FB18129551).
            registry.trackKeyboardFrame(Self.withToolbar, screenBounds: Drag.screen)
            await nextTurn()
            registry.trackKeyboardFrame(CGRect(x: 0, y: 532, width: 393, height: 380), screenBounds: Drag.screen)
            await nextTurn()
            registry.trackKeyboardFrame(Self.withToolbar, screenBounds: Drag.screen)
            #expect(observer.deliveries.map(\.height) == [380, 320, 380])
            registry.interactiveDismissalDidEnd()
        }
    }

    @Test("a composer with the keyboard hidden still covers its 78 points once the hide's turn ends")
    func composerCountsWithTheKeyboardHidden() async {
        await withAccessory(Accessory(frame: Self.composerOnKeyboard, staysWithoutKeyboard: true)) {
            observer in
            post(showing: true, from: Drag.hidden, to: Drag.resting)
            post(showing: false, from: Drag.resting, to: Drag.hidden)
            // Held like any hide: the next field's will-show in this turn would cancel it.
            #expect(observer.deliveries.map(\.height) == [414])
            await DevicePayloads.endMainTurn()
            #expect(observer.deliveries.map(\.height) == [414, 78])
        }
    }

    @Test("a composer's hide cancelled by the next will-show in its turn reaches nobody")
    func composerHideCancelledInItsTurn() async {
        await withAccessory(Accessory(frame: Self.composerOnKeyboard, staysWithoutKeyboard: true)) {
            observer in
            post(showing: true, from: Drag.hidden, to: Drag.resting)
            post(showing: false, from: Drag.resting, to: Drag.hidden)
            post(showing: true, from: Drag.hidden, to: Drag.resting)
            await DevicePayloads.endMainTurn()
            #expect(observer.deliveries.map(\.height) == [414])
        }
    }

    /// What the UIKit layer senses, changed by a test as fields take the focus.
    final class Sensed {
        var accessory: Accessory?
    }

    @Test("either order: a text view begins editing after its will-change-frame, a text field before; both end at 380")
    func textViewOrderIsCorrected() async {
        for textViewOrder in [true, false] {
            // A center of its own per order: the registry of the last one may still be observing.
            let center = NotificationCenter()
            let sensed = Sensed()
            let observer = RecordingObserver()
            KeyboardObserverRegistry.registry(
                for: center, platform: KeyboardPlatform(keyboardAccessory: { [sensed] _, _ in sensed.accessory })
            ).screenBoundsProvider = { _ in Drag.screen }
            observer.addKeyboardFrameChangesObserver(center: center)
            let field = NSObject()
            func beginEditing() {
                sensed.accessory = Accessory(frame: Self.toolbar)
                center.post(name: Notification.Name("UITextViewTextDidBeginEditingNotification"), object: field)
            }
            let show = Drag.transition(showing: true, from: Drag.hidden, to: Drag.resting)
            if !textViewOrder { beginEditing() }
            center.post(show[0])
            if textViewOrder { beginEditing() }
            for notification in show.dropFirst() { center.post(notification) }
            // The text view's toolbar, sensed too late for its will-change-frame, corrects it on the same animation.
            #expect(observer.deliveries.map(\.height) == (textViewOrder ? [336, 380] : [380]))
            #expect(observer.deliveries.last?.duration == 0.25)
            #expect(observer.settled.map(\.height) == [380])
            observer.removeKeyboardFrameChangesObserver(center: center)
        }
    }

    // MARK: - Traces

    /// A version-4 trace of the iPhone 15 show with the toolbar the recorder sensed, or a version-3 one without.
    private func trace(version: Int, accessory: Bool) throws -> KeyboardTrace {
        let toolbar =
            accessory ? #", "KeyboardProtocolsInputAccessoryFrame": "NSRect: {{0, 472}, {393, 44}}""# : ""
        let json = """
            {
              "version": \(version),
              "layout": { "screen": { "width": 393, "height": 852 }, "safeAreaInsets": { "bottom": 34 } },
              "events": [
                {
                  "time": 0,
                  "notification": "UIKeyboardWillShowNotification",
                  "userInfo": {
                    "UIKeyboardFrameBeginUserInfoKey": "NSRect: {{0, 852}, {393, 336}}",
                    "UIKeyboardFrameEndUserInfoKey": "NSRect: {{0, 516}, {393, 336}}",
                    "UIKeyboardAnimationDurationUserInfoKey": 0.25,
                    "UIKeyboardAnimationCurveUserInfoKey": 7\(toolbar)
                  }
                }
              ]
            }
            """
        return try KeyboardTrace(json: Data(json.utf8))
    }

    @Test("a version-4 trace carries the toolbar and its replay counts it: 380 points, the inset 346")
    func version4TraceReplaysTheToolbar() throws {
        let rows = KeyboardReplay.rows(for: try trace(version: 4, accessory: true))
        #expect(rows.map(\.height) == [380])
        // 380 less the 34-point home indicator.
        #expect(rows.map(\.bottomInset) == [346])
    }

    @Test("a version-3 trace, which carries no accessory, still reads: 336 points")
    func version3TraceStillReads() throws {
        let old = try trace(version: 3, accessory: false)
        #expect(KeyboardReplay.rows(for: old).map(\.height) == [336])
    }

    @Test("the recorder writes version 4 or later, the accessory printed in the notification's payload")
    func recordingKeepsTheAccessory() throws {
        var userInfo = DevicePayloads.userInfo(begin: Drag.hidden, end: Drag.resting)
        for (key, value) in Accessory(frame: Self.toolbar).userInfo { userInfo[key] = value }
        var recording = KeyboardTraceRecording(layout: Drag.layout, startTime: 0)
        _ = recording.record(
            Notification(name: KeyboardEvent.willShow.notificationName, object: nil, userInfo: userInfo), at: 0)
        let written = try KeyboardTrace(json: recording.trace.json())
        #expect(written.version >= 4 && written.version == KeyboardTrace.currentVersion)
        #expect(
            written.events.first.flatMap { $0.userInfo[KeyboardFrameChange.accessoryFrameKey] }?.printedText
                == "NSRect: {{0, 472}, {393, 44}}")
        #expect(KeyboardReplay.rows(for: written).map(\.height) == [380])
    }
}
