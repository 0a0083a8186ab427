import UIKit

final class HomeViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Home"
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .search, target: self, action: #selector(showSearch))
    }

    @objc private func showSearch() {
        navigationController?.pushViewController(SearchViewController(), animated: true)
    }
}
