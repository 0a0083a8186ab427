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
        // Once per process, and only where nobody sees it: this view on screen in the key window, nothing focused,
        // no keyboard up, VoiceOver off, no hardware keyboard. Remove this call to turn preloading off.
        preloadKeyboard()
    }

    @objc private func showSearch() {
        navigationController?.pushViewController(SearchViewController(), animated: true)
    }
}
