#if canImport(UIKit) && (os(iOS) || os(visionOS))
    import UIKit

    /// Runs the keyboard mixins an observer adopts, in one order, at each phase of a keyboard change: announced (the
    /// will-notification or a tracked frame), after the next layout commit, and at rest (did-change-frame).
    ///
    /// Adding a mixin: its file (protocol, defaults, behaviour, and its `KeyboardMixinEngine` part), its arithmetic
    /// in `Core/Geometry`, and a line in ``mixins``.
    @MainActor
    enum KeyboardMixinEngine {
        /// One mixin's part: does what the mixin does for `change` at `phase` if `observer` adopts it, and returns
        /// whether it measured views, which are then measured again after the next layout commit.
        typealias Part = @MainActor (
            _ observer: any KeyboardChangeFrameObserver, _ change: KeyboardFrameChange, _ phase: KeyboardMixinPhase
        ) -> Bool

        /// The mixins, in the order they run.
        static let mixins: [Part] = [
            pinBar,  // PinsBarToKeyboard
            modifyInsets,  // ModifiableInsetsOnKeyboardFrameChanges
            keepViewAbove,  // AdjustsViewAboveKeyboard
            recordHeight,  // PreloadsKeyboard
        ]

        /// Runs every adopted mixin's part for `change` at `phase`; after an announced change, measures again once
        /// the main run loop has committed its next layout.
        static func run(
            _ observer: any KeyboardChangeFrameObserver, _ change: KeyboardFrameChange, _ phase: KeyboardMixinPhase
        ) {
            var measured = false
            for part in mixins {
                if part(observer, change, phase) { measured = true }
            }
            // A frame tracked during a drag moves no sheet: nothing to measure again.
            guard measured, phase == .announced, !change.isTracked else { return }
            scheduleAfterLayoutCommit(for: observer, change: change)
        }

        // MARK: - PreloadsKeyboard

        /// The preload's part: files the height of a delivered keyboard.
        private static func recordHeight(
            _ observer: any KeyboardChangeFrameObserver, _ change: KeyboardFrameChange, _ phase: KeyboardMixinPhase
        ) -> Bool {
            guard phase == .announced, let mixin = observer as? any PreloadsKeyboard else { return false }
            mixin.recordKeyboardHeight(for: change)
            return false
        }

        // MARK: - After the layout commit

        /// One pending pass per owner.
        private struct Ticket {
            var generation = 0
        }

        /// How many commits a view controller's view may stay out of a window before the pass gives up.
        private static let windowWaitLimit = 5

        /// After Core Animation's commit (order 2 000 000 among the main run loop's before-waiting observers) and
        /// UIKit's after-commit handler (2 001 000); a main-queue block would run before them (CFRunLoop.c,
        /// `__CFRunLoopRun`), measuring a sheet before UIKit laid it out.
        private static let afterCommitOrder: CFIndex = 2_001_001

        /// Runs the `.afterLayoutCommit` phase for `observer` once the main run loop has committed its next layout,
        /// unless it is gone or a newer change superseded this one.
        private static func scheduleAfterLayoutCommit(
            for observer: any KeyboardChangeFrameObserver, change: KeyboardFrameChange, start: TimeInterval? = nil,
            attempt: Int = 0
        ) {
            let storage = KeyboardMixinStorage.shared
            let generation = storage.update(Ticket(), for: observer) { ticket in
                ticket.generation += 1
                return ticket.generation
            }
            let start = start ?? ProcessInfo.processInfo.systemUptime
            let currentObserver: () -> (any KeyboardChangeFrameObserver)? = { [weak observer] in observer }
            afterNextCommit {
                guard let observer = currentObserver(),
                    storage.value(Ticket.self, for: observer)?.generation == generation
                else { return }
                // A view controller registering while the keyboard is up hears it in viewWillAppear, before its view
                // is in a window; it is by the commit that follows ("the view is in the hierarchy and laid out" at
                // viewIsAppearing, Apple: UIViewController.viewIsAppearing(_:)). Wait a few commits at most.
                if let controller = observer as? UIViewController, controller.viewIfLoaded?.window == nil,
                    attempt < windowWaitLimit
                {
                    scheduleAfterLayoutCommit(for: observer, change: change, start: start, attempt: attempt + 1)
                    CFRunLoopWakeUp(CFRunLoopGetMain())
                    return
                }
                let elapsed = ProcessInfo.processInfo.systemUptime - start
                for part in mixins { _ = part(observer, change, .afterLayoutCommit(elapsed: elapsed)) }
                // The run loop sleeps right after this observer: wake it so the correction is committed now, not at
                // the next event (CFRunLoop.c, `__CFRunLoopRun`).
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

        // MARK: - Applying

        /// Runs `animations` as `plan` says, overriding the duration and curve of any enclosing animation (a keyboard
        /// notification posted inside a push or a present; UIView.h, `UIViewAnimationOptionOverrideInheritedDuration`).
        static func animate(_ plan: KeyboardAnimationPlan, animations: @escaping @MainActor () -> Void) {
            switch plan {
            case .applyImmediately:
                UIView.animate(.applyImmediately, animations: animations)
            case .animate(let duration, let options):
                let overriding = options.union([.overrideInheritedDuration, .overrideInheritedCurve])
                UIView.animate(.animate(duration: duration, options: overriding), animations: animations)
            }
        }
    }
#endif
