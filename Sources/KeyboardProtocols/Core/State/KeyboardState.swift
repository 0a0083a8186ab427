import Foundation

/// The keyboard's current frame, height, visibility and last animation, shared by everything on screen.
///
/// A state listens to a notification center through the `KeyboardObserverRegistry` of that center, so it
/// sees exactly what the registry delivers: every understood will-notification, frame-only changes
/// included (the QuickType bar appearing, switching to the emoji keyboard), and nothing a delivery gate
/// swallowed (a ``KeyboardPreloadGate``'s warm-up never changes it). Each delivered change that leaves the
/// keyboard docked and resting on the screen's bottom edge is recorded in the ``heightCache`` (a floating keyboard,
/// or one dragged partly below the screen, is not).
///
/// The registry holds the state weakly, like every observer: keep a strong reference for as long as it should
/// listen (``shared`` lives as long as the process).
///
/// There are four ways to follow it, all told only when a value actually changed:
/// - **Observation**: the state is `Observable` (iOS 17, macOS 14 and later, and wherever the Observation
///   module exists), so SwiftUI views and `withObservationTracking` re-read it on change.
/// - **Observers**: ``addObserver(_:)``, held weakly.
/// - **Async streams**: ``changes(bufferingPolicy:)``, one stream per consumer.
/// - **Combine**: `snapshotPublisher`, where Combine exists.
///
/// ```swift
/// final class ChatViewController: UIViewController {
///     @IBOutlet var inputBarBottom: NSLayoutConstraint!
///     private var keyboardTask: Task<Void, Never>?
///
///     override func viewWillAppear(_ animated: Bool) {
///         super.viewWillAppear(animated)
///         inputBarBottom.constant = -KeyboardState.shared.height
///         keyboardTask = Task { [weak self] in
///             for await snapshot in KeyboardState.shared.changes() {
///                 self?.inputBarBottom.constant = -snapshot.height
///             }
///         }
///     }
///
///     override func viewWillDisappear(_ animated: Bool) {
///         super.viewWillDisappear(animated)
///         keyboardTask?.cancel()  // ends the stream, which leaves the state at once
///     }
/// }
/// ```
@MainActor
public final class KeyboardState {
    /// The state of the keyboard posted to `NotificationCenter.default`, recording into
    /// `UserDefaults.standard`.
    public static let shared = KeyboardState()

    /// The center whose registry delivers to this state.
    public let center: NotificationCenter

    /// Where docked heights are recorded, if anywhere.
    public let heightCache: KeyboardHeightCache?

    // The values behind the observable properties; written only through `write(_:_:from:)`.
    private var stored = KeyboardSnapshot.hidden
    private var observers: [WeakKeyboardStateObserver] = []
    private let broadcaster = StreamBroadcaster<KeyboardSnapshot>()
    // An `ObservationRegistrar` where the Observation module is available at run time, else nil.
    let observationRegistrar: Any? = KeyboardState.makeObservationRegistrar()
    // Keeps the Combine bridge alive where Combine exists (see KeyboardState+Combine.swift).
    var combineBridge: AnyObject?

    /// Creates a state and starts listening.
    ///
    /// Heights are filed in the cache by screen size, so they are recorded only when the center's registry knows
    /// the screen (`KeyboardScreenResolver`): on iOS 16.1 and later from the show and hide notifications
    /// themselves, else from the windows of the registered observers, or once `PreloadsKeyboard` or a mixin has
    /// measured in a window.
    ///
    /// - Parameters:
    ///   - center: The center keyboard notifications are posted to. Defaults to `NotificationCenter.default`.
    ///   - heightCache: Where docked heights are recorded. Defaults to a cache over `UserDefaults.standard`;
    ///     pass `nil` to record nothing.
    public init(center: NotificationCenter = .default, heightCache: KeyboardHeightCache? = KeyboardHeightCache()) {
        self.center = center
        self.heightCache = heightCache
        KeyboardObserverRegistry.registry(for: center).add(self)
    }

    deinit {
        broadcaster.finishAll()
    }

    /// The keyboard's end frame in screen coordinates; `.zero` before any notification.
    public var endFrame: CGRect {
        observationAccess(\.endFrame)
        return stored.endFrame
    }

    /// The points of the screen the keyboard covers; 0 when hidden.
    public var height: CGFloat {
        observationAccess(\.height)
        return stored.height
    }

    /// Whether the keyboard covers any of the screen.
    public var isVisible: Bool {
        observationAccess(\.isVisible)
        return stored.isVisible
    }

