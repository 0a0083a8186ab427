import Foundation
import Testing

@testable import KeyboardProtocols

@Suite("The chat scroll policy: who owns the offset, short and inverted lists, a growing composer")
struct KeyboardChatScrollRuleTests {
    let keyboard = ChatList.keyboard

    // MARK: - At the end is what the reader sees

    @Test("When at end: a reader 300 points above the newest message with the keyboard up is not at the end")
    func atEndCountsTheInset() {
        var list = ChatList(.whenAtEnd, offset: 1200)
        list.keyboard(keyboard)
        #expect(list.offset == 1500)
        list.offset = 1200
        // react-native-keyboard-controller's isScrollAtEnd ignores the inset (1200 + 800 >= 2000 - 20) and would
        // move this reader to 1250 with the emoji keyboard; the end they see is at 1500, so the list stays.
        #expect(list.keyboard(350) == nil)
        #expect(list.offset == 1200)
    }

    @Test("When at end: a reader at the end with the keyboard up (1500) rides the emoji keyboard to 1550")
    func atEndWithKeyboardUp() {
        var list = ChatList(.whenAtEnd, offset: 1200)
        list.keyboard(keyboard)
        list.offset = 1500
        list.keyboard(350)
        #expect(list.offset == 1550)
    }

    @Test("A reader exactly 20 points from the end is at the end; 21 points is not")
    func atEndThreshold() {
        let window = KeyboardChatScrollRule.Window(insetTop: 0, insetBottom: 300, boundsHeight: 800)
        var facts = ChatList(.whenAtEnd, offset: 1480).facts
        #expect(KeyboardChatScrollRule.isAtEnd(facts, before: window))
        facts.offset = 1479
        #expect(!KeyboardChatScrollRule.isAtEnd(facts, before: window))
    }

    // MARK: - UIKit owns the offset where the user does

    @Test("A frame tracked during a drag moves the inset and writes no offset")
    func trackedFrameWritesNoOffset() {
        var list = ChatList(.always, offset: 1200)
        list.keyboard(keyboard)
        #expect(list.keyboard(200, tracked: true) == nil)
        #expect(list.keyboard(100, tracked: true) == nil)
        #expect(list.writes == [1500])
    }

    @Test("The will-hide that ends an interactive dismissal writes no offset, neither announced nor after the commit")
    func releaseAfterDragWritesNoOffset() {
        var list = ChatList(.always, offset: 1200)
        list.keyboard(keyboard)
        list.keyboard(120, tracked: true)
        // The user's pan left the list at 700, inside the range the hide leaves (an offset past it is brought in:
        // see the ghost-space tests below).
        list.offset = 700
        #expect(list.keyboard(0) == nil)
        #expect(list.measureAgain(0, at: .afterLayoutCommit(elapsed: 0.004)) == nil)
        #expect(list.measureAgain(0, at: .atRest) == nil)
    }

    @Test("A drag that springs back up (tracked frames, then a will-show) writes no offset either")
    func springBackAfterDragWritesNoOffset() {
        var list = ChatList(.always, offset: 1200)
        list.keyboard(keyboard)
        list.keyboard(200, tracked: true)
        #expect(list.keyboard(keyboard) == nil)
    }

    @Test("The keyboard's next notification after a release moves the list again")
    func nextNotificationAfterReleaseMoves() {
        var list = ChatList(.always, offset: 1200)
        list.keyboard(keyboard)
        list.keyboard(120, tracked: true)
        list.keyboard(0)
        list.offset = 1200
        #expect(list.keyboard(keyboard) == 1500)
    }

    @Test("While the user drags or the list decelerates, only the inset moves")
    func userScrollingWritesNoOffset() {
        var list = ChatList(.always, offset: 100)
        list.isUserScrolling = true
        #expect(list.keyboard(keyboard) == nil)
        #expect(list.offset == 100)
    }

