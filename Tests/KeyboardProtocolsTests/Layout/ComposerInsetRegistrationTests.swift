import Foundation
import Testing

@testable import KeyboardProtocols

/// The measured composer through a real registration: the bar's and the insets' units run by the screen's
/// registration in either order, the insets reading the bar's rule from the registration's layout as the UIKit layer
/// does, at the announced pass and after the layout commit. The screen is `ComposerInsetTests`' iPhone 15 glass chat.
@MainActor
@Suite("A registered screen insets a list under its composer whichever of bar and insets runs first")
struct ComposerInsetRegistrationTests {
    typealias GlassChat = GeometryTests.ComposerInsetTests.GlassChat

    /// A screen taking `handleKeyboardChange(_:)` over and running the two units itself, in the order it says.
    final class Screen: KeyboardChangeFrameObserver {
        var chat = GlassChat()
        let insetsFirst: Bool
        init(insetsFirst: Bool) { self.insetsFirst = insetsFirst }

        static let bar = KeyboardMixin.Unit<Screen, PinnedBarAdjustment>(
            sense: { screen, change in screen.chat.barFacts(change) },
            apply: { screen, move in screen.chat.constant = move.value })

        static let insets = KeyboardMixin.Unit<Screen, ScrollViewInsetAdjustment>(
            sense: { screen, change in
                let chat = screen.chat
                return ScrollViewInsetAdjustment.Facts(
                    screenBounds: GeometryTests.Screen.iPhone15Pro, scrollViewFrame: chat.listFrame,
                    context: chat.context, current: chat.current, keepsFirstResponderVisible: false,
                    composer: chat.composer(
                        for: change,
                        adjustment: KeyboardRegistration.of(screen).layout.decidedRule(PinnedBarAdjustment.self)))
            },
            apply: { screen, move in screen.chat.current = move.value.insets })

        func handleKeyboardChange(_ change: KeyboardFrameChange) {
            if insetsFirst {
                runKeyboardMixin(Self.insets, for: change)
                runKeyboardMixin(Self.bar, for: change)
            } else {
                runKeyboardMixin(Self.bar, for: change)
                runKeyboardMixin(Self.insets, for: change)
            }
        }
    }

    /// Tells a show, then a hide, to `screen` registered on a center of its own, running each after-commit pass;
    /// returns the list's content inset after each announced pass and after each commit.
    func insets(of screen: Screen) throws -> [CGFloat] {
        let center = NotificationCenter()
        var commits: [@MainActor () -> Bool] = []
        _ = KeyboardObserverRegistry.registry(
            for: center,
            platform: KeyboardPlatform(hasWindow: { _ in true }, afterLayoutCommit: { _, pass in commits.append(pass) })
        )
        screen.addKeyboardFrameChangesObserver(center: center)
        defer { screen.removeKeyboardFrameChangesObserver(center: center) }
        let registration = try #require(KeyboardObserverRegistry.registry(for: center).registration(of: screen))
        var seen: [CGFloat] = []
        for change in [try GeometryTests.ComposerInsetTests.show(), try GeometryTests.ComposerInsetTests.hide()] {
            // The registry's delivery holds a will-hide to the end of the turn: told here as the delivery tells it.
            registration.tell(change, to: screen)
            seen.append(screen.chat.current.content)
            let due = commits
            commits.removeAll()
            for pass in due { _ = pass() }
            seen.append(screen.chat.current.content)
        }
        return seen
    }

    @Test("the bar running first: 346 with the keyboard, kept after the commit, 44 once it hides")
    func barFirst() throws {
        let screen = Screen(insetsFirst: false)
        #expect(try insets(of: screen) == [346, 346, 44, 44])
        #expect(screen.chat.constant == 0)
    }

    @Test("the insets running first: the keyboard's 302 until the bar first moved, 346 once measured, 44 at the hide")
    func insetsFirst() throws {
        // Before the package's bar decision ever ran, the bar counts where it is laid out (resting: 44 < 302), as a
        // bar the app moves itself does; the pass after the commit measures the moved bar. From then on the bar's end
        // is known ahead: the hide's 44 comes before the bar moves.
        let screen = Screen(insetsFirst: true)
        #expect(try insets(of: screen) == [302, 346, 44, 44])
        #expect(screen.chat.constant == 0)
    }
}
