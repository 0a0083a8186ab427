#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || os(visionOS))
    import SwiftUI

    extension View {
        /// Keeps a chat's newest message in view as the keyboard and the composer resize this scroll view, as
        /// `behavior` says; it opens at the newest message.
        ///
        /// ```swift
        /// ScrollView { MessageList(messages: messages) }
        ///     .keyboardChatScroll(.whenAtEnd)  // ChatGPT: only a reader at the end rides the keyboard
        /// ```
        ///
        /// On iOS 18 and later the scroll view keeps its bottom edge, where the newest message is, or its top edge in
        /// place when its size changes (`defaultScrollAnchor(_:for:)` with `.sizeChanges`), chosen from the behavior,
        /// whether the reader is within 20 points of the end (`onScrollGeometryChange`) and whether the keyboard is
        /// up (`@Environment(\.keyboard)`). On iOS 17 it opens at the newest message and keeps the bottom edge for
        /// every behavior, ``KeyboardChatScrollBehavior/never`` included (`defaultScrollAnchor(_:)`: one anchor for
        /// both), whatever the reader's position. On iOS 15 and 16 SwiftUI has no scroll anchor, and it changes
        /// nothing: scroll to the newest message yourself when the keyboard comes up, with `ScrollViewReader` (see
        /// <doc:BuildingASwiftUIChatScreen>).
        ///
        /// Limits, from SwiftUI's scroll anchors: the bottom size-change anchor holds only while the last message is
        /// on screen, so ``KeyboardChatScrollBehavior/always`` and ``KeyboardChatScrollBehavior/persistent`` carry a
        /// reader further up no more than ``KeyboardChatScrollBehavior/whenAtEnd`` does; a `List` ignores the anchors
        /// (FB15483394), so on a `List` the modifier changes nothing: use a `ScrollView` with a lazy stack. The
        /// modifier never takes a `ScrollPosition` binding from the app, but a `scrollPosition` of your own on the same
        /// scroll view decides where it scrolls, and the anchors may then not hold: move the position yourself when
        /// the keyboard changes. Where a behavior can't hold as documented on the running system, and for the `List`
        /// and `scrollPosition` limits, a debug build says so in the console, once.
        ///
        /// - Parameter behavior: How the messages follow the keyboard. Defaults to
        ///   ``KeyboardChatScrollBehavior/always``.
        /// - Returns: The scroll view, keeping its newest message in view.
        public func keyboardChatScroll(_ behavior: KeyboardChatScrollBehavior = .always) -> some View {
            #if DEBUG
                for notice in KeyboardChatScrollNotice.shared.notices(for: behavior) { print(notice) }
            #endif
            return modifier(KeyboardChatScrollModifier(behavior: behavior))
        }
    }

    #if DEBUG
        /// The debug notices' once-per-process state, in debug builds only; the lock is for the rule, not for speed.
        private final class KeyboardChatScrollNotice: @unchecked Sendable {
            static let shared = KeyboardChatScrollNotice()
            private let lock = NSLock()
            private var notices = KeyboardChatScrollNotices()

            /// What is due for `behavior`: its own limit, and the limits every behavior shares, each once.
            func notices(for behavior: KeyboardChatScrollBehavior) -> [String] {
                lock.lock()
                defer { lock.unlock() }
                let anchors = Self.anchors
                return [notices.notice(for: behavior, anchors: anchors), notices.sharedLimitsNotice(anchors: anchors)]
                    .compactMap { $0 }
            }

            /// The scroll anchors this system has, as the modifier uses them (none with an SDK older than SwiftUI 6).
            private static var anchors: KeyboardChatScrollNotices.Anchors {
                #if canImport(SwiftUI, _version: 6.0)
                    if #available(iOS 18.0, macCatalyst 18.0, visionOS 2.0, *) { return .perRole }
                    if #available(iOS 17.0, macCatalyst 17.0, *) { return .single }
                #endif
                return .noAnchor
            }
        }
    #endif

    /// Senses the scroll view's geometry and the keyboard, and applies the edge the core keeps.
    struct KeyboardChatScrollModifier: ViewModifier {
        let behavior: KeyboardChatScrollBehavior
        @Environment(\.keyboard) private var keyboard
        @State private var isAtEnd = true

        func body(content: Content) -> some View {
            // NB: defaultScrollAnchor(_:for:) and onScrollGeometryChange are in the iOS 18 SDK (SwiftUI 6); the fence
            // is for older SDKs this package is type-checked against.
            #if canImport(SwiftUI, _version: 6.0)
                if #available(iOS 18.0, macCatalyst 18.0, visionOS 2.0, *) {
                    let keepsBottom = behavior.keepsBottomOnResize(
                        isAtEnd: isAtEnd, keyboardVisible: keyboard.isVisible)
                    content
                        .defaultScrollAnchor(.bottom, for: .initialOffset)
                        .defaultScrollAnchor(keepsBottom ? .bottom : .top, for: .sizeChanges)
                        .onScrollGeometryChange(for: Bool.self) { geometry in
                            Self.facts(geometry).isAtEnd
                        } action: { _, atEnd in
                            isAtEnd = atEnd
                        }
                } else {
                    anchoredBeforeiOS18(content)
                }
            #else
                anchoredBeforeiOS18(content)
            #endif
        }

        #if canImport(SwiftUI, _version: 6.0)
            /// The scroll view's geometry as the core reads it.
            @available(iOS 18.0, macCatalyst 18.0, visionOS 2.0, *)
            private static func facts(_ geometry: ScrollGeometry) -> KeyboardChatScrollFacts {
                KeyboardChatScrollFacts(
                    behavior: .whenAtEnd, offset: geometry.contentOffset.y,
                    contentHeight: geometry.contentSize.height, boundsHeight: geometry.containerSize.height,
                    insetTop: geometry.contentInsets.top, insetBottom: geometry.contentInsets.bottom)
            }
        #endif

        @ViewBuilder
        private func anchoredBeforeiOS18(_ content: Content) -> some View {
            // NB: defaultScrollAnchor(_:) (iOS 17) is missing from the iOS 17.0 SDK; every SDK with SwiftUI 6 has it.
            #if canImport(SwiftUI, _version: 6.0)
                if #available(iOS 17.0, macCatalyst 17.0, *) {
                    // One anchor for the opening and every resize before iOS 18: the bottom, so every chat opens at its
                    // newest message, .never included (which then keeps the bottom edge on a resize too).
                    content.defaultScrollAnchor(.bottom)
                } else {
                    content
                }
            #else
                content
            #endif
        }
    }
#endif
