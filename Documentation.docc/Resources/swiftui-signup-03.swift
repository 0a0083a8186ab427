import KeyboardProtocols
import SwiftUI

@MainActor
struct SignUpScreen: View {
    private enum Field { case name, email, password }

    @FocusState private var focus: Field?
    @State private var name = ""
    @State private var email = ""
    @State private var password = ""

    var body: some View {
        Form {
            TextField("Name", text: $name)
                .textContentType(.name)
                .focused($focus, equals: .name)
                .id(Field.name)
            TextField("Email", text: $email)
                .textContentType(.emailAddress)
                .keyboardType(.emailAddress)
                .focused($focus, equals: .email)
                .id(Field.email)
            SecureField("Password", text: $password)
                .textContentType(.newPassword)
                .focused($focus, equals: .password)
                .id(Field.password)
        }
        .safeAreaInset(edge: .bottom) {
            Button(action: signUp) {
                Text("Continue")
                    .frame(maxWidth: .infinity)
            }
            .buttonStyle(.borderedProminent)
            .controlSize(.large)
            .disabled(email.isEmpty || password.isEmpty)
            .padding()
            .background(.bar)
        }
        // The form and its Continue button end on the keyboard's top edge, on the keyboard's animation; the
        // focused field is scrolled into view above them. The form is never moved: it scrolls.
        .keyboardAvoidance(.padding)
        // Previous, Next and Done above the keyboard. Each row's id is its field's value, so Next reaches a row
        // the lazy Form hasn't made yet: it scrolls there, then focuses it.
        .keyboardToolbar(focus: $focus, order: [.name, .email, .password])
    }

    private func signUp() {}
}
