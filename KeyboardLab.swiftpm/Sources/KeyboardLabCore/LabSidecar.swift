import Foundation

/// What the lab writes beside a session's trace: which scenario it ran, where the session came from, the device's
/// facts and the keyboard layout guide's frame on every display frame.
///
/// UTF-8 JSON, version 1 (`keyboard-replay` reads `scenario`, `provenance`, `device.model`, `device.system`,
/// `guideFrames` and, for its timeline, `presentedGuideFrames`, `tracks` and `events`, and ignores the rest):
///
/// ```json
/// {
///   "version": 1,
///   "scenario": "rest-per-orientation",
///   "provenance": "device",
///   "device": { "model": "iPhone16,1", "system": "iOS 18.2", "idiom": "phone", ... },
///   "guideFrames": [ { "time": 0.016, "frame": [0, 516, 393, 336] } ]
/// }
/// ```
///
/// `guideFrames[].time` is on the trace's clock (seconds since the recording started); `frame` is the
/// `keyboardLayoutGuide`'s frame in screen coordinates, `[x, y, width, height]`, as the trace's keyboard frames are.
///
/// Version 1 also has optional keys a reader of the first files ignores (`keyboard-replay` draws the last three):
/// `recording` (whether the app stopped the session, or died while it was written), `displayRate` (the frames per
/// second the display link asked for), `presentedGuideFrames` (a probe pinned to the layout guide, read through its
/// presentation layer: what the device drew), `tracks` (named values sampled on every display frame, such as a
/// chat's offset or its newest row's frame; ``LabTrack``) and `events` (focus changes, a hardware keyboard, the
/// options picked; ``LabEvent``).
public struct LabSidecar: Codable, Sendable, Equatable {
    /// The format version this package writes and reads.
    public static let currentVersion = 1

    /// The format version.
    public var version: Int
    /// The scenario's identifier (``LabScenario/id``).
    public var scenario: String
    /// Where the session came from.
    public var provenance: Provenance
    /// A sentence on how the session was made, required for anything but a device recording.
    public var note: String?
    /// The device's facts when recording started.
    public var device: LabDeviceFacts
    /// The keyboard layout guide's frame on every display frame, in time order.
    public var guideFrames: [GuideFrame]
    /// Whether the recording was stopped, is still being written, or was cut short; nil (files written before the
    /// key existed) is stopped.
    public var recording: Recording?
    /// The frames per second the display link sampled at (120 on ProMotion iPhones); nil when not recorded.
    public var displayRate: Double?
    /// A probe pinned to the layout guide, read through its presentation layer on every display frame: where the
    /// device drew the keyboard's top while UIKit animated it (``guideFrames`` holds the layout's end values).
    public var presentedGuideFrames: [GuideFrame]?
    /// Values sampled on every display frame (``LabTrack``), such as a chat's offset or its newest row's frame.
    public var tracks: [LabTrack]?
    /// What happened besides the keyboard's notifications (``LabEvent``), in time order.
    public var events: [LabEvent]?

    /// Creates a sidecar of the current version.
    public init(
        scenario: String, provenance: Provenance = .device, note: String? = nil, device: LabDeviceFacts,
        guideFrames: [GuideFrame] = []
    ) {
        self.version = Self.currentVersion
        self.scenario = scenario
        self.provenance = provenance
        self.note = note
        self.device = device
        self.guideFrames = guideFrames
    }

    /// Whether a recording was stopped.
    public enum Recording: String, Codable, Sendable, Equatable {
        /// Being written: the app writes the files every second while it records.
        case inProgress
        /// Stopped with Stop (or Close).
        case stopped
        /// Found in progress when the app launched: the app died while recording; the files hold what was written
        /// up to a second before.
        case interrupted
    }

    /// Where a session came from.
    public enum Provenance: String, Codable, Sendable, Equatable {
        /// Recorded by the lab app on a device.
        case device
        /// Put together by hand from published payloads: an example, not evidence of timing.
        case assembled
    }

    /// The layout guide's frame at one display frame.
    public struct GuideFrame: Codable, Sendable, Equatable {
        /// Seconds since the recording started, on the trace's clock.
        public var time: Double
        /// `[x, y, width, height]` in screen coordinates.
        public var frame: [Double]

        /// Creates a sample.
        public init(time: Double, x: Double, y: Double, width: Double, height: Double) {
            self.time = time
            self.frame = [x, y, width, height]
        }

        /// The guide's top edge, in screen coordinates.
        public var top: Double { frame.count == 4 ? frame[1] : .nan }
    }

