import KeyboardLabCore
import SwiftUI
import UIKit

/// A lab screen full screen, in a navigation controller whose bar holds Close and Record / Stop.
@MainActor
struct LabScreenHost: UIViewControllerRepresentable {
    let presentation: LabPresentation
    let store: LabStore
    @Environment(\.dismiss) private var dismiss

    func makeUIViewController(context: Context) -> UINavigationController {
        let host = LabHostViewController(
            screen: presentation.screen, scenario: presentation.scenario,
            recordsFromLaunch: presentation.recordsFromLaunch,
            store: store, close: { dismiss() })
        return UINavigationController(rootViewController: host)
    }

    func updateUIViewController(_ controller: UINavigationController, context: Context) {}
}

/// Holds a screen's view controller as a child filling its view, and records sessions on it.
@MainActor
final class LabHostViewController: UIViewController {
    private let screen: LabScreen
    private let scenario: LabScenario?
    private let recordsFromLaunch: Bool
    private let store: LabStore
    private let close: () -> Void
    private let recording = LabRecording()
    private lazy var content: UIViewController = LabScreens.viewController(for: screen)

    init(
        screen: LabScreen, scenario: LabScenario?, recordsFromLaunch: Bool = false, store: LabStore,
        close: @escaping () -> Void
    ) {
        self.screen = screen
        self.scenario = scenario
        self.recordsFromLaunch = recordsFromLaunch
        self.store = store
        self.close = close
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not used")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = scenario?.title ?? screen.title
        view.backgroundColor = .systemBackground
        addChild(content)
        LabScreens.fill(view, with: content.view)
        content.didMove(toParent: self)
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            systemItem: .close, primaryAction: UIAction { [weak self] _ in self?.finish() })
        updateRecordButton()
        if recordsFromLaunch { recordFromLaunch() }
    }

    private func updateRecordButton() {
        let title = recording.isRecording ? "Stop" : "Record"
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: title, primaryAction: UIAction { [weak self] _ in self?.toggleRecording() })
        navigationItem.rightBarButtonItem?.tintColor = recording.isRecording ? .systemRed : nil
    }

    private func toggleRecording() {
        if recording.isRecording {
            stopRecording()
        } else {
            // The navigation controller's view fills the window and stays in it while screens are pushed and
            // sheets presented: its layout guide is the keyboard's for the whole session.
            recording.start(in: navigationController?.view ?? view, scenario: recordedScenario, folder: store.folder)
            updateRecordButton()
        }
    }

    /// Starts recording as soon as the screen's container is in a window: before the screen appears (a scenario
    /// armed for this launch, the preload's).
    private func recordFromLaunch() {
        let watcher = LabWindowWatcher()
        watcher.onWindow = { [weak self, weak watcher] in
            guard let self, let watcher, !self.recording.isRecording else { return }
            self.recording.start(
                in: watcher.superview ?? self.view, scenario: self.recordedScenario, folder: self.store.folder)
            self.updateRecordButton()
            watcher.onWindow = nil
        }
        (navigationController?.view ?? view).addSubview(watcher)
    }

    private func finish() {
        if recording.isRecording { stopRecording() } else { close() }
    }

    /// The scenario the session is filed under: the one opened, else the first on this screen.
    private var recordedScenario: LabScenario {
        scenario ?? LabScenario.checklist.first { $0.screen == screen } ?? LabScenario.checklist[0]
    }

    private func stopRecording() {
        defer { updateRecordButton() }
        let title: String
        let message: String
        var session: LabRecordedSession?
        do {
            guard let result = try recording.stop() else { return }
            store.reload()
            session = store.session(result.name)
            title = result.name.base
            message = session?.report ?? ""
        } catch {
            title = recording.name?.base ?? "KeyboardLab"
            message = "The session could not be saved: \(error.localizedDescription)"
        }
        let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
        if let session {
            alert.addAction(
                UIAlertAction(title: "Share", style: .default) { [weak self] _ in
                    self?.share([session.traceURL, session.sidecarURL])
                })
        }
        alert.addAction(UIAlertAction(title: "Done", style: .cancel))
        present(alert, animated: true)
    }

    private func share(_ urls: [URL]) {
        let sheet = UIActivityViewController(activityItems: urls, applicationActivities: nil)
        sheet.popoverPresentationController?.barButtonItem = navigationItem.rightBarButtonItem
        present(sheet, animated: true)
    }
}

/// An empty view that says when it enters a window.
final class LabWindowWatcher: UIView {
    var onWindow: (() -> Void)?

    override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil { onWindow?() }
    }
}

/// The share sheet, for SwiftUI.
@MainActor
struct LabShareSheet: UIViewControllerRepresentable {
    let items: [URL]

    func makeUIViewController(context: Context) -> UIActivityViewController {
        UIActivityViewController(activityItems: items, applicationActivities: nil)
    }

    func updateUIViewController(_ controller: UIActivityViewController, context: Context) {}
}
