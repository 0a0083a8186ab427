import Foundation
import Testing

@testable import KeyboardProtocols

/// A SwiftUI view in a sheet UIKit moves for the keyboard: its unit runs again after the layout commit, as a UIKit
/// screen's mixins do, and follows the sheet over the keyboard's remaining time.
@MainActor
@Suite("A SwiftUI view in a sheet that moves is measured again after the layout commit, like a UIKit screen")
struct KeyboardViewSheetTests {
    /// iPad 9.7-inch in portrait, 768 x 1024, with its 313-point keyboard docked at y = 711 (the iPad article).
    static let screen = CGRect(x: 0, y: 0, width: 768, height: 1024)
    static let keyboard = CGRect(x: 0, y: 711, width: 768, height: 313)
    /// A 52-point composer at the bottom of a 540 x 620 form sheet centred on the screen, resting at y = 202: its
    /// bottom, at 822, lies 111 points inside the keyboard. UIKit lifts the sheet 111 points, to y = 91, as the
    /// keyboard rises (freshOS/KeyboardLayoutGuide pull request 43: "formSheet automatically adjusts its position").
    static let composerAtRest = CGRect(x: 114, y: 770, width: 540, height: 52)
    static let composerRisen = CGRect(x: 114, y: 659, width: 540, height: 52)

    let center = NotificationCenter()
    let store = StateTests.TestDefaults()

    /// The passes waiting for the next layout commit, and the facts the view senses.
    final class Sheet {
        var passes: [@MainActor () -> Bool] = []
        var composer = CGRect(x: 114, y: 770, width: 540, height: 52)
        var applied: [(layout: KeyboardViewLayout, animated: Bool)] = []

        /// Runs the passes waiting for the layout commit, as the main run loop would.
        @MainActor
        func commitLayout() -> [Bool] {
            let due = passes
            passes.removeAll()
            return due.map { $0() }
        }
    }

    /// A pinned composer's observer in the sheet, on a registry whose platform's layout commits run when the test
    /// says.
    private func pinnedComposer(_ sheet: Sheet) -> KeyboardViewObserver {
        let registry = KeyboardObserverRegistry.registry(
            for: center, platform: KeyboardPlatform(afterLayoutCommit: { _, pass in sheet.passes.append(pass) }))
        registry.screenBoundsProvider = { _ in Self.screen }
        let observer = KeyboardViewObserver(
            center: center, heightCache: KeyboardHeightCache(defaults: store.defaults), role: .pinned)
        let screen = KeyboardScreen(bounds: Self.screen)
        observer.sense = { KeyboardViewFacts(frame: sheet.composer, screen: screen) }
        observer.onChange = { layout, animated in sheet.applied.append((layout, animated)) }
        observer.update(KeyboardViewFacts(frame: sheet.composer, screen: screen))
        observer.start()
        return observer
    }

    private func postShow() {
        center.post(
            name: KeyboardEvent.willShow.notificationName, object: nil,
            userInfo: DevicePayloads.userInfo(begin: Self.keyboard.offsetBy(dx: 0, dy: 313), end: Self.keyboard))
    }

    @Test("the composer lifted 111 points at the will-show goes back to 0 after the commit, animated, not snapped")
    func sheetMovedAfterTheWillShowIsFollowedAnimated() {
        let sheet = Sheet()
        let composer = pinnedComposer(sheet)
        postShow()
        #expect(composer.layout.bottomPadding == 111)
        #expect(sheet.applied.last?.animated == true)
        sheet.composer = Self.composerRisen
        #expect(sheet.commitLayout() == [true])
        #expect(composer.layout.bottomPadding == 0)
        #expect(sheet.applied.last?.animated == true)
        // Curve 7 retargeted: the keyboard's spring, from where the padding is in flight, never a jump.
        #expect(composer.layout.keyboard.motion == .spring(.keyboard))
        composer.stop()
    }

    @Test("a composer the sheet did not move measures the same after the commit, and nothing is applied again")
    func unmovedSheetAppliesNothingMore() {
        let sheet = Sheet()
        let composer = pinnedComposer(sheet)
        postShow()
        let count = sheet.applied.count
        #expect(sheet.commitLayout() == [true])
        #expect(composer.layout.bottomPadding == 111)
        #expect(sheet.applied.count == count)
        composer.stop()
    }
}
