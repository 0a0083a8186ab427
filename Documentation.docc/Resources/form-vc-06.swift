import KeyboardProtocols
import UIKit

final class ProfileFormViewController: UIViewController, ModifiableInsetsOnKeyboardFrameChanges,
    AddsKeyboardToolbar
{
    private let scrollView = UIScrollView()
    private let stackView = UIStackView()
    private let fields: [UITextField] = [
        "Name", "Email", "Phone", "Street", "City", "Postcode", "Country", "Notes",
    ].map { placeholder in
        let field = UITextField()
        field.placeholder = placeholder
        field.borderStyle = .roundedRect
        field.returnKeyType = .next
        return field
    }

    /// The scroll view whose bottom insets follow the keyboard.
    var scrollViewToModify: UIScrollView { scrollView }

    /// Scrolls the field being edited back into view whenever the insets change.
    var keepsFirstResponderVisible: Bool { true }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Profile"
        view.backgroundColor = .systemBackground
        fields[1].keyboardType = .emailAddress
        fields[2].keyboardType = .phonePad
        fields[5].keyboardType = .numbersAndPunctuation
        for field in fields {
            field.delegate = self
        }

        stackView.axis = .vertical
        stackView.spacing = 16
        for field in fields {
            stackView.addArrangedSubview(field)
        }
        scrollView.keyboardDismissMode = .onDrag

        scrollView.translatesAutoresizingMaskIntoConstraints = false
        stackView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scrollView)
        scrollView.addSubview(stackView)

        let content = scrollView.contentLayoutGuide
        NSLayoutConstraint.activate([
            // The scroll view fills the screen, under the navigation bar and the tab bar.
            scrollView.topAnchor.constraint(equalTo: view.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),

            stackView.topAnchor.constraint(equalTo: content.topAnchor, constant: 20),
            stackView.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -20),
            stackView.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 20),
            stackView.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -20),
            stackView.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -40),
        ])
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        addKeyboardFrameChangesObserver()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        removeKeyboardFrameChangesObserver()
    }
}

// MARK: - AddsKeyboardToolbar

extension ProfileFormViewController {
    /// Called when focus moves between fields under the same keyboard, however it moved: a tap, the toolbar, Tab, or
    /// Return below.
    func keyboardFocusDidMove(to input: UIView) {
        scrollView.scrollRectToVisible(input.convert(input.bounds, to: scrollView), animated: true)
    }
}

// MARK: - UITextFieldDelegate

extension ProfileFormViewController: UITextFieldDelegate {
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        // Return follows the toolbar's order; at the last field it puts the keyboard away.
        if !moveKeyboardFocus(forward: true) { textField.resignFirstResponder() }
        return false
    }
}
