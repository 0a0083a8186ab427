import Foundation

@testable import KeyboardProtocols
@testable import KeyboardProtocolsTesting

/// Real keyboard payloads: the frames of the printed dumps in `../shared/fixtures`, posted through
/// ``KeyboardNotification`` with the types UIKit sends.
enum DevicePayloads {
    /// iPhone SE (2nd/3rd generation) screen, points.
    static let iPhoneSEScreen = CGRect(x: 0, y: 0, width: 375, height: 667)
    /// iPhone 11 / XR screen, points.
    static let iPhone11Screen = CGRect(x: 0, y: 0, width: 414, height: 896)

    /// `objc-willshow-375x667.txt`: the keyboard slides in to 216 points.
    static let seShowBegin = CGRect(x: 0, y: 667, width: 375, height: 216)
    static let seShowEnd = CGRect(x: 0, y: 451, width: 375, height: 216)
    /// `objc-unquoted-willhide-375x667.txt`: a 258-point keyboard slides out below the screen.
    static let seHideBegin = CGRect(x: 0, y: 409, width: 375, height: 258)
    static let seHideEnd = CGRect(x: 0, y: 667, width: 375, height: 258)
    /// `swift-willshow-414x896.txt`: the keyboard slides in to 346 points.
    static let iPhone11ShowBegin = CGRect(x: 0, y: 896, width: 414, height: 346)
    static let iPhone11ShowEnd = CGRect(x: 0, y: 550, width: 414, height: 346)

    /// A `userInfo` as UIKit delivers it: `NSValue` frames, `NSNumber` duration, curve and isLocal. The same for
    /// every notification of a transition, so the event it is built for doesn't matter.
    static func userInfo(
        begin: CGRect?, end: CGRect, duration: Double = 0.25, curve: Int = 7, isLocal: Bool = true
    ) -> [AnyHashable: Any] {
        KeyboardNotification(
            .willChangeFrame, beginFrame: begin, endFrame: end, duration: duration, curve: curve, isLocal: isLocal
        ).userInfo
    }

    /// Lets the main queue turn once, as the main run loop does between UIKit's batches of notifications: a hide the
    /// registry held for the end of the turn has reached observers when this returns.
    @MainActor
    static func endMainTurn() async {
        await withCheckedContinuation { (turned: CheckedContinuation<Void, Never>) in
            DispatchQueue.main.async { turned.resume() }
        }
    }

    /// The notifications iOS posts for one keyboard transition, in the order it posts them.
    static func transition(showing: Bool, begin: CGRect, end: CGRect) -> [Notification] {
        let events: [KeyboardEvent] =
            showing
            ? [.willChangeFrame, .willShow, .didChangeFrame, .didShow]
            : [.willChangeFrame, .willHide, .didChangeFrame, .didHide]
        return events.map { KeyboardNotification($0, beginFrame: begin, endFrame: end).notification }
    }
}

/// An observer that records what it is told.
@MainActor
final class RecordingObserver: KeyboardChangeFrameObserver {
    struct Delivery: Equatable {
        var height: CGFloat
        var duration: TimeInterval
        var options: KeyboardAnimationOptions
    }

    var deliveries: [Delivery] = []
    var changes: [KeyboardFrameChange] = []
    var failures: [KeyboardPayloadError] = []
    /// The did-change-frame notifications the observer was told to re-measure on.
    var settled: [KeyboardFrameChange] = []
    /// The screen the observer says its window is on.
    var screen: KeyboardScreen?
    /// For each delivery, whether it ran on the main queue (where the main actor runs, on worker threads on Linux).
    var deliveredOnMainQueue: [Bool] = []
    var deliveryThreads: [Thread] = []
    var onDelivery: ((RecordingObserver) -> Void)?

    func handleKeyboardChange(_ change: KeyboardFrameChange) {
        changes.append(change)
        logSettling(for: change)
        deliveredOnMainQueue.append(DispatchQueue.getSpecific(key: MainQueueMarker.key) == true)
        deliveryThreads.append(Thread.current)
        willChangeKeyboardFrame(
            height: change.height, animationDuration: change.animationDuration,
            animationOptions: change.animationOptions)
        onDelivery?(self)
    }

    func willChangeKeyboardFrame(
        height: CGFloat, animationDuration: TimeInterval, animationOptions: KeyboardAnimationOptions
    ) {
        deliveries.append(Delivery(height: height, duration: animationDuration, options: animationOptions))
    }

    func keyboardNotificationFailed(_ error: KeyboardPayloadError) {
        failures.append(error)
    }

    var keyboardScreen: KeyboardScreen? { screen }
}

extension RecordingObserver: KeyboardScreenTelling {
    /// A mixin that decides nothing and logs the did-change-frames its at-rest pass runs for.
    struct SettleLog: KeyboardMixin.Rule {
        static let mixin = KeyboardMixin.bar

        mutating func decide(
            _ observer: RecordingObserver, for change: KeyboardFrameChange, at phase: KeyboardMixinPhase
        )
            -> KeyboardMixinMove<CGFloat>?
        {
            if phase == .atRest { MainActor.assumeIsolated { observer.settled.append(change) } }
            return nil
        }
    }

    /// Hands the registration the mixin logging what the at-rest pass runs for, as a mixin's default would.
    func logSettling(for change: KeyboardFrameChange) {
        runKeyboardMixin(
            KeyboardMixin.Unit(SettleLog.self, sense: { observer, _ in observer }, apply: { _, _ in }), for: change)
    }
}

/// Marks the main queue so tests can tell where a callback ran.
enum MainQueueMarker {
    static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()
}
