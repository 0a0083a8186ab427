#if canImport(UIKit) && (os(iOS) || os(visionOS))
    import UIKit

    /// Calls the keyboard mixins an observer adopts, in ``KeyboardMixin``'s order, at the stages the core declares for
    /// each (``KeyboardMixin/stages``: when the screen registers, before the mixins, announced); runs the pass after
    /// the layout commit.
    ///
    /// Each mixin's default hands its registration a `KeyboardMixin.Unit` (sense and apply), which the registration
    /// runs again after the layout commit, at rest and on a layout change; the engine only calls the conformer's
    /// methods. Adding a mixin: its file (protocol, default handing its unit), its rule in the core, its case in
    /// `KeyboardMixin` with its lines there, and its line in ``line(_:)`` (an exhaustive `switch` returning a ``Line``,
    /// which can't be `nil`: the type check fails without it).
    @MainActor
    enum KeyboardMixinEngine {
        /// One mixin's line: the type its screens adopt it by, and its part, called at each stage the core declares.
        struct Line {
            /// Whether `observer` adopts the mixin.
            let isAdopted: @MainActor (_ observer: any KeyboardChangeFrameObserver) -> Bool
            /// Calls the part for `observer` at `moment`, if `observer` adopts the mixin.
            let run: @MainActor (_ observer: any KeyboardChangeFrameObserver, _ moment: KeyboardMixin.Moment) -> Void

            /// The line of a mixin that screens adopt by conforming to `Adopter`, whose part is `part`.
            init<Adopter>(
                _ adopter: Adopter.Type, part: @escaping @MainActor (Adopter, KeyboardMixin.Moment) -> Void
            ) {
                isAdopted = { $0 is Adopter }
                run = { observer, moment in
                    guard let mixin = observer as? Adopter else { return }
                    part(mixin, moment)
                }
            }
        }

        /// The line of `mixin`: the conformer's methods, at each moment.
        static func line(_ mixin: KeyboardMixin) -> Line {
            switch mixin {
            case .bar:
                Line((any PinsBarToKeyboard).self) { mixin, moment in
                    switch moment {
                    case .registered, .beforeMixins: break
                    case .announced(let change): mixin.moveBarWithKeyboard(for: change)
                    }
                }
            case .insets:
                Line((any ModifiableInsetsOnKeyboardFrameChanges).self) { mixin, moment in
                    switch moment {
                    // A list under a pinned composer is inset from the bar's first layout, before any keyboard.
                    case .registered: mixin.watchComposer()
                    case .beforeMixins: break
                    case .announced(let change): mixin.adjustScrollViewInsetsUnlessTakenOver(for: change)
                    }
                }
            case .container:
                Line((any AdjustsViewAboveKeyboard).self) { mixin, moment in
                    switch moment {
                    case .registered, .beforeMixins: break
                    case .announced(let change): mixin.keepViewAboveKeyboard(for: change)
                    }
                }
            case .preload:
                Line((any PreloadsKeyboard).self) { mixin, moment in
                    switch moment {
                    case .registered, .beforeMixins: break
                    case .announced(let change): mixin.recordKeyboardHeightIfDue(for: change)
                    }
                }
            case .view:
                // A SwiftUI view's observer runs its own unit from its handleKeyboardChange(_:), which the registration
                // calls in the engine's place: the core declares no stage for it, so the engine never calls this.
                Line(KeyboardViewObserver.self) { observer, moment in
                    switch moment {
                    case .registered, .beforeMixins: break
                    case .announced(let change): observer.handleKeyboardChange(change)
                    }
                }
            case .toolbar:
                Line((any AddsKeyboardToolbar).self) { mixin, moment in
                    switch moment {
                    case .registered(let registry): KeyboardToolbarController.install(for: mixin, registry: registry)
                    case .beforeMixins: break
                    case .announced(let change): KeyboardToolbarController.update(mixin, for: change)
                    }
                }
            case .chat:
                Line((any UIViewController & KeepsLatestMessageInView).self) { mixin, moment in
                    switch moment {
                    case .registered: break
                    // The chat rule looks at the list before the bar and the insets move it.
                    case .beforeMixins(let change): mixin.lookAtChatList(for: change)
                    case .announced(let change): mixin.keepLatestMessageInView(for: change)
                    }
                }
            }
        }

        /// Whether `observer` adopts a mixin that moves layout with the keyboard; the gist's plain observer does not.
        static func movesLayout(_ observer: any KeyboardChangeFrameObserver) -> Bool {
            KeyboardMixin.allCases.contains { $0.movesLayout && line($0).isAdopted(observer) }
        }

        /// Calls, in order, the part of every mixin `observer` adopts that the core declares for `moment`'s stage.
        static func run(_ moment: KeyboardMixin.Moment, of observer: any KeyboardChangeFrameObserver) {
            for mixin in KeyboardMixin.running(at: moment.stage) { line(mixin).run(observer, moment) }
        }

        /// The announced pass: the parts that look before the mixins move anything, then every adopted mixin's.
        static func announce(_ observer: any KeyboardChangeFrameObserver, _ change: KeyboardFrameChange) {
            run(.beforeMixins(change), of: observer)
            run(.announced(change), of: observer)
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
