import KeyboardProtocols
import UIKit

final class SettingsViewController: UIViewController, ModifableInsetsOnKeyboardFrameChanges {
    @IBOutlet var scrollView: UIScrollView!

    var scrollViewToModify: UIScrollView { return scrollView }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        addKeyboardFrameChangesObserver()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        removeKeyboardFrameChangesObserver()
    }
}
