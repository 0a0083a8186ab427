import GameController
import KeyboardLabCore
import KeyboardProtocols
import UIKit

/// One recording: the package's `KeyboardTraceRecorder` for the notifications; on every display frame, at the
/// display's own rate, the keyboard layout guide's frame (the layout's value) beside a probe pinned to it read through
/// its presentation layer (what the device drew), and what the screens registered (`LabProbes`); focus changes,
/// hardware keyboards and the screens' events; all on the trace's clock, written to the folder every second.
@MainActor
final class LabRecording: NSObject {
    /// At most five minutes of display frames at 120 Hz; later frames are dropped.
    static let maximumFrames = 36_000
    /// Checkpoints and the last write go through one queue, in order, off the main thread.
    private static let writer = DispatchQueue(label: "org.keyboardprotocols.KeyboardLab.sessions")

    private let recorder = KeyboardTraceRecorder()
    private var displayLink: CADisplayLink?
    private weak var view: UIView?
    /// A clear view pinned to the layout guide: its presentation layer is where the keyboard's top is drawn.
    private var probe: UIView?
    private var startUptime: TimeInterval = 0
    private var folder: LabSessionFolder?
    private var checkpoint = LabCheckpoint()
    private(set) var name: LabFileName?
    private var sidecar: LabSidecar?
    private var guideFrames: [LabSidecar.GuideFrame] = []
    private var presentedFrames: [LabSidecar.GuideFrame] = []
    private var tracks: [String: LabTrack] = [:]
    private var events: [LabEvent] = []
    /// The last field that began editing: its traits when recording stops, its accessory on every frame.
    private weak var lastField: UIView?
    private var observers: [any NSObjectProtocol] = []

    var isRecording: Bool { recorder.isRecording }

    /// The trace's clock: seconds since the recording started, as `KeyboardTraceRecorder` stamps its events.
    private var now: Double { ProcessInfo.processInfo.systemUptime - startUptime }

