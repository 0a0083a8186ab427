import Foundation

#if canImport(Combine)
    import Combine
#endif
#if canImport(Observation)
    import Observation
#endif

/// The keyboard's current frame, height, visibility and last animation, for SwiftUI views and other code that
/// follows the keyboard without adopting a mixin.
///
/// SwiftUI follows it on every supported version: from iOS 17 through Observation (read it from a plain property),
/// on iOS 15 and 16 as an `ObservableObject` (hold it in an `@ObservedObject`). SwiftUI already lifts a view's content
/// above the keyboard; read the state for what it does not do, such as hiding a footer while typing. The state is
/// main-actor isolated, so mark a `View` that holds it `@MainActor` (before the iOS 18 SDK, `View` is not):
///
/// ```swift
/// @MainActor
/// struct ComposerView: View {
///     @ObservedObject private var keyboard = KeyboardState.shared
///
///     var body: some View {
///         VStack {
///             MessageList()
///             if !keyboard.isVisible { SuggestionsFooter() }
///         }
///     }
/// }
/// ```
///
/// For a SwiftUI view, the SwiftUI API usually fits better: `@Environment(\.keyboard)` gives the keyboard as that view
/// sees it (a ``KeyboardInView``: overlap and lift in the view's own coordinates, its animation), `pinnedToKeyboard()`
/// keeps a composer on the keyboard and `keyboardAvoidance(_:)` chooses a container's avoidance; see
/// <doc:ChoosingSwiftUIKeyboardAvoidance>. The state is the whole screen's keyboard, for code that has no view.
///
/// A Combine pipeline reads `snapshotPublisher` (where Combine exists): it sends each new ``KeyboardSnapshot`` after
/// the change, where `objectWillChange` fires before it.
///
/// To move content by ``height`` yourself, turn SwiftUI's own avoidance off with `.ignoresSafeArea(.keyboard)`, or the
/// view moves twice, and subtract the bottom safe area the view keeps anyway (the home indicator's 34 points): the
/// height is measured from the screen's bottom edge.
///
/// ```swift
/// GeometryReader { proxy in
///     MessageList()
///         .padding(.bottom, max(0, keyboard.height - proxy.safeAreaInsets.bottom))
/// }
/// .ignoresSafeArea(.keyboard)
/// ```
///
/// In UIKit the mixins do this for you; by hand, lift by the keyboard less the view's own bottom safe area:
///
/// ```swift
/// let ownBottomInset = view.safeAreaInsets.bottom - additionalSafeAreaInsets.bottom  // 34 above the home indicator
/// additionalSafeAreaInsets.bottom = max(0, KeyboardState.shared.height - ownBottomInset)
/// ```
@MainActor
public final class KeyboardState {
    /// The state of the keyboard posted to `NotificationCenter.default`.
    public static let shared = KeyboardState()

    // The center whose registry delivers to this state.
    let center: NotificationCenter

    // The values behind the observable properties; written only through `write(_:_:from:)`. Published where Combine
    // exists, so `objectWillChange` fires before each write (SwiftUI on iOS 15 and 16).
    #if canImport(Combine)
        @Published private var stored = KeyboardSnapshot.hidden
    #else
        private var stored = KeyboardSnapshot.hidden
    #endif
    // An `ObservationRegistrar` where the Observation module is available at run time (iOS 17), else nil.
    private let observationRegistrar: Any? = KeyboardState.makeObservationRegistrar()
    // Told after each change, with the new snapshot: `snapshotPublisher`'s subject, and tests.
    private var snapshotChangeHandlers: [@MainActor (KeyboardSnapshot) -> Void] = []
    #if canImport(Combine)
        // Made on the first read of `snapshotPublisher`.
        private var snapshotSubject: CurrentValueSubject<KeyboardSnapshot, Never>?
    #endif

    /// Creates a state that follows the keyboard notifications posted to a center.
    ///
    /// - Parameter center: The center keyboard notifications are posted to. Defaults to `NotificationCenter.default`.
    public init(center: NotificationCenter = .default) {
        self.center = center
        registerForKeyboardChanges(center: center)
    }

    /// The keyboard's end frame in screen coordinates; `.zero` before any notification.
    public var endFrame: CGRect {
        observationAccess(\.endFrame)
        return stored.endFrame
    }

    /// The points of the screen the keyboard covers, from the screen's bottom edge; 0 when hidden.
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
    ///
    /// ```swift
    /// let snapshot = KeyboardState.shared.snapshot
    /// footer.isHidden = snapshot.isVisible
    /// ```
    public var snapshot: KeyboardSnapshot {
        KeyboardSnapshot(
            endFrame: endFrame, height: height, isVisible: isVisible, animationDuration: animationDuration,
            animationOptions: animationOptions)
    }

    /// Updates the state from a keyboard change; values that did not change are not written, so Observation and
    /// `objectWillChange` fire only for a real change.
    func apply(_ change: KeyboardFrameChange) {
        let next = KeyboardSnapshot(change)
        guard next != stored else { return }
        write(\.endFrame, \.endFrame, from: next)
        write(\.height, \.height, from: next)
        write(\.isVisible, \.isVisible, from: next)
        write(\.animationDuration, \.animationDuration, from: next)
        write(\.animationOptions, \.animationOptions, from: next)
        // NB: after every write, so a subscriber reading the state sees the new values (objectWillChange fires before).
        for handler in snapshotChangeHandlers { handler(stored) }
    }

    /// Calls `handler` with the new snapshot after each change, once all values are written.
    func onSnapshotChange(_ handler: @escaping @MainActor (KeyboardSnapshot) -> Void) {
        snapshotChangeHandlers.append(handler)
    }

