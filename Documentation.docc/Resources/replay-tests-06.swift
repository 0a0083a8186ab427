import Foundation
import KeyboardProtocols
import KeyboardProtocolsTesting
import Testing

@MainActor
@Suite("The keyboard session from bug report 1234")
struct KeyboardSessionReplayTests {
    /// The console output attached to the report, pasted as it is.
    static let report = """
        2026-11-20 09:41:02.118 Chat[812:40211] UIKeyboardWillShowNotification {
            UIKeyboardAnimationCurveUserInfoKey = 7;
            UIKeyboardAnimationDurationUserInfoKey = "0.25";
            UIKeyboardFrameBeginUserInfoKey = "NSRect: {{0, 667}, {375, 216}}";
            UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 451}, {375, 216}}";
            UIKeyboardIsLocalUserInfoKey = 1;
        }
        2026-11-20 09:41:03.904 Chat[812:40211] UIKeyboardWillChangeFrameNotification {
            UIKeyboardAnimationCurveUserInfoKey = 7;
            UIKeyboardAnimationDurationUserInfoKey = "0.25";
            UIKeyboardFrameBeginUserInfoKey = "NSRect: {{0, 451}, {375, 216}}";
            UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 407}, {375, 260}}";
            UIKeyboardIsLocalUserInfoKey = 1;
        }
        2026-11-20 09:41:07.530 Chat[812:40211] UIKeyboardWillHideNotification {
            UIKeyboardAnimationCurveUserInfoKey = 7;
            UIKeyboardAnimationDurationUserInfoKey = "0.25";
            UIKeyboardFrameBeginUserInfoKey = "NSRect: {{0, 407}, {375, 260}}";
            UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 667}, {375, 260}}";
            UIKeyboardIsLocalUserInfoKey = 1;
        }
        """

    /// The reporter's iPhone SE (2nd generation) in portrait: 375 × 667 points, no home indicator.
    let layout = KeyboardTrace.Layout(screen: KeyboardTrace.Size(width: 375, height: 667))

    @Test("every notification in the report is understood")
    func everyNotificationIsUnderstood() {
        let events = KeyboardPrintedPayload.events(in: Self.report)
        let rows = KeyboardReplay(layout: layout).rows(for: events)
        #expect(rows.count == 3)
        #expect(rows.allSatisfy { $0.error == nil })
    }

    @Test("observers hear the keyboard at 216 points, at 260 with QuickType, then hidden")
    func observersHearEveryTransition() {
        let rows = KeyboardReplay(layout: layout).rows(for: KeyboardPrintedPayload.events(in: Self.report))
        #expect(rows.filter(\.isDelivered).map(\.height) == [216, 260, 0])
    }

    @Test("the input bar rides the keyboard up 216 points, then 260, and comes back to rest")
    func inputBarRidesTheKeyboard() async {
        let center = NotificationCenter()
        KeyboardObserverRegistry.registry(for: center).screenBoundsProvider = { [layout] _ in layout.screenBounds }
        let inputBar = InputBarLayout(layout: layout)
        inputBar.addKeyboardFrameChangesObserver(center: center)

        KeyboardReplay.post(KeyboardPrintedPayload.events(in: Self.report), to: center)
        // A hide reaches observers when the main queue turns (a show in the same turn would cancel it): wait for it.
        await settleKeyboardNotifications()

        #expect(inputBar.constants == [-216, -260, 0])
    }

    @Test("the recorded session on an iPhone 15 Pro insets the messages by 302 points, then by none")
    func recordedSessionInsetsTheMessages() throws {
        let traceURL = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()
            .appendingPathComponent("session-1234.json")
        let trace = try KeyboardTrace(json: Data(contentsOf: traceURL))

        let delivered = KeyboardReplay.rows(for: trace).filter(\.isDelivered)

        #expect(delivered.map(\.bottomInset) == [302, 0])
    }
}

/// The arithmetic the chat screen's input bar does on every keyboard change, without a view.
@MainActor
final class InputBarLayout: KeyboardChangeFrameObserver {
    let layout: KeyboardTrace.Layout
    private(set) var constants: [CGFloat] = []

    init(layout: KeyboardTrace.Layout) {
        self.layout = layout
    }

    func handleKeyboardChange(_ change: KeyboardFrameChange) {
        // The bar's lift: what the keyboard covers beyond the safe area's bottom, as for a scroll view's inset.
        let lift = KeyboardGeometry.bottomInset(
            keyboardFrame: change.isVisible ? change.endFrame : .zero, screenBounds: layout.screenBounds,
            scrollViewFrame: layout.screenBounds, systemBottomInset: CGFloat(layout.safeAreaInsets.bottom))
        constants.append(-lift)
    }
}
