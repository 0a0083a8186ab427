import GameController
import KeyboardLabCore
import KeyboardProtocols
import UIKit

/// One recording: the package's `KeyboardTraceRecorder` for the notifications, a display link for the keyboard layout
/// guide's frame on every display frame, and the device's facts, on the trace's clock.
@MainActor
final class LabRecording: NSObject {
    /// At most five minutes of display frames at 120 Hz; later frames are dropped.
    static let maximumGuideFrames = 36_000

    private let recorder = KeyboardTraceRecorder()
    private var displayLink: CADisplayLink?
    private weak var view: UIView?
    private var startUptime: TimeInterval = 0
    private var startDate = Date()
    private var guideFrames: [LabSidecar.GuideFrame] = []
    private var facts: LabDeviceFacts?
    /// The traits of the last field that began editing, read when recording stops.
    private weak var lastField: UIView?
    private var editingObservers: [any NSObjectProtocol] = []

    var isRecording: Bool { recorder.isRecording }

    /// Starts recording the keyboard as `view`'s layout guide and its window's notifications see it.
    func start(in view: UIView) {
        guard let window = view.window else { return }
        self.view = view
        guideFrames = []
        startDate = Date()
        startUptime = ProcessInfo.processInfo.systemUptime
        recorder.start(in: window)
        facts = Self.facts(of: window)
        _ = view.keyboardLayoutGuide
        let link = CADisplayLink(target: self, selector: #selector(sample(_:)))
        link.add(to: .main, forMode: .common)
        displayLink = link
        for name in [UITextField.textDidBeginEditingNotification, UITextView.textDidBeginEditingNotification] {
            editingObservers.append(
                NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { [weak self] note in
                    // Posted on the main queue (`queue: .main`), by the field that began editing.
                    let field = MainQueueValue(value: note.object as? UIView)
                    MainActor.assumeIsolated { self?.lastField = field.value }
                })
        }
    }

    /// Stops and returns the trace, its sidecar and their file name; nil if nothing was recording.
    func stop(scenario: LabScenario) -> (trace: Data, sidecar: LabSidecar, name: LabFileName)? {
        guard recorder.isRecording else { return nil }
        recorder.stop()
        displayLink?.invalidate()
        displayLink = nil
        for observer in editingObservers { NotificationCenter.default.removeObserver(observer) }
        editingObservers = []
        guard let trace = recorder.json(), var facts else { return nil }
        facts.fieldTraits = lastField.map(Self.traits(of:)) ?? [:]
        let sidecar = LabSidecar(scenario: scenario.id, device: facts, guideFrames: guideFrames)
        let name = LabFileName(scenario: scenario.id, model: facts.model, system: facts.system, date: startDate)
        return (trace, sidecar, name)
    }

    @objc private func sample(_ link: CADisplayLink) {
        guard let view, let screen = view.window?.windowScene?.screen, guideFrames.count < Self.maximumGuideFrames
        else { return }
        let frame = view.convert(view.keyboardLayoutGuide.layoutFrame, to: screen.coordinateSpace)
        guideFrames.append(
            LabSidecar.GuideFrame(
                time: ProcessInfo.processInfo.systemUptime - startUptime, x: Double(frame.minX),
                y: Double(frame.minY), width: Double(frame.width), height: Double(frame.height)))
    }

    // MARK: - Device facts

    /// The model as `utsname` names it (`iPhone16,1`); in the simulator, the simulated model.
    static func model() -> String {
        if let simulated = ProcessInfo.processInfo.environment["SIMULATOR_MODEL_IDENTIFIER"] {
            return simulated + " (simulator)"
        }
        var info = utsname()
        uname(&info)
        return withUnsafeBytes(of: &info.machine) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }

    static func facts(of window: UIWindow) -> LabDeviceFacts {
        let device = UIDevice.current
        let screen = window.windowScene?.screen
        let screenSize = screen?.bounds.size ?? window.bounds.size
        let windowFrame = screen.map { window.convert(window.bounds, to: $0.coordinateSpace) } ?? window.frame
        let insets = window.safeAreaInsets
        return LabDeviceFacts(
            model: model(), system: "\(device.systemName) \(device.systemVersion)",
            idiom: device.userInterfaceIdiom == .pad ? "pad" : "phone",
            screen: [Double(screenSize.width), Double(screenSize.height)],
            window: [windowFrame.minX, windowFrame.minY, windowFrame.width, windowFrame.height].map { Double($0) },
            safeAreaInsets: [insets.top, insets.left, insets.bottom, insets.right].map { Double($0) },
            orientation: orientation(window.windowScene?.effectiveGeometry.interfaceOrientation),
            reduceMotion: UIAccessibility.isReduceMotionEnabled,
            prefersCrossFadeTransitions: UIAccessibility.prefersCrossFadeTransitions,
            hardwareKeyboard: GCKeyboard.coalesced != nil, fieldTraits: [:])
    }

    static func orientation(_ orientation: UIInterfaceOrientation?) -> String {
        switch orientation {
        case .portrait: "portrait"
        case .portraitUpsideDown: "portraitUpsideDown"
        case .landscapeLeft: "landscapeLeft"
        case .landscapeRight: "landscapeRight"
        default: "unknown"
        }
    }

    /// The traits that decide a keyboard's height: its type, return key, autocorrection, content type, accessory.
    static func traits(of field: UIView) -> [String: String] {
        var traits = ["class": String(describing: type(of: field))]
        if let field = field as? UITextField {
            traits["keyboardType"] = String(field.keyboardType.rawValue)
            traits["returnKeyType"] = String(field.returnKeyType.rawValue)
            traits["autocorrectionType"] = String(field.autocorrectionType.rawValue)
            traits["textContentType"] = field.textContentType?.rawValue
            traits["inputAccessoryHeight"] = String(Double(field.inputAccessoryView?.frame.height ?? 0))
        } else if let field = field as? UITextView {
            traits["keyboardType"] = String(field.keyboardType.rawValue)
            traits["returnKeyType"] = String(field.returnKeyType.rawValue)
            traits["autocorrectionType"] = String(field.autocorrectionType.rawValue)
            traits["textContentType"] = field.textContentType?.rawValue
            traits["inputAccessoryHeight"] = String(Double(field.inputAccessoryView?.frame.height ?? 0))
        }
        return traits
    }
}

/// A value handed from a notification block that runs on the main queue to the main actor.
struct MainQueueValue<Value>: @unchecked Sendable {
    let value: Value
}
