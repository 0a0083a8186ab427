import Foundation
import Testing

@testable import KeyboardProtocols

extension StateTests {
    @Suite("Whether a keyboard preload may run")
    struct KeyboardPreloadConditionsTests {
        let iPhone = KeyboardPreloadConditions.Platform(
            isMacCatalystApp: false, isiOSAppOnMac: false, isVisionOS: false)

        @Test("an iPhone app at launch with nothing focused and no keyboard up preloads")
        func nothingFocusedPreloads() {
            let conditions = KeyboardPreloadConditions(
                platform: iPhone, hasFirstResponder: false, isKeyboardVisible: false)
            #expect(conditions.decision == .preload)
            #expect(conditions.decision.preloads)
        }

        @Test("a login screen whose field has focus at launch is not preloaded, so it keeps its focus")
        func focusedFieldSkips() {
            let conditions = KeyboardPreloadConditions(
                platform: iPhone, hasFirstResponder: true, isKeyboardVisible: true)
            #expect(conditions.decision == .skip(.firstResponderPresent))
            #expect(conditions.decision.preloads == false)
        }

        @Test("a keyboard already up, with no first responder left to find, is not preloaded over")
        func visibleKeyboardSkips() {
            let conditions = KeyboardPreloadConditions(
                platform: iPhone, hasFirstResponder: false, isKeyboardVisible: true)
            #expect(conditions.decision == .skip(.keyboardVisible))
        }

        @Test(
            "Mac Catalyst, an iPad app on a Mac and visionOS have no software keyboard to warm",
            arguments: [
                (true, false, false), (true, true, false), (false, false, true),
            ])
        func noSoftwareKeyboardSkips(isMacCatalystApp: Bool, isiOSAppOnMac: Bool, isVisionOS: Bool) {
            let platform = KeyboardPreloadConditions.Platform(
                isMacCatalystApp: isMacCatalystApp, isiOSAppOnMac: isiOSAppOnMac, isVisionOS: isVisionOS)
            let conditions = KeyboardPreloadConditions(
                platform: platform, hasFirstResponder: false, isKeyboardVisible: false)
            #expect(platform.hasSoftwareKeyboardToWarm == false)
            #expect(conditions.decision == .skip(.noSoftwareKeyboardToWarm))
        }

