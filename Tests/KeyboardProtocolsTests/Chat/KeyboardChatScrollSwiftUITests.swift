import Foundation
import KeyboardProtocols
import Testing

@Suite("Which edge a SwiftUI chat list keeps when the keyboard resizes it")
struct KeyboardChatScrollSwiftUITests {
    @Test("Always keeps the bottom edge, wherever the reader is")
    func alwaysKeepsBottom() {
        #expect(KeyboardChatScrollBehavior.always.keepsBottomOnResize(isAtEnd: false, keyboardVisible: true))
        #expect(KeyboardChatScrollBehavior.always.keepsBottomOnResize(isAtEnd: false, keyboardVisible: false))
    }

    @Test("When at end keeps the bottom edge only for a reader at the end")
    func whenAtEndKeepsBottomAtEnd() {
        #expect(KeyboardChatScrollBehavior.whenAtEnd.keepsBottomOnResize(isAtEnd: true, keyboardVisible: false))
        #expect(!KeyboardChatScrollBehavior.whenAtEnd.keepsBottomOnResize(isAtEnd: false, keyboardVisible: false))
    }

    @Test("Persistent rides up from anywhere, and keeps a reader away from the end in place when the keyboard goes")
    func persistentRidesUpKeepsPlace() {
        #expect(KeyboardChatScrollBehavior.persistent.keepsBottomOnResize(isAtEnd: false, keyboardVisible: false))
        #expect(!KeyboardChatScrollBehavior.persistent.keepsBottomOnResize(isAtEnd: false, keyboardVisible: true))
        #expect(KeyboardChatScrollBehavior.persistent.keepsBottomOnResize(isAtEnd: true, keyboardVisible: true))
    }

    @Test("Never keeps the top edge")
    func neverKeepsTop() {
        #expect(!KeyboardChatScrollBehavior.never.keepsBottomOnResize(isAtEnd: true, keyboardVisible: true))
    }

    @Test("A SwiftUI list of 2000 in 800 with a 300-point inset is at the end from 1480, not at 1479")
    func swiftUIAtEnd() {
        var facts = KeyboardChatScrollFacts(
            behavior: .whenAtEnd, offset: 1480, contentHeight: 2000, boundsHeight: 800, insetTop: 0, insetBottom: 300)
        #expect(facts.isAtEnd)
        facts.offset = 1479
        #expect(!facts.isAtEnd)
        facts.offset = .nan
        #expect(!facts.isAtEnd)
    }
}
