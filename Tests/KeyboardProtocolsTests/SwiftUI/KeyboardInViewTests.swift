import Foundation
import Testing

@testable import KeyboardProtocols
@testable import KeyboardProtocolsTesting

@Suite("The keyboard as one view sees it")
struct KeyboardInViewTests {
    /// iPhone 15, portrait: 393 x 852, the keyboard 336 points tall at y 516 (InteractiveDismissalTests).
    static let iPhone15 = KeyboardScreen(bounds: CGRect(x: 0, y: 0, width: 393, height: 852))
    static let iPhone15Keyboard = CGRect(x: 0, y: 516, width: 393, height: 336)
    /// iPad Pro 12.9-inch, portrait: 1024 x 1366, the keyboard 371 points tall (KeyboardHeightEstimates).
    static let iPadPro = KeyboardScreen(bounds: CGRect(x: 0, y: 0, width: 1024, height: 1366))
    static let iPadProKeyboard = CGRect(x: 0, y: 995, width: 1024, height: 371)

    static func change(_ notification: Notification) throws -> KeyboardFrameChange {
        try KeyboardFrameChange(notification: notification)
    }

    @Test("a full-screen iPhone 15 view is covered by the whole 336-point keyboard, at y 516 in its own coordinates")
    func fullScreenView() throws {
        let show = try Self.change(KeyboardNotification.willShow(endFrame: Self.iPhone15Keyboard))
        let keyboard = KeyboardInView(show, viewFrame: Self.iPhone15.bounds, screen: Self.iPhone15)
        #expect(keyboard.isVisible)
        #expect(keyboard.overlap == 336)
        #expect(keyboard.lift == 336)
        #expect(keyboard.frame == CGRect(x: 0, y: 516, width: 393, height: 336))
    }

    @Test("a 52-point composer resting over the home indicator lifts 302 points onto the keyboard's top edge")
    func composerLift() throws {
        let show = try Self.change(KeyboardNotification.willShow(endFrame: Self.iPhone15Keyboard))
        let composer = CGRect(x: 0, y: 766, width: 393, height: 52)
        let keyboard = KeyboardInView(show, viewFrame: composer, screen: Self.iPhone15)
        #expect(keyboard.lift == 302)
        #expect(keyboard.overlap == 52)
        #expect(keyboard.frame == CGRect(x: 0, y: -250, width: 393, height: 336))
    }

    @Test("an iPad window moved into Stage Manager sees the keyboard in its own coordinates, not the screen's")
    func stageManagerWindow() throws {
        let show = try Self.change(KeyboardNotification.willShow(endFrame: Self.iPadProKeyboard))
        // A 700 x 900 window at (100, 200) on the screen: its view's bounds converted into the screen's space.
        let window = CGRect(x: 100, y: 200, width: 700, height: 900)
        let keyboard = KeyboardInView(show, viewFrame: window, screen: Self.iPadPro)
        #expect(keyboard.overlap == 105)
        #expect(keyboard.lift == 105)
        #expect(keyboard.frame == CGRect(x: -100, y: 795, width: 1024, height: 371))
    }

    @Test("a floating iPad keyboard is visible but covers nothing and has no docked frame")
    func floatingKeyboard() throws {
        // The floating keyboard, 320 x 260, in the middle of the screen.
        let floating = CGRect(x: 352, y: 700, width: 320, height: 260)
        let show = try Self.change(KeyboardNotification.willChangeFrame(endFrame: floating))
        let keyboard = KeyboardInView(show, viewFrame: Self.iPadPro.bounds, screen: Self.iPadPro)
        #expect(keyboard.isVisible)
        #expect(keyboard.overlap == 0)
        #expect(keyboard.lift == 0)
        #expect(keyboard.frame == nil)
    }

    @Test("a keyboard on another display covers nothing in a view on this one")
    func otherDisplay() throws {
        let phone = NSObject()
        let external = NSObject()
        let notification = KeyboardNotification.willShow(endFrame: Self.iPhone15Keyboard)
        let show = try KeyboardFrameChange(
            notification: notification, screen: KeyboardScreen(external, bounds: Self.iPhone15.bounds))
        let screen = KeyboardScreen(phone, bounds: Self.iPhone15.bounds)
        let keyboard = KeyboardInView(show, viewFrame: Self.iPhone15.bounds, screen: screen)
        #expect(keyboard == KeyboardInView.hidden)
    }

    @Test("after a will-hide the view is uncovered and the hide's motion is the keyboard spring")
    func willHide() throws {
        let hide = try Self.change(
            KeyboardNotification.willHide(
                beginFrame: Self.iPhone15Keyboard, endFrame: CGRect(x: 0, y: 852, width: 393, height: 336)))
        let keyboard = KeyboardInView(hide, viewFrame: Self.iPhone15.bounds, screen: Self.iPhone15)
        #expect(keyboard.isVisible == false)
        #expect(keyboard.overlap == 0)
        #expect(keyboard.frame == nil)
        #expect(keyboard.motion == .spring(.keyboard))
    }

    @Test("a view above the keyboard is neither covered nor lifted")
    func viewAboveKeyboard() throws {
        let show = try Self.change(KeyboardNotification.willShow(endFrame: Self.iPhone15Keyboard))
        let header = CGRect(x: 0, y: 59, width: 393, height: 200)
        let keyboard = KeyboardInView(show, viewFrame: header, screen: Self.iPhone15)
        #expect(keyboard.isVisible)
        #expect(keyboard.overlap == 0)
        #expect(keyboard.lift == 0)
    }

    @Test("before any keyboard change the view is uncovered and keeps the estimate it is given")
    func beforeFirstShow() {
        let keyboard = KeyboardInView(nil, viewFrame: Self.iPhone15.bounds, screen: Self.iPhone15, estimatedHeight: 336)
        #expect(keyboard.isVisible == false)
        #expect(keyboard.overlap == 0)
        #expect(keyboard.estimatedHeight == 336)
    }

    @Test("a NaN estimate reads as 0, never NaN")
    func nanEstimate() {
        let keyboard = KeyboardInView(
            nil, viewFrame: Self.iPhone15.bounds, screen: Self.iPhone15, estimatedHeight: CGFloat.nan)
        #expect(keyboard.estimatedHeight == 0)
    }

    @Test("a view frame with a NaN component is uncovered, never NaN")
    func nanViewFrame() throws {
        let show = try Self.change(KeyboardNotification.willShow(endFrame: Self.iPhone15Keyboard))
        let keyboard = KeyboardInView(
            show, viewFrame: CGRect(x: 0, y: CGFloat.nan, width: 393, height: 852), screen: Self.iPhone15)
        #expect(keyboard.overlap == 0)
        #expect(keyboard.lift == 0)
        #expect(keyboard.frame == nil)
    }

    @Test("an immediate change (a rotation, duration 0) has no motion to follow")
    func immediateChange() throws {
        let show = try Self.change(KeyboardNotification.willShow(endFrame: Self.iPhone15Keyboard, duration: 0))
        let keyboard = KeyboardInView(show, viewFrame: Self.iPhone15.bounds, screen: Self.iPhone15)
        #expect(keyboard.motion == .immediate)
    }
}
