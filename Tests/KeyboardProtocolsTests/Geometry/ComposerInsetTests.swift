import Foundation
import Testing

@testable import KeyboardProtocols

extension GeometryTests {
    /// Issue 38 item 4, "Any composer layout", for `ModifiableInsetsOnKeyboardFrameChanges` on a screen that also
    /// adopts `PinsBarToKeyboard`: the list's bottom insets are what covers it (the keyboard with what rides on it, or
    /// the composer where the bar ends, whichever covers more) on top of the app's own base inset.
    ///
    /// iPhone 15 (393 x 852, home indicator 34): a list filling the screen under a 44-point composer whose bottom is
    /// pinned to the safe area's bottom (`bar.bottom = safeArea.bottom + c`, resting at 818, its top at 774); the
    /// 336-point keyboard (302 beyond the home indicator) lifts it 302 points, its top to 472. The system insets the
    /// list's bottom by the home indicator's 34 on its own (`.automatic`, content taller than the list).
    @Suite("A list under a pinned composer is inset by what covers more, the keyboard or the composer")
    struct ComposerInsetTests {
        typealias Screen = GeometryTests.Screen
        typealias Keyboard = GeometryTests.Keyboard

        /// The screen as the two rules and the UIKit layer see it: the bar's constant and rule, the list's insets
        /// and rule, the frames each constant lays out.
        struct GlassChat {
            var bar = PinnedBarAdjustment()
            var insets = ScrollViewInsetAdjustment()
            /// The bar's bottom constraint's constant: 0 at rest, -302 on the keyboard.
            var constant: CGFloat = 0
            var barHeight: CGFloat = 44
            /// The list's frame on the screen: the whole screen, under the bar.
            var listFrame = Screen.iPhone15Pro
            var current = ScrollViewBottomInsets(content: 0, indicator: 0)
            var context = Self.underTheBar

            /// The bar's frame as its constant lays it out now: its bottom at the safe area's bottom (818) plus `c`.
            var barFrame: CGRect {
                CGRect(x: 0, y: 818 + constant - barHeight, width: 393, height: barHeight)
            }

            /// A list reaching the home indicator: the system insets its bottom by 34 on its own.
            static let underTheBar = ScrollViewInsetContext(
                adjustmentBehavior: .automatic, safeAreaBottom: 34, contentHeight: 2000, boundsHeight: 852,
                alwaysBounceVertical: false, isNavigationContent: false, isKeyboardAvoidedByController: false)

            /// What `PinsBarToKeyboard` senses: the keyboard's overlap with the screen's view, the safe area's 34.
            func barFacts(_ change: KeyboardFrameChange) -> PinnedBarAdjustment.Facts {
                PinnedBarAdjustment.Facts(
                    keyboardOverlap: KeyboardGeometry.overlap(
                        of: change, screenBounds: Screen.iPhone15Pro, viewFrame: Screen.iPhone15Pro),
                    anchorInset: 34, layout: BarConstraintLayout(barIsFirstItem: true), currentConstant: constant)
            }

            /// The bar mixin's pass: decides and sets the constant (the UIKit layer lays the bar out at once).
            mutating func moveBar(for change: KeyboardFrameChange, at phase: KeyboardMixinPhase = .announced) {
                if let move = bar.decide(barFacts(change), for: change, at: phase) { constant = move.value }
            }

            /// The composer as the UIKit layer senses it for `change`, `adjustment` being the bar's rule as the
            /// registration keeps it.
            func composer(for change: KeyboardFrameChange, adjustment: PinnedBarAdjustment?) -> ComposerBarFacts {
                ComposerBarFacts(
                    frame: barFrame, scrollViewFrame: listFrame, windowBounds: Screen.iPhone15Pro,
                    bar: barFacts(change), adjustment: adjustment)
            }

            /// The inset mixin's pass with the composer sensed as the UIKit layer senses it now; returns the insets.
            @discardableResult
            mutating func setInsets(
                for change: KeyboardFrameChange, at phase: KeyboardMixinPhase = .announced
            ) -> ScrollViewBottomInsets {
                let facts = ScrollViewInsetAdjustment.Facts(
                    screenBounds: Screen.iPhone15Pro, scrollViewFrame: listFrame, context: context,
                    current: current, keepsFirstResponderVisible: false,
                    composer: composer(for: change, adjustment: bar))
                if let move = insets.decide(facts, for: change, at: phase) { current = move.value.insets }
                return current
            }