    @Test("After the user lets go, the next pass measures from the inset they saw, not the one before")
    func userScrollingUpdatesTheWindow() {
        var list = ChatList(.always, offset: 100)
        list.isUserScrolling = true
        list.keyboard(keyboard)
        list.isUserScrolling = false
        #expect(list.measureAgain(keyboard, at: .atRest) == nil)
    }

    @Test("Always: after an interactive dismissal neither the tracked frames nor the release write the offset")
    func alwaysInteractiveDismissal() {
        // react-native-keyboard-controller's index.ios.spec.ts case at af130ca, moved here from the ported cases: a
        // drag is UIKit's, not the public decision's.
        var list = ChatList(.always)
        list.keyboard(keyboard)
        #expect(list.offset == 300)
        list.keyboard(keyboard / 2, tracked: true)
        list.keyboard(0)
        list.measureAgain(0, at: .atRest)
        // UIKit owns the offset while the user drags the keyboard down (react-native-keyboard-controller PR 1565).
        #expect(list.offset == 300)
        #expect(list.writes == [300])
    }

    // MARK: - No ghost space when a movement ends (issue 38 item 3)

    // iPhone 15: the 336-point keyboard covers 302 points of a list over the 34-point home indicator. A drag let go
    // with 118 of them left: the list's pan ends, UIScrollView bounces to the end the inset then gives
    // (2000 + 118 - 800 = 1318), and the keyboard finishes the hide.

    @Test("Always: a drag let go with 118 points of keyboard left ends at the new end (1200) once the keyboard hides")
    func releaseFinishedByKeyboardAlways() {
        var list = ChatList(.always, offset: 1200)
        list.keyboard(302)
        #expect(list.keyboard(118, tracked: true) == nil)
        list.offset = 1318
        #expect(list.keyboard(0) == 1200)
        #expect(list.offset == list.facts.maxOffset)
    }

    @Test("Never: the same release leaves no 118 points of blank space under the newest message")
    func releaseFinishedByKeyboardNever() {
        var list = ChatList(.never, offset: 1200)
        list.keyboard(302)
        list.offset = 1502
        #expect(list.keyboard(118, tracked: true) == nil)
        list.offset = 1318
        #expect(list.keyboard(0) == 1200)
    }

    @Test("The release's correction rides the keyboard's own animation, the inset's")
    func releaseClampRidesKeyboard() {
        var list = ChatList(.always, offset: 1200)
        list.keyboard(302)
        list.keyboard(118, tracked: true)
        list.offset = 1318
        var look = list.facts
        look.pass = .beforeMixins
        let hide = ChatList.change(0, tracked: false)
        _ = list.rule.decide(look, for: hide, at: .announced)
        list.keyboardInset = 0
        let move = list.rule.decide(list.facts, for: hide, at: .announced)
        #expect(move?.value == 1200)
        #expect(move?.plan == hide.animationPlan)
    }

    @Test("A list still bouncing when the release is announced is brought into range at rest")
    func releaseWhileDeceleratingClampsAtRest() {
        var list = ChatList(.always, offset: 1200)
        list.keyboard(302)
        list.keyboard(118, tracked: true)
        list.offset = 1318
        list.isUserScrolling = true
        #expect(list.keyboard(0) == nil)
        #expect(list.measureAgain(0, at: .afterLayoutCommit(elapsed: 0.004)) == nil)
        list.isUserScrolling = false
        #expect(list.measureAgain(0, at: .atRest) == 1200)
    }

    @Test("A release in range (the keyboard springing back to 302 under a reader at 1318) writes nothing")
    func releaseInRangeWritesNothing() {
        var list = ChatList(.always, offset: 1200)
        list.keyboard(302)
        list.keyboard(118, tracked: true)
        list.offset = 1318
        #expect(list.keyboard(302) == nil)
        #expect(list.measureAgain(302, at: .atRest) == nil)
    }

