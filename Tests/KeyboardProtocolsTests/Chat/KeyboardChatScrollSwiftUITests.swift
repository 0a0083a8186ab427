import Foundation
import Testing

@testable import KeyboardProtocols

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

@Suite("What keyboardChatScroll says in a debug build where SwiftUI can't hold a behavior")
struct KeyboardChatScrollNoticeTests {
    @Test("Always and persistent name the bottom anchor's limit, once each; when at end says nothing on iOS 18")
    func alwaysAndPersistentSayOnce() throws {
        var notices = KeyboardChatScrollNotices()
        let said = notices.notice(for: .always, anchors: .perRole)
        let always = try #require(said)
        #expect(always.contains("keyboardChatScroll(.always)") && always.contains("FB15483394"))
        #expect(notices.notice(for: .always, anchors: .perRole) == nil)
        #expect(notices.notice(for: .persistent, anchors: .perRole)?.contains("(.persistent)") == true)
        #expect(notices.notice(for: .whenAtEnd, anchors: .perRole) == nil)
        #expect(notices.notice(for: .never, anchors: .perRole) == nil)
    }

    @Test("Every behavior names the List and scrollPosition limits once where anchors exist: the modifier sees neither")
    func sharedLimitsAreSaidOnce() throws {
        var notices = KeyboardChatScrollNotices()
        let notice = notices.sharedLimitsNotice(anchors: .perRole)
        let said = try #require(notice)
        #expect(said.contains("On a List it changes nothing (FB15483394)") && said.contains("scrollPosition"))
        #expect(notices.sharedLimitsNotice(anchors: .perRole) == nil)
        #expect(notices.sharedLimitsNotice(anchors: .single) == nil)
        // Its own limits are said apart: .always still names the bottom anchor's.
        #expect(notices.notice(for: .always, anchors: .perRole) != nil)
        // Without anchors the modifier changes nothing, which the behavior's own notice says.
        var older = KeyboardChatScrollNotices()
        #expect(older.sharedLimitsNotice(anchors: .noAnchor) == nil)
    }

    @Test("On iOS 17 never says it keeps the bottom edge; before iOS 17 the first chat says it changes nothing, once")
    func olderSystems() {
        var notices = KeyboardChatScrollNotices()
        #expect(notices.notice(for: .never, anchors: .single)?.contains("iOS 17") == true)
        #expect(notices.notice(for: .whenAtEnd, anchors: .single) == nil)
        #expect(notices.notice(for: .whenAtEnd, anchors: .noAnchor)?.contains("before iOS 17") == true)
        #expect(notices.notice(for: .never, anchors: .noAnchor) == nil)
    }
}
