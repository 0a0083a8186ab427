#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || os(visionOS))
    import SwiftUI
    import UIKit

    extension View {
        /// Adds Previous, Next and Done above the keyboard for the fields of this container, moving `focus` through
        /// `order`.
        ///
        /// Declare it once, on the container; each field binds its value with `focused(_:equals:)`, and in a `Form`,
        /// `List` or `ScrollView` each row takes its value as its id, `.id(value)`, so Previous and Next reach a row
        /// the lazy container has not made yet: they scroll to it, then focus it once it is laid out. Previous and
        /// Next are enabled from `order`'s ends; Done ends editing whatever field has focus (one outside `order`
        /// too), which hides the keyboard. Its words and VoiceOver labels are in the user's language. It adds no key
        /// commands: with a hardware keyboard, Tab stays SwiftUI's.
        ///
        /// ```swift
        /// enum Field { case name, email, phone }
        /// @FocusState private var focus: Field?
        ///
        /// Form {
        ///     TextField("Name", text: $name).focused($focus, equals: .name).id(Field.name)
        ///     TextField("Email", text: $email).focused($focus, equals: .email).id(Field.email)
        ///     TextField("Phone", text: $phone).focused($focus, equals: .phone).id(Field.phone)
        /// }
        /// .keyboardToolbar(focus: $focus, order: [.name, .email, .phone])
        /// ```
        ///
        /// It is the screen's keyboard toolbar group: an app's own `ToolbarItemGroup(placement: .keyboard)` on the
        /// same screen adds its items beside it, or on a second bar on some iOS versions; put the app's items in one
        /// place (see the Forms article).
        ///
        /// - Parameters:
        ///   - focus: The container's focus state.
        ///   - order: Its fields' values, in the order Next visits them; each row's id in a lazy container.
        /// - Returns: The container, with the keyboard toolbar.
        @available(visionOS, unavailable)  // SwiftUI: ToolbarItemPlacement.keyboard is unavailable in visionOS.
        public func keyboardToolbar<Field: Hashable>(focus: FocusState<Field?>.Binding, order: [Field]) -> some View {
            modifier(KeyboardToolbarModifier(focus: focus, order: order))
        }
    }

    /// The toolbar's group, with what its buttons act on: a scroll proxy for the container's rows, and a view in
    /// the container's window to end editing in.
    @available(visionOS, unavailable)
    struct KeyboardToolbarModifier<Field: Hashable>: ViewModifier {
        var focus: FocusState<Field?>.Binding
        let order: [Field]
        @State private var mover = KeyboardToolbarMover()

        func body(content: Content) -> some View {
            // Apple, ScrollViewReader: "scans all scroll views contained by the proxy for the first with a child view
            // with identifier id"; wrapping the container reaches the Form, List or ScrollView inside it.
            ScrollViewReader { proxy in
                content
                    .background(KeyboardEditingSensor(mover: mover))
                    .toolbar {
                        ToolbarItemGroup(placement: .keyboard) {
                            KeyboardToolbarButtons(
                                focus: focus, order: order, mover: mover, proxy: proxy)
                        }
                    }
            }
        }
    }

    /// Runs the core's steps (``KeyboardFormFocus``): reveal, then focus after the layout commit; end editing.
    @MainActor
    final class KeyboardToolbarMover {
        private var steps = KeyboardFormFocus()
        /// A view in the container's window (not the keyboard's, where the toolbar is drawn).
        weak var sensor: UIView?

        nonisolated init() {}

        /// Moves the focus to `order[position]`: scrolls to its row, then focuses it once laid out.
        func move<Field: Hashable>(
            to position: Int, focus: FocusState<Field?>.Binding, order: [Field], proxy: ScrollViewProxy
        ) {
            run(steps.move(to: position), focus: focus, order: order, proxy: proxy)
        }

        /// Ends editing, whatever field has focus.
        func done<Field: Hashable>(
            focus: FocusState<Field?>.Binding, order: [Field], proxy: ScrollViewProxy
        ) {
            run(steps.done(), focus: focus, order: order, proxy: proxy)
        }

        private func run<Field: Hashable>(
            _ step: KeyboardFormFocus.Step, focus: FocusState<Field?>.Binding, order: [Field], proxy: ScrollViewProxy
        ) {
            switch step {
            case .reveal(let position), .focus(let position):
                guard order.indices.contains(position) else { return }
                if case .reveal = step {
                    // Apple, ScrollViewProxy.scrollTo(_:anchor:): with a nil anchor, "scrolls the minimal amount to
                    // make the identified view wholly visible"; a row without that id leaves the scroll view as is.
                    proxy.scrollTo(order[position])
                } else {
                    focus.wrappedValue = order[position]
                }
                let target = steps.target
                KeyboardPlatform.builtIn.afterLayoutCommit(true) { [weak self] in
                    guard let self, self.steps.target == target else { return false }
                    let focused = focus.wrappedValue.flatMap { order.firstIndex(of: $0) }
                    self.run(
                        self.steps.laidOut(focused: focused), focus: focus, order: order, proxy: proxy)
                    return false
                }
            case .endEditing:
                focus.wrappedValue = nil
                // UIView.endEditing(_:): "causes the view (or one of its embedded text fields) to resign the first
                // responder status"; public, and available in app extensions (UIApplication.shared is not).
                sensor?.window?.endEditing(true)
            case .done:
                break
            }
        }
    }

    /// An invisible view behind the container, in its window: the window Done ends editing in.
    struct KeyboardEditingSensor: UIViewRepresentable {
        let mover: KeyboardToolbarMover

        func makeUIView(context: Context) -> InvisibleView {
            InvisibleView(frame: .zero)
        }

        func updateUIView(_ uiView: InvisibleView, context: Context) {
            mover.sensor = uiView
        }
    }

    /// Previous, Next and Done for a `FocusState`, enabled as `KeyboardToolbarRule` decides.
    @available(visionOS, unavailable)
    struct KeyboardToolbarButtons<Field: Hashable>: View {
        var focus: FocusState<Field?>.Binding
        let order: [Field]
        let mover: KeyboardToolbarMover
        let proxy: ScrollViewProxy

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
            Button(KeyboardToolbarWords.done.localized) {
                mover.done(focus: focus, order: order, proxy: proxy)
            }
        }

        @MainActor
        private func move(to position: AnyHashable?) {
            guard let index = position?.base as? Int else { return }
            mover.move(to: index, focus: focus, order: order, proxy: proxy)
        }
    }
#endif
