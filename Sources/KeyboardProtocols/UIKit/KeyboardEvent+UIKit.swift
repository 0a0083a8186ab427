#if canImport(UIKit) && (os(iOS) || os(visionOS))
    import UIKit

    extension KeyboardEvent {
        /// UIKit's own constant for this notification, such as `UIResponder.keyboardWillShowNotification`.
        ///
        /// Equal to ``notificationName``, which spells the same string so the core can observe it on any platform.
        /// Main-actor isolated because the iOS 17.5 SDK imports UIKit's keyboard constants as members of
        /// `UIResponder`, a main-actor class, without `NS_SWIFT_NONISOLATED`; use ``notificationName`` elsewhere.
        @MainActor
        public var uiKitNotificationName: Notification.Name {
            switch self {
            case .willShow: UIResponder.keyboardWillShowNotification
            case .didShow: UIResponder.keyboardDidShowNotification
            case .willHide: UIResponder.keyboardWillHideNotification
            case .didHide: UIResponder.keyboardDidHideNotification
            case .willChangeFrame: UIResponder.keyboardWillChangeFrameNotification
            case .didChangeFrame: UIResponder.keyboardDidChangeFrameNotification
            }
        }
    }

    extension KeyboardUserInfoKey {
        /// UIKit's own constant for this key, such as `UIResponder.keyboardFrameEndUserInfoKey`.
        ///
        /// Equal to `rawValue`, which spells the same string so the core can read payloads on any platform.
        /// Main-actor isolated for the same reason as ``KeyboardEvent/uiKitNotificationName``; use `rawValue`
        /// elsewhere.
        @MainActor
        public var uiKitKey: String {
            switch self {
            case .frameBegin: UIResponder.keyboardFrameBeginUserInfoKey
            case .frameEnd: UIResponder.keyboardFrameEndUserInfoKey
            case .animationDuration: UIResponder.keyboardAnimationDurationUserInfoKey
            case .animationCurve: UIResponder.keyboardAnimationCurveUserInfoKey
            case .isLocal: UIResponder.keyboardIsLocalUserInfoKey
            }
        }
    }
#endif
