#if canImport(UIKit) && (os(iOS) || os(visionOS))
    import UIKit

    /// The mixins' second measurement: once a presentation UIKit moves for the keyboard (a form sheet, a page sheet,
    /// a popover) has settled, on the next turn of the main run loop.
    ///
    /// A *will* notification arrives before UIKit moves the sheet, so what a mixin measured then can be off by the
    /// sheet's move (InputBarAccessoryView PR 244 and issues 238/282, freshOS/KeyboardLayoutGuide PR 43,
    /// IQKeyboardManager issue 909). The mixin measures again here and corrects as ``KeyboardSettledCorrection``
    /// decides; a newer change for the same mixin and owner supersedes a pending pass.
    @MainActor
    enum KeyboardSettlePass {
        /// One mixin's pending pass per owner; `Mixin` only tells mixins apart.
        private struct Ticket<Mixin> {
            var generation = 0
        }

        /// Runs `remeasure` with the seconds elapsed since now on the next turn of the main run loop, unless `owner`
        /// is gone or scheduled a newer pass for the same mixin by then.
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
            let pending = UncheckedSendable(value: (owner: currentOwner, remeasure: remeasure))
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    guard let owner = pending.value.owner(),
                        storage.value(Ticket<Mixin>.self, for: owner)?.generation == generation
                    else { return }
                    pending.value.remeasure(ProcessInfo.processInfo.systemUptime - start)
                }
            }
        }
    }
#endif
