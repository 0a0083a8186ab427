#if canImport(Combine)
    import Combine
    import Foundation

    // MARK: - Combine

    extension KeyboardState {
        /// A publisher of the keyboard's values: the current snapshot on subscription, then one per change.
        ///
        /// It publishes on the main actor, never fails and does not finish (cancel the subscription to stop);
        /// every access returns the same underlying subject.
        ///
        /// ```swift
        /// cancellable = KeyboardState.shared.snapshotPublisher
        ///     .map(\.height)
        ///     .removeDuplicates()
        ///     .sink { [weak self] height in self?.inputBarBottom.constant = -height }
        /// ```
        public var snapshotPublisher: AnyPublisher<KeyboardSnapshot, Never> {
            if let bridge = combineBridge as? KeyboardStateCombineBridge {
                return bridge.subject.eraseToAnyPublisher()
            }
            let bridge = KeyboardStateCombineBridge(snapshot: snapshot)
            // The state keeps the bridge alive; the bridge hears the state as a weakly held observer.
            combineBridge = bridge
            addObserver(bridge)
            return bridge.subject.eraseToAnyPublisher()
        }
    }

    /// Forwards a state's changes to a Combine subject.
    @MainActor
    final class KeyboardStateCombineBridge: KeyboardStateObserver {
        let subject: CurrentValueSubject<KeyboardSnapshot, Never>

        init(snapshot: KeyboardSnapshot) {
            subject = CurrentValueSubject(snapshot)
        }

        func keyboardState(_ state: KeyboardState, didChangeFrom previous: KeyboardSnapshot) {
            subject.send(state.snapshot)
        }
    }
#endif
