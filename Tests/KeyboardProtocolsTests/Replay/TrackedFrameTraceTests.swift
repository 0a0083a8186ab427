import Foundation
import Testing

@testable import KeyboardProtocols
@testable import KeyboardProtocolsTesting
@testable import KeyboardReplayCommand

@Suite("Traces of format version 2: tracked keyboard frames")
struct TrackedFrameTraceTests {
    typealias Drag = InteractiveDismissalPayloads

    private func trace(_ json: String) throws -> KeyboardTrace {
        try KeyboardTrace(json: Data(json.utf8))
    }

    // MARK: - Reading and writing

    @Test("a version-2 trace reads a tracked event as its printed frame and time, with no notification")
    func readsTrackedEvent() throws {
        let trace = try trace(Drag.fullDragJSON)
        #expect(trace.version == 2)
        let event = trace.events[4]
        #expect(event.isTracked)
        #expect(event.trackedKeyboardFrame == "NSRect: {{0, 600}, {393, 336}}")
        #expect(event.time == 1.05)
        #expect(event.notification == nil)
        #expect(event.userInfo.isEmpty)
    }

    @Test("a version-1 trace holding a tracked frame fails with a typed error naming the event")
    func trackedFrameInVersion1Fails() {
        let json = #"""
            {"version": 1, "layout": {"screen": {"width": 393, "height": 852}},
             "events": [{"time": 1.05, "trackedKeyboardFrame": "NSRect: {{0, 600}, {393, 336}}"}]}
            """#
        #expect(throws: KeyboardTraceError.trackedFrameInVersion1(eventIndex: 0)) { try trace(json) }
        #expect(
            KeyboardTraceError.trackedFrameInVersion1(eventIndex: 0).description
                == "events[0].trackedKeyboardFrame: tracked keyboard frames need trace format version 2, "
                + "and this trace says version 1")
    }

    @Test("a version-1 trace of notifications still reads")
    func version1StillReads() throws {
        let json = #"""
            {"version": 1, "layout": {"screen": {"width": 375, "height": 667}},
             "events": [{"notification": "UIKeyboardWillShowNotification",
                         "userInfo": {"UIKeyboardFrameEndUserInfoKey": "NSRect: {{0, 451}, {375, 216}}"}}]}
            """#
        let trace = try trace(json)
        #expect(trace.version == 1)
        #expect(KeyboardReplay.rows(for: trace).map(\.height) == [216])
    }

    @Test("an event with both a tracked frame and a notification fails naming the event and the frame")
    func bothKindsFail() {
        let json = #"""
            {"version": 2, "layout": {"screen": {"width": 393, "height": 852}},
             "events": [{"trackedKeyboardFrame": "NSRect: {{0, 600}, {393, 336}}",
                         "notification": "UIKeyboardWillShowNotification", "userInfo": {}}]}
            """#
        let error = #expect(throws: KeyboardTraceError.self) { try trace(json) }
        #expect(error?.description.contains("events[0].trackedKeyboardFrame") == true)
        #expect(error?.description.contains("NSRect: {{0, 600}, {393, 336}}") == true)
    }

    // Format version 5 records layout changes; version 4 the input accessory; version 3 drags; before, the package
    // wrote version 2.
    @Test("a written trace is version 5 and a tracked event holds only its time and frame")
    func writesVersion5() throws {
        let written = KeyboardTrace(layout: Drag.layout, events: [Drag.traceTracked(top: 600, at: 1.05)])
        let object = try JSONSerialization.jsonObject(with: written.json()) as? [String: Any]
        #expect(object?["version"] as? Int == 5)
        let event = try #require((object?["events"] as? [[String: Any]])?.first)
        #expect(Set(event.keys) == ["time", "trackedKeyboardFrame"])
        #expect(event["trackedKeyboardFrame"] as? String == "NSRect: {{0, 600}, {393, 336}}")
        #expect(try KeyboardTrace(json: written.json()) == written)
    }

    // MARK: - Recording

    @Test("the registry's tracked-frame notification is recorded as a tracked event with its time")
    func recordsTrackedNotification() {
        var recording = KeyboardTraceRecording(layout: Drag.layout, startTime: 100)
        let notification = Notification(
            name: KeyboardDelivery.trackedFrameNotification, object: nil,
            userInfo: [KeyboardFrameChange.trackedFrameKey: platformBoxed(Drag.keyboard(top: 600))])
        let recorded = recording.record(notification, at: 101.25)
        #expect(recorded)
        #expect(
            recording.trace.events == [
                KeyboardTrace.Event(trackedKeyboardFrame: "NSRect: {{0, 600}, {393, 336}}", time: 1.25)
            ])
    }

    @Test("a tracked-frame notification without a frame is not recorded")
    func tracksOnlyFrames() {
        var recording = KeyboardTraceRecording(layout: Drag.layout, startTime: 0)
        let notification = Notification(name: KeyboardDelivery.trackedFrameNotification)
        let recorded = recording.record(notification, at: 1)
        #expect(!recorded)
        #expect(recording.trace.events.isEmpty)
    }

    @Test("a recording fed by a real center and the tracking entry point replays the drag as it was delivered")
    @MainActor
    func recordsThroughTheRegistry() {
        let center = NotificationCenter()
        var recording = KeyboardTraceRecording(layout: Drag.layout, startTime: 0)
        let names =
            KeyboardEvent.allCases.map(\.notificationName) + [
                KeyboardDelivery.trackedFrameNotification, KeyboardDelivery.interactiveDismissalDidBeginNotification,
                KeyboardDelivery.interactiveDismissalDidEndNotification,
            ]
        let box = RecordingBox()
        let tokens = names.map { name in
            center.addObserver(forName: name, object: nil, queue: nil) { notification in
                let posted = UncheckedNotification(notification: notification)
                MainActor.assumeIsolated { box.notifications.append(posted.notification) }
            }
        }
        defer { tokens.forEach(center.removeObserver) }
        let registry = KeyboardObserverRegistry.registry(for: center)
        registry.addTrackedFrameListener(box)  // as a trace recorder registers
        for notification in Drag.transition(showing: true, from: Drag.hidden, to: Drag.resting) {
            center.post(notification)
        }
        registry.interactiveDismissalDidBegin()
        registry.trackKeyboardFrame(Drag.keyboard(top: 600), screenBounds: Drag.screen)
        for notification in box.notifications { recording.record(notification, at: 0) }
        let rows = KeyboardReplay.rows(for: recording.trace)
        #expect(rows.map(\.isTracked) == [false, false, false, false, false, true])
        #expect(rows[4].interactiveDismissal == .began)
        #expect(rows.last?.height == 252)
        #expect(rows.last?.isDelivered == true)
    }

    @Test("live and replayed agree: a drag recorded turn by turn replays to what the observer heard, 336 252 152 336")
    @MainActor
    func liveAndReplayAgree() async {
        let live = LiveDragRecording()
        defer { live.stop() }
        let registry = live.registry
        await live.endTurn()
        registry.interactiveDismissalDidBegin()
        registry.trackKeyboardFrame(Drag.keyboard(top: 600), screenBounds: Drag.screen)
        await live.endTurn()
        registry.trackKeyboardFrame(Drag.keyboard(top: 700), screenBounds: Drag.screen)
        registry.interactiveDismissalDidEnd()
        await live.endTurn()
        await live.aMomentPasses()
        // The keyboard springs back with nothing announced: the layout shows it.
        registry.trackKeyboardFrame(Drag.resting, screenBounds: Drag.screen)
        await live.endTurn()
        let replayed = KeyboardReplay.rows(for: live.recording.trace).filter(\.isDelivered).compactMap(\.change)
        #expect(live.observer.deliveries.map(\.height) == [336, 252, 152, 336])
        #expect(replayed.map(\.height) == live.observer.deliveries.map(\.height))
        #expect(replayed.map(\.animationDuration) == live.observer.deliveries.map(\.duration))
    }

    @Test("live and replayed agree: a drag whose hide comes one turn after the release is heard as 336 252 152 0")
    @MainActor
    func liveAndReplayAgreeOnHideNextTurn() async {
        let live = LiveDragRecording()
        defer { live.stop() }
        let registry = live.registry
        await live.endTurn()
        registry.interactiveDismissalDidBegin()
        registry.trackKeyboardFrame(Drag.keyboard(top: 600), screenBounds: Drag.screen)
        await live.endTurn()
        registry.trackKeyboardFrame(Drag.keyboard(top: 700), screenBounds: Drag.screen)
        registry.interactiveDismissalDidEnd()
        await live.inTheNextTurn {
            for notification in Drag.transition(showing: false, from: Drag.keyboard(top: 700), to: Drag.hidden) {
                live.center.post(notification)
            }
        }
        await live.aMomentPasses()
        let replayed = KeyboardReplay.rows(for: live.recording.trace).filter(\.isDelivered).compactMap(\.change)
        #expect(live.observer.deliveries.map(\.height) == [336, 252, 152, 0])
        #expect(replayed.map(\.height) == live.observer.deliveries.map(\.height))
        #expect(replayed.map(\.animationDuration) == live.observer.deliveries.map(\.duration))
    }

    // MARK: - Replay

    @Test("a full drag replays: the show, four dragged frames and the release, each delivered once")
    func replaysFullDrag() throws {
        let rows = KeyboardReplay.rows(for: try trace(Drag.fullDragJSON))
        let delivered = rows.filter(\.isDelivered)
        #expect(delivered.map(\.height) == [336, 292, 252, 152, 52, 0])
        #expect(delivered.map(\.bottomInset) == [302, 258, 218, 118, 18, 0])
        #expect(delivered.map(\.isTracked) == [false, true, true, true, true, false])
        #expect(delivered.compactMap(\.change?.animationDuration) == [0.25, 0, 0, 0, 0, 0.25])
    }

    @Test("the show's own tracked frame and the release's are replayed but not delivered")
    func ownFramesAreNotDelivered() throws {
        let rows = KeyboardReplay.rows(for: try trace(Drag.fullDragJSON))
        #expect(rows[2].isTracked && !rows[2].isDelivered && rows[2].height == 336)
        #expect(rows[9].isTracked && !rows[9].isDelivered && rows[9].height == 0)
    }

    @Test("version 2: a drag given up half-way replays back to 336 points and an inset of 302")
    func replaysCancelledDrag() {
        let events =
            Drag.traceShow + [
                Drag.traceTracked(top: 600, at: 1.0), Drag.traceTracked(top: 700, at: 1.05),
                Drag.traceTracked(top: 600, at: 1.1), Drag.traceTracked(top: 516, at: 1.15),
            ]
        let rows = KeyboardReplay(layout: Drag.layout, version: 2).rows(for: events)
        #expect(rows.filter(\.isDelivered).map(\.height) == [336, 252, 152, 252, 336])
        #expect(rows.last?.bottomInset == 302)
    }

    @Test("version 2: a frame showing less than announced starts a drag that lasts until the keyboard is back")
    func version2InfersTheDrag() {
        let events =
            Drag.traceShow + [
                KeyboardTrace.Event(trackedKeyboardFrame: "NSRect: {{0, 472}, {393, 380}}", time: 0.9),
                Drag.traceTracked(top: 600, at: 1.0), Drag.traceTracked(top: 700, at: 1.05),
                Drag.traceTracked(top: 600, at: 1.1), Drag.traceTracked(top: 516, at: 1.15),
            ]
        let rows = KeyboardReplay(layout: Drag.layout, version: 2).rows(for: events)
        #expect(rows[3].isTracked && !rows[3].isDelivered)
        #expect(rows.dropFirst(4).map { $0.isDelivered ? $0.height : nil } == [252, 152, 252, 336])
    }

    @Test("version 2: the next notification ends the inferred drag and is delivered")
    func version2NotificationEndsTheDrag() {
        let grow = Drag.traceTransition(showing: true, from: Drag.keyboard(top: 600), to: Drag.resting, at: 1.1)
        let events = Drag.traceShow + [Drag.traceTracked(top: 600, at: 1.0)] + grow
        let rows = KeyboardReplay(layout: Drag.layout, version: 2).rows(for: events)
        #expect(rows[3].isTracked && rows[3].isDelivered && rows[3].height == 252)
        #expect(rows[4].isDelivered && rows[4].height == 336)
    }

    @Test("a normal show replays once: its own tracked frame, at the same time, is not delivered again")
    func replaysNormalShow() {
        let rows = KeyboardReplay(layout: Drag.layout).rows(for: Drag.traceShow)
        #expect(rows.map(\.isDelivered) == [true, false, false])
        #expect(rows.map(\.isTracked) == [false, false, true])
    }

    @Test("a tracked frame that is not a frame replays as an error naming trackedKeyboardFrame and the value")
    func unreadableTrackedFrame() {
        let rows = KeyboardReplay(layout: Drag.layout).rows(for: [
            KeyboardTrace.Event(trackedKeyboardFrame: "NSRect: {{0, 600}}", time: 1)
        ])
        #expect(
            rows[0].error
                == .payload(
                    .unreadableValue(
                        key: "trackedKeyboardFrame", value: "\"NSRect: {{0, 600}}\"", expected: "a rectangle")))
        #expect(!rows[0].isDelivered)
    }

    @Test("version 3: a drag let go at 152 points with nothing after it stays at 152: no timer moves observers")
    func version3DragEndWaits() {
        let events =
            Drag.traceShow + [
                KeyboardTrace.Event(interactiveDismissal: .began, time: 1.0),
                Drag.traceTracked(top: 600, at: 1.0), Drag.traceTracked(top: 700, at: 1.05),
                KeyboardTrace.Event(interactiveDismissal: .ended, time: 1.1),
            ]
        let rows = KeyboardReplay(layout: Drag.layout).rows(for: events)
        #expect(rows.filter(\.isDelivered).map { $0.change?.height } == [336, 252, 152])
        #expect(rows.last?.interactiveDismissal == .ended && !rows.last!.isDelivered)
        #expect(rows.last?.height == 152)
    }

    @Test("version 3: the layout showing 336 after the release replays as the return on its row, animated 0.25 s")
    func version3LayoutShowsTheReturn() {
        let events =
            Drag.traceShow + [
                KeyboardTrace.Event(interactiveDismissal: .began, time: 1.0),
                Drag.traceTracked(top: 600, at: 1.0), Drag.traceTracked(top: 700, at: 1.05),
                KeyboardTrace.Event(interactiveDismissal: .ended, time: 1.1), Drag.traceTracked(top: 516, at: 1.3),
            ]
        let rows = KeyboardReplay(layout: Drag.layout).rows(for: events)
        #expect(rows.filter(\.isDelivered).map { $0.change?.height } == [336, 252, 152, 336])
        #expect(rows.last?.isTracked == true && rows.last?.isDelivered == true)
        #expect(rows.last?.bottomInset == 302)
        #expect(rows.last?.change?.beginFrame == Drag.keyboard(top: 700))
        #expect(rows.last?.change?.animationDuration == 0.25)
    }

    // react-native-keyboard-controller PR 1304: iOS 26's spring-back is announced with a duration of 0.
    @Test("version 3: iOS 26's 0 s spring-back replays as one delivery, 152 to 336 in 0.25 s on curve 7")
    func version3ZeroDurationSpringBack() throws {
        let userInfo = KeyboardTraceRecording.traceValues(
            from: DevicePayloads.userInfo(begin: Drag.keyboard(top: 700), end: Drag.resting, duration: 0))
        let events =
            Drag.traceShow + [
                KeyboardTrace.Event(interactiveDismissal: .began, time: 1.0), Drag.traceTracked(top: 700, at: 1.0),
                KeyboardTrace.Event(interactiveDismissal: .ended, time: 1.1),
                KeyboardTrace.Event(
                    notification: "UIKeyboardWillChangeFrameNotification", userInfo: userInfo, time: 1.2),
                KeyboardTrace.Event(notification: "UIKeyboardWillShowNotification", userInfo: userInfo, time: 1.2),
            ]
        let rows = KeyboardReplay(layout: Drag.layout).rows(for: events)
        let delivered = rows.filter(\.isDelivered)
        #expect(delivered.map(\.height) == [336, 152, 336])
        #expect(delivered.last?.change?.animationDuration == 0.25)
        #expect(delivered.last?.change?.animationCurve == 7)
        #expect(delivered.last?.change?.beginFrame == Drag.keyboard(top: 700))
        #expect(rows.last?.notification == "UIKeyboardWillShowNotification" && rows.last?.isDelivered == false)
    }

    @Test("version 3: a layout pass whose frames go 700 then 516, a jump back, replays 152 only; the next pass speaks")
    func version3JumpWithinAPassIsDropped() {
        let events =
            Drag.traceShow + [
                KeyboardTrace.Event(interactiveDismissal: .began, time: 1.0), Drag.traceTracked(top: 600, at: 1.0),
                Drag.traceTracked(top: 700, at: 1.016), Drag.traceTracked(top: 516, at: 1.016),
                Drag.traceTracked(top: 720, at: 1.033),
            ]
        let rows = KeyboardReplay(layout: Drag.layout).rows(for: events)
        #expect(rows.filter(\.isDelivered).map(\.height) == [336, 252, 152, 132])
    }

    @Test("version 3: a hide in the release's own turn replays as 336 252 152 0, the hide animated 0.25 s")
    func version3HideInTheSameTurn() {
        let events =
            Drag.traceShow + [
                KeyboardTrace.Event(interactiveDismissal: .began, time: 1.0),
                Drag.traceTracked(top: 600, at: 1.0), Drag.traceTracked(top: 700, at: 1.05),
                KeyboardTrace.Event(interactiveDismissal: .ended, time: 1.1),
            ] + Drag.traceTransition(showing: false, from: Drag.keyboard(top: 700), to: Drag.hidden, at: 1.1)
        let delivered = KeyboardReplay(layout: Drag.layout).rows(for: events).filter(\.isDelivered)
        #expect(delivered.map(\.height) == [336, 252, 152, 0])
        #expect(delivered.last?.change?.animationDuration == 0.25)
    }

    @Test("version 3 without times: the hide in the turn after the release speaks, no return first")
    func version3UntimedHideNextTurn() {
        func untimed(_ events: [KeyboardTrace.Event]) -> [KeyboardTrace.Event] {
            events.map { event in
                var event = event
                event.time = nil
                return event
            }
        }
        let events = untimed(
            Drag.traceShow + [
                KeyboardTrace.Event(interactiveDismissal: .began, time: 1.0), Drag.traceTracked(top: 700, at: 1.0),
                KeyboardTrace.Event(interactiveDismissal: .ended, time: 1.1),
            ] + Drag.traceTransition(showing: false, from: Drag.keyboard(top: 700), to: Drag.hidden, at: 1.2))
        let rows = KeyboardReplay(layout: Drag.layout).rows(for: events)
        // Untimed, each event is a turn: the will-change-frame is the release's next turn and speaks.
        #expect(rows.filter(\.isDelivered).map(\.height) == [336, 152, 0])
    }

    @Test("version 3: a hide 50 ms after the release, within its grace, replays as 336 252 152 0: no return")
    func version3HideWithinGrace() {
        let events =
            Drag.traceShow + [
                KeyboardTrace.Event(interactiveDismissal: .began, time: 1.0),
                Drag.traceTracked(top: 600, at: 1.0), Drag.traceTracked(top: 700, at: 1.05),
                KeyboardTrace.Event(interactiveDismissal: .ended, time: 1.1),
            ] + Drag.traceTransition(showing: false, from: Drag.keyboard(top: 700), to: Drag.hidden, at: 1.15)
        let rows = KeyboardReplay(layout: Drag.layout).rows(for: events)
        #expect(rows.filter(\.isDelivered).map(\.height) == [336, 252, 152, 0])
        #expect(rows[6].interactiveDismissal == .ended && !rows[6].isDelivered)
    }

    // Before, the return was delivered 0.1 s after the release: 336 152 336 0, the bar going up 184 points and down.
    @Test("version 3: a hide 0.5 s after the release replays as 336 152 0: observers never go up, then down")
    func version3LateHideNeverBounces() {
        let events =
            Drag.traceShow + [
                KeyboardTrace.Event(interactiveDismissal: .began, time: 1.0),
                Drag.traceTracked(top: 700, at: 1.0),
                KeyboardTrace.Event(interactiveDismissal: .ended, time: 1.1),
            ] + Drag.traceTransition(showing: false, from: Drag.keyboard(top: 700), to: Drag.hidden, at: 1.6)
        let rows = KeyboardReplay(layout: Drag.layout).rows(for: events)
        #expect(rows.filter(\.isDelivered).map(\.height) == [336, 152, 0])
        #expect(rows[5].interactiveDismissal == .ended && !rows[5].isDelivered)
    }

    /// A drag whose layout guide reports 252 points (top at 600), then 380 (top at 472): more than announced.
    private static let dragAbove336 =
        Drag.traceShow + [
            KeyboardTrace.Event(interactiveDismissal: .began, time: 1.0),
            Drag.traceTracked(top: 600, at: 1.0),
            KeyboardTrace.Event(trackedKeyboardFrame: "NSRect: {{0, 472}, {393, 380}}", time: 1.05),
            KeyboardTrace.Event(interactiveDismissal: .ended, time: 1.1),
        ]

    @Test("version 3: a 380-point frame during a drag replays as the 336 observers heard, with an inset of 302")
    func version3FrameAboveAnnouncedReplaysClamped() {
        let rows = KeyboardReplay(layout: Drag.layout).rows(for: Self.dragAbove336)
        let row = rows[5]
        #expect(row.isTracked && row.isDelivered)
        #expect(row.height == 336)
        #expect(row.bottomInset == 302)
        #expect(row.change?.endFrame == Drag.resting)
    }

    @Test("version 3: the drag's end row after a 380-point frame carries the 336 observers heard, not 380")
    func version3DragEndAfterFrameAboveAnnounced() {
        let rows = KeyboardReplay(layout: Drag.layout).rows(for: Self.dragAbove336)
        #expect(rows.last?.interactiveDismissal == .ended)
        #expect(rows.last?.height == 336)
        #expect(rows.last?.bottomInset == 302)
    }

    @Test("version 3: a 380-point frame dropped outside a drag leaves the next row at the 336 observers heard")
    func version3DroppedFrameKeepsState() {
        let events =
            Drag.traceShow + [
                KeyboardTrace.Event(trackedKeyboardFrame: "NSRect: {{0, 472}, {393, 380}}", time: 1.0),
                KeyboardTrace.Event(interactiveDismissal: .began, time: 1.05),
            ]
        let rows = KeyboardReplay(layout: Drag.layout).rows(for: events)
        #expect(rows[3].height == 380 && !rows[3].isDelivered)
        #expect(rows[4].height == 336)
        #expect(rows[4].bottomInset == 302)
    }

    @Test("live and replayed agree: a drag reaching 380 points is heard and replayed as 336 252 336")
    @MainActor
    func liveAndReplayAgreeAboveAnnounced() async {
        let live = LiveDragRecording()
        defer { live.stop() }
        let registry = live.registry
        await live.endTurn()
        registry.interactiveDismissalDidBegin()
        registry.trackKeyboardFrame(Drag.keyboard(top: 600), screenBounds: Drag.screen)
        await live.endTurn()
        registry.trackKeyboardFrame(CGRect(x: 0, y: 472, width: 393, height: 380), screenBounds: Drag.screen)
        await live.endTurn()
        registry.interactiveDismissalDidEnd()
        await live.endTurn()
        let replayed = KeyboardReplay.rows(for: live.recording.trace).filter(\.isDelivered).map(\.height)
        #expect(live.observer.deliveries.map(\.height) == [336, 252, 336])
        #expect(replayed == live.observer.deliveries.map(\.height))
    }

    @Test("version 3: tracked frames outside a drag replay but are not delivered")
    func version3OutsideDragNothingCounts() {
        let events = Drag.traceShow + [Drag.traceTracked(top: 600, at: 1.0), Drag.traceTracked(top: 700, at: 1.05)]
        let rows = KeyboardReplay(layout: Drag.layout).rows(for: events)
        #expect(rows.filter(\.isDelivered).map(\.height) == [336])
    }

    @Test("a drag event reads and writes as its time and began or ended only")
    func dragEventRoundTrips() throws {
        let written = KeyboardTrace(
            layout: Drag.layout, events: [KeyboardTrace.Event(interactiveDismissal: .began, time: 1)])
        let object = try JSONSerialization.jsonObject(with: written.json()) as? [String: Any]
        let event = try #require((object?["events"] as? [[String: Any]])?.first)
        #expect(Set(event.keys) == ["time", "interactiveDismissal"])
        #expect(event["interactiveDismissal"] as? String == "began")
        #expect(try KeyboardTrace(json: written.json()) == written)
    }

    @Test("a version-2 trace holding a drag fails with a typed error naming the event")
    func dragInVersion2Fails() {
        let json = #"""
            {"version": 2, "layout": {"screen": {"width": 393, "height": 852}},
             "events": [{"time": 1, "interactiveDismissal": "began"}]}
            """#
        #expect(throws: KeyboardTraceError.interactiveDismissalBeforeVersion3(eventIndex: 0)) { try trace(json) }
    }

    @Test("the registry's drag notifications are recorded as drag events with their time")
    func recordsDrag() {
        var recording = KeyboardTraceRecording(layout: Drag.layout, startTime: 100)
        recording.record(Notification(name: KeyboardDelivery.interactiveDismissalDidBeginNotification), at: 101)
        recording.record(Notification(name: KeyboardDelivery.interactiveDismissalDidEndNotification), at: 101.5)
        #expect(
            recording.trace.events == [
                KeyboardTrace.Event(interactiveDismissal: .began, time: 1),
                KeyboardTrace.Event(interactiveDismissal: .ended, time: 1.5),
            ])
    }

    @Test("posting a trace's events to a center skips tracked frames, which are no notifications")
    func postSkipsTrackedFrames() throws {
        let posted = KeyboardReplay.post(try trace(Drag.fullDragJSON).events, to: NotificationCenter())
        #expect(posted == 4)
    }
}

extension TrackedFrameTraceTests {
    private func replayCommand(_ arguments: [String]) -> KeyboardReplayCommand.Outcome {
        KeyboardReplayCommand.run(arguments: arguments, standardInput: { _ in Data(Drag.fullDragJSON.utf8) })
    }

    @Test("keyboard-replay --json prints a tracked frame with tracked true and a notification's fields")
    func commandPrintsTrackedJSON() throws {
        let outcome = replayCommand(["-", "--json"])
        #expect(outcome.status == 0)
        let lines = outcome.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 10)
        #expect(
            lines[4]
                == #"{"notification": null, "nameAssumed": false, "tracked": true, "beginFrame": [0, 560, 393, 336], "#
                + #""endFrame": [0, 600, 393, 336], "animationDuration": 0, "animationCurve": 7, "#
                + #""animationOptions": 458756, "isLocal": null, "recovered": [], "visible": true, "docked": true, "#
                + #""height": 252, "bottomInset": 218, "delivered": true, "heard": {"endFrame": [0, 600, 393, 336], "#
                + #""height": 252, "animationDuration": 0, "animationCurve": 7, "animationOptions": 458756}, "error": null}"#
        )
        #expect(!lines[0].contains("tracked"))
    }

    @Test("keyboard-replay prints a tracked frame as a row of the table")
    func commandPrintsTrackedRow() {
        let outcome = replayCommand(["-"])
        #expect(outcome.status == 0)
        let lines = outcome.output.split(separator: "\n").map(String.init)
        #expect(lines[0] == "Screen 393 x 852 pt, safe area top 59 bottom 34 pt; 10 events, 6 delivered to observers")
        #expect(
            lines.contains(
                "1.050  tracked frame    {{0, 600}, {393, 336}}       0 s      7     252  yes      yes     252 over 0 s"
                    + "              218"))
    }
}

/// A drag recorded live, turn by turn: a registry on its own center with one observer, and every notification the
/// center carries (keyboard, tracked frames, drag start and end) recorded into a trace at the turn it was posted in.
/// It starts with the iPhone 15 keyboard shown, not yet recorded: call ``endTurn()`` to record that turn.
///
/// Turns are stamped one 60 Hz frame apart, and ``aMomentPasses()`` a second later, as a device's recorder
/// would stamp them: the test machine's own latency (main-queue hops under a loaded test run) is not the device's.
@MainActor
final class LiveDragRecording {
    let center = NotificationCenter()
    let registry: KeyboardObserverRegistry
    let observer = RecordingObserver()
    private(set) var recording = KeyboardTraceRecording(layout: InteractiveDismissalPayloads.layout, startTime: 0)
    private let box = RecordingBox()
    private var tokens: [any NSObjectProtocol] = []
    /// The time stamped on the current turn, on the trace's clock.
    private var time: TimeInterval = 0

    init() {
        registry = KeyboardObserverRegistry.registry(for: center)
        let names =
            KeyboardEvent.allCases.map(\.notificationName) + [
                KeyboardDelivery.trackedFrameNotification, KeyboardDelivery.interactiveDismissalDidBeginNotification,
                KeyboardDelivery.interactiveDismissalDidEndNotification,
            ]
        let box = box
        tokens = names.map { [center] name in
            center.addObserver(forName: name, object: nil, queue: nil) { notification in
                let posted = UncheckedNotification(notification: notification)
                MainActor.assumeIsolated { box.notifications.append(posted.notification) }
            }
        }
        registry.screenBoundsProvider = { _ in InteractiveDismissalPayloads.screen }
        registry.addTrackedFrameListener(box)  // as a trace recorder registers
        observer.addKeyboardFrameChangesObserver(center: center)
        for notification in InteractiveDismissalPayloads.transition(
            showing: true, from: InteractiveDismissalPayloads.hidden, to: InteractiveDismissalPayloads.resting)
        {
            center.post(notification)
        }
    }

    /// Records this turn's notifications, then lets the main queue turn.
    func endTurn() async {
        recordTurn()
        await DevicePayloads.endMainTurn()
    }

    /// Records this turn's notifications, then runs `body` in the main queue's next block, as the main run loop's
    /// next turn (after the registry ends this turn, before it ends the next one), and records what it posted.
    func inTheNextTurn(_ body: @escaping @MainActor () -> Void) async {
        recordTurn()
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    body()
                    self.recordTurn()
                    done.resume()
                }
            }
        }
    }

    /// Records this turn's notifications, then lets the main queue run for 0.15 s, longer than the tenth of a second
    /// the registry once waited after a release. The next turn is stamped a second later.
    func aMomentPasses() async {
        recordTurn()
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.15) { done.resume() }
        }
        time += 1
    }

    private func recordTurn() {
        for notification in box.notifications { recording.record(notification, at: time) }
        box.notifications.removeAll()
        time += 1.0 / 60
    }

    /// Unregisters the observer and stops recording.
    func stop() {
        observer.removeKeyboardFrameChangesObserver(center: center)
        tokens.forEach(center.removeObserver)
    }
}

/// Notifications a center handed to a test.
@MainActor
private final class RecordingBox {
    var notifications: [Notification] = []
}

/// A notification carried into the main actor; the test posts and reads it on the main actor only.
private struct UncheckedNotification: @unchecked Sendable {
    let notification: Notification
}
