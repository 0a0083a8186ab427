import KeyboardProtocols
import SwiftUI

@MainActor
struct SignUpScreen: View {
    @State private var name = ""
    @State private var email = ""
    @State private var password = ""

    var body: some View {
        Form {
            TextField("Name", text: $name)
                .textContentType(.name)
            TextField("Email", text: $email)
                .textContentType(.emailAddress)
                .keyboardType(.emailAddress)
            SecureField("Password", text: $password)
                .textContentType(.newPassword)
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
    }

    private func signUp() {}
}
