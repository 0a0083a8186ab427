import Foundation
import Testing

@testable import KeyboardProtocols

/// react-native-keyboard-controller's iOS cases for `KeyboardChatScrollView`, number for number: layout 800, content
/// 2000, keyboard 300 (src/components/KeyboardChatScrollView/useChatKeyboard/__tests__/index.ios.spec.ts,
/// persistent.ios.spec.ts, offset.ios.spec.ts and index.ios.ecp.spec.ts at af130ca). Their `contentOffsetY` is the
/// offset the list ends at; "preserve the current position" is no write at all here.
@Suite("react-native-keyboard-controller's iOS chat cases")
struct KeyboardChatScrollPortedTests {
    let keyboard = ChatList.keyboard

    // MARK: - Upright, always

    @Test("Always: opening the keyboard at offset 100 moves the list to 400")
    func alwaysOpens() {
        var list = ChatList(.always, offset: 100)
        list.keyboard(keyboard)
        #expect(list.offset == 400)
    }

    @Test("Always: closing the keyboard at 400 brings the list back to 100")
    func alwaysCloses() {
        var list = ChatList(.always, offset: 100)
        list.keyboard(keyboard)
        list.keyboard(0)
        #expect(list.offset == 100)
    }

    @Test("Always: after an interactive dismissal neither the tracked frames nor the release write the offset")
    func alwaysInteractiveDismissal() {
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

    @Test("Always: the emoji keyboard growing from 300 to 350 moves the list from 400 to 450")
    func alwaysResizes() {
        var list = ChatList(.always, offset: 100)
        list.keyboard(300)
        list.keyboard(350)
        #expect(list.offset == 450)
    }

    @Test("Always: content of 500 in a list of 800 stays at offset 0")
    func alwaysShortContent() {
        var list = ChatList(.always, offset: 0, content: 500)
        #expect(list.keyboard(keyboard) == nil)
        #expect(list.offset == 0)
    }

    // MARK: - Inverted, always

    @Test("Always, inverted: opening the keyboard at 0 moves the list to -300")
    func invertedAlwaysOpens() {
        var list = ChatList(.always, inverted: true)
        list.keyboard(keyboard)
        #expect(list.offset == -300)
    }

    @Test("Always, inverted: closing the keyboard at -300 brings the list back to 0")
    func invertedAlwaysCloses() {
        var list = ChatList(.always, inverted: true)
        list.keyboard(keyboard)
        list.keyboard(0)
        #expect(list.offset == 0)
    }

    @Test("Always, inverted: a reader who scrolled to -250 with the keyboard up is at 50 once it closes")
    func invertedAlwaysUserScrolled() {
        var list = ChatList(.always, inverted: true)
        list.keyboard(keyboard)
        list.offset = -250
        list.keyboard(0)
        #expect(list.offset == 50)
    }

    @Test("Always, inverted: the keyboard growing from 300 to 350 moves the list from -300 to -350")
    func invertedAlwaysResizes() {
        var list = ChatList(.always, inverted: true)
        list.keyboard(300)
        list.keyboard(350)
        #expect(list.offset == -350)
    }

    @Test("Always, inverted: a reader at the oldest message (1200) stays at 1200 when the keyboard closes")
    func invertedAlwaysClampsAtMax() {
        var list = ChatList(.always, inverted: true)
        list.keyboard(keyboard)
        list.offset = 1200
        list.keyboard(0)
        // 1200 + 300 = 1500 is past the end of the range, 2000 - 800 = 1200.
        #expect(list.offset == 1200)
    }

    // MARK: - Never

    @Test("Never: opening the keyboard at 100 leaves the list at 100")
    func neverOpens() {
        var list = ChatList(.never, offset: 100)
        #expect(list.keyboard(keyboard) == nil)
        #expect(list.offset == 100)
    }

    @Test("Never: a reader at the end (1500) with the keyboard up is at the new end (1200) once it closes")
    func neverClosesAtEnd() {
        var list = ChatList(.never, offset: 100)
        list.keyboard(keyboard)
        list.offset = 1500
        list.keyboard(0)
        #expect(list.offset == 1200)
    }

    @Test("Never: a reader in the middle (500) stays at 500 when the keyboard closes")
    func neverClosesInMiddle() {
        var list = ChatList(.never, offset: 100)
        list.keyboard(keyboard)
        list.offset = 500
        #expect(list.keyboard(0) == nil)
        #expect(list.offset == 500)
    }

    @Test("Never, inverted: a reader at 0 with the keyboard up stays at 0 when it closes")
    func neverInvertedClosesAtZero() {
        var list = ChatList(.never, inverted: true, offset: 500)
        list.keyboard(keyboard)
        list.offset = 0
        list.keyboard(0)
        // Same number for another reason: their test calls 0 "at end" because it ignores the 300-point inset; the
        // package's reader at 0 is 300 points above the newest message (at -300), not at the end, and 0 is inside
        // the range once the keyboard goes, so nothing moves.
        #expect(list.offset == 0)
        #expect(
            !KeyboardChatScrollRule.isAtEnd(list.facts, before: .init(insetTop: 300, insetBottom: 0, boundsHeight: 800))
        )
    }

