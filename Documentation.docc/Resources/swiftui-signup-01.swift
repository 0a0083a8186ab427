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
    }

    private func signUp() {}
}
