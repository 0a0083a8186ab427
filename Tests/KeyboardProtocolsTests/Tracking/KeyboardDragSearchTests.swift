import Foundation
import Testing

@testable import KeyboardProtocols

@Suite("Drags are followed where the list really is")
struct KeyboardDragSearchTests {
    typealias Facts = KeyboardDragSearch.Facts

    /// An iPhone 15's full-width list: 393 x 759 points showing 2,000 points of messages.
    private let list = Facts(
        isScrollView: true, contentSize: CGSize(width: 393, height: 2000), boundsSize: CGSize(width: 393, height: 759))

    @Test("every scroll view is followed, whatever its keyboardDismissMode: it is read when a drag begins")
    func everyScrollViewIsFollowed() {
        #expect(KeyboardDragSearch.follows(list))
        #expect(!KeyboardDragSearch.follows(Facts()))
    }

    @Test("the search never looks inside a list (its cells), but always inside plain views and the screen's own view")
    func listsAreLeaves() {
        #expect(!KeyboardDragSearch.searchesInside(list))
        #expect(KeyboardDragSearch.searchesInside(Facts()))
        var root = list
        root.isRoot = true
        #expect(KeyboardDragSearch.searchesInside(root))
    }

    @Test("a paging scroll view is a pager: the lists on its pages are found")
    func pagingScrollViewIsSearched() {
        let pager = Facts(
            isScrollView: true, isPagingEnabled: true, contentSize: CGSize(width: 1179, height: 759),
            boundsSize: CGSize(width: 393, height: 759))
        #expect(pager.isPager)
        #expect(KeyboardDragSearch.searchesInside(pager))
    }

    @Test("a horizontal strip three pages wide and no taller than itself is a pager even without paging")
    func horizontalStripIsAPager() {
        let strip = Facts(
            isScrollView: true, contentSize: CGSize(width: 1179, height: 759),
            boundsSize: CGSize(width: 393, height: 759))
        #expect(strip.isPager)
        #expect(!list.isPager)
    }

    @Test("a screen whose view is itself the list (a table view controller's) puts its tracker in the window")
    func scrollViewScreenTracksFromTheWindow() {
        #expect(KeyboardDragSearch.trackerHost(screenViewIsScrollView: true) == .window)
        #expect(KeyboardDragSearch.trackerHost(screenViewIsScrollView: false) == .screenView)
    }
}
