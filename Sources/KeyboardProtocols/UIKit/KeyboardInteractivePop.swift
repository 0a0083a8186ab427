#if canImport(UIKit) && (os(iOS) || os(visionOS))
    import UIKit

    // MARK: - A back-swipe with the keyboard up

    extension KeyboardChangeFrameObserver {
        /// Reports an interactive pop to the registry when a view controller unregisters in one (its
        /// `viewWillDisappear` as the user starts swiping back), and the end of the swipe's interaction, cancelled or
        /// not. The core (`KeyboardTransitionFacts`, `KeyboardDelivery`) decides what a hide posted meanwhile does.
        func willUnregisterForKeyboardChanges(registry: KeyboardObserverRegistry) {
            guard let controller = self as? UIViewController, let coordinator = controller.transitionCoordinator
            else { return }
            let facts = KeyboardTransitionFacts(
                isInteractive: coordinator.isInteractive, isMovingFromParent: controller.isMovingFromParent)
            guard facts.holdsHides else { return }
            registry.interactiveTransitionDidBegin()
            // UIViewControllerTransitionCoordinator.h: the handler runs when the interaction ends; isCancelled says
            // whether the pop was called off. UIKit calls it on the main thread.
            coordinator.notifyWhenInteractionChanges { [weak registry] context in
                let cancelled = context.isCancelled
                MainActor.assumeIsolated { registry?.interactiveTransitionDidEnd(cancelled: cancelled) }
            }
            // The transition's completion always runs: it ends the swipe if the interaction's end was not reported
            // (then nothing is held any more, and this does nothing).
            coordinator.animate(alongsideTransition: nil) { [weak registry] context in
                let cancelled = context.isCancelled
                MainActor.assumeIsolated { registry?.interactiveTransitionDidEnd(cancelled: cancelled) }
            }
        }
    }
#endif
