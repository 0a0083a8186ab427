import Foundation
import Testing

@testable import KeyboardProtocols

/// The gist's semantics: its callback once per notification, taking a scroll view's insets over when implemented,
/// and an observer that unregisters in `deinit`.
@MainActor
@Suite("The gist's callback and deinit")
struct GistSemanticsTests {
    /// iPhone 15: screen 393 x 852, keyboard 336 high at y 516.
    static let screen = CGRect(x: 0, y: 0, width: 393, height: 852)
    static let keyboard = CGRect(x: 0, y: 516, width: 393, height: 336)

    /// An observer that implements the gist's callback, as gist forks that subtract their own bars do.
    final class ImplementsCallback: KeyboardChangeFrameObserver {
        var heights: [CGFloat] = []
        func willChangeKeyboardFrame(
            height: CGFloat, animationDuration: TimeInterval, animationOptions: KeyboardAnimationOptions
        ) {
            heights.append(height)
        }
    }

    /// An observer that leaves the gist's callback to the default.
    final class UsesDefaultCallback: KeyboardChangeFrameObserver {}

    /// An observer that unregisters in deinit, as the gist's note says.
    final class RemovesInDeinit: KeyboardChangeFrameObserver {
        let center: NotificationCenter
        init(center: NotificationCenter) { self.center = center }
        deinit { removeKeyboardFrameChangesObserver(center: center) }
    }

    /// A mixin's rule that decides nothing and logs the phases it is asked at.
    struct LoggedRule: KeyboardMixin.Rule {
        static let mixin = KeyboardMixin.bar

        mutating func decide(_ box: PhaseBox, for change: KeyboardFrameChange, at phase: KeyboardMixinPhase)
            -> KeyboardMixinMove<CGFloat>?
        {
            box.phases.append(phase)
            return nil
        }
    }

    /// Registers `observer` on a center of its own whose registry's platform hands every observer a mixin logging
    /// its phases, runs `prepare`, then returns the phases the mixin ran at during `body`.
    func recordingMixins(
        of observer: some KeyboardChangeFrameObserver,
        after prepare: (KeyboardObserverRegistry) throws -> Void = { _ in },
        _ body: (KeyboardObserverRegistry) throws -> Void
    ) rethrows -> [KeyboardMixinPhase] {
        let box = PhaseBox()
        let center = NotificationCenter()
        let platform = KeyboardPlatform(announceMixins: { observer, change in
            Self.handLoggedUnit(observer, change, box)
        })
        let registry = KeyboardObserverRegistry.registry(for: center, platform: platform)
        observer.addKeyboardFrameChangesObserver(center: center)
        try prepare(registry)
        box.phases.removeAll()
        try body(registry)
        return box.phases
    }

    /// A default handing `observer`'s registration a unit of ``LoggedRule``.
    static func handLoggedUnit<Observer: KeyboardChangeFrameObserver>(
        _ observer: Observer, _ change: KeyboardFrameChange, _ box: PhaseBox
    ) {
        observer.runKeyboardMixin(
            KeyboardMixin.Unit(LoggedRule.self, sense: { _, _ in box }, apply: { _, _ in }), for: change)
    }

    /// A new center whose registry's platform runs `announce` as the announced pass.
    func center(announcing announce: @escaping @MainActor (any KeyboardChangeFrameObserver) -> Void)
        -> NotificationCenter
    {
        let center = NotificationCenter()
        _ = KeyboardObserverRegistry.registry(
            for: center, platform: KeyboardPlatform(announceMixins: { observer, _ in announce(observer) }))
        return center
    }

    final class PhaseBox {
        var phases: [KeyboardMixinPhase] = []
    }

    @Test("a notification reaches the gist's callback once, with the keyboard's 336 points")
    func notificationReachesCallback() throws {
        let observer = ImplementsCallback()
        let show = try KeyboardFrameChange(event: .willShow, endFrame: Self.keyboard, screenBounds: Self.screen)
        observer.handleKeyboardChange(show)
        #expect(observer.heights == [336])
    }

    @Test("a frame tracked during a drag reaches the mixins but not the gist's callback")
    func trackedFrameSkipsCallback() throws {
        let observer = ImplementsCallback()
        let dragged = try KeyboardFrameChange(
            trackedFrame: CGRect(x: 0, y: 616, width: 393, height: 336), previousFrame: Self.keyboard,
            screenBounds: Self.screen)
        let phases = try recordingMixins(of: observer) { _ in observer.handleKeyboardChange(dragged) }
        #expect(observer.heights.isEmpty)
        #expect(phases == [.announced])
    }

