import Foundation
import Testing

@testable import KeyboardProtocols
@testable import KeyboardProtocolsTesting

@Suite("Keyboard avoidance: padding, and an offset only for a focused field the keyboard would cover")
struct KeyboardAvoidanceTests {
    static let screen = KeyboardInViewTests.iPhone15.bounds
    static var show: Notification { KeyboardNotification.willShow(endFrame: KeyboardInViewTests.iPhone15Keyboard) }
    /// A full-screen form on an iPhone 15.
    static let form = CGRect(x: 0, y: 0, width: 393, height: 852)
    /// A 44-point field near the form's bottom, which the 336-point keyboard (top at 516) covers.
    static let lowField = CGRect(x: 16, y: 600, width: 361, height: 44)
    /// A field near the top, clear of the keyboard.
    static let highField = CGRect(x: 16, y: 200, width: 361, height: 44)

    @Test("padding pads a container by the keyboard's overlap with it")
    func paddingIsOverlap() throws {
        let change = try KeyboardFrameChange(notification: Self.show)
        let keyboard = KeyboardInView(change, viewFrame: Self.form, screen: KeyboardInViewTests.iPhone15)
        #expect(KeyboardAvoidance.padding.bottomPadding(for: keyboard) == 336)
    }

    @Test("automatic, offset and disabled add no padding")
    func noPaddingOtherwise() throws {
        let change = try KeyboardFrameChange(notification: Self.show)
        let keyboard = KeyboardInView(change, viewFrame: Self.form, screen: KeyboardInViewTests.iPhone15)
        for avoidance in [KeyboardAvoidance.automatic, .offset, .disabled] {
            #expect(avoidance.bottomPadding(for: keyboard) == 0)
        }
    }

    @Test("only automatic leaves SwiftUI's own keyboard avoidance on")
    func safeArea() {
        #expect(KeyboardAvoidance.automatic.ignoresKeyboardSafeArea == false)
        #expect(KeyboardAvoidance.padding.ignoresKeyboardSafeArea)
        #expect(KeyboardAvoidance.offset.ignoresKeyboardSafeArea)
        #expect(KeyboardAvoidance.disabled.ignoresKeyboardSafeArea)
    }

    @Test("a focused field the keyboard would cover lifts the form until the field sits 8 points above it")
    func coveredFieldLifts() throws {
        var lift = KeyboardFocusedFieldLift()
        let offset = lift.update(
            for: try KeyboardFrameChange(notification: Self.show), screenBounds: Self.screen,
            containerFrame: Self.form, focusedFieldFrame: Self.lowField)
        // 644 (the field's bottom) + 8 - 516 (the keyboard's top)
        #expect(offset == 136)
    }

    @Test("a focused field clear of the keyboard leaves the form where it is")
    func clearFieldStays() throws {
        var lift = KeyboardFocusedFieldLift()
        let offset = lift.update(
            for: try KeyboardFrameChange(notification: Self.show), screenBounds: Self.screen,
            containerFrame: Self.form, focusedFieldFrame: Self.highField)
        #expect(offset == 0)
    }

    @Test("with nothing focused the form stays at rest")
    func nothingFocused() throws {
        var lift = KeyboardFocusedFieldLift()
        let offset = lift.update(
            for: try KeyboardFrameChange(notification: Self.show), screenBounds: Self.screen,
            containerFrame: Self.form, focusedFieldFrame: nil)
        #expect(offset == 0)
    }

    @Test("a focused field outside the container does not move it")
    func fieldElsewhere() throws {
        var lift = KeyboardFocusedFieldLift()
        // The container is the top half; the field is in another container below it.
        let offset = lift.update(
            for: try KeyboardFrameChange(notification: Self.show), screenBounds: Self.screen,
            containerFrame: CGRect(x: 0, y: 0, width: 393, height: 426), focusedFieldFrame: Self.lowField)
        #expect(offset == 0)
    }

    @Test("measuring again with the field drawn where the lift put it keeps the lift, never doubles it")
    func remeasureKeepsLift() throws {
        var lift = KeyboardFocusedFieldLift()
        let change = try KeyboardFrameChange(notification: Self.show)
        lift.update(for: change, screenBounds: Self.screen, containerFrame: Self.form, focusedFieldFrame: Self.lowField)
        let drawn = CGRect(x: 16, y: 600 - 136, width: 361, height: 44)
        let offset = lift.update(
            for: change, screenBounds: Self.screen, containerFrame: Self.form, focusedFieldFrame: drawn)
        #expect(offset == 136)
    }

