#if canImport(UIKit) && (os(iOS) || os(visionOS))
    import UIKit

    /// Applies the keyboard mixins an observer adopts, in one order, at the phase the core asks for: announced (the
    /// will-notification or a tracked frame), after the next layout commit, and at rest.
    ///
    /// When each phase runs, and which mixin measures again, is the screen's `KeyboardScreenLayout` in the core; the
    /// engine only turns the answer into calls. Adding a mixin: its file (protocol, defaults, behaviour, and its
    /// `KeyboardMixinEngine` part), its arithmetic in `Core/Geometry` and `Core/Layout`, and a line in ``mixins``.
    @MainActor
    enum KeyboardMixinEngine {
        /// One mixin's part: does what the mixin does for `change` at `phase` if `observer` adopts it.
        typealias Part =
            @MainActor (
                _ observer: any KeyboardChangeFrameObserver, _ change: KeyboardFrameChange, _ phase: KeyboardMixinPhase
            ) -> Void

        /// One entry of ``mixins``: whether an observer adopts the mixin, whether the mixin moves layout with the
        /// keyboard, and its part.
        struct Mixin {
            /// Whether `observer` adopts the mixin.
            let isAdopted: @MainActor (_ observer: any KeyboardChangeFrameObserver) -> Bool

            /// Whether the mixin moves layout with the keyboard, so the screen needs a layout sensor and, where an
            /// interactive dismissal can happen, a frame tracker.
            let movesLayout: Bool

            /// What the mixin does at each phase.
            let part: Part
        }

        /// The mixins, in the order they run.
        static let mixins: [Mixin] = [
            Mixin(isAdopted: { $0 is any KeepsLatestMessageInView }, movesLayout: false, part: lookAtChatList),
            Mixin(isAdopted: { $0 is any PinsBarToKeyboard }, movesLayout: true, part: pinBar),
            Mixin(
                isAdopted: { $0 is any ModifiableInsetsOnKeyboardFrameChanges }, movesLayout: true, part: modifyInsets
            ),
            Mixin(isAdopted: { $0 is any KeepsLatestMessageInView }, movesLayout: false, part: keepLatestMessage),
            Mixin(isAdopted: { $0 is any AdjustsViewAboveKeyboard }, movesLayout: true, part: keepViewAbove),
            Mixin(isAdopted: { $0 is any PreloadsKeyboard }, movesLayout: false, part: recordHeight),
        ]

        /// Whether `observer` adopts a mixin that moves layout with the keyboard; the gist's plain observer does not.
        static func movesLayout(_ observer: any KeyboardChangeFrameObserver) -> Bool {
            mixins.contains { $0.movesLayout && $0.isAdopted(observer) }
        }

        /// Runs every adopted mixin's part for `change` at `phase`.
        static func run(
            _ observer: any KeyboardChangeFrameObserver, _ change: KeyboardFrameChange, _ phase: KeyboardMixinPhase
        ) {
            for mixin in mixins { mixin.part(observer, change, phase) }
        }

        // MARK: - PreloadsKeyboard

        /// The preload's part: files the height of a delivered keyboard.
        private static func recordHeight(
            _ observer: any KeyboardChangeFrameObserver, _ change: KeyboardFrameChange, _ phase: KeyboardMixinPhase
        ) {
            guard KeyboardScreenLayout.recordsHeight(of: change, at: phase),
                let mixin = observer as? any PreloadsKeyboard
            else { return }
            mixin.recordKeyboardHeight(for: change)
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