            /// The default order: the bar, then the insets.
            mutating func announce(_ change: KeyboardFrameChange) {
                moveBar(for: change)
                setInsets(for: change)
            }
        }

        static func show() throws -> KeyboardFrameChange {
            try KeyboardFrameChange(event: .willShow, endFrame: Keyboard.iPhone15Pro, screenBounds: Screen.iPhone15Pro)
        }

        static func hide() throws -> KeyboardFrameChange {
            try KeyboardFrameChange(
                event: .willHide, endFrame: CGRect(x: 0, y: 852, width: 393, height: 336),
                screenBounds: Screen.iPhone15Pro)
        }

        @Test("the keyboard showing under a list under the composer insets it by the lifted composer, 44 + 302 = 346")
        func keyboardShowsUnderTheComposer() throws {
            var chat = GlassChat()
            chat.announce(try Self.show())
            // The keyboard alone would give 302: the composer on it covers 44 more.
            #expect(chat.constant == -302)
            #expect(chat.current == ScrollViewBottomInsets(content: 346, indicator: 346))
        }

        @Test("the insets run before the bar moves and still count the composer where the bar ends: 346")
        func insetsBeforeTheBarCountWhereTheBarEnds() throws {
            var chat = GlassChat()
            let show = try Self.show()
            // A screen taking handleKeyboardChange(_:) over that calls adjustScrollViewInsets first: the bar still
            // rests at 774 when the insets are decided.
            chat.setInsets(for: show)
            #expect(chat.current == ScrollViewBottomInsets(content: 346, indicator: 346))
            chat.moveBar(for: show)
            #expect(chat.setInsets(for: show, at: .atRest) == ScrollViewBottomInsets(content: 346, indicator: 346))
        }

        @Test("the keyboard hiding leaves the list inset by the resting composer: 44")
        func keyboardHidesUnderTheComposer() throws {
            var chat = GlassChat()
            chat.announce(try Self.show())
            chat.announce(try Self.hide())
            #expect(chat.constant == 0)
            #expect(chat.current == ScrollViewBottomInsets(content: 44, indicator: 44))
        }

        @Test("the insets run before the bar comes down and count the composer at rest: 44")
        func insetsBeforeTheBarOnHide() throws {
            var chat = GlassChat()
            chat.announce(try Self.show())
            let hide = try Self.hide()
            // The bar still sits on the keyboard (top at 472) when the insets are decided.
            chat.setInsets(for: hide)
            #expect(chat.current == ScrollViewBottomInsets(content: 44, indicator: 44))
            chat.moveBar(for: hide)
            #expect(chat.setInsets(for: hide, at: .atRest) == ScrollViewBottomInsets(content: 44, indicator: 44))
        }

        @Test("a keyboard with a 44-point accessory lifts the composer above it, and the list gets 390")
        func accessoryOnTheKeyboardLiftsTheComposerFurther() throws {
            // iOS 26 leaves a field's 44-point accessory out of the 336-point frame; the package counts it on top.
            let show = try Self.show().riding(
                KeyboardFrameChange.Accessory(
                    frame: CGRect(x: 0, y: 472, width: 393, height: 44), isInNotificationFrame: false))
            var chat = GlassChat()
            chat.announce(show)
            // The keyboard and its accessory cover 380 (346 beyond the home indicator); the composer on them 424.
            #expect(chat.constant == -346)
            #expect(chat.current == ScrollViewBottomInsets(content: 390, indicator: 390))
        }

        @Test("the composer growing a 20-point line on the keyboard moves the list's inset from 346 to 366")
        func composerGrowsOnTheKeyboard() throws {
            var chat = GlassChat()
            let show = try Self.show()
            chat.announce(show)
            // The composer's sensor pass runs the insets for the change last announced, the bar laid out 64 high.
            chat.barHeight = 64
            #expect(chat.setInsets(for: show) == ScrollViewBottomInsets(content: 366, indicator: 366))
        }