        @Test("an iPad app on a Mac reports both Mac flags and is told apart from a Mac Catalyst app")
        func iOSAppOnMacToldApart() {
            #expect(
                KeyboardPreloadConditions.Platform(isMacCatalystApp: true, isiOSAppOnMac: true, isVisionOS: false)
                    == .iOSAppOnMac)
            #expect(
                KeyboardPreloadConditions.Platform(isMacCatalystApp: true, isiOSAppOnMac: false, isVisionOS: false)
                    == .macCatalyst)
        }

        @Test(
            "a view not on screen in the key window is not preloaded: during makeKeyAndVisible at launch it would flash"
        )
        func notInKeyWindowSkips() {
            let conditions = KeyboardPreloadConditions(
                platform: iPhone, isOnScreenInKeyWindow: false, hasFirstResponder: false, isKeyboardVisible: false)
            #expect(conditions.decision == .skip(.notOnScreenInKeyWindow))
        }

        // MARK: - The asking view's window, as the UIKit layer reads it

        /// The iPhone 15's 393 x 852 key window, its scene foreground-active, showing the asking view at `viewFrame`.
        func iPhone15Window(
            viewFrame: CGRect = CGRect(x: 0, y: 0, width: 393, height: 852), isSceneForegroundActive: Bool? = true,
            isKeyWindow: Bool = true, isHidden: Bool = false, isViewHidden: Bool = false
        ) -> KeyboardPreloadConditions.AskingWindow {
            KeyboardPreloadConditions.AskingWindow(
                isSceneForegroundActive: isSceneForegroundActive, isKeyWindow: isKeyWindow, isHidden: isHidden,
                bounds: CGRect(x: 0, y: 0, width: 393, height: 852), viewFrame: viewFrame, isViewHidden: isViewHidden)
        }

        func conditions(in window: KeyboardPreloadConditions.AskingWindow?) -> KeyboardPreloadConditions {
            KeyboardPreloadConditions(
                platform: iPhone, window: window, isVoiceOverRunning: false, isHardwareKeyboardAttached: false,
                hasFirstResponder: false, isKeyboardVisible: false)
        }

        @Test("a 393 x 852 view filling the iPhone 15's key window is on screen and preloads")
        func fullScreenViewPreloads() {
            #expect(iPhone15Window().showsViewOnScreen)
            #expect(conditions(in: iPhone15Window()).decision == .preload)
        }

        @Test("a 393 x 300 sheet whose top 100 points show at the window's bottom (y 752) is on screen")
        func partlyVisibleViewIsOnScreen() {
            #expect(iPhone15Window(viewFrame: CGRect(x: 0, y: 752, width: 393, height: 300)).showsViewOnScreen)
        }

        @Test("a view pushed just off the 393-point window (x 393) or below it (y 852) is not on screen")
        func viewOffScreenSkips() {
            let right = iPhone15Window(viewFrame: CGRect(x: 393, y: 0, width: 393, height: 852))
            let below = iPhone15Window(viewFrame: CGRect(x: 0, y: 852, width: 393, height: 852))
            #expect(right.showsViewOnScreen == false)
            #expect(below.showsViewOnScreen == false)
            #expect(conditions(in: right).decision == .skip(.notOnScreenInKeyWindow))
        }

        @Test("a window that is not key yet, a hidden window or a hidden view is not on screen, though 393 x 852")
        func hiddenOrNotKeyIsNotOnScreen() {
            #expect(iPhone15Window(isKeyWindow: false).showsViewOnScreen == false)
            #expect(iPhone15Window(isHidden: true).showsViewOnScreen == false)
            #expect(iPhone15Window(isViewHidden: true).showsViewOnScreen == false)
        }

        @Test("a view frame with a NaN origin is not on screen, and a 0 x 0 view shows nothing")
        func nonFiniteOrEmptyViewIsNotOnScreen() {
            #expect(
                iPhone15Window(viewFrame: CGRect(x: CGFloat.nan, y: 0, width: 393, height: 852)).showsViewOnScreen
                    == false)
            #expect(iPhone15Window(viewFrame: CGRect(x: 100, y: 100, width: 0, height: 0)).showsViewOnScreen == false)
        }

        @Test("a view in no window is not on screen, and its missing scene does not make it wait for activation")
        func noWindowSkips() {
            #expect(conditions(in: nil).decision == .skip(.notOnScreenInKeyWindow))
        }

        @Test("a 393 x 852 key window without a scene (an app extension) counts as in the foreground and preloads")
        func windowWithoutSceneCountsActive() {
            #expect(conditions(in: iPhone15Window(isSceneForegroundActive: nil)).decision == .preload)
        }

        @Test("a 393 x 852 key window whose scene is still inactive at launch waits for the scene to activate")
        func inactiveSceneWindowRetries() {
            #expect(conditions(in: iPhone15Window(isSceneForegroundActive: false)).decision == .retryWhenActive)
        }

        @Test("nothing is preloaded while VoiceOver runs")
        func voiceOverSkips() {
            let conditions = KeyboardPreloadConditions(
                platform: iPhone, isVoiceOverRunning: true, hasFirstResponder: false, isKeyboardVisible: false)
            #expect(conditions.decision == .skip(.voiceOverRunning))
        }

        @Test("nothing is preloaded while a hardware keyboard is attached")
        func hardwareKeyboardSkips() {
            let conditions = KeyboardPreloadConditions(
                platform: iPhone, isHardwareKeyboardAttached: true, hasFirstResponder: false, isKeyboardVisible: false)
            #expect(conditions.decision == .skip(.hardwareKeyboardAttached))
        }

        @Test("a viewDidAppear before the scene is foreground-active waits to ask again when the scene activates")
        func inactiveSceneRetries() {
            let conditions = KeyboardPreloadConditions(
                platform: iPhone, isSceneForegroundActive: false, isOnScreenInKeyWindow: false,
                hasFirstResponder: false, isKeyboardVisible: false)
            #expect(conditions.decision == .retryWhenActive)
            #expect(conditions.decision.preloads == false)
        }

        @Test("a scene still inactive when asked after its one retry is skipped")
        func inactiveSceneAfterRetrySkips() {
            let conditions = KeyboardPreloadConditions(
                platform: iPhone, isSceneForegroundActive: false, hasFirstResponder: false, isKeyboardVisible: false,
                hasRetriedWhenActive: true)
            #expect(conditions.decision == .skip(.sceneNotActive))
        }

        @Test(
            "a composer in an inputAccessoryView is not preloaded over: the registry delivered its 336-point keyboard")
        @MainActor
        func keyboardDeliveredToRegistrySkips() {
            let center = NotificationCenter()
            let keyboard = KeyboardScreenFixture(center: center, screen: KeyboardScreenFixture.iPhone15)
            let observer = RecordingObserver()
            observer.addKeyboardFrameChangesObserver(center: center)
            defer { observer.removeKeyboardFrameChangesObserver(center: center) }
            keyboard.show(height: 336)
            let registry = KeyboardObserverRegistry.registry(for: center)
            // The asking view's window has no first responder: the composer lives in the keyboard's window.
            let conditions = KeyboardPreloadConditions(
                platform: iPhone, hasFirstResponder: false, isKeyboardVisible: registry.isKeyboardVisible)
            #expect(registry.isKeyboardVisible)
            #expect(conditions.decision == .skip(.keyboardVisible))
        }

        @Test("the registry reports no keyboard up once the 336-point keyboard's hide was delivered")
        @MainActor
        func hiddenKeyboardDeliveredToRegistry() async {
            let center = NotificationCenter()
            let keyboard = KeyboardScreenFixture(center: center, screen: KeyboardScreenFixture.iPhone15)
            let observer = RecordingObserver()
            observer.addKeyboardFrameChangesObserver(center: center)
            defer { observer.removeKeyboardFrameChangesObserver(center: center) }
            keyboard.show(height: 336)
            await keyboard.hide(height: 336)
            #expect(KeyboardObserverRegistry.registry(for: center).isKeyboardVisible == false)
        }

        @Test("checked in order: platform, VoiceOver, hardware keyboard, scene, window, focus, the keyboard")
        func reasonsInOrder() {
            var conditions = KeyboardPreloadConditions(
                platform: .visionOS, isSceneForegroundActive: false, isOnScreenInKeyWindow: false,
                isVoiceOverRunning: true, isHardwareKeyboardAttached: true, hasFirstResponder: true,
                isKeyboardVisible: true, hasRetriedWhenActive: true)
            var reasons: [KeyboardPreloadDecision] = [conditions.decision]
            conditions.platform = .iOS
            reasons.append(conditions.decision)
            conditions.isVoiceOverRunning = false
            reasons.append(conditions.decision)
            conditions.isHardwareKeyboardAttached = false
            reasons.append(conditions.decision)
            conditions.isSceneForegroundActive = true
            reasons.append(conditions.decision)
            conditions.isOnScreenInKeyWindow = true
            reasons.append(conditions.decision)
            conditions.hasFirstResponder = false
            reasons.append(conditions.decision)
            conditions.isKeyboardVisible = false
            reasons.append(conditions.decision)
            #expect(
                reasons == [
                    .skip(.noSoftwareKeyboardToWarm), .skip(.voiceOverRunning), .skip(.hardwareKeyboardAttached),
                    .skip(.sceneNotActive), .skip(.notOnScreenInKeyWindow), .skip(.firstResponderPresent),
                    .skip(.keyboardVisible), .preload,
                ])
        }

        @Test("each decision reads as a sentence naming its reason")
        func decisionsReadAsSentences() {
            #expect(KeyboardPreloadDecision.preload.description == "preload the keyboard")
            #expect(
                KeyboardPreloadDecision.skip(.firstResponderPresent).description
                    == "skip the preload: a responder already has focus")
        }
    }
}
