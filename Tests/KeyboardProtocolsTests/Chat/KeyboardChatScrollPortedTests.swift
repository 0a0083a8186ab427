import Foundation
import Testing

@testable import KeyboardProtocols

/// react-native-keyboard-controller's iOS cases for `KeyboardChatScrollView`, number for number, through the public
/// decision an app's test calls, ``KeyboardChatScrollBehavior/target(offset:contentHeight:viewportHeight:baseInset:keyboard:composer:isInverted:)``:
/// layout 800, content 2000, keyboard 300 (src/components/KeyboardChatScrollView/useChatKeyboard/__tests__/
/// index.ios.spec.ts, persistent.ios.spec.ts, offset.ios.spec.ts and index.ios.ecp.spec.ts at af130ca). Their
/// `contentOffsetY` is the offset the list ends at; "preserve the current position" is the offset coming back as it
/// was. Their interactive-dismissal case is UIKit's, not the decision's: it is in `KeyboardChatScrollRuleTests`.
@Suite("react-native-keyboard-controller's iOS chat cases, through the public decision")
struct KeyboardChatScrollPortedTests {
    let keyboard = PeerList.keyboard

    // MARK: - Upright, always

    @Test("Always: opening the keyboard at offset 100 moves the list to 400")
    func alwaysOpens() {
        var list = PeerList(.always, offset: 100)
        list.keyboard(keyboard)
        #expect(list.offset == 400)
    }

    @Test("Always: closing the keyboard at 400 brings the list back to 100")
    func alwaysCloses() {
        var list = PeerList(.always, offset: 100)
        list.keyboard(keyboard)
        list.keyboard(0)
        #expect(list.offset == 100)
    }

    @Test("Always: the emoji keyboard growing from 300 to 350 moves the list from 400 to 450")
    func alwaysResizes() {
        var list = PeerList(.always, offset: 100)
        list.keyboard(300)
        list.keyboard(350)
        #expect(list.offset == 450)
    }

    @Test("Always: content of 500 in a list of 800 stays at offset 0")
    func alwaysShortContent() {
        var list = PeerList(.always, offset: 0, content: 500)
        #expect(list.keyboard(keyboard) == 0)
        #expect(list.offset == 0)
    }

    // MARK: - Inverted, always

    @Test("Always, inverted: opening the keyboard at 0 moves the list to -300")
    func invertedAlwaysOpens() {
        var list = PeerList(.always, inverted: true)
        list.keyboard(keyboard)
        #expect(list.offset == -300)
    }

    @Test("Always, inverted: closing the keyboard at -300 brings the list back to 0")
    func invertedAlwaysCloses() {
        var list = PeerList(.always, inverted: true)
        list.keyboard(keyboard)
        list.keyboard(0)
        #expect(list.offset == 0)
    }

    @Test("Always, inverted: a reader who scrolled to -250 with the keyboard up is at 50 once it closes")
    func invertedAlwaysUserScrolled() {
        var list = PeerList(.always, inverted: true)
        list.keyboard(keyboard)
        list.offset = -250
        list.keyboard(0)
        #expect(list.offset == 50)
    }

    @Test("Always, inverted: the keyboard growing from 300 to 350 moves the list from -300 to -350")
    func invertedAlwaysResizes() {
        var list = PeerList(.always, inverted: true)
        list.keyboard(300)
        list.keyboard(350)
        #expect(list.offset == -350)
    }

    @Test("Always, inverted: a reader at the oldest message (1200) stays at 1200 when the keyboard closes")
    func invertedAlwaysClampsAtMax() {
        var list = PeerList(.always, inverted: true)
        list.keyboard(keyboard)
        list.offset = 1200
        list.keyboard(0)
        // 1200 + 300 = 1500 is past the end of the range, 2000 - 800 = 1200.
        #expect(list.offset == 1200)
    }

    // MARK: - Never

    @Test("Never: opening the keyboard at 100 leaves the list at 100")
    func neverOpens() {
        var list = PeerList(.never, offset: 100)
        #expect(list.keyboard(keyboard) == 100)
        #expect(list.offset == 100)
    }

    @Test("Never: a reader at the end (1500) with the keyboard up is at the new end (1200) once it closes")
    func neverClosesAtEnd() {
        var list = PeerList(.never, offset: 100)
        list.keyboard(keyboard)
        list.offset = 1500
        list.keyboard(0)
        #expect(list.offset == 1200)
    }

    @Test("Never: a reader in the middle (500) stays at 500 when the keyboard closes")
    func neverClosesInMiddle() {
        var list = PeerList(.never, offset: 100)
        list.keyboard(keyboard)
        list.offset = 500
        #expect(list.keyboard(0) == 500)
        #expect(list.offset == 500)
    }