    /// The duration of the last keyboard animation, in seconds; 0.25 before any notification.
    public var animationDuration: TimeInterval {
        observationAccess(\.animationDuration)
        return stored.animationDuration
    }

    /// The options of the last keyboard animation; curve 7 before any notification.
    public var animationOptions: KeyboardAnimationOptions {
        observationAccess(\.animationOptions)
        return stored.animationOptions
    }

    /// All current values at once.
    public var snapshot: KeyboardSnapshot {
        KeyboardSnapshot(
            endFrame: endFrame,
            height: height,
            isVisible: isVisible,
            animationDuration: animationDuration,
            animationOptions: animationOptions
        )
    }

    /// Updates the state from a keyboard notification.
    ///
    /// The registry calls this for every change it delivers; call it yourself only for a state that does not
    /// listen to a center. Values that did not change are not written, so Observation only fires for those
    /// that did; observers and streams are told once if anything changed. A visible keyboard docked to the
    /// bottom of a known screen has its height recorded in ``heightCache``.
    ///
    /// - Parameter change: A keyboard notification.
    public func apply(_ change: KeyboardFrameChange) {
        heightCache?.recordDockedHeight(of: change)
        let previous = stored
        let next = KeyboardSnapshot(change)
        guard next != previous else { return }
        write(\.endFrame, \.endFrame, from: next)
        write(\.height, \.height, from: next)
        write(\.isVisible, \.isVisible, from: next)
        write(\.animationDuration, \.animationDuration, from: next)
        write(\.animationOptions, \.animationOptions, from: next)
        observers.removeAll { $0.observer == nil }
        for entry in observers {
            entry.observer?.keyboardState(self, didChangeFrom: previous)
        }
        broadcaster.yield(next)
    }

    /// Writes one value of `next` when it differs, inside an Observation mutation of the property that reads it.
    private func write<Value: Equatable>(
        _ property: KeyPath<KeyboardState, Value>,
        _ value: WritableKeyPath<KeyboardSnapshot, Value>,
        from next: KeyboardSnapshot
    ) {
        guard next[keyPath: value] != stored[keyPath: value] else { return }
        observationMutation(property) { stored[keyPath: value] = next[keyPath: value] }
    }

    // MARK: - Observers

    /// Starts telling an object about changes. The state holds it weakly; adding it twice tells it once.
    ///
    /// - Parameter observer: The object to tell.
    public func addObserver(_ observer: any KeyboardStateObserver) {
        observers.removeAll { $0.observer == nil }
        guard !observers.contains(where: { $0.observer === observer }) else { return }
        observers.append(WeakKeyboardStateObserver(observer: observer))
    }

    /// Stops telling an object about changes.
    ///
    /// - Parameter observer: The object to stop telling.
    public func removeObserver(_ observer: any KeyboardStateObserver) {
        observers.removeAll { $0.observer == nil || $0.observer === observer }
    }

    /// The number of observers still alive.
    public var observerCount: Int {
        observers.filter { $0.observer != nil }.count
    }

    // MARK: - Async streams

    /// A stream of the snapshots after each change, for one consumer; call again for each consumer.
    ///
    /// The stream yields nothing on creation (read ``snapshot`` for the current values), then one snapshot
    /// per change. It finishes, ending the consumer's `for await` loop after the snapshots already buffered,
    /// when ``finishChanges()`` is called or the state is deallocated; it stops and leaves the state at once
    /// when the consuming task is cancelled or the stream is dropped.
    ///
    /// - Parameter bufferingPolicy: What to keep while the consumer is busy. Defaults to `.unbounded`;
    ///   `.bufferingNewest(1)` suits a consumer that only needs the latest snapshot.
    /// - Returns: A new stream.
    public func changes(
        bufferingPolicy: AsyncStream<KeyboardSnapshot>.Continuation.BufferingPolicy = .unbounded
    ) -> AsyncStream<KeyboardSnapshot> {
        broadcaster.makeStream(bufferingPolicy: bufferingPolicy)
    }

    /// The number of streams from ``changes(bufferingPolicy:)`` still listening.
    public var changeStreamCount: Int {
        broadcaster.streamCount
    }

    /// Finishes every stream handed out so far. Streams asked for afterwards work as usual.
    public func finishChanges() {
        broadcaster.finishAll()
    }
}

// MARK: -

private struct WeakKeyboardStateObserver {
    weak var observer: (any KeyboardStateObserver)?
}
