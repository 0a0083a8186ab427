#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || os(visionOS))
    import SwiftUI

    extension View {
        /// Adds Previous, Next and Done above the keyboard for the fields of this container, moving `focus` through
        /// `order`.
        ///
        /// Declare it once, on the container; each field binds its value with `focused(_:equals:)`. Previous and Next
        /// are enabled from `order`'s ends, Done clears the focus, which hides the keyboard. Its words and VoiceOver
        /// labels are in the user's language. It adds no key commands: with a hardware keyboard, Tab stays SwiftUI's.
        ///
        /// ```swift
        /// enum Field { case name, email, phone }
        /// @FocusState private var focus: Field?
        ///
        /// Form {
        ///     TextField("Name", text: $name).focused($focus, equals: .name)
        ///     TextField("Email", text: $email).focused($focus, equals: .email)
        ///     TextField("Phone", text: $phone).focused($focus, equals: .phone)
        /// }
        /// .keyboardToolbar(focus: $focus, order: [.name, .email, .phone])
        /// ```
        ///
        /// - Parameters:
        ///   - focus: The container's focus state.
        ///   - order: Its fields' values, in the order Next visits them.
        /// - Returns: The container, with the keyboard toolbar.
        @available(visionOS, unavailable)  // SwiftUI: ToolbarItemPlacement.keyboard is unavailable in visionOS.
        public func keyboardToolbar<Field: Hashable>(focus: FocusState<Field?>.Binding, order: [Field]) -> some View {
            toolbar {
                ToolbarItemGroup(placement: .keyboard) {
                    KeyboardToolbarButtons(focus: focus, order: order)
                }
            }
        }
    }

    /// Previous, Next and Done for a `FocusState`, enabled as `KeyboardToolbarRule` decides.
    struct KeyboardToolbarButtons<Field: Hashable>: View {
        var focus: FocusState<Field?>.Binding
        let order: [Field]

        /// SwiftUI tells the focused value only: every field of the order counts as reachable. The rule reads
        /// positions in `order`.
        private var answer: KeyboardToolbarRule.Answer {
            let rule = KeyboardToolbarRule(sequence: order.indices.map { AnyHashable($0) })
            var focused: AnyHashable?
            if let value = focus.wrappedValue, let index = order.firstIndex(of: value) { focused = index }
            return rule.decide(KeyboardToolbarRule.Facts(focused: focused, fields: []))
        }

        var body: some View {
            let answer = self.answer
            Button {
                move(to: answer.previous)
            } label: {
                Image(systemName: "chevron.up")
            }
            .accessibilityLabel(Text(KeyboardToolbarWords.previous.localized))
            .disabled(!answer.isPreviousEnabled)
            Button {
                move(to: answer.next)
            } label: {
                Image(systemName: "chevron.down")
            }
            .accessibilityLabel(Text(KeyboardToolbarWords.next.localized))
            .disabled(!answer.isNextEnabled)
            Spacer()
            // The package's words, not the app's bundle (where `Button("Done")` would look): SwiftUI has no system
            // Done to show.
            Button(KeyboardToolbarWords.done.localized) { focus.wrappedValue = nil }
        }

        private func move(to position: AnyHashable?) {
            guard let index = position?.base as? Int, order.indices.contains(index) else { return }
            focus.wrappedValue = order[index]
        }
    }
#endif