    @Test("the keyboard hiding returns the form to rest")
    func hideReturnsToRest() throws {
        var lift = KeyboardFocusedFieldLift()
        lift.update(
            for: try KeyboardFrameChange(notification: Self.show), screenBounds: Self.screen,
            containerFrame: Self.form, focusedFieldFrame: Self.lowField)
        let hide = KeyboardNotification.willHide(
            beginFrame: KeyboardInViewTests.iPhone15Keyboard, endFrame: CGRect(x: 0, y: 852, width: 393, height: 336))
        let offset = lift.update(
            for: try KeyboardFrameChange(notification: hide), screenBounds: Self.screen, containerFrame: Self.form,
            focusedFieldFrame: CGRect(x: 16, y: 464, width: 361, height: 44))
        #expect(offset == 0)
    }

    // MARK: - What an app's test asks

    @Test("an app's test asks the offset the focused field needs: 136 points for a field at y 600, 0 at y 200")
    func publicOffset() throws {
        let keyboard = KeyboardInView(
            try KeyboardFrameChange(notification: Self.show), viewFrame: Self.form, screen: KeyboardInViewTests.iPhone15
        )
        #expect(KeyboardAvoidance.offset.offset(for: keyboard, focusedField: Self.lowField) == 136)
        #expect(KeyboardAvoidance.offset.offset(for: keyboard, focusedField: Self.highField) == 0)
        #expect(KeyboardAvoidance.padding.offset(for: keyboard, focusedField: Self.lowField) == 0)
        #expect(KeyboardAvoidance.offset.offset(for: .hidden, focusedField: Self.lowField) == 0)
    }

    @Test("the public offset is the lift the container gets as the keyboard shows")
    func publicOffsetMatchesTheLift() throws {
        let change = try KeyboardFrameChange(notification: Self.show)
        var lift = KeyboardFocusedFieldLift()
        lift.update(for: change, screenBounds: Self.screen, containerFrame: Self.form, focusedFieldFrame: Self.lowField)
        let keyboard = KeyboardInView(change, viewFrame: Self.form, screen: KeyboardInViewTests.iPhone15)
        #expect(KeyboardAvoidance.offset.offset(for: keyboard, focusedField: Self.lowField) == lift.offset)
    }

    @Test("a settings picker lists the four avoidances by name")
    func caseIterableWithNames() {
        #expect(
            KeyboardAvoidance.allCases.map { String(describing: $0) } == ["automatic", "padding", "offset", "disabled"])
        #expect("\(KeyboardAvoidance.offset)" == "offset")
    }

    @Test("an app's test asks what previewKeyboard(height: 336) shows: a composer over the home indicator lifts 302")
    func previewHeightInATest() throws {
        let screen = KeyboardInViewTests.iPhone15
        let show = try #require(KeyboardFrameChange.previewKeyboard(height: 336, on: screen))
        #expect(show.event == .willShow)
        #expect(show.endFrame == KeyboardInViewTests.iPhone15Keyboard)
        #expect(show.motion == .spring(.keyboard))
        let composer = CGRect(x: 0, y: 766, width: 393, height: 52)
        #expect(KeyboardInView(show, viewFrame: composer, screen: screen).lift == 302)
        #expect(KeyboardFrameChange.previewKeyboard(height: 0, on: screen) == nil)
    }

    @Test("a Form's focused field at y 600 scrolls up 136 points; at y 200, or in a shorter scroll view, as needed")
    func revealDistance() {
        let keyboard = KeyboardInViewTests.iPhone15Keyboard
        #expect(
            KeyboardAvoidance.revealDistance(
                keyboardFrame: keyboard, focusedField: Self.lowField, scrollView: Self.form) == 136)
        #expect(
            KeyboardAvoidance.revealDistance(
                keyboardFrame: keyboard, focusedField: Self.highField, scrollView: Self.form) == 0)
        // A scroll view ending at y 400, above the keyboard: the field at y 200 rests 156 points clear; one at 360 needs 12.
        let short = CGRect(x: 0, y: 0, width: 393, height: 400)
        let field = CGRect(x: 16, y: 360, width: 361, height: 44)
        #expect(KeyboardAvoidance.revealDistance(keyboardFrame: keyboard, focusedField: field, scrollView: short) == 12)
        #expect(
            KeyboardAvoidance.revealDistance(keyboardFrame: nil, focusedField: Self.lowField, scrollView: Self.form)
                == 0)
    }

    @Test("the debug notice for a keyboard read with no reader above is given once, and names where the reader goes")
    func readerNoticeOnce() {
        var check = KeyboardInView.ReaderCheck()
        #expect(check.notice(hasReaderAbove: true) == nil)
        let notice = check.notice(hasReaderAbove: false)
        #expect(notice?.contains(".keyboardAvoidance(.automatic)") == true)
        #expect(check.notice(hasReaderAbove: false) == nil)
    }
}
