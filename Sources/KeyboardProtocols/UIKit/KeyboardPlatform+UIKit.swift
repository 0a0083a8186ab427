#if canImport(UIKit) && (os(iOS) || os(visionOS))
    import UIKit

    // MARK: - The UIKit side of the seam

    extension KeyboardPlatform {
        /// The UIKit layer's answers to the core: screens from `UIScreen`, the mixins run on view controllers.
        static var uiKit: KeyboardPlatform {
            KeyboardPlatform(
                notificationScreen: PlatformScreen.namedScreen(of:),
                lastWindowScreen: PlatformScreen.rememberedWindowScreen,
                runMixins: KeyboardMixinEngine.run,
                didRegister: { observer, center in observer.didRegisterForKeyboardChanges(center: center) }
            )
        }
    }
#endif
