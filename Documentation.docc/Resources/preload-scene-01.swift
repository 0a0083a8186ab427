import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(
        _ scene: UIScene,
        willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UINavigationController(rootViewController: HomeViewController())
        // No preload here: the window becomes key inside makeKeyAndVisible(), and a keyboard started then can flash
        // on screen. The home screen preloads once it is on screen, from viewDidAppear(_:).
        window.makeKeyAndVisible()
        self.window = window
    }
}
