import Foundation
import Testing

@testable import KeyboardProtocols

/// The public chat decision as an app's test calls it, on iPhone 15's numbers: the 336-point keyboard over a 34-point
/// home indicator (302 points beyond it), a 44-point composer, react-native-keyboard-controller's list of 800 over
/// 2000 points of messages.
@Suite("The chat decision on plain values")
struct KeyboardChatScrollTargetTests {
    @Test("When at end: a reader at the newest message rides the keyboard from 1234 to 1536, the inset to 336")
    func articleExample() {
        let target = KeyboardChatScrollBehavior.whenAtEnd.target(
            offset: 1234, contentHeight: 2000, viewportHeight: 800, baseInset: 34, keyboard: (before: 0, after: 302))
        #expect(target.offset == 1536)
        #expect(target.inset == 336)
    }

    @Test("When at end: a reader 300 points up stays at 934 while the inset grows to 336")
    func farReaderStays() {
        let target = KeyboardChatScrollBehavior.whenAtEnd.target(
            offset: 934, contentHeight: 2000, viewportHeight: 800, baseInset: 34, keyboard: (before: 0, after: 302))
        #expect(target.offset == 934)
        #expect(target.inset == 336)
    }

    // MARK: - What covers the list (issue 38 item 4)

    @Test("A composer riding the keyboard (302 + 44) covers more than it: the inset is 34 + 346")
    func composerOnKeyboardCoversMore() {
        let target = KeyboardChatScrollBehavior.always.target(
            offset: 1278, contentHeight: 2000, viewportHeight: 800, baseInset: 34,
            keyboard: (before: 0, after: 302), composer: (before: 44, after: 346))
        #expect(target.inset == 380)
        #expect(target.offset == 1580)
    }

    @Test("A keyboard with a taller accessory than the docked composer covers more: the composer's 44 is not added")
    func keyboardCoversMore() {
        // The composer stays docked at the bottom (a SwiftUI safeAreaInset left behind); the keyboard covers it.
        let target = KeyboardChatScrollBehavior.always.target(
            offset: 1278, contentHeight: 2000, viewportHeight: 800, baseInset: 34,
            keyboard: (before: 0, after: 302), composer: (before: 44, after: 44))
        #expect(target.inset == 336)
        #expect(target.offset == 1536)
    }

    @Test("The app's base inset of 50 is added to, never replaced: keyboard up 352, keyboard gone 50")
    func baseInsetIsAddedTo() {
        let up = KeyboardChatScrollBehavior.always.target(
            offset: 1250, contentHeight: 2000, viewportHeight: 800, baseInset: 50, keyboard: (before: 0, after: 302))
        #expect(up.inset == 352)
        #expect(up.offset == 1552)
        let down = KeyboardChatScrollBehavior.always.target(
            offset: up.offset, contentHeight: 2000, viewportHeight: 800, baseInset: 50,
            keyboard: (before: 302, after: 0))
        #expect(down.inset == 50)
        #expect(down.offset == 1250)
    }

    @Test("A composer growing a 20-point line on the keyboard moves a reader at the end 20 points")
    func composerGrows() {
        let target = KeyboardChatScrollBehavior.always.target(
            offset: 1580, contentHeight: 2000, viewportHeight: 800, baseInset: 34,
            keyboard: (before: 302, after: 302), composer: (before: 346, after: 366))
        #expect(target.inset == 400)
        #expect(target.offset == 1600)
    }

    // MARK: - Ends in range (issue 38 item 3)

    @Test("Never: a reader left 118 points past the end when the keyboard hides is brought to the end (1234)")
    func neverEndsInRange() {
        let target = KeyboardChatScrollBehavior.never.target(
            offset: 1352, contentHeight: 2000, viewportHeight: 800, baseInset: 34, keyboard: (before: 118, after: 0))
        #expect(target.offset == 1234)
    }

    @Test("Every behavior brings a reader at the end with the keyboard up to the end without it")
    func everyBehaviorEndsAtEnd() {
        for behavior in [KeyboardChatScrollBehavior.always, .whenAtEnd, .persistent, .never] {
            let target = behavior.target(
                offset: 1536, contentHeight: 2000, viewportHeight: 800, baseInset: 34,
                keyboard: (before: 302, after: 0))
            #expect(target.offset == 1234, "\(behavior)")
        }
    }

    // MARK: - Inverted lists

    @Test("Inverted: a reader at the newest message (-34) rides the keyboard to -336")
    func invertedRides() {
        let target = KeyboardChatScrollBehavior.always.target(
            offset: -34, contentHeight: 2000, viewportHeight: 800, baseInset: 34, keyboard: (before: 0, after: 302),
            isInverted: true)
        #expect(target.offset == -336)
        #expect(target.inset == 336)
    }

    // MARK: - Bad numbers

    @Test("NaN, infinite and negative shares count as 0; a NaN offset comes back as it is")
    func badNumbers() {
        let shares = KeyboardChatScrollBehavior.always.target(
            offset: 1200, contentHeight: 2000, viewportHeight: 800, baseInset: .nan,
            keyboard: (before: -40, after: .infinity), composer: (before: .nan, after: -1))
        #expect(shares.offset == 1200)
        #expect(shares.inset == 0)
        let offset = KeyboardChatScrollBehavior.always.target(
            offset: .nan, contentHeight: 2000, viewportHeight: 800, keyboard: (before: 0, after: 302))
        #expect(offset.offset.isNaN)
        #expect(offset.inset == 302)
    }
}
