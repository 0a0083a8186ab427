import KeyboardProtocols
import UIKit

final class ConversationViewController: UIViewController, PinsBarToKeyboard,
    ModifiableInsetsOnKeyboardFrameChanges, PreloadsKeyboard
{
    private static let composeBarHeight: CGFloat = 44
    private let messagesView = UITableView()
    private let composeBar = UIToolbar()

    lazy var barBottomConstraint = composeBar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)
    var scrollViewToModify: UIScrollView { messagesView }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        messagesView.keyboardDismissMode = .interactive
        composeBar.items = [UIBarButtonItem(systemItem: .compose)]
        for subview in [messagesView, composeBar] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        // The list runs under the bar: the inset mixin insets it by the bar, or by the keyboard where it covers
        // more, so the last message stays above both.
        NSLayoutConstraint.activate([
            messagesView.topAnchor.constraint(equalTo: view.topAnchor),
            messagesView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            messagesView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            messagesView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            composeBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            composeBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            composeBar.heightAnchor.constraint(equalToConstant: Self.composeBarHeight),
            barBottomConstraint,
        ])
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        addKeyboardFrameChangesObserver()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        preloadKeyboard()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        removeKeyboardFrameChangesObserver()
    }
}
