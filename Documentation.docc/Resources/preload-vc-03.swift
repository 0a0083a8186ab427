import KeyboardProtocols
import UIKit

final class SearchViewController: UIViewController, PreloadsKeyboard {
    private let searchField = UISearchTextField()
    private let resultsView = UITableView(frame: .zero, style: .insetGrouped)
    private lazy var resultsBottomConstraint = resultsView.bottomAnchor.constraint(equalTo: view.bottomAnchor)
    private var hasHeardFromKeyboard = false

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Search"
        view.backgroundColor = .systemGroupedBackground
        searchField.placeholder = "Recipes, ingredients, cooks"

        searchField.translatesAutoresizingMaskIntoConstraints = false
        resultsView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(searchField)
        view.addSubview(resultsView)

        NSLayoutConstraint.activate([
            searchField.topAnchor.constraint(equalToSystemSpacingBelow: view.safeAreaLayoutGuide.topAnchor, multiplier: 1),
            searchField.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            searchField.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            resultsView.topAnchor.constraint(equalToSystemSpacingBelow: searchField.bottomAnchor, multiplier: 1),
            resultsView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            resultsView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            resultsBottomConstraint,
        ])
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        // Until the keyboard has spoken, leave room for it as tall as it will most likely be.
        guard !hasHeardFromKeyboard else { return }
        resultsBottomConstraint.constant = -estimatedKeyboardHeight
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        searchField.becomeFirstResponder()
    }

    func willChangeKeyboardFrame(
        height: CGFloat,
        animationDuration: TimeInterval,
        animationOptions: UIView.AnimationOptions
    ) {
        hasHeardFromKeyboard = true
        view.layoutIfNeeded()
        resultsBottomConstraint.constant = -height
        UIView.animate(withDuration: animationDuration, delay: 0, options: animationOptions) {
            self.view.layoutIfNeeded()
        }
    }
}
