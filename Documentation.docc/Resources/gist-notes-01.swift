import KeyboardProtocols
import UIKit

final class NotesViewController: UIViewController, KeyboardChangeFrameObserver {
    private let textView = UITextView()
    private lazy var textViewBottom = textView.bottomAnchor.constraint(equalTo: view.bottomAnchor)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
        view.backgroundColor = .systemBackground
        textView.font = .preferredFont(forTextStyle: .body)
        textView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(textView)
        NSLayoutConstraint.activate([
            textView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            textView.leadingAnchor.constraint(equalTo: view.readableContentGuide.leadingAnchor),
            textView.trailingAnchor.constraint(equalTo: view.readableContentGuide.trailingAnchor),
            textViewBottom,
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

    deinit {
        // The gist's note: remove the observer on deinit. Harmless after viewWillDisappear.
        removeKeyboardFrameChangesObserver()
    }

    func willChangeKeyboardFrame(
        height: CGFloat,
        animationDuration: TimeInterval,
        animationOptions: UIView.AnimationOptions
    ) {
        textViewBottom.constant = -height
        UIView.animate(withDuration: animationDuration, delay: 0, options: animationOptions, animations: {
            self.view.layoutIfNeeded()
        })
    }
}