        @Test("the composer's layout pass sets the insets in its own animation, not the keyboard's, revealing nothing")
        func composerLayoutPassInheritsTheAnimation() throws {
            var chat = GlassChat()
            let show = try Self.show()
            chat.announce(show)
            chat.barHeight = 64
            var facts = ScrollViewInsetAdjustment.Facts(
                screenBounds: Screen.iPhone15Pro, scrollViewFrame: chat.listFrame, context: chat.context,
                current: chat.current, keepsFirstResponderVisible: true,
                composer: chat.composer(for: show, adjustment: chat.bar))
            var keyboardPass = chat.insets
            let announced = try #require(keyboardPass.decide(facts, for: show, at: .announced)?.value)
            #expect(!announced.inheritsLayoutAnimation && announced.revealsFirstResponder)
            facts.isComposerLayoutPass = true
            let grown = try #require(chat.insets.decide(facts, for: show, at: .announced)?.value)
            #expect(grown.insets == ScrollViewBottomInsets(content: 366, indicator: 366))
            #expect(grown.inheritsLayoutAnimation)
            #expect(!grown.revealsFirstResponder)
        }

        @Test("the composer growing a line with the keyboard hidden moves the list's inset from 44 to 64")
        func composerGrowsAtRest() throws {
            var chat = GlassChat()
            chat.announce(try Self.show())
            let hide = try Self.hide()
            chat.announce(hide)
            chat.barHeight = 64
            #expect(chat.setInsets(for: hide) == ScrollViewBottomInsets(content: 64, indicator: 64))
        }

        @Test("an inset the app sets while the keyboard is up is kept as its base and added to: 8 + 346")
        func appBaseInsetIsKeptAndAddedTo() throws {
            var chat = GlassChat()
            let show = try Self.show()
            chat.announce(show)
            // viewDidLayoutSubviews sets 8 points of padding under the newest message, then the composer's pass runs.
            chat.current.content = 8
            #expect(chat.setInsets(for: show) == ScrollViewBottomInsets(content: 354, indicator: 346))
            chat.announce(try Self.hide())
            #expect(chat.current == ScrollViewBottomInsets(content: 52, indicator: 44))
        }

        @Test("a base inset the app set before the keyboard is added to the composer's and the keyboard's")
        func appBaseInsetBeforeTheKeyboard() throws {
            var chat = GlassChat()
            chat.current = ScrollViewBottomInsets(content: 8, indicator: 0)
            chat.announce(try Self.show())
            #expect(chat.current == ScrollViewBottomInsets(content: 354, indicator: 346))
            chat.announce(try Self.hide())
            #expect(chat.current == ScrollViewBottomInsets(content: 52, indicator: 44))
        }

        @Test("a list pinned above the bar is inset as without a composer")
        func listPinnedAboveTheBarIsUnchanged() throws {
            let show = try Self.show()
            // The list ends at the resting bar's top (774), above the home indicator: the system insets nothing.
            let aboveTheBar = ScrollViewInsetContext(
                adjustmentBehavior: .automatic, safeAreaBottom: 0, contentHeight: 2000, boundsHeight: 774,
                alwaysBounceVertical: false, isNavigationContent: false, isKeyboardAvoidedByController: false)
            var chat = GlassChat()
            chat.context = aboveTheBar
            chat.listFrame.size.height = 774
            chat.setInsets(for: try Self.hide())
            #expect(chat.current == ScrollViewBottomInsets(content: 0, indicator: 0))
            // The bar moves first and the list shrinks with it to 472.
            chat.moveBar(for: show)
            chat.listFrame.size.height = 472
            chat.setInsets(for: show)
            #expect(chat.current == ScrollViewBottomInsets(content: 0, indicator: 0))
            // Decided before the bar moves, the list still 774 high: the keyboard's 258, as without the composer.
            var first = GlassChat()
            first.context = aboveTheBar
            first.listFrame.size.height = 774
            first.setInsets(for: show)
            var alone = ScrollViewInsetAdjustment()
            let withoutComposer = alone.update(
                for: show, screenBounds: Screen.iPhone15Pro, scrollViewFrame: first.listFrame,
                context: aboveTheBar, current: ScrollViewBottomInsets(content: 0, indicator: 0))
            #expect(first.current == withoutComposer)
            #expect(first.current == ScrollViewBottomInsets(content: 258, indicator: 258))
        }

