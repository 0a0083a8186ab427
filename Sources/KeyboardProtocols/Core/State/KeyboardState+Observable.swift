#if canImport(Observation)
    import Foundation
    import Observation

    // The package deploys to iOS 15, and the `@Observable` macro needs iOS 17, so the conformance is written by
    // hand: what the macro would generate, with the registrar only used where the runtime has it.

    // MARK: - Observable

    /// `KeyboardState` is `Observable` where the Observation module is available: SwiftUI views and
    /// `withObservationTracking` that read ``KeyboardState/endFrame``, ``KeyboardState/height``,
    /// ``KeyboardState/isVisible``, ``KeyboardState/animationDuration``, ``KeyboardState/animationOptions``
    /// or ``KeyboardState/snapshot`` are told when a value they read changes.
    ///
    /// ```swift
    /// struct ComposerView: View {
    ///     let keyboard = KeyboardState.shared
    ///
    ///     var body: some View {
    ///         MessageList()
    ///             .padding(.bottom, keyboard.height)
    ///     }
    /// }
    /// ```
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, macCatalyst 17.0, visionOS 1.0, *)
    extension KeyboardState: Observable {}

    extension KeyboardState {
        static func makeObservationRegistrar() -> Any? {
            if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, macCatalyst 17.0, visionOS 1.0, *) {
                return ObservationRegistrar()
            }
            return nil
        }

        func observationAccess<Member>(_ keyPath: KeyPath<KeyboardState, Member>) {
            if #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, macCatalyst 17.0, visionOS 1.0, *),
                let registrar = observationRegistrar as? ObservationRegistrar
            {
                registrar.access(self, keyPath: keyPath)
            }
        }

        func observationMutation<Member>(_ keyPath: KeyPath<KeyboardState, Member>, _ mutation: () -> Void) {
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
    import Foundation

    // Without the Observation module the state is followed through observers, streams or Combine.
    extension KeyboardState {
        static func makeObservationRegistrar() -> Any? { nil }

        func observationAccess<Member>(_ keyPath: KeyPath<KeyboardState, Member>) {}

        func observationMutation<Member>(_ keyPath: KeyPath<KeyboardState, Member>, _ mutation: () -> Void) {
            mutation()
        }
    }
#endif