    // Writes one value of `next` when it differs, inside an Observation mutation of the property that reads it.
    private func write<Value: Equatable>(
        _ property: KeyPath<KeyboardState, Value>,
        _ value: WritableKeyPath<KeyboardSnapshot, Value>,
        from next: KeyboardSnapshot
    ) {
        guard next[keyPath: value] != stored[keyPath: value] else { return }
        observationMutation(property) { stored[keyPath: value] = next[keyPath: value] }
    }
}

// MARK: - KeyboardChangeFrameObserver

extension KeyboardState: KeyboardChangeFrameObserver {
    /// Applies a change the registry delivered.
    ///
    /// - Parameter change: The delivered keyboard change.
    public func handleKeyboardChange(_ change: KeyboardFrameChange) {
        apply(change)
    }
}

// MARK: - ObservableObject

#if canImport(Combine)
    // `objectWillChange` is the default one Combine gives a class with a `@Published` property.
    extension KeyboardState: ObservableObject {}

    // MARK: - Combine

    extension KeyboardState {
        /// A publisher of the keyboard's values: the current snapshot on subscription, then the new snapshot after
        /// each change.
        ///
        /// It sends on the main actor once every value of the change is written (unlike `objectWillChange`, which
        /// fires before), never fails and never finishes; every read returns the same underlying subject.
        ///
        /// ```swift
        /// cancellable = KeyboardState.shared.snapshotPublisher
        ///     .map(\.height)
        ///     .removeDuplicates()
        ///     .sink { [weak self] height in self?.inputBarBottom.constant = -height }
        /// ```
        public var snapshotPublisher: AnyPublisher<KeyboardSnapshot, Never> {
            if let snapshotSubject { return snapshotSubject.eraseToAnyPublisher() }
            let subject = CurrentValueSubject<KeyboardSnapshot, Never>(stored)
            snapshotSubject = subject
            onSnapshotChange { subject.send($0) }
            return subject.eraseToAnyPublisher()
        }
    }
#endif

// MARK: - Observable

#if canImport(Observation)
    // The `@Observable` macro needs iOS 17 and the package deploys to iOS 15, so the conformance is written by hand:
    // what the macro would generate, with the registrar used only where the runtime has it.
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, macCatalyst 17.0, visionOS 1.0, *)
    extension KeyboardState: Observable {}

    extension KeyboardState {
        fileprivate static func makeObservationRegistrar() -> Any? {
            if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, macCatalyst 17.0, visionOS 1.0, *) {
                return ObservationRegistrar()
            }
            return nil
        }

        fileprivate func observationAccess<Member>(_ keyPath: KeyPath<KeyboardState, Member>) {
            if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, macCatalyst 17.0, visionOS 1.0, *),
                let registrar = observationRegistrar as? ObservationRegistrar
            {
                registrar.access(self, keyPath: keyPath)
            }
        }

        fileprivate func observationMutation<Member>(_ keyPath: KeyPath<KeyboardState, Member>, _ mutation: () -> Void)
        {
            if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, macCatalyst 17.0, visionOS 1.0, *),
                let registrar = observationRegistrar as? ObservationRegistrar
            {
                registrar.withMutation(of: self, keyPath: keyPath, mutation)
            } else {
                mutation()
            }
        }
    }
#else
    extension KeyboardState {
        fileprivate static func makeObservationRegistrar() -> Any? { nil }
        fileprivate func observationAccess<Member>(_ keyPath: KeyPath<KeyboardState, Member>) {}
        fileprivate func observationMutation<Member>(_ keyPath: KeyPath<KeyboardState, Member>, _ mutation: () -> Void)
        {
            mutation()
        }
    }
#endif

// MARK: -

/// The keyboard as the last delivered change left it: the values of a ``KeyboardState`` at one moment.
///
/// ```swift
/// let snapshot = KeyboardState.shared.snapshot
/// print(snapshot.height, snapshot.isVisible)  // 336.0 true, an iPhone 15's keyboard up
/// ```
public struct KeyboardSnapshot: Sendable, Equatable {
    /// The keyboard's end frame in screen coordinates; `.zero` before any notification.
    public internal(set) var endFrame: CGRect
    /// The points of the screen the keyboard covers, from the screen's bottom edge; 0 when hidden.
    public internal(set) var height: CGFloat
    /// Whether the keyboard covers any of the screen.
    public internal(set) var isVisible: Bool
    /// The duration of the last keyboard animation, in seconds; 0.25 before any notification.
    public internal(set) var animationDuration: TimeInterval
    /// The options of the last keyboard animation; curve 7 before any notification.
    public internal(set) var animationOptions: KeyboardAnimationOptions

    init(
        endFrame: CGRect, height: CGFloat, isVisible: Bool, animationDuration: TimeInterval,
        animationOptions: KeyboardAnimationOptions
    ) {
        self.endFrame = endFrame
        self.height = height
        self.isVisible = isVisible
        self.animationDuration = animationDuration
        self.animationOptions = animationOptions
    }

    init(_ change: KeyboardFrameChange) {
        self.init(
            endFrame: change.endFrame, height: change.height, isVisible: change.isVisible,
            animationDuration: change.animationDuration, animationOptions: change.animationOptions)
    }

    /// Before any notification: hidden, zero frame, 0.25 s and curve 7, as a payload without duration or curve.
    static let hidden = KeyboardSnapshot(
        endFrame: .zero, height: 0, isVisible: false,
        animationDuration: KeyboardFrameChange.defaultAnimationDuration,
        animationOptions: KeyboardAnimationOptions(curve: KeyboardFrameChange.defaultAnimationCurve))
}
