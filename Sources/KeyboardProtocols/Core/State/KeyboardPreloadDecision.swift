import Foundation

/// Whether a keyboard preload runs, and if not, why: the answer of ``KeyboardPreloadConditions/decision``.
public enum KeyboardPreloadDecision: Sendable, Equatable, CustomStringConvertible {
    /// Why a preload is skipped.
    public enum Reason: Sendable, Equatable, CaseIterable {
        /// The platform has no software keyboard that stalls on first use (Mac Catalyst, an iPad app on a Mac,
        /// visionOS).
        case noSoftwareKeyboardToWarm
        /// Something is first responder already: taking focus for the preload would steal it.
        case firstResponderPresent
        /// A keyboard is up already: it has started, and a preload would hide it.
        case keyboardVisible
    }

    /// Run the preload.
    case preload
    /// Skip it, for `reason`.
    case skip(Reason)

    /// Whether the preload runs.
    public var preloads: Bool { self == .preload }

    /// A sentence for a log line.
    public var description: String {
        switch self {
        case .preload: "preload the keyboard"
        case .skip(.noSoftwareKeyboardToWarm): "skip the preload: no software keyboard to warm on this platform"
        case .skip(.firstResponderPresent): "skip the preload: a responder already has focus"
        case .skip(.keyboardVisible): "skip the preload: a keyboard is already up"
        }
    }
}