    /// Reads a sidecar, checking what the format promises.
    ///
    /// - Throws: ``LabFileError`` naming the key and the value.
    public init(json: Data) throws(LabFileError) {
        let decoded: LabSidecar
        do {
            decoded = try JSONDecoder().decode(LabSidecar.self, from: json)
        } catch {
            throw .unreadable(file: "sidecar", reason: String(describing: error))
        }
        guard decoded.version == Self.currentVersion else {
            throw .invalid(key: "version", value: String(decoded.version), expected: "\(Self.currentVersion)")
        }
        guard LabScenario.named(decoded.scenario) != nil else {
            throw .invalid(key: "scenario", value: decoded.scenario, expected: "the id of a checklist scenario")
        }
        if decoded.provenance != .device, (decoded.note ?? "").isEmpty {
            throw .invalid(
                key: "note", value: "nothing", expected: "a sentence saying how a session not from a device was made")
        }
        try Self.validate(decoded.guideFrames, key: "guideFrames")
        try Self.validate(decoded.presentedGuideFrames ?? [], key: "presentedGuideFrames")
        if let rate = decoded.displayRate, !(rate.isFinite && rate > 0) {
            throw .invalid(key: "displayRate", value: "\(rate)", expected: "frames per second, more than 0")
        }
        for (index, track) in (decoded.tracks ?? []).enumerated() {
            try track.validate(key: "tracks[\(index)]")
        }
        var previous = 0.0
        for (index, event) in (decoded.events ?? []).enumerated() {
            guard event.time.isFinite, event.time >= previous else {
                throw .invalid(
                    key: "events[\(index)].time", value: "\(event.time)",
                    expected: "seconds since the recording started, 0 or more, in order")
            }
            previous = event.time
        }
        self = decoded
    }

    /// Checks guide frames: four finite numbers each, times 0 or more in order.
    static func validate(_ frames: [GuideFrame], key: String) throws(LabFileError) {
        var previous = 0.0
        for (index, sample) in frames.enumerated() {
            guard sample.frame.count == 4, sample.frame.allSatisfy(\.isFinite) else {
                throw .invalid(
                    key: "\(key)[\(index)].frame", value: "\(sample.frame)", expected: "[x, y, width, height]")
            }
            guard sample.time.isFinite, sample.time >= previous else {
                throw .invalid(
                    key: "\(key)[\(index)].time", value: "\(sample.time)",
                    expected: "seconds since the recording started, 0 or more, in order")
            }
            previous = sample.time
        }
    }

    /// The guide as the device drew it: the presented probe's frames where the session has them, else the layout
    /// guide's (whose values jump to the end of an animation when it starts).
    public var drawnGuideFrames: [GuideFrame] {
        presentedGuideFrames.flatMap { $0.isEmpty ? nil : $0 } ?? guideFrames
    }

    /// The track named `name`, if the session recorded it.
    public func track(_ name: String) -> LabTrack? {
        tracks?.first { $0.name == name }
    }

    /// The sidecar as pretty-printed JSON with sorted keys.
    public func json() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)) ?? Data()
    }
}

/// The device's facts a session is read with: what decides a keyboard's frames and animation.
public struct LabDeviceFacts: Codable, Sendable, Equatable {
    /// The model as `utsname.machine` names it (`iPhone16,1`; `arm64` in the simulator).
    public var model: String
    /// The system name and version (`iOS 18.2`).
    public var system: String
    /// `phone` or `pad`.
    public var idiom: String
    /// The screen's size in points, `[width, height]`.
    public var screen: [Double]
    /// The window's frame in screen coordinates, `[x, y, width, height]` (not the screen's in Stage Manager or
    /// Split View).
    public var window: [Double]
    /// The window's safe-area insets, `[top, left, bottom, right]`.
    public var safeAreaInsets: [Double]
    /// `portrait`, `portraitUpsideDown`, `landscapeLeft`, `landscapeRight` or `unknown`.
    public var orientation: String
    /// Settings > Accessibility > Motion > Reduce Motion.
    public var reduceMotion: Bool
    /// Settings > Accessibility > Motion > Prefer Cross-Fade Transitions (iOS 14+).
    public var prefersCrossFadeTransitions: Bool
    /// Whether a hardware keyboard was connected when recording started (GameController's `GCKeyboard`); nil when
    /// unknown.
    public var hardwareKeyboard: Bool?
    /// The focused field's traits: `keyboardType`, `returnKeyType`, `autocorrectionType`, `inputAccessoryHeight`…
    public var fieldTraits: [String: String]

    /// Creates facts.
    public init(
        model: String, system: String, idiom: String, screen: [Double], window: [Double], safeAreaInsets: [Double],
        orientation: String, reduceMotion: Bool, prefersCrossFadeTransitions: Bool, hardwareKeyboard: Bool?,
        fieldTraits: [String: String]
    ) {
        self.model = model
        self.system = system
        self.idiom = idiom
        self.screen = screen
        self.window = window
        self.safeAreaInsets = safeAreaInsets
        self.orientation = orientation
        self.reduceMotion = reduceMotion
        self.prefersCrossFadeTransitions = prefersCrossFadeTransitions
        self.hardwareKeyboard = hardwareKeyboard
        self.fieldTraits = fieldTraits
    }

    /// Whether the window covers the whole screen, so the layout guide and the keyboard's screen frames share an
    /// edge.
    public var windowFillsScreen: Bool {
        guard screen.count == 2, window.count == 4 else { return false }
        return abs(window[0]) < 0.5 && abs(window[1]) < 0.5 && abs(window[2] - screen[0]) < 0.5
            && abs(window[3] - screen[1]) < 0.5
    }
}

/// A lab file that can't be used, naming the key and the value.
public enum LabFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file is not the JSON the format describes.
    case unreadable(file: String, reason: String)
    /// A value the format forbids.
    case invalid(key: String, value: String, expected: String)

    public var description: String {
        switch self {
        case .unreadable(let file, let reason): "the \(file) can't be read: \(reason)"
        case .invalid(let key, let value, let expected): "\(key): '\(value)' is not \(expected)"
        }
    }
}
