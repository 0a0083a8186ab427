import KeyboardProtocols
import SwiftUI

/// The SwiftUI chat scroll policy: a `ScrollView` that keeps its newest message in view as the picker's behavior
/// says (iOS 17 and later; iOS 16 changes nothing), under a composer pinned to the keyboard.
@MainActor
struct SwiftUIChatScrollScreen: View {
    @State private var messages = (1...40).map { "Message \($0)" }
    @State private var behavior = KeyboardChatScrollBehavior.always

    var body: some View {
        VStack(spacing: 0) {
            Picker("Behavior", selection: $behavior) {
                Text("Always").tag(KeyboardChatScrollBehavior.always)
                Text("When at end").tag(KeyboardChatScrollBehavior.whenAtEnd)
                Text("Persistent").tag(KeyboardChatScrollBehavior.persistent)
                Text("Never").tag(KeyboardChatScrollBehavior.never)
            }
            .pickerStyle(.segmented)
            .padding()
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 8) {
                    ForEach(messages.indices, id: \.self) { index in
                        Text(messages[index])
                            .padding(10)
                            .background(Color.gray.opacity(0.15), in: RoundedRectangle(cornerRadius: 12))
                    }
                }
                .padding()
            }
            .keyboardChatScroll(behavior)
            .dismissesKeyboardInteractively()
        }
        .safeAreaInset(edge: .bottom) {
            SwiftUIComposer(messages: $messages)
                .pinnedToKeyboard()
        }
        .keyboardAvoidance(.disabled)
    }
}