    /// Starts recording `scenario` as `view`'s layout guide and its window's notifications see it, writing to
    /// `folder` every second; false when the view is not in a window yet.
    @discardableResult
    func start(in view: UIView, scenario: LabScenario, folder: LabSessionFolder) -> Bool {
        guard let window = view.window else { return false }
        self.view = view
        self.folder = folder
        checkpoint = LabCheckpoint()
        guideFrames = []
        presentedFrames = []
        tracks = [:]
        events = []
        startUptime = ProcessInfo.processInfo.systemUptime
        recorder.start(in: window)
        let facts = Self.facts(of: window)
        name = LabFileName(scenario: scenario.id, model: facts.model, system: facts.system)
        var sidecar = LabSidecar(scenario: scenario.id, device: facts)
        let rate = window.windowScene?.screen.maximumFramesPerSecond ?? 60
        sidecar.displayRate = Double(rate)
        self.sidecar = sidecar
        installProbe(in: view)
        let link = CADisplayLink(target: self, selector: #selector(sample(_:)))
        // The display's own rate: 120 Hz on ProMotion (iPhones also need CADisableMinimumFrameDurationOnPhone,
        // AdditionalInfo.plist), as CADisplayLink's preferredFrameRateRange documents.
        link.preferredFrameRateRange = CAFrameRateRange(
            minimum: Float(min(rate, 60)), maximum: Float(rate), preferred: Float(rate))
        link.add(to: .main, forMode: .common)
        displayLink = link
        observe()
        LabProbes.shared.onEvent = { [weak self] kind, subject, detail in self?.record(kind, subject, detail) }
        write(.inProgress)
        return true
    }

    /// Stops, writes the session a last time and returns its name and sidecar; nil if nothing was recording.
    ///
    /// - Throws: What stopped the last write.
    func stop() throws -> (name: LabFileName, sidecar: LabSidecar, trace: Data)? {
        guard recorder.isRecording, let name else { return nil }
        recorder.stop()
        displayLink?.invalidate()
        displayLink = nil
        probe?.removeFromSuperview()
        probe = nil
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
        observers = []
        LabProbes.shared.onEvent = nil
        if let lastField { sidecar?.device.fieldTraits = Self.traits(of: lastField) }
        guard let (trace, sidecar) = snapshot(.stopped), let folder else { return nil }
        try Self.writer.sync { try folder.write(trace: trace, sidecar: sidecar, name: name) }
        return (name, sidecar, trace)
    }

    // MARK: - Writing as it goes

    private func snapshot(_ state: LabSidecar.Recording) -> (Data, LabSidecar)? {
        guard var sidecar, let trace = recorder.json() else { return nil }
        sidecar.recording = state
        sidecar.guideFrames = guideFrames
        sidecar.presentedGuideFrames = presentedFrames
        sidecar.tracks = tracks.keys.sorted().compactMap { tracks[$0] }
        sidecar.events = events
        return (trace, sidecar)
    }

    /// Writes the session so far off the main thread (arrays are copied on write: the snapshot costs nothing here).
    private func write(_ state: LabSidecar.Recording) {
        guard let (trace, sidecar) = snapshot(state), let folder, let name else { return }
        Self.writer.async { try? folder.write(trace: trace, sidecar: sidecar, name: name) }
    }

    // MARK: - Every display frame

    private func installProbe(in view: UIView) {
        let probe = UIView()
        probe.isUserInteractionEnabled = false
        probe.backgroundColor = .clear
        probe.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(probe)
        let guide = view.keyboardLayoutGuide
        NSLayoutConstraint.activate([
            probe.topAnchor.constraint(equalTo: guide.topAnchor),
            probe.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            probe.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            probe.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        ])
        self.probe = probe
    }

    @objc private func sample(_ link: CADisplayLink) {
        guard let view, let screen = view.window?.windowScene?.screen, guideFrames.count < Self.maximumFrames else {
            return
        }
        let time = now
        let frame = view.convert(view.keyboardLayoutGuide.layoutFrame, to: screen.coordinateSpace)
        guideFrames.append(
            LabSidecar.GuideFrame(
                time: time, x: Double(frame.minX), y: Double(frame.minY), width: Double(frame.width),
                height: Double(frame.height)))
        if let probe, let drawn = LabProbes.drawnFrame(of: probe), drawn.allSatisfy(\.isFinite) {
            presentedFrames.append(
                LabSidecar.GuideFrame(time: time, x: drawn[0], y: drawn[1], width: drawn[2], height: drawn[3]))
        }
        var read = LabProbes.shared.read()
        if !read.contains(where: { $0.name == LabTrack.accessory }) {
            let accessory = lastField.flatMap { $0.isFirstResponder ? $0.inputAccessoryView : nil }
            read.append((LabTrack.accessory, LabTrack.frameFields, accessory.flatMap(LabProbes.drawnFrame(of:))))
        }
        for (name, fields, values) in read {
            // A value the format can't hold (not finite, or not one per field) is written as absent.
            let kept = values.flatMap { $0.count == fields.count && $0.allSatisfy(\.isFinite) ? $0 : nil }
            tracks[name, default: LabTrack(name: name, fields: fields)].samples.append([time] + (kept ?? []))
        }
        if checkpoint.isDue(at: time) { write(.inProgress) }
    }

    // MARK: - Events

    private func record(_ kind: LabEvent.Kind, _ subject: String, _ detail: String) {
        events.append(LabEvent(time: max(now, events.last?.time ?? 0), kind: kind, subject: subject, detail: detail))
    }

    private func observe() {
        let center = NotificationCenter.default
        let focus: [(Notification.Name, LabEvent.Kind)] = [
            (UITextField.textDidBeginEditingNotification, .focusBegan),
            (UITextView.textDidBeginEditingNotification, .focusBegan),
            (UITextField.textDidEndEditingNotification, .focusEnded),
            (UITextView.textDidEndEditingNotification, .focusEnded),
        ]
        for (name, kind) in focus {
            observers.append(
                center.addObserver(forName: name, object: nil, queue: .main) { [weak self] note in
                    // Posted on the main queue (`queue: .main`), by the field that began or ended editing.
                    let field = MainQueueValue(value: note.object as? UIView)
                    MainActor.assumeIsolated {
                        guard let self, let view = field.value else { return }
                        if kind == .focusBegan { self.lastField = view }
                        self.record(kind, Self.describe(view), Self.traitsLine(of: view))
                    }
                })
        }
        for (name, detail) in [
            (Notification.Name.GCKeyboardDidConnect, "connected"), (.GCKeyboardDidDisconnect, "disconnected"),
        ] {
            observers.append(
                center.addObserver(forName: name, object: nil, queue: .main) { [weak self] _ in
                    MainActor.assumeIsolated { self?.record(.hardwareKeyboard, "GCKeyboard", detail) }
                })
        }
    }

    /// A field's class and placeholder: `UITextField "Email"`.
    static func describe(_ view: UIView) -> String {
        let placeholder = (view as? UITextField)?.placeholder ?? view.accessibilityLabel ?? ""
        return "\(type(of: view)) \"\(placeholder)\""
    }

    static func traitsLine(of view: UIView) -> String {
        traits(of: view).sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
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
        } else if let field = field as? UITextView {
            traits["keyboardType"] = String(field.keyboardType.rawValue)
            traits["returnKeyType"] = String(field.returnKeyType.rawValue)
            traits["autocorrectionType"] = String(field.autocorrectionType.rawValue)
            traits["textContentType"] = field.textContentType?.rawValue
        }
        traits["inputAccessoryHeight"] = String(Double(field.inputAccessoryView?.frame.height ?? 0))
        return traits
    }
}

/// A value handed from a notification block that runs on the main queue to the main actor.
struct MainQueueValue<Value>: @unchecked Sendable {
    let value: Value
}
