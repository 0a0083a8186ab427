import Foundation
import Testing

@testable import KeyboardProtocols

@Suite("What a SwiftUI preview's keyboard announces")
struct KeyboardPreviewAnnouncementTests {
    static let iPhone15 = CGRect(x: 0, y: 0, width: 393, height: 852)

    @Test("336 points on an iPhone 15 shows the keyboard from below the screen to y 516")
    func firstShow() {
        let announcement = KeyboardPreviewAnnouncement.next(height: 336, screenBounds: Self.iPhone15, announced: nil)
        #expect(
            announcement
                == KeyboardPreviewAnnouncement(
                    isShowing: true, beginFrame: CGRect(x: 0, y: 852, width: 393, height: 336),
                    endFrame: CGRect(x: 0, y: 516, width: 393, height: 336)))
    }

    @Test("the height already announced announces nothing")
    func sameHeight() {
        let announced = CGRect(x: 0, y: 516, width: 393, height: 336)
        #expect(KeyboardPreviewAnnouncement.next(height: 336, screenBounds: Self.iPhone15, announced: announced) == nil)
    }

    @Test("0 points hides the announced keyboard below the screen")
    func hide() {
        let announced = CGRect(x: 0, y: 516, width: 393, height: 336)
        let announcement = KeyboardPreviewAnnouncement.next(
            height: 0, screenBounds: Self.iPhone15, announced: announced)
        #expect(announcement?.isShowing == false)
        #expect(announcement?.endFrame == CGRect(x: 0, y: 852, width: 393, height: 336))
    }

    @Test("0 points with no keyboard announced announces nothing")
    func nothingToHide() {
        #expect(KeyboardPreviewAnnouncement.next(height: 0, screenBounds: Self.iPhone15, announced: nil) == nil)
    }

    @Test("a NaN height hides, never announces a NaN frame")
    func nanHeight() {
        #expect(
            KeyboardPreviewAnnouncement.next(height: CGFloat.nan, screenBounds: Self.iPhone15, announced: nil) == nil)
    }

    @Test("a height taller than the 1366-point iPad Pro screen covers the screen, no more")
    func tallerThanScreen() {
        let iPadPro = CGRect(x: 0, y: 0, width: 1024, height: 1366)
        let announcement = KeyboardPreviewAnnouncement.next(height: 5000, screenBounds: iPadPro, announced: nil)
        #expect(announcement?.endFrame == CGRect(x: 0, y: 0, width: 1024, height: 1366))
    }
}
