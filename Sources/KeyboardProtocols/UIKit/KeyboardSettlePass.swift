#if canImport(UIKit) && (os(iOS) || os(visionOS))
    import UIKit

    /// The mixins' second measurement: once a presentation UIKit moves for the keyboard (a form sheet, a page sheet,
    /// a popover) has been laid out, right after the main run loop's next Core Animation commit.
    ///
    /// A *will* notification arrives before UIKit moves the sheet, so what a mixin measured then can be off by the
    /// sheet's move (InputBarAccessoryView PR 244 and issues 238/282, freshOS/KeyboardLayoutGuide PR 43,
    /// IQKeyboardManager issue 909). The mixin measures again here and corrects as ``KeyboardSettledCorrection``
    /// decides; a newer change for the same mixin and owner supersedes a pending pass. did-change-frame measures a
    /// third time, once the keyboard is at rest (`keyboardDidSettle(_:)`).
    @MainActor
    enum KeyboardSettlePass {
        /// One mixin's pending pass per owner; `Mixin` only tells mixins apart.
        private struct Ticket<Mixin> {
            var generation = 0
        }

        /// After Core Animation's commit (order 2 000 000 among the main run loop's before-waiting observers) and
        /// UIKit's after-commit handler (2 001 000): layout is done by then. A block on the main queue would run too
        /// early: CFRunLoop drains the main queue at the top of an iteration, before the before-waiting observers
        /// (CFRunLoop.c, `__CFRunLoopRun`), so it would measure the sheet before UIKit laid it out.
        private static let afterCommitOrder: CFIndex = 2_001_001

        /// Runs `remeasure` with the seconds elapsed since now once the main run loop has committed its next layout,
        /// unless `owner` is gone or scheduled a newer pass for the same mixin by then; then wakes the main run loop,
        /// so what `remeasure` changed is committed at once rather than at the next event.
        static func schedule<Mixin>(
            _ mixin: Mixin.Type,
            for owner: AnyObject,
            remeasure: @escaping @MainActor (_ elapsed: TimeInterval) -> Void
        ) {
            let storage = KeyboardMixinStorage.shared
            let generation = storage.update(Ticket<Mixin>(), for: owner) { ticket in
                ticket.generation += 1
                return ticket.generation
            }
            let start = ProcessInfo.processInfo.systemUptime
            let currentOwner: () -> AnyObject? = { [weak owner] in owner }
            afterNextCommit {
                guard let owner = currentOwner(),
                    storage.value(Ticket<Mixin>.self, for: owner)?.generation == generation
                else { return }
                remeasure(ProcessInfo.processInfo.systemUptime - start)
                // Core Animation commits only from its own before-waiting (or exit) observer, which has run for this
                // pass, and the run loop goes to sleep right after this one (CFRunLoop.c, `__CFRunLoopRun`): what the
                // correction changed would sit uncommitted until something else woke the main thread, maybe the end
                // of the keyboard's animation. Waking it makes the loop go round once more and commit now.
                CFRunLoopWakeUp(CFRunLoopGetMain())
            }
        }

        /// Runs `body` once, on the main run loop's next before-waiting pass, after the layout commit.
        private static func afterNextCommit(_ body: @escaping @MainActor () -> Void) {
            let pending = UncheckedSendable(value: body)
            let observer = CFRunLoopObserverCreateWithHandler(
                kCFAllocatorDefault, CFRunLoopActivity.beforeWaiting.rawValue, false, afterCommitOrder
            ) { _, _ in
                // Main-run-loop observers are called on the main thread.
                MainActor.assumeIsolated { pending.value() }
            }
            // A non-repeating observer is invalidated, and so removed, after its one call.
            CFRunLoopAddObserver(CFRunLoopGetMain(), observer, .commonModes)
        }
    }
#endif
