#if canImport(UIKit) && (os(iOS) || os(visionOS))
    import UIKit

    /// Calls the keyboard mixins an observer adopts, in ``KeyboardMixin``'s order, for the announced change; runs the
    /// pass after the layout commit.
    ///
    /// Each mixin's default hands its registration a `KeyboardMixin.Unit` (sense and apply), which the registration
    /// runs again after the layout commit, at rest and on a layout change; the engine only calls the conformer's
    /// method. Adding a mixin: its file (protocol, default handing its unit), its rule in the core, its case in
    /// `KeyboardMixin` and its line in ``part(_:of:)`` (an exhaustive `switch`: the type check fails without it).
    @MainActor
    enum KeyboardMixinEngine {
        /// One mixin's announced part for one observer: calls the conformer's method for a change.
        typealias Part = @MainActor (_ change: KeyboardFrameChange) -> Void

        /// The announced part of `mixin` for `observer`, or `nil` when `observer` does not adopt it.
        static func part(_ mixin: KeyboardMixin, of observer: any KeyboardChangeFrameObserver) -> Part? {
            switch mixin {
            case .bar:
                guard let mixin = observer as? any PinsBarToKeyboard else { return nil }
                return { mixin.moveBarWithKeyboard(for: $0) }
            case .insets:
                guard let mixin = observer as? any ModifiableInsetsOnKeyboardFrameChanges else { return nil }
                return { mixin.adjustScrollViewInsetsUnlessTakenOver(for: $0) }
            case .container:
                guard let mixin = observer as? any AdjustsViewAboveKeyboard else { return nil }
                return { mixin.keepViewAboveKeyboard(for: $0) }
            case .preload:
                guard let mixin = observer as? any PreloadsKeyboard else { return nil }
                return { mixin.recordKeyboardHeightIfDue(for: $0) }
            case .view:
                // A SwiftUI view's observer hands its own unit from its handleKeyboardChange(_:).
                return nil
            case .toolbar:
                guard let mixin = observer as? any AddsKeyboardToolbar else { return nil }
                return { KeyboardToolbarController.update(mixin, for: $0) }
            case .chat:
                guard let mixin = observer as? any UIViewController & KeepsLatestMessageInView else { return nil }
                return { mixin.keepLatestMessageInView(for: $0) }
            }
        }

        /// Whether `observer` adopts a mixin that moves layout with the keyboard; the gist's plain observer does not.
        static func movesLayout(_ observer: any KeyboardChangeFrameObserver) -> Bool {
            KeyboardMixin.allCases.contains { $0.movesLayout && part($0, of: observer) != nil }
        }

        /// The announced pass: every adopted mixin's method, in order.
        static func announce(_ observer: any KeyboardChangeFrameObserver, _ change: KeyboardFrameChange) {
            // The chat rule looks at the list before the bar and the insets move it.
            (observer as? any UIViewController & KeepsLatestMessageInView)?.lookAtChatList(for: change)
            for mixin in KeyboardMixin.allCases { part(mixin, of: observer)?(change) }
        }

        // MARK: - After the layout commit

        /// After Core Animation's commit and UIKit's after-commit handler among the main run loop's before-waiting
        /// observers; a main-queue block would run before them, measuring a sheet before UIKit laid it out.
        // Orders 2 000 000 and 2 001 000, observers called in order (CFRunLoop.c, `__CFRunLoopRun`).
        private static let afterCommitOrder: CFIndex = 2_001_001

        /// Runs `body` once, on the main run loop's next before-waiting pass, after the layout commit. When `body` says
        /// it changed layout, wakes the run loop (which sleeps right after this observer) so the change is committed
        /// now, not at the next event (CFRunLoop.c, `__CFRunLoopRun`). Wakes it too when the core says so, since this
        /// may be asked for during this very before-waiting pass.
        static func afterNextCommit(wakesRunLoop: Bool, _ body: @escaping @MainActor () -> Bool) {
            let pending = UncheckedSendable(value: body)
            let observer = CFRunLoopObserverCreateWithHandler(
                kCFAllocatorDefault, CFRunLoopActivity.beforeWaiting.rawValue, false, afterCommitOrder
            ) { _, _ in
                // Main-run-loop observers are called on the main thread.
                MainActor.assumeIsolated {
                    if pending.value() { CFRunLoopWakeUp(CFRunLoopGetMain()) }
                }
            }
            // A non-repeating observer is invalidated, and so removed, after its one call.
            CFRunLoopAddObserver(CFRunLoopGetMain(), observer, .commonModes)
            // Added during Core Animation's commit (a layout pass, a delivery) it misses this before-waiting pass, so
            // wake the run loop for the next one, unless the core says the pass only waits for a window.
            // CFRunLoop.c, __CFRunLoopDoObservers: collects the observers, then calls them; adding one doesn't wake.
            if wakesRunLoop { CFRunLoopWakeUp(CFRunLoopGetMain()) }
        }
    }
#endif