    // MARK: - When at end

    @Test("When at end: a reader at 1180, 20 points from the end, rides the keyboard to 1480")
    func whenAtEndShiftsAtEnd() {
        var list = ChatList(.whenAtEnd, offset: 1180)
        list.keyboard(keyboard)
        #expect(list.offset == 1480)
    }

    @Test("When at end: a reader at 100 stays at 100")
    func whenAtEndKeepsFarReader() {
        var list = ChatList(.whenAtEnd, offset: 100)
        #expect(list.keyboard(keyboard) == nil)
        #expect(list.offset == 100)
    }

    @Test("When at end, inverted: a reader at the newest message (0) rides the keyboard to -300")
    func whenAtEndInvertedShifts() {
        var list = ChatList(.whenAtEnd, inverted: true, offset: 0)
        list.keyboard(keyboard)
        #expect(list.offset == -300)
    }

    @Test("When at end, inverted: a reader among older messages (500) stays at 500")
    func whenAtEndInvertedKeepsFarReader() {
        var list = ChatList(.whenAtEnd, inverted: true, offset: 500)
        #expect(list.keyboard(keyboard) == nil)
        #expect(list.offset == 500)
    }

    // MARK: - Persistent

    @Test("Persistent: opening the keyboard at 100 moves the list to 400")
    func persistentOpens() {
        var list = ChatList(.persistent, offset: 100)
        list.keyboard(keyboard)
        #expect(list.offset == 400)
    }

    @Test("Persistent: a reader at the end (1480) is at the new end (1200) once the keyboard closes")
    func persistentClosesAtEnd() {
        var list = ChatList(.persistent, offset: 1180)
        list.keyboard(keyboard)
        #expect(list.offset == 1480)
        list.keyboard(0)
        #expect(list.offset == 1200)
    }

    @Test("Persistent: a reader who scrolled to 500 stays at 500 when the keyboard closes")
    func persistentClosesInMiddle() {
        var list = ChatList(.persistent, offset: 1180)
        list.keyboard(keyboard)
        list.offset = 500
        #expect(list.keyboard(0) == nil)
        #expect(list.offset == 500)
    }

    @Test("Persistent: the keyboard opening again lifts the reader from 500 to 800")
    func persistentReopens() {
        var list = ChatList(.persistent, offset: 1180)
        list.keyboard(keyboard)
        list.offset = 500
        list.keyboard(0)
        list.keyboard(keyboard)
        #expect(list.offset == 800)
    }

    @Test("Persistent: the keyboard shrinking to 200 takes a reader at the end (1480) to the new end (1400)")
    func persistentShrinksAtEnd() {
        var list = ChatList(.persistent, offset: 1180)
        list.keyboard(keyboard)
        list.keyboard(200)
        #expect(list.offset == 1400)
    }

    @Test("Persistent, inverted: opening the keyboard at 0 moves the list to -300")
    func persistentInvertedOpens() {
        var list = ChatList(.persistent, inverted: true)
        list.keyboard(keyboard)
        #expect(list.offset == -300)
    }

