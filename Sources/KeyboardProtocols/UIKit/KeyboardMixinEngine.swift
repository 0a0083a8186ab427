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

        /// One entry of ``mixins``: whether an observer adopts the mixin, whether the mixin moves layout with the
        /// keyboard, and its part.
        struct Mixin {
            /// Whether `observer` adopts the mixin.
            let isAdopted: @MainActor (_ observer: any KeyboardChangeFrameObserver) -> Bool

            /// Whether the mixin moves layout with the keyboard, so an interactive dismissal needs a frame tracker.
            let movesLayout: Bool

            /// What the mixin does at each phase.
            let part: Part
        }

        /// The mixins, in the order they run.
        static let mixins: [Mixin] = [
            Mixin(isAdopted: { $0 is any PinsBarToKeyboard }, movesLayout: true, part: pinBar),
            Mixin(
                isAdopted: { $0 is any ModifiableInsetsOnKeyboardFrameChanges }, movesLayout: true, part: modifyInsets
            ),
            Mixin(isAdopted: { $0 is any AdjustsViewAboveKeyboard }, movesLayout: true, part: keepViewAbove),
            Mixin(isAdopted: { $0 is any PreloadsKeyboard }, movesLayout: false, part: recordHeight),
        ]

        /// Whether `observer` adopts a mixin that moves layout with the keyboard; the gist's plain observer does not.
        static func movesLayout(_ observer: any KeyboardChangeFrameObserver) -> Bool {
            mixins.contains { $0.movesLayout && $0.isAdopted(observer) }
        }

        /// Runs every adopted mixin's part for `change` at `phase`; after an announced change, measures again once
        /// the main run loop has committed its next layout.
        static func run(
            _ observer: any KeyboardChangeFrameObserver, _ change: KeyboardFrameChange, _ phase: KeyboardMixinPhase
        ) {
            var measured = false
            for mixin in mixins {
                if mixin.part(observer, change, phase) { measured = true }
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
            // Tracked frames are never recorded: skip the first-responder search they would cost at every frame.
            guard phase == .announced, !change.isTracked, let mixin = observer as? any PreloadsKeyboard else {
                return false
            }
            mixin.recordKeyboardHeight(for: change)
            return false
        }

        // MARK: - After the layout commit

        /// One pending pass per owner.
        private struct Ticket {
            var generation = 0
        }

        /// After Core Animation's commit and UIKit's after-commit handler among the main run loop's before-waiting
        /// observers; a main-queue block would run before them, measuring a sheet before UIKit laid it out.
        // Orders 2 000 000 and 2 001 000, observers called in order (CFRunLoop.c, `__CFRunLoopRun`).
        private static let afterCommitOrder: CFIndex = 2_001_001

        /// Runs the `.afterLayoutCommit` phase for `observer` once the main run loop has committed its next layout,
        /// unless it is gone or a newer change superseded this one.
        private static func scheduleAfterLayoutCommit(
            for observer: any KeyboardChangeFrameObserver, change: KeyboardFrameChange, start: TimeInterval? = nil
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
                let elapsed = ProcessInfo.processInfo.systemUptime - start
                // The view joins its window after viewWillAppear, in a transition that drives the run loop: wait
                // for it (half a second at most) without waking the run loop.
                // Apple, UIViewController.viewIsAppearing(_:): the view is in the hierarchy by then.
                let controller = observer as? UIViewController
                let hasWindow = controller?.viewIfLoaded?.window != nil
                if controller != nil, KeyboardMixinPhase.waitsForWindow(hasWindow: hasWindow, elapsed: elapsed) {
                    scheduleAfterLayoutCommit(for: observer, change: change, start: start)
                    return
                }
                for mixin in mixins { _ = mixin.part(observer, change, .afterLayoutCommit(elapsed: elapsed)) }
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
    }
#endif
