import Foundation
import Testing

@testable import KeyboardProtocols

/// Whether a presentation covers a screen: facts from UIKit, the decision here.
@Suite("Covered means covered")
struct KeyboardCoverTests {
    static func facts(
        presenting: Bool = true, search: Bool = false, _ firstResponder: KeyboardCoverFacts.FirstResponder
    ) -> KeyboardCoverFacts {
        KeyboardCoverFacts(
            isPresenting: presenting, presentedIsSearchController: search, firstResponder: firstResponder)
    }

    @Test("a sheet whose field has the keyboard covers the screen under it")
    func sheetWithFieldCovers() {
        // The search of the screen's own view finds no first responder: it is in the sheet's view.
        #expect(Self.facts(.elsewhere).covers(keyboardVisible: true))
    }

    @Test("a composer in the sheet's inputAccessoryView, in the keyboard's window, is elsewhere and covers the screen")
    func accessoryComposerCovers() {
        // The accessory lives in the keyboard's window: the search of the screen's own view finds nothing, which the
        // UIKit layer reports as elsewhere.
        #expect(Self.facts(.elsewhere).covers(keyboardVisible: true))
    }

    @Test("a search that gave up counts as covered")
    func gaveUpCovers() {
        #expect(Self.facts(.gaveUp).covers(keyboardVisible: true))
    }

    @Test("a remote view controller's responder (a Mail compose sheet), in another process, is elsewhere and covers")
    func remoteResponderCovers() {
        // Its text view is in the extension's process: the search of the screen's own view finds nothing.
        #expect(Self.facts(.elsewhere).covers(keyboardVisible: true))
    }

    @Test("a screen whose view isn't loaded, with a sheet over it and a keyboard up, counts as covered")
    func viewNotLoadedCovers() {
        #expect(Self.facts(.viewNotLoaded).covers(keyboardVisible: true))
    }

    @Test("the first responder in the screen's own view (or the screen itself) keeps the screen uncovered")
    func ownResponderUncovers() {
        #expect(!Self.facts(.inOwnView).covers(keyboardVisible: true))
    }

    @Test("a search controller presented over the screen it searches covers nothing")
    func searchControllerUncovers() {
        #expect(!Self.facts(search: true, .elsewhere).covers(keyboardVisible: true))
    }

    @Test("nothing presented covers nothing")
    func notPresentingUncovers() {
        #expect(!KeyboardCoverFacts.notPresenting.covers(keyboardVisible: true))
    }

    @Test("a keyboard going away reaches a screen under a sheet: it is the screen's too")
    func hideUncovers() {
        #expect(!Self.facts(.elsewhere).covers(keyboardVisible: false))
        #expect(!Self.facts(.gaveUp).covers(keyboardVisible: false))
    }
}
