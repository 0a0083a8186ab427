#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || os(visionOS))
    import SwiftUI
    import UIKit

    extension View {
        /// Chooses how this container makes room for the keyboard, and puts the keyboard, measured on this container,
        /// into its content's environment (`@Environment(\.keyboard)`).
        ///
        /// ```swift
        /// VStack(spacing: 12) {
        ///     Spacer()
        ///     TextField("Verification code", text: $code)
        ///     Button("Verify") { verify() }
        /// }
        /// .padding()
        /// .keyboardAvoidance(.offset)  // doesn't scroll: lifts only when the focused field would be covered
        /// ```
        ///
        /// A `ScrollView`, `List` or `Form` is never translated: with ``KeyboardAvoidance/padding`` or
        /// ``KeyboardAvoidance/offset`` it ends on the keyboard's top edge, so its last rows scroll above the
        /// keyboard, and its focused field is scrolled into view, 8 points clear:
        ///
        /// ```swift
        /// Form {
        ///     TextField("Name", text: $name)
        ///     TextField("Notes", text: $notes)
        /// }
        /// .safeAreaInset(edge: .bottom) {
        ///     Button("Continue") { next() }.buttonStyle(.borderedProminent)
        /// }
        /// .keyboardAvoidance(.padding)  // the button rides the keyboard, the fields scroll above it
        /// ```
        ///
        /// Every avoidance but ``KeyboardAvoidance/automatic`` turns SwiftUI's own off for the container
        /// (`.ignoresSafeArea(.keyboard)`) and moves on the keyboard's own animation. Only a docked keyboard on the
        /// container's screen counts: a floating or undocked iPad keyboard leaves it at rest.
        ///
        /// - Parameter avoidance: How the container avoids the keyboard.
        /// - Returns: The container, avoiding the keyboard that way.
        public func keyboardAvoidance(_ avoidance: KeyboardAvoidance) -> some View {
            modifier(KeyboardReaderModifier(role: .avoidance(avoidance)))
        }

        /// Keeps this view (a composer, a toolbar) on the keyboard's top edge, on the keyboard's own animation, and
        /// back where it rests when the keyboard hides.
        ///
        /// ```swift
        /// ScrollView { MessageList(messages: messages) }
        ///     .dismissesKeyboardInteractively()
        ///     .safeAreaInset(edge: .bottom) {
        ///         Composer(text: $draft).pinnedToKeyboard()
        ///     }
        ///     .keyboardAvoidance(.disabled)
        /// ```
        ///
        /// The view grows a bottom padding as tall as the keyboard above its resting place, so in a `safeAreaInset` the
        /// content above makes room too. It measures itself padding included, so place it where it grows upward, its
        /// bottom edge staying put: in `safeAreaInset(edge: .bottom)`, or last in a `VStack` under a `Spacer`. Centred
        /// or top-aligned, its padding would not lift it by as much, and each measure would pad it further.
        ///
        /// Let its container leave the keyboard to it (``KeyboardAvoidance/disabled``): it then moves as the keyboard is
        /// announced. Without such a container SwiftUI's own avoidance may move it too, so it measures itself once
        /// SwiftUI has laid out for the keyboard: where SwiftUI has moved it onto the keyboard it adds nothing, and it
        /// never flies up and back. A floating or undocked iPad keyboard, or a
        /// keyboard on another display, leaves it at rest. It follows an interactive dismissal frame by frame on
        /// iOS 18 and later, in a scroll view marked `dismissesKeyboardInteractively()`; before, it moves when the
        /// keyboard's hide is announced.
        ///
        /// - Returns: The view, pinned to the keyboard.
        public func pinnedToKeyboard() -> some View {
            modifier(KeyboardReaderModifier(role: .pinned))
        }

        /// Lets the user drag the keyboard down with this scroll view, and has views pinned to the keyboard follow the
        /// drag frame by frame where SwiftUI tells it.
        ///
        /// ```swift
        /// ScrollView { MessageList(messages: messages) }
        ///     .dismissesKeyboardInteractively()
        /// ```
        ///
        /// It is `scrollDismissesKeyboard(.interactively)` (iOS 16 and later) plus, on iOS 18 and later, the scroll
        /// view's drag as `onScrollPhaseChange` reports it, the one public drag signal SwiftUI gives: views
        /// `pinnedToKeyboard()` and containers with ``KeyboardAvoidance/padding`` then follow the keyboard's layout
        /// guide while the finger moves it. On iOS 16 and 17 they move when the hide is announced; on iOS 15, and on
        /// visionOS, the scroll view keeps its own dismissal. A scroll view that leaves the hierarchy while the user
        /// drags ends the drag (`onDisappear`), as no scroll phase says so.
        ///
        /// - Returns: The scroll view, dismissing the keyboard interactively.
        public func dismissesKeyboardInteractively() -> some View {
            modifier(InteractiveKeyboardDismissalModifier())
        }
    }

    /// `scrollDismissesKeyboard(.interactively)`, and on iOS 18 the drag reported to the registry of the center.
    struct InteractiveKeyboardDismissalModifier: ViewModifier {
        @Environment(\.keyboardNotificationCenter) private var center
        /// The drag this scroll view reported, which its disappearance ends.
        @State private var drag = KeyboardScrollDrag()

        func body(content: Content) -> some View {
            #if os(visionOS)
                // SwiftUI: scrollDismissesKeyboard(_:) is unavailable in visionOS.
                content
            #else
                // NB: onScrollPhaseChange is in the iOS 18 SDK (SwiftUI 6) and later; Xcode 16, which tools-version 6.0
                // needs, has it. The fence is for older SDKs this package is type-checked against.
                #if canImport(SwiftUI, _version: 6.0)
                    if #available(iOS 18.0, macCatalyst 18.0, *) {
                        content
                            .scrollDismissesKeyboard(.interactively)
                            // Apple, ScrollPhase.interacting: "the user is interacting with the scroll view";
                            // onScrollPhaseChange(_:) watches "the first scroll view in the hierarchy" (iOS 18).
                            .onScrollPhaseChange { _, newPhase in
                                KeyboardScrollDrag.send(
                                    drag.phaseChanged(isInteracting: newPhase == .interacting), on: center)
                            }
                            .onDisappear {
                                KeyboardScrollDrag.send(drag.disappeared(), on: center)
                            }
                    } else {
                        dismissingBeforeiOS18(content)
                    }
                #else
                    dismissingBeforeiOS18(content)
                #endif
            #endif
        }

        #if !os(visionOS)
            @ViewBuilder
            private func dismissingBeforeiOS18(_ content: Content) -> some View {
                if #available(iOS 16.0, macCatalyst 16.0, *) {
                    content.scrollDismissesKeyboard(.interactively)
                } else {
                    content
                }
            }
        #endif
    }
#endif
