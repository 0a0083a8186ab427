import KeyboardProtocols
import SwiftUI

/// The SwiftUI chat: a composer pinned to the keyboard, SwiftUI's own avoidance off, interactive dismissal, and the
/// list scrolled with `@Environment(\.keyboard)`'s animation.
@MainActor
struct SwiftUIChatScreen: View {
    @State private var messages = (1...40).map { "Message \($0)" }

    var body: some View {
        SwiftUIMessageList(messages: messages)
            .dismissesKeyboardInteractively()
            .safeAreaInset(edge: .bottom) {
                SwiftUIComposer(messages: $messages)
                    .pinnedToKeyboard()
            }
            .keyboardAvoidance(.disabled)
    }
}

/// The messages, scrolled to the latest when the keyboard shows, on the keyboard's animation.
@MainActor
struct SwiftUIMessageList: View {
    let messages: [String]
    @Environment(\.keyboard) private var keyboard

    var body: some View {
        ScrollViewReader { proxy in
            List(messages.indices, id: \.self) { index in
                Text(messages[index]).id(index)
            }
            .overlay(alignment: .top) {
                Text(keyboard.isVisible ? "keyboard covers \(Int(keyboard.overlap)) pt" : "keyboard hidden")
                    .font(.caption.monospaced())
                    .padding(6)
                    .background(.thinMaterial, in: Capsule())
            }
            .task(id: keyboard.isVisible) {
                guard keyboard.isVisible, !messages.isEmpty else { return }
                withAnimation(keyboard.animation) { proxy.scrollTo(messages.count - 1, anchor: .bottom) }
            }
        }
    }
}

/// A message field and Send on a bar: what the chats pin to the keyboard.
@MainActor
struct SwiftUIComposer: View {
    @Binding var messages: [String]
    @State private var draft = ""

    var body: some View {
        HStack {
            TextField("Message", text: $draft)
                .textFieldStyle(.roundedBorder)
            Button("Send") {
                messages.append(draft)
                draft = ""
            }
            .disabled(draft.isEmpty)
        }
        .padding()
        .background(.bar)
    }
}
