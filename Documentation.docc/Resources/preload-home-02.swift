import KeyboardProtocols
import UIKit

final class HomeViewController: UIViewController, PreloadsKeyboard {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Home"
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .search, target: self, action: #selector(showSearch))
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // Once per process; later calls, and calls from other screens, do nothing.
        preloadKeyboard()
    }

    @objc private func showSearch() {
        navigationController?.pushViewController(SearchViewController(), animated: true)
    }
}
