import KeyboardProtocols
import SwiftUI

/// The SwiftUI form: Previous, Next and Done over a `FocusState`, in two columns; Company is disabled and left out of
/// the order (SwiftUI tells only which value is focused, so a field the order names counts as reachable).
@MainActor
struct SwiftUIToolbarFormScreen: View {
    enum Field: Hashable { case firstName, lastName, email, zip, city, phone, notes }

    @FocusState private var focus: Field?
    @State private var values: [Field: String] = [:]
    @State private var company = ""

    var body: some View {
        // In a navigation container, as SwiftUI's toolbar examples are (the host's UIKit navigation controller is not
        // SwiftUI's): whether the keyboard placement shows without one is left out of this screen.
        NavigationStack {
            Form {
                HStack {
                    field("First name", .firstName)
                    field("Last name", .lastName)
                }
                field("Email", .email).keyboardType(.emailAddress)
                HStack {
                    field("Zip", .zip).keyboardType(.numberPad)
                    field("City", .city)
                }
                HStack {
                    TextField("Company (disabled)", text: $company).disabled(true)
                    field("Phone", .phone).keyboardType(.phonePad)
                }
                field("Notes", .notes)
            }
            .keyboardToolbar(focus: $focus, order: [.firstName, .lastName, .email, .zip, .city, .phone, .notes])
            .navigationTitle("SwiftUI form")
            .navigationBarTitleDisplayMode(.inline)
        }
    }

    private func field(_ title: String, _ value: Field) -> some View {
        TextField(
            title,
            text: Binding {
                values[value, default: ""]
            } set: {
                values[value] = $0
            }
        )
        .focused($focus, equals: value)
    }
}
