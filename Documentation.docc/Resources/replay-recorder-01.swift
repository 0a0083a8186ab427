import KeyboardProtocols
import UIKit

/// A debug-menu action: the first use starts recording the keyboard, the second stops and shares the session.
@MainActor
final class KeyboardSessionRecording {
    private let recorder = KeyboardTraceRecorder()

    func toggle(from viewController: UIViewController) {
        guard recorder.isRecording else {
            guard let window = viewController.view.window else { return }
            recorder.start(in: window)
            return
        }
        recorder.stop()
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("keyboard-session.json")
        guard let json = recorder.json(), (try? json.write(to: url)) != nil else { return }

        let share = UIActivityViewController(activityItems: [url], applicationActivities: nil)
        share.popoverPresentationController?.sourceView = viewController.view
        viewController.present(share, animated: true)
    }
}