    @Test("an observer implementing the gist's callback is known, in its registration, to take the insets over")
    func implementedCallbackTakesOver() throws {
        let center = NotificationCenter()
        let registry = KeyboardObserverRegistry.registry(for: center)
        let observer = ImplementsCallback()
        observer.addKeyboardFrameChangesObserver(center: center)
        registry.deliver(try KeyboardFrameChange(event: .willShow, endFrame: Self.keyboard, screenBounds: Self.screen))
        #expect(registry.registration(of: observer)?.layout.gistCallback == .implemented)
        observer.removeKeyboardFrameChangesObserver(center: center)
    }

    @Test("an observer leaving the gist's callback to the default leaves the insets to the mixin")
    func defaultCallbackLeavesInsetsToMixin() throws {
        let center = NotificationCenter()
        let registry = KeyboardObserverRegistry.registry(for: center)
        let observer = UsesDefaultCallback()
        observer.addKeyboardFrameChangesObserver(center: center)
        registry.deliver(try KeyboardFrameChange(event: .willShow, endFrame: Self.keyboard, screenBounds: Self.screen))
        #expect(registry.registration(of: observer)?.layout.gistCallback == .byDefault)
        observer.removeKeyboardFrameChangesObserver(center: center)
    }

    @Test("an observer never registered still hears the gist's callback once, with no state left behind")
    func unregisteredObserverHearsCallbackOnce() throws {
        let observer = ImplementsCallback()
        let show = try KeyboardFrameChange(event: .willShow, endFrame: Self.keyboard, screenBounds: Self.screen)
        observer.handleKeyboardChange(show)
        observer.handleKeyboardChange(show)
        #expect(observer.heights == [336, 336])
        #expect(KeyboardObserverRegistry.registration(of: observer) == nil)
    }

    @Test("the gist's callback runs after the mixins, so it sees the bar already moved")
    func callbackRunsAfterMixins() throws {
        let observer = ImplementsCallback()
        let show = try KeyboardFrameChange(event: .willShow, endFrame: Self.keyboard, screenBounds: Self.screen)
        var heightsWhenMixinsRan: [CGFloat]?
        let center = center(announcing: { _ in heightsWhenMixinsRan = observer.heights })
        observer.addKeyboardFrameChangesObserver(center: center)
        observer.handleKeyboardChange(show)
        #expect(heightsWhenMixinsRan == [])
        #expect(observer.heights == [336])
    }

    @Test("the inset mixin's part calls the callback in its place to learn it is implemented, and it runs once")
    func insetPartCallsCallbackOnce() throws {
        let observer = ImplementsCallback()
        let show = try KeyboardFrameChange(event: .willShow, endFrame: Self.keyboard, screenBounds: Self.screen)
        var takenOverInInsetPart: Bool?
        let center = center(announcing: { observer in
            takenOverInInsetPart = KeyboardRegistration.of(observer).leavesInsetsToGistCallback(observer)
        })
        observer.addKeyboardFrameChangesObserver(center: center)
        observer.handleKeyboardChange(show)
        #expect(takenOverInInsetPart == true)
        #expect(observer.heights == [336])
    }

    @Test("a did-change-frame at rest runs the mixins' at-rest phase")
    func settleRunsAtRestPhase() throws {
        let observer = UsesDefaultCallback()
        let settled = try KeyboardFrameChange(
            event: .didChangeFrame, endFrame: Self.keyboard, screenBounds: Self.screen)
        let show = try KeyboardFrameChange(event: .willShow, endFrame: Self.keyboard, screenBounds: Self.screen)
        let phases = recordingMixins(of: observer, after: { $0.deliver(show) }, { $0.deliver(settled) })
        #expect(phases == [.atRest])
    }

    @Test("an observer removing itself in deinit is unregistered and nothing crashes")
    func removeInDeinitIsHarmless() throws {
        let center = NotificationCenter()
        let registry = KeyboardObserverRegistry.registry(for: center)
        var observer: RemovesInDeinit? = RemovesInDeinit(center: center)
        observer?.addKeyboardFrameChangesObserver(center: center)
        #expect(registry.observerCount == 1)
        observer = nil
        #expect(registry.observerCount == 0)
    }
}