    @Test("Never, inverted: a reader at 0 with the keyboard up stays at 0 when it closes")
    func neverInvertedClosesAtZero() {
        var list = PeerList(.never, inverted: true, offset: 500)
        list.keyboard(keyboard)
        list.offset = 0
        list.keyboard(0)
        // Same number for another reason: their test calls 0 "at end" because it ignores the 300-point inset; the
        // package's reader at 0 is 300 points above the newest message (at -300), not at the end, and 0 is inside
        // the range once the keyboard goes, so nothing moves.
        #expect(list.offset == 0)
        // Not at the end: the same reader, with the keyboard up, does not ride it when it grows by 50.
        let atZero = KeyboardChatScrollBehavior.whenAtEnd.target(
            offset: 0, contentHeight: 2000, viewportHeight: 800, keyboard: (before: 300, after: 350), isInverted: true)
        #expect(atZero.offset == 0)
    }

    // MARK: - When at end

    @Test("When at end: a reader at 1180, 20 points from the end, rides the keyboard to 1480")
    func whenAtEndShiftsAtEnd() {
        var list = PeerList(.whenAtEnd, offset: 1180)
        list.keyboard(keyboard)
        #expect(list.offset == 1480)
    }

    @Test("When at end: a reader at 100 stays at 100")
    func whenAtEndKeepsFarReader() {
        var list = PeerList(.whenAtEnd, offset: 100)
        #expect(list.keyboard(keyboard) == 100)
        #expect(list.offset == 100)
    }

    @Test("When at end, inverted: a reader at the newest message (0) rides the keyboard to -300")
    func whenAtEndInvertedShifts() {
        var list = PeerList(.whenAtEnd, inverted: true, offset: 0)
        list.keyboard(keyboard)
        #expect(list.offset == -300)
    }

    @Test("When at end, inverted: a reader among older messages (500) stays at 500")
    func whenAtEndInvertedKeepsFarReader() {
        var list = PeerList(.whenAtEnd, inverted: true, offset: 500)
        #expect(list.keyboard(keyboard) == 500)
        #expect(list.offset == 500)
    }

    // MARK: - Persistent

    @Test("Persistent: opening the keyboard at 100 moves the list to 400")
    func persistentOpens() {
        var list = PeerList(.persistent, offset: 100)
        list.keyboard(keyboard)
        #expect(list.offset == 400)
    }

    @Test("Persistent: a reader at the end (1480) is at the new end (1200) once the keyboard closes")
    func persistentClosesAtEnd() {
        var list = PeerList(.persistent, offset: 1180)
        list.keyboard(keyboard)
        #expect(list.offset == 1480)
        list.keyboard(0)
        #expect(list.offset == 1200)
    }

    @Test("Persistent: a reader who scrolled to 500 stays at 500 when the keyboard closes")
    func persistentClosesInMiddle() {
        var list = PeerList(.persistent, offset: 1180)
        list.keyboard(keyboard)
        list.offset = 500
        #expect(list.keyboard(0) == 500)
        #expect(list.offset == 500)
    }

    @Test("Persistent: the keyboard opening again lifts the reader from 500 to 800")
    func persistentReopens() {
        var list = PeerList(.persistent, offset: 1180)
        list.keyboard(keyboard)
        list.offset = 500
        list.keyboard(0)
        list.keyboard(keyboard)
        #expect(list.offset == 800)
    }

    @Test("Persistent: the keyboard shrinking to 200 takes a reader at the end (1480) to the new end (1400)")
    func persistentShrinksAtEnd() {
        var list = PeerList(.persistent, offset: 1180)
        list.keyboard(keyboard)
        list.keyboard(200)
        #expect(list.offset == 1400)
    }

    @Test("Persistent, inverted: opening the keyboard at 0 moves the list to -300")
    func persistentInvertedOpens() {
        var list = PeerList(.persistent, inverted: true)
        list.keyboard(keyboard)
        #expect(list.offset == -300)
    }

    @Test("Persistent, inverted: a reader who scrolled to 400 stays at 400 when the keyboard closes")
    func persistentInvertedClosesInMiddle() {
        var list = PeerList(.persistent, inverted: true, offset: 500)
        list.keyboard(keyboard)
        #expect(list.offset == 200)
        list.offset = 400
        #expect(list.keyboard(0) == 400)
        #expect(list.offset == 400)
    }

    @Test("Persistent, inverted: a reader at the newest message (-300) is at 0 once the keyboard closes")
    func persistentInvertedClosesAtEnd() {
        var list = PeerList(.persistent, inverted: true)
        list.keyboard(keyboard)
        list.keyboard(0)
        #expect(list.offset == 0)
    }

    // MARK: - A list that ends 50 points above the screen's bottom (offset.ios.spec.ts, OFFSET = 50)

    @Test("Always: a keyboard covering 250 of the list moves it from 100 to 350 and back")
    func listAboveScreenBottom() {
        var list = PeerList(.always, offset: 100)
        // The inset mixin's overlap: 300 of keyboard less the 50 points below the list.
        list.keyboard(keyboard - 50)
        #expect(list.offset == 350)
        list.keyboard(0)
        #expect(list.offset == 100)
    }

