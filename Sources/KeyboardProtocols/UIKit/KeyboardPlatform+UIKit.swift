#if canImport(UIKit) && (os(iOS) || os(visionOS))
    import UIKit

    // MARK: - The UIKit side of the seam

    extension KeyboardPlatform {
        /// The UIKit layer's answers to the core: screens from `UIScreen`, the mixins run on view controllers.
        static var uiKit: KeyboardPlatform {
            KeyboardPlatform(
                notificationScreen: PlatformScreen.namedScreen(of:),
                lastWindowScreen: PlatformScreen.rememberedWindowScreen,
                runMixins: { observer, change, phase in
                    guard phase == .announced else { return }
                    observer.performAdoptedKeyboardMixins(for: change)
                },
                didRegister: { observer, center in observer.didRegisterForKeyboardChanges(center: center) }
            )
        }
    }
#endif