        @Test("an inverted list under the composer is inset on its visual bottom and follows a new line by 20 points")
        func invertedListUnderTheComposer() throws {
            // The UIKit layer writes an inverted list's insets on contentInset.top, its visual bottom, and reads the
            // system's share there (the home indicator's 34, in the list's own coordinates); the frame on the screen
            // and so the arithmetic are the same as upright.
            var chat = GlassChat()
            let show = try Self.show()
            chat.announce(show)
            #expect(chat.current.content == 346)
            var rule = KeyboardChatScrollRule()
            func facts(offset: CGFloat, inset: CGFloat) -> KeyboardChatScrollFacts {
                KeyboardChatScrollFacts(
                    behavior: .always, offset: offset, contentHeight: 2000, boundsHeight: 852, insetTop: inset + 34,
                    insetBottom: 59, transform: [-1, 0, 0, -1], pass: .layout)
            }
            // At the newest message: the smallest offset, minus the inset on the visual bottom.
            #expect(rule.decide(facts(offset: -380, inset: 346), for: show, at: .announced) == nil)
            chat.barHeight = 64
            let grown = chat.setInsets(for: show)
            #expect(grown.content == 366)
            let move = rule.decide(facts(offset: -380, inset: grown.content), for: show, at: .announced)
            #expect(move?.value == -400)
        }

        @Test("before any keyboard, the composer's first layout insets a list under it by the resting composer: 44")
        func restingComposerBeforeAnyKeyboard() throws {
            let pass = KeyboardScreenLayout().composerPass(isFirstLayout: true)
            // The chat rule follows too: a reader at the newest message rises over the composer.
            #expect(pass.movesChat)
            #expect(KeyboardScreenLayout().composerPass(isFirstLayout: false).movesChat)
            let noKeyboard = try #require(pass.insets)
            var chat = GlassChat()
            #expect(chat.setInsets(for: noKeyboard) == ScrollViewBottomInsets(content: 44, indicator: 44))
            // The first keyboard then adds to the app's own inset (0), not to the composer's: 346, not 390.
            chat.announce(try Self.show())
            #expect(chat.current == ScrollViewBottomInsets(content: 346, indicator: 346))
        }

        @Test("once a change was announced, the composer's first layout runs nothing and a new size runs it all")
        func composerPassAfterAnAnnouncedChange() throws {
            var layout = KeyboardScreenLayout()
            let show = try Self.show()
            layout.beginAnnouncing(show)
            let first = layout.composerPass(isFirstLayout: true)
            #expect(first.insets == nil)
            #expect(!first.movesChat)
            let grown = layout.composerPass(isFirstLayout: false)
            #expect(grown.insets == show)
            #expect(grown.movesChat)
        }

        @Test("a keyboard on the other display leaves a list under the composer inset by the resting composer: 44")
        func keyboardOnTheOtherDisplay() throws {
            // The chat on one display, the keyboard on the other: the scroll view measures nothing against it
            // (`.null`), the bar's view is not covered, and the composer still covers the list on its own screen.
            var chat = GlassChat()
            var keyboardElsewhere = chat.barFacts(try Self.hide())
            keyboardElsewhere.keyboardOverlap = 0
            let facts = ScrollViewInsetAdjustment.Facts(
                screenBounds: .null, scrollViewFrame: .null, context: chat.context, current: chat.current,
                keepsFirstResponderVisible: false,
                composer: ComposerBarFacts(
                    frame: chat.barFrame, scrollViewFrame: chat.listFrame, windowBounds: Screen.iPhone15Pro,
                    bar: keyboardElsewhere, adjustment: chat.bar))
            let move = chat.insets.decide(facts, for: try Self.show(), at: .announced)
            #expect(move?.value.insets == ScrollViewBottomInsets(content: 44, indicator: 44))
        }

        @Test("a composer beside the list, not over it, covers nothing of it")
        func composerBesideTheListCoversNothing() {
            // iPad-like split: the list on the left half, the bar under the right half only.
            let composer = ComposerBarFacts(
                frame: CGRect(x: 200, y: 774, width: 193, height: 44),
                scrollViewFrame: CGRect(x: 0, y: 0, width: 200, height: 852), windowBounds: Screen.iPhone15Pro,
                bar: PinnedBarAdjustment.Facts(
                    keyboardOverlap: 0, anchorInset: 34, layout: BarConstraintLayout(barIsFirstItem: true),
                    currentConstant: 0),
                adjustment: PinnedBarAdjustment())
            let inset = ScrollViewInsetAdjustment.composerInset(composer, systemBottomInset: 34)
            #expect(inset == 0)
        }