    @Test("Always, inverted: a keyboard covering 250 of the list moves it to -250")
    func invertedListAboveScreenBottom() {
        var list = PeerList(.always, inverted: true)
        list.keyboard(keyboard - 50)
        #expect(list.offset == -250)
    }

    // MARK: - A composer grown by 50 points (index.ios.ecp.spec.ts, extraContentPadding = 50)

    @Test(
        "Always: a composer 50 points taller moves a reader at the end from 1500 to 1550, and a repeated will-change-frame keeps it there"
    )
    func composerGrowthSurvivesSpuriousNotification() {
        var list = PeerList(.always, offset: 1200)
        list.keyboard(keyboard)
        #expect(list.offset == 1500)
        list.composerGrows(by: 50)
        #expect(list.offset == 1550)
        #expect(list.keyboard(keyboard) == 1550)
        #expect(list.offset == 1550)
    }

    @Test(
        "Always, inverted: a composer 50 points taller moves the list from -300 to -350, and a repeated will-change-frame keeps it there"
    )
    func invertedComposerGrowthSurvivesSpuriousNotification() {
        var list = PeerList(.always, inverted: true, offset: 0)
        list.keyboard(keyboard)
        list.composerGrows(by: 50)
        #expect(list.offset == -350)
        #expect(list.keyboard(keyboard) == -350)
        #expect(list.offset == -350)
    }

    @Test("Persistent: with a 50-point composer, the keyboard shrinking to 250 takes a reader at 1550 to 1500")
    func persistentShrinkWithComposer() {
        var list = PeerList(.persistent, offset: 1200)
        list.padding = 50
        list.keyboard(keyboard)
        list.offset = 1550
        list.keyboard(250)
        #expect(list.offset == 1500)
    }

    @Test("Never: with a 50-point composer, a reader at the end (1550) is at 1250 once the keyboard closes")
    func neverCloseWithComposer() {
        var list = PeerList(.never, offset: 100)
        list.padding = 50
        list.keyboard(keyboard)
        list.offset = 1550
        list.keyboard(0)
        #expect(list.offset == 1250)
    }

    // MARK: - Freeze (their "iOS freeze" cases, PR 1493)

    @Test("A list frozen while the keyboard hid and a sticker panel showed catches up in one move when told again")
    func frozenListCatchesUp() {
        var list = PeerList(.always, offset: 100)
        list.keyboard(keyboard)
        #expect(list.offset == 400)
        // Frozen: the app removed the observer for its sticker panel; the keyboard hid and nothing moved.
        // Added again, the registry tells the keyboard as it is now, and the decision measures from what it saw last.
        list.keyboard(0)
        #expect(list.offset == 100)
    }
}

/// react-native-keyboard-controller's test list (src/components/KeyboardChatScrollView/useChatKeyboard/__fixtures__/
/// testUtils.ts at af130ca): layout 800, content 2000, offset 0; their keyboard is 300. Each keyboard or composer
/// change asks the public decision and sets the offset it returns, as an app's list would.
struct PeerList {
    static let keyboard: CGFloat = 300

    var behavior: KeyboardChatScrollBehavior
    var inverted: Bool
    var offset: CGFloat
    var contentHeight: CGFloat
    /// What the keyboard covers of the list now.
    var keyboardShare: CGFloat = 0
    /// Their `extraContentPadding`: a composer riding on the keyboard, taller than it by this much.
    var padding: CGFloat = 0

    init(_ behavior: KeyboardChatScrollBehavior, inverted: Bool = false, offset: CGFloat = 0, content: CGFloat = 2000) {
        self.behavior = behavior
        self.inverted = inverted
        self.offset = offset
        self.contentHeight = content
    }

    /// The composer's share: the keyboard's and the padding above it, or none without padding.
    private func composer(keyboard: CGFloat, padding: CGFloat) -> CGFloat { padding > 0 ? keyboard + padding : 0 }

    /// The keyboard moves to cover `height` of the list; returns the offset the list is at after.
    @discardableResult
    mutating func keyboard(_ height: CGFloat) -> CGFloat {
        move(keyboard: height, padding: padding)
    }

    /// The composer grows by `points` with the keyboard where it is.
    @discardableResult
    mutating func composerGrows(by points: CGFloat) -> CGFloat {
        move(keyboard: keyboardShare, padding: padding + points)
    }

    private mutating func move(keyboard: CGFloat, padding: CGFloat) -> CGFloat {
        let target = behavior.target(
            offset: offset, contentHeight: contentHeight, viewportHeight: 800,
            keyboard: (before: keyboardShare, after: keyboard),
            composer: (
                before: composer(keyboard: keyboardShare, padding: self.padding),
                after: composer(keyboard: keyboard, padding: padding)
            ),
            isInverted: inverted)
        keyboardShare = keyboard
        self.padding = padding
        offset = target.offset
        return target.offset
    }
}
