import KeyboardLabCore
import KeyboardProtocols
import SwiftUI

/// The containers a SwiftUI chat can sit on.
enum SwiftUIChatContainer: String, CaseIterable, Identifiable {
    case scrollView = "ScrollView"
    case scrollViewPosition = "ScrollView + scrollPosition"
    case list = "List"
    case listPosition = "List + scrollPosition"

    var id: String { rawValue }
}

/// SwiftUI chats on `ScrollView` and `List`, with and without `scrollPosition` (iOS 17 and later), picked live: the
/// composer pinned to the keyboard, the newest message's frame and the composer's pushed to the recorder as they
/// lay out.
@MainActor
struct SwiftUIChatsScreen: View {
    @State private var container = SwiftUIChatContainer.scrollView
    @State private var messages = (1...60).map { "Message \($0)" }

    var body: some View {
        VStack(spacing: 0) {
            Picker("Container", selection: $container) {
                ForEach(SwiftUIChatContainer.allCases) { Text($0.rawValue).tag($0) }
            }
            .pickerStyle(.menu)
            .task(id: container) { @MainActor in LabProbes.shared.event(.option, "container", container.rawValue) }
            SwiftUIChatContainerView(container: container, messages: messages)
                .id(container)
        }
        .dismissesKeyboardInteractively()
        .safeAreaInset(edge: .bottom) {
            SwiftUIComposer(messages: $messages)
                .reportsFrame(as: LabProbes.composer)
                .pinnedToKeyboard()
        }
        .keyboardAvoidance(.disabled)
        .onDisappear { LabProbes.shared.remove(LabTrack.newestRow, LabProbes.composer) }
    }
}

/// One container of the chat, the newest message's frame reported.
@MainActor
struct SwiftUIChatContainerView: View {
    let container: SwiftUIChatContainer
    let messages: [String]
    @State private var position: Int?

    var body: some View {
        switch container {
        case .scrollView, .scrollViewPosition:
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 12) { rows }
                    .padding()
                    .scrollTargetLayoutIfAvailable()
            }
            .scrollPositionIfAvailable($position, when: container == .scrollViewPosition)
        case .list, .listPosition:
            List { rows }
                .scrollPositionIfAvailable($position, when: container == .listPosition)
        }
    }

    private var rows: some View {
        ForEach(messages.indices, id: \.self) { index in
            if index == messages.count - 1 {
                Text(messages[index]).id(index).reportsFrame(as: LabTrack.newestRow)
            } else {
                Text(messages[index]).id(index)
            }
        }
    }
}

/// A SwiftUI form under `keyboardAvoidance(.automatic)` whose root, filling the screen, shows and reports what
/// `@Environment(\.keyboard)` reads.
@MainActor
struct SwiftUIEnvironmentScreen: View {
    var body: some View {
        SwiftUIEnvironmentReadout()
            .keyboardAvoidance(.automatic)
    }
}

/// The form and the environment's keyboard, its overlap pushed to the recorder as it changes.
@MainActor
struct SwiftUIEnvironmentReadout: View {
    @Environment(\.keyboard) private var keyboard
    @State private var values = Array(repeating: "", count: 8)

    var body: some View {
        Form {
            Section("@Environment(\\.keyboard)") {
                Text(
                    "visible \(keyboard.isVisible ? "yes" : "no"), overlap \(Int(keyboard.overlap)) pt, lift "
                        + "\(Int(keyboard.lift)) pt"
                )
                .font(.caption.monospaced())
            }
            Section("Fields") {
                ForEach(values.indices, id: \.self) { index in
                    TextField("Field \(index + 1)", text: $values[index])
                }
            }
        }
        .task(id: keyboard.overlap) { @MainActor in
            LabProbes.shared.push(LabTrack.environmentOverlap, fields: ["overlap"], values: [Double(keyboard.overlap)])
        }
        .onDisappear { LabProbes.shared.remove(LabTrack.environmentOverlap) }
    }
}

extension View {
    /// Pushes the view's frame in global coordinates (the window's, which fills the screen) to the recorder as it
    /// lays out, and its absence when it goes away.
    func reportsFrame(as name: String) -> some View {
        modifier(LabFrameReporter(name: name))
    }

    /// `scrollPosition(id:)` where the system has it (iOS 17) and `enabled` says so.
    @ViewBuilder
    func scrollPositionIfAvailable(_ position: Binding<Int?>, when enabled: Bool) -> some View {
        if #available(iOS 17.0, *), enabled {
            scrollPosition(id: position)
        } else {
            self
        }
    }

    /// `scrollTargetLayout()` where the system has it (iOS 17).
    @ViewBuilder
    func scrollTargetLayoutIfAvailable() -> some View {
        if #available(iOS 17.0, *) {
            scrollTargetLayout()
        } else {
            self
        }
    }
}

/// Reports a view's frame to the recorder (`reportsFrame(as:)`).
@MainActor
struct LabFrameReporter: ViewModifier {
    let name: String

    func body(content: Content) -> some View {
        content.background(
            GeometryReader { proxy in
                let frame = proxy.frame(in: .global)
                Color.clear
                    .task(id: frame) { @MainActor in
                        LabProbes.shared.push(name, fields: LabTrack.frameFields, values: LabProbes.values(frame))
                    }
                    .onDisappear { LabProbes.shared.push(name, fields: LabTrack.frameFields, values: nil) }
            })
    }
}
