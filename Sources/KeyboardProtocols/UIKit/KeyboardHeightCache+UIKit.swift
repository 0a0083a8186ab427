#if canImport(UIKit) && (os(iOS) || os(visionOS))
    import UIKit

    // MARK: - InputTraits

    extension KeyboardHeightCache.InputTraits {
        /// Reads what a field asks of the keyboard, before or while it is focused: its keyboard type, autocorrection,
        /// spell checking, secure entry, content type and the height of its input accessory view.
        ///
        /// ```swift
        /// let traits = KeyboardHeightCache.InputTraits(codeField)
        /// let height = keyboardHeightCache.estimatedHeight(for: traits, screenSize: view.window!.bounds.size)
        /// ```
        ///
        /// - Parameter field: A text field, a text view or any responder adopting `UITextInputTraits`.
        @MainActor
        public init(_ field: any UITextInputTraits) {
            let responder = field as? UIResponder
            self.init(
                keyboardType: (field.keyboardType ?? .default).rawValue,
                autocorrectionType: (field.autocorrectionType ?? .default).rawValue,
                spellCheckingType: (field.spellCheckingType ?? .default).rawValue,
                isSecureTextEntry: field.isSecureTextEntry ?? false,
                textContentType: (field.textContentType ?? nil)?.rawValue,
                inputAccessoryHeight: responder.map(KeyboardInputTraits.accessoryHeight(of:)) ?? 0)
        }
    }

    extension KeyboardInputTraits {
        /// The first responder's traits as a keyboard change arrives, its input accessory's frame on screen included.
        @MainActor
        init(responder: UIResponder) {
            let traits = responder as? UITextInputTraits
            self.init(
                takesKeyboardInput: responder is UIKeyInput,
                keyboardType: (traits?.keyboardType ?? .default).rawValue,
                isSecureTextEntry: traits?.isSecureTextEntry ?? false,
                hasInputAccessoryView: Self.accessory(of: responder) != nil,
                hasInputView: responder.inputView != nil,
                primaryLanguage: responder.textInputMode?.primaryLanguage,
                autocorrectionType: (traits?.autocorrectionType ?? .default).rawValue,
                spellCheckingType: (traits?.spellCheckingType ?? .default).rawValue,
                textContentType: (traits?.textContentType ?? nil)?.rawValue,
                inputAccessoryFrame: Self.accessory(of: responder).flatMap(KeyboardAccessorySensing.screenFrame(of:)))
        }

        @MainActor
        static func accessory(of responder: UIResponder) -> UIView? {
            #if os(visionOS)
                // UIResponder.h: inputAccessoryView is API_UNAVAILABLE(visionos).
                return nil
            #else
                return responder.inputAccessoryView
            #endif
        }

        /// Its height as laid out, else as it sizes itself (a field not yet focused has not laid its accessory out).
        @MainActor
        static func accessoryHeight(of responder: UIResponder) -> CGFloat {
            guard let accessory = accessory(of: responder) else { return 0 }
            return accessory.bounds.height > 0 ? accessory.bounds.height : max(0, accessory.intrinsicContentSize.height)
        }
    }
#endif