    @Test("Persistent, inverted: a reader who scrolled to 400 stays at 400 when the keyboard closes")
    func persistentInvertedClosesInMiddle() {
        var list = ChatList(.persistent, inverted: true, offset: 500)
        list.keyboard(keyboard)
        #expect(list.offset == 200)
        list.offset = 400
        #expect(list.keyboard(0) == nil)
        #expect(list.offset == 400)
    }

    @Test("Persistent, inverted: a reader at the newest message (-300) is at 0 once the keyboard closes")
    func persistentInvertedClosesAtEnd() {
        var list = ChatList(.persistent, inverted: true)
        list.keyboard(keyboard)
        list.keyboard(0)
        #expect(list.offset == 0)
    }

    // MARK: - A list that ends 50 points above the screen's bottom (offset.ios.spec.ts, OFFSET = 50)

    @Test("Always: a keyboard covering 250 of the list moves it from 100 to 350 and back")
    func listAboveScreenBottom() {
        var list = ChatList(.always, offset: 100)
        // The inset mixin's overlap: 300 of keyboard less the 50 points below the list.
        list.keyboard(keyboard - 50)
        #expect(list.offset == 350)
        list.keyboard(0)
        #expect(list.offset == 100)
    }

    @Test("Always, inverted: a keyboard covering 250 of the list moves it to -250")
    func invertedListAboveScreenBottom() {
        var list = ChatList(.always, inverted: true)
        list.keyboard(keyboard - 50)
        #expect(list.offset == -250)
    }

    // MARK: - A composer grown by 50 points (index.ios.ecp.spec.ts, extraContentPadding = 50)

    @Test(
        "Always: a composer 50 points taller moves a reader at the end from 1500 to 1550, and a repeated will-change-frame keeps it there"
    )
    func composerGrowthSurvivesSpuriousNotification() {
        var list = ChatList(.always, offset: 1200)
        list.keyboard(keyboard)
        #expect(list.offset == 1500)
        list.ownInset = 50
        list.layoutChanged()
        #expect(list.offset == 1550)
        #expect(list.keyboard(keyboard) == nil)
        #expect(list.offset == 1550)
    }

    @Test(
        "Always, inverted: a composer 50 points taller moves the list from -300 to -350, and a repeated will-change-frame keeps it there"
    )
    func invertedComposerGrowthSurvivesSpuriousNotification() {
        var list = ChatList(.always, inverted: true, offset: 0)
        list.keyboard(keyboard)
        list.ownInset = 50
        list.layoutChanged()
        #expect(list.offset == -350)
        #expect(list.keyboard(keyboard) == nil)
        #expect(list.offset == -350)
    }

    @Test("Persistent: with a 50-point composer, the keyboard shrinking to 250 takes a reader at 1550 to 1500")
    func persistentShrinkWithComposer() {
        var list = ChatList(.persistent, offset: 1200)
        list.ownInset = 50
        list.keyboard(keyboard)
        list.offset = 1550
        list.keyboard(250)
        #expect(list.offset == 1500)
    }

    @Test("Never: with a 50-point composer, a reader at the end (1550) is at 1250 once the keyboard closes")
    func neverCloseWithComposer() {
        var list = ChatList(.never, offset: 100)
        list.ownInset = 50
        list.keyboard(keyboard)
        list.offset = 1550
        list.keyboard(0)
        #expect(list.offset == 1250)
    }

    // MARK: - Freeze (their "iOS freeze" cases, PR 1493)

    @Test("A list frozen while the keyboard hid and a sticker panel showed catches up in one move when told again")
    func frozenListCatchesUp() {
        var list = ChatList(.always, offset: 100)
        list.keyboard(keyboard)
        // Frozen: the app removed the observer for its sticker panel; the keyboard hid and nothing moved.
        // Added again, the registry tells the keyboard as it is now, and the rule measures from what it saw last.
        list.keyboard(0)
        #expect(list.writes == [400, 100])
    }
}
