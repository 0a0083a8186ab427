import Foundation

/// What a scroll view marked `dismissesKeyboardInteractively()` reports to the registry: the user's drag beginning
/// and ending, from its scroll phase, and the end of a drag under way when the scroll view leaves the hierarchy (its
/// `onDisappear`), which no phase change reports. One value per scroll view.
struct KeyboardScrollDrag: Sendable, Equatable {
    /// What the registry hears.
    enum Report: Sendable, Equatable {
        /// ``KeyboardObserverRegistry/interactiveDismissalDidBegin()``.
        case began
        /// ``KeyboardObserverRegistry/interactiveDismissalDidEnd()``.
        case ended
    }

    /// Whether this scroll view reported a drag that has not ended.
    private(set) var isDragging = false

    init() {}

    /// The scroll phase changed: whether the user is now interacting with the scroll view (SwiftUI's
    /// `ScrollPhase.interacting`). Returns what to report: a drag that begins or ends, else nothing.
    mutating func phaseChanged(isInteracting: Bool) -> Report? {
        guard isInteracting != isDragging else { return nil }
        isDragging = isInteracting
        return isInteracting ? .began : .ended
    }

    /// The scroll view left the hierarchy: a drag under way ends, as the UIKit tracker ends one whose scroll view
    /// goes away; otherwise nothing.
    mutating func disappeared() -> Report? {
        phaseChanged(isInteracting: false)
    }

    /// Reports `report` to `registry`; nothing for `nil`.
    @MainActor
    static func send(_ report: Report?, to registry: KeyboardObserverRegistry) {
        switch report {
        case .began: registry.interactiveDismissalDidBegin()
        case .ended: registry.interactiveDismissalDidEnd()
        case nil: break
        }
    }

    /// Reports `report` to the registry of `center` (a scroll view holds no registration: it reaches the registry as
    /// a trace's steps do, ``KeyboardTraceStep/interactiveDismissalBegan`` and
    /// ``KeyboardTraceStep/interactiveDismissalEnded``); nothing for `nil`.
    @MainActor
    static func send(_ report: Report?, on center: NotificationCenter) {
        guard let report else { return }
        send(report, to: .tracing(center))
    }
}