    @Test(
        "Never: the keyboard leaving its 44-point accessory composer docked (346 to 10) takes a reader at 1546 to 1210")
    func accessoryChangeEndsInRange() {
        var list = ChatList(.never, offset: 1200)
        list.keyboard(346)
        list.offset = 1546
        #expect(list.keyboard(10) == 1210)
    }

    @Test("Never: a composer inset shrinking from 100 to 44 takes a reader at the end (1300) to 1244")
    func composerShrinkEndsInRange() {
        var list = ChatList(.never, offset: 1300)
        list.ownInset = 100
        list.layoutChanged()
        list.ownInset = 44
        #expect(list.layoutChanged() == 1244)
    }

    @Test("Every behavior, every ending (release, hide, accessory, composer) leaves the offset in the scroll range")
    func everyEndingIsInRange() {
        for behavior in [KeyboardChatScrollBehavior.always, .whenAtEnd, .persistent, .never] {
            for start in [CGFloat(0), 700, 1200, 1318] {
                var released = ChatList(behavior, offset: 1200)
                released.keyboard(302)
                released.keyboard(118, tracked: true)
                released.offset = start
                released.keyboard(0)
                var hidden = ChatList(behavior, offset: 1200)
                hidden.keyboard(302)
                hidden.offset = start + 302
                hidden.keyboard(0)
                var accessory = ChatList(behavior, offset: 1200)
                accessory.keyboard(346)
                accessory.offset = start + 346
                accessory.keyboard(10)
                var composer = ChatList(behavior, offset: start + 100)
                composer.ownInset = 100
                composer.layoutChanged()
                composer.ownInset = 44
                composer.layoutChanged()
                for (name, list) in [
                    ("release", released), ("hide", hidden), ("accessory", accessory), ("composer", composer),
                ] {
                    let facts = list.facts
                    #expect(
                        (facts.minOffset...facts.maxOffset).contains(list.offset), "\(behavior), \(name) from \(start)")
                }
            }
        }
    }

    // MARK: - The phases after the announced one

    @Test("A sheet settling 10 points lower after the layout commit moves the list 10 points, over the time left")
    func afterCommitCorrection() {
        var list = ChatList(.always, offset: 100)
        list.keyboard(keyboard)
        list.keyboardInset = 290
        let move = list.rule.decide(
            list.facts, for: ChatList.change(keyboard, tracked: false), at: .afterLayoutCommit(elapsed: 0.05))
        #expect(move?.value == 390)
        #expect(move?.plan.isAnimated == true)
    }

    @Test("Passes that find nothing moved write nothing")
    func idlePassesWriteNothing() {
        var list = ChatList(.always, offset: 100)
        list.keyboard(keyboard)
        #expect(list.measureAgain(keyboard, at: .afterLayoutCommit(elapsed: 0.004)) == nil)
        #expect(list.measureAgain(keyboard, at: .atRest) == nil)
        #expect(list.layoutChanged() == nil)
    }

    @Test("The first keyboard a screen hears moves the list by all it covers: the rule looks before the insets move")
    func firstKeyboardMovesByWholeInset() {
        var list = ChatList(.always, offset: 100)
        #expect(list.rule.window == nil)
        list.keyboard(keyboard)
        #expect(list.offset == 400)
    }

    @Test("Without the look before the mixins, a first pass measures from what it finds and moves nothing")
    func firstPassWithoutLookMovesNothing() {
        var rule = KeyboardChatScrollRule()
        let facts = KeyboardChatScrollFacts(
            behavior: .always, offset: 100, contentHeight: 2000, boundsHeight: 800, insetTop: 0, insetBottom: 300)
        #expect(rule.decide(facts, for: ChatList.change(300, tracked: false), at: .announced) == nil)
    }

    @Test("The look before the mixins is remembered once: a later look never hides a move")
    func lookIsRememberedOnce() {
        var list = ChatList(.always, offset: 1200)
        list.keyboard(keyboard)
        #expect(list.offset == 1500)
        // A tutorial-style list pinned above the bar: the bar rose 20 for a new line, no pass saw it yet.
        list.boundsHeight = 780
        list.keyboard(keyboard)
        #expect(list.offset == 1520)
    }

    @Test("A list pinned above a bar that rides the keyboard (its bounds shrink by 336 - 34) moves by 302")
    func listPinnedAboveBar() {
        // iPhone 15 Pro: keyboard 336, home indicator 34; the table's bottom is the bar's top, so it gets no inset.
        var list = ChatList(.always, offset: 1200)
        var before = list.facts
        before.pass = .beforeMixins
        _ = list.rule.decide(before, for: ChatList.change(336, tracked: false), at: .announced)
        list.boundsHeight = 800 - 302
        let move = list.rule.decide(list.facts, for: ChatList.change(336, tracked: false), at: .announced)
        #expect(move?.value == 1502)
    }

    // MARK: - Short content (ekazaev/ChatLayout issue 11, LegendApp/legend-list issue 510)

    @Test("Content of 600 in a list of 800 rises only until its last message clears the keyboard (offset 100)")
    func shortContentRisesOnlyAboveTheKeyboard() {
        var list = ChatList(.always, offset: 0, content: 600)
        list.keyboard(keyboard)
        #expect(list.offset == 100)
        // Its bottom, 600, is the visible bottom: 100 + 800 - 300.
        #expect(list.offset + list.boundsHeight - list.keyboardInset == list.contentHeight)
    }

    @Test("Short content comes back to its top when the keyboard goes, never past it")
    func shortContentComesBack() {
        var list = ChatList(.always, offset: 0, content: 600)
        list.keyboard(keyboard)
        list.keyboard(0)
        #expect(list.offset == 0)
    }

    @Test("An inverted list of 400 keeps its newest message just above the keyboard and its oldest in view")
    func invertedShortContent() {
        var list = ChatList(.always, inverted: true, offset: 0, content: 400)
        list.keyboard(keyboard)
        #expect(list.offset == -300)
        // All 400 points fit in the 500 the keyboard leaves.
        #expect(list.contentHeight <= list.boundsHeight - list.keyboardInset)
    }

    @Test("Every behavior leaves the offset inside the scroll range")
    func everyBehaviorStaysInRange() {
        for behavior in [KeyboardChatScrollBehavior.always, .whenAtEnd, .persistent, .never] {
            for start in [CGFloat(-50), 0, 700, 1180, 1500, 1800] {
                var list = ChatList(behavior, offset: start, content: 900)
                list.keyboard(keyboard)
                list.keyboard(0)
                let facts = list.facts
                #expect(
                    (facts.minOffset...facts.maxOffset).contains(list.offset) || list.writes.isEmpty,
                    "\(behavior) from \(start)")
            }
        }
    }

    // MARK: - Inverted lists, sensed from the transform

    @Test("A π rotation, as CGAffineTransform(rotationAngle: .pi) prints it, is inverted")
    func rotationIsInverted() {
        var facts = ChatList(.always).facts
        facts.transform = [-1, 1.2246467991473532e-16, -1.2246467991473532e-16, -1]
        #expect(facts.isInverted)
    }

    @Test("A y scale of -1 is inverted; identity, a 90° rotation and a mirrored x are not")
    func otherTransforms() {
        var facts = ChatList(.always).facts
        facts.transform = [1, 0, 0, -1]
        #expect(facts.isInverted)
        facts.transform = [1, 0, 0, 1]
        #expect(!facts.isInverted)
        facts.transform = [0, 1, -1, 0]
        #expect(!facts.isInverted)
        facts.transform = [-1, 0, 0, 1]
        #expect(!facts.isInverted)
    }

    @Test("A transform with a NaN counts as upright")
    func nanTransformIsUpright() {
        var facts = ChatList(.always).facts
        facts.transform = [1, 0, 0, .nan]
        #expect(!facts.isInverted)
    }

    @Test("An inverted list shortened at its visual bottom by a composer keeps its offset")
    func invertedShorterListKeepsOffset() {
        var list = ChatList(.always, inverted: true, offset: 0)
        list.keyboard(keyboard)
        #expect(list.offset == -300)
        list.boundsHeight = 780
        #expect(list.layoutChanged() == nil)
    }

    // MARK: - A composer that grows (react-native-keyboard-controller issue 1324, PR 1371)

    @Test("A list pinned above a composer that grows a line (20 points) moves a reader at the end 20 points")
    func composerPinnedAboveGrows() {
        var list = ChatList(.always, offset: 1200)
        list.keyboard(keyboard)
        #expect(list.offset == 1500)
        list.boundsHeight = 780
        #expect(list.layoutChanged() == 1520)
        #expect(list.offset == list.facts.maxOffset)
    }

    @Test("A list running under a composer whose inset grows by a 56-point attachment strip moves 56 points")
    func composerInsetGrows() {
        var list = ChatList(.always, offset: 1200)
        list.ownInset = 44
        list.keyboard(keyboard)
        #expect(list.offset == 1500)
        list.ownInset = 100
        #expect(list.layoutChanged() == 1556)
    }

    @Test("A composer's move is set in the animation its layout pass runs in; the keyboard's, on the keyboard's curve")
    func layoutPassInheritsAnimation() {
        #expect(KeyboardChatScrollFacts.Pass.layout.inheritsLayoutAnimation)
        #expect(!KeyboardChatScrollFacts.Pass.keyboard.inheritsLayoutAnimation)
        #expect(!KeyboardChatScrollFacts.Pass.beforeMixins.inheritsLayoutAnimation)
    }

    @Test("When at end: a composer growing under a reader further up leaves them where they are")
    func composerGrowsUnderFarReader() {
        var list = ChatList(.whenAtEnd, offset: 400)
        list.layoutChanged()
        list.boundsHeight = 780
        #expect(list.layoutChanged() == nil)
    }

    @Test("Never: a composer growing moves nothing")
    func composerGrowsNever() {
        var list = ChatList(.never, offset: 1200)
        list.layoutChanged()
        list.boundsHeight = 780
        #expect(list.layoutChanged() == nil)
    }

    @Test("A composer shrinking back leaves no empty space under the newest message")
    func composerShrinks() {
        var list = ChatList(.persistent, offset: 1220)
        list.boundsHeight = 780
        list.layoutChanged()
        list.boundsHeight = 800
        #expect(list.layoutChanged() == 1200)
    }

    @Test("A composer that grew with no pass to see it is followed at the next keyboard change")
    func composerCaughtUpByKeyboard() {
        var list = ChatList(.always, offset: 1200)
        list.layoutChanged()
        list.ownInset = 44
        list.keyboard(keyboard)
        #expect(list.offset == 1544)
    }

    // MARK: - An accessory composer (the delivered frame includes it)

    @Test(
        "iPhone 15: an accessory composer of 44 over the home indicator (34) lifts the list 10, the keyboard (336) 336 more"
    )
    func accessoryComposer() {
        // The inset mixin's overlap of the delivered frame: accessory alone 44 - 34; keyboard and accessory 380 - 34.
        var list = ChatList(.always, offset: 1200)
        list.keyboard(10)
        #expect(list.offset == 1210)
        list.keyboard(346)
        #expect(list.offset == 1546)
        list.keyboard(10)
        #expect(list.offset == 1210)
    }

    // MARK: - Bad numbers

    @Test("A NaN offset or height moves nothing and is not remembered")
    func nanMovesNothing() {
        var list = ChatList(.always, offset: .nan)
        #expect(list.keyboard(keyboard) == nil)
        #expect(list.rule.window == nil)
        list.offset = 100
        list.contentHeight = .infinity
        #expect(list.layoutChanged() == nil)
    }
}