        @Test("a bar whose constraint names it second (Interface Builder's order) ends at the same place: 346")
        func barSecondInTheConstraint() throws {
            // `safeArea.bottom = bar.bottom + c`: the keyboard raises c to 302, the bar's bottom goes up by as much.
            let show = try Self.show()
            let facts = PinnedBarAdjustment.Facts(
                keyboardOverlap: 336, anchorInset: 34, layout: BarConstraintLayout(barIsFirstItem: false),
                currentConstant: 0)
            let composer = ComposerBarFacts(
                frame: CGRect(x: 0, y: 774, width: 393, height: 44), scrollViewFrame: Screen.iPhone15Pro,
                windowBounds: Screen.iPhone15Pro, bar: facts, adjustment: PinnedBarAdjustment())
            var insets = ScrollViewInsetAdjustment()
            let set = insets.update(
                for: show, screenBounds: Screen.iPhone15Pro, scrollViewFrame: Screen.iPhone15Pro,
                context: GlassChat.underTheBar, current: ScrollViewBottomInsets(content: 0, indicator: 0),
                composer: composer)
            #expect(set == ScrollViewBottomInsets(content: 346, indicator: 346))
        }

        @Test("a bar the app moves itself counts where it is laid out: 346 over the keyboard, not 648")
        func barMovedByTheAppCountsWhereItIs() throws {
            // Its own moveBarWithKeyboard(for:) set the constant to -302, the bar's top at 472; the package's bar
            // decision never ran, so nothing moves it a second time.
            let show = try Self.show()
            let composer = ComposerBarFacts(
                frame: CGRect(x: 0, y: 472, width: 393, height: 44), scrollViewFrame: Screen.iPhone15Pro,
                windowBounds: Screen.iPhone15Pro,
                bar: PinnedBarAdjustment.Facts(
                    keyboardOverlap: 336, anchorInset: 34, layout: BarConstraintLayout(barIsFirstItem: true),
                    currentConstant: -302),
                adjustment: nil)
            var insets = ScrollViewInsetAdjustment()
            let set = insets.update(
                for: show, screenBounds: Screen.iPhone15Pro, scrollViewFrame: Screen.iPhone15Pro,
                context: GlassChat.underTheBar, current: ScrollViewBottomInsets(content: 0, indicator: 0),
                composer: composer)
            #expect(set == ScrollViewBottomInsets(content: 346, indicator: 346))
        }

        @Test("a hidden or transparent composer covers nothing (a read-only channel hides its bar)")
        func hiddenComposerCoversNothing() {
            var composer = ComposerBarFacts(
                frame: CGRect(x: 0, y: 774, width: 393, height: 44), scrollViewFrame: Screen.iPhone15Pro,
                windowBounds: Screen.iPhone15Pro,
                bar: PinnedBarAdjustment.Facts(
                    keyboardOverlap: 0, anchorInset: 34, layout: BarConstraintLayout(barIsFirstItem: true),
                    currentConstant: 0),
                adjustment: PinnedBarAdjustment())
            #expect(ScrollViewInsetAdjustment.composerInset(composer, systemBottomInset: 34) == 44)
            composer.isShown = false
            #expect(ScrollViewInsetAdjustment.composerInset(composer, systemBottomInset: 34) == 0)
        }

        @Test("a NaN or infinite composer frame counts as no composer")
        func nonFiniteComposerFrameCountsAsNone() {
            for frame in [CGRect.null, CGRect(x: 0, y: CGFloat.nan, width: 393, height: 44)] {
                let composer = ComposerBarFacts(
                    frame: frame, scrollViewFrame: Screen.iPhone15Pro, windowBounds: Screen.iPhone15Pro,
                    bar: PinnedBarAdjustment.Facts(
                        keyboardOverlap: 0, anchorInset: 34, layout: BarConstraintLayout(barIsFirstItem: true),
                        currentConstant: 0),
                    adjustment: PinnedBarAdjustment())
                let inset = ScrollViewInsetAdjustment.composerInset(composer, systemBottomInset: 34)
                #expect(inset == 0)
            }
        }
    }
}
