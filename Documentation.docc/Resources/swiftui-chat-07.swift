import KeyboardProtocols
import SwiftUI

struct Message: Identifiable, Hashable {
    let id: Int
    let text: String
}

@MainActor
struct ChatScreen: View {
    @State private var messages = [
        Message(id: 1, text: "Are we still on for tonight?"),
        Message(id: 2, text: "Yes! 7 pm at the usual place."),
        Message(id: 3, text: "Great, see you there."),
    ]
    @State private var draft = ""

    var body: some View {
        MessageList(messages: messages)
            // Drag the keyboard down with the messages; the composer follows the finger on iOS 18 and later.
            .dismissesKeyboardInteractively()
            .safeAreaInset(edge: .bottom) {
                HStack {
                    TextField("Message", text: $draft)
                        .textFieldStyle(.roundedBorder)
                    Button("Send", action: send)
                        .disabled(draft.isEmpty)
                }
                .padding()
                .background(.bar)
                // On the keyboard's top edge, on the keyboard's own animation; back at rest when it hides.
                .pinnedToKeyboard()
            }
            // The composer moves on its own: SwiftUI's avoidance is off for the screen.
            .keyboardAvoidance(.disabled)
    }

    private func send() {
        messages.append(Message(id: messages.count + 1, text: draft))
        draft = ""
    }
}

/// The messages, scrolled to the latest when the keyboard comes up.
@MainActor
struct MessageList: View {
    let messages: [Message]
    @Environment(\.keyboard) private var keyboard

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 8) {
                    ForEach(messages) { message in
                        Text(message.text)
                            .padding(10)
                            .background(Color.gray.opacity(0.15), in: RoundedRectangle(cornerRadius: 12))
                            .id(message.id)
                    }
                }
                .padding()
            }
            // Opens at the newest message, which rides up and down with the keyboard (iOS 17 and later).
            .keyboardChatScroll(.always)
            .task(id: keyboard.isVisible) {
                // iOS 15 and 16 have no scroll anchor: scroll to the newest message when the keyboard comes up.
                guard #unavailable(iOS 17), keyboard.isVisible, let last = messages.last else { return }
                withAnimation(keyboard.animation) { proxy.scrollTo(last.id, anchor: .bottom) }
            }
        }
    }
}

struct ChatScreen_Previews: PreviewProvider {
    static var previews: some View {
        // iPhone 15's keyboard: the composer sits on it, the list scrolls to the latest message.
        ChatScreen()
            .previewKeyboard(height: 336)
    }
}

struct ChatScreenDrag_Previews: PreviewProvider {
    static var previews: some View {
        // A drag recorded on a device with KeyboardTraceRecorder, added to the preview's resources as drag.json:
        // the composer follows the keyboard down frame by frame, at the recorded pace.
        ChatScreen()
            .previewKeyboard(trace: recordedDrag)
            .previewDisplayName("Recorded drag")
    }

    static var recordedDrag: KeyboardTrace {
        let url = Bundle.main.url(forResource: "drag", withExtension: "json")!
        return try! JSONDecoder().decode(KeyboardTrace.self, from: Data(contentsOf: url))
    }
}
