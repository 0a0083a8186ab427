import Foundation

/// The part of a KeyboardLab sidecar (`….lab.json`, beside a `….trace.json`) that `keyboard-replay` uses: the
/// scenario, where the session came from, the device, the keyboard layout guide's frame on every display frame and,
/// where the lab recorded them, the presented probe, the tracks (a chat's newest row, offset, inset and content size,
/// the views a screen moves, the accessory) and the events (focus, options, what each screen heard), which the
/// timeline draws. The lab's core (`KeyboardLab.swiftpm`, `LabSidecar`, `LabTrack`, `LabEvent`) defines the whole
/// format; unknown keys are ignored here.
struct LabSidecarReading: Decodable, Equatable {
    /// The version of the sidecar format this reads.
    static let supportedVersion = 1
    /// The suffix of a lab trace file.
    static let traceSuffix = ".trace.json"
    /// The suffix of its sidecar.
    static let sidecarSuffix = ".lab.json"

    var version: Int
    var scenario: String
    /// `device` or `assembled`.
    var provenance: String
    var device: Device
    var guideFrames: [GuideFrame]
    /// Where the device drew the keyboard's top: a probe pinned to the guide, read through its presentation layer.
    var presentedGuideFrames: [GuideFrame]? = nil
    /// Values sampled on every display frame (the lab's `LabTrack`).
    var tracks: [Track]? = nil
    /// What happened besides the keyboard's notifications (the lab's `LabEvent`), in time order.
    var events: [Event]? = nil

    struct Device: Decodable, Equatable {
        var model: String
        var system: String
    }

    struct GuideFrame: Decodable, Equatable {
        /// Seconds since the recording started, on the trace's clock.
        var time: Double
        /// `[x, y, width, height]` in screen coordinates.
        var frame: [Double]

        /// The guide's top edge in screen coordinates.
        var top: Double { frame[1] }
    }

    /// Named values sampled on every display frame: `[time, value…]`, or `[time]` when the thing was absent.
    struct Track: Decodable, Equatable {
        var name: String
        var fields: [String]
        var samples: [[Double]]

        /// The track's values per sample, by field: nil for a sample where the thing was absent.
        func values(_ field: String) -> [(time: Double, value: Double?)] {
            guard let index = fields.firstIndex(of: field) else { return [] }
            return samples.map { ($0[0], $0.count == fields.count + 1 ? $0[index + 1] : nil) }
        }
    }

    /// Something the lab recorded besides the keyboard's notifications; `kind` as the lab spells it (`focusBegan`,
    /// `focusEnded`, `hardwareKeyboard`, `option`, `heard`, `preload`), another kind drawn by its name.
    struct Event: Decodable, Equatable {
        var time: Double
        var kind: String
        var subject: String
        var detail: String
    }

    /// The lab's track names the timeline draws.
    static let newestRowTrack = "chat.newestRow"
    static let contentOffsetTrack = "chat.contentOffset"
    static let contentInsetTrack = "chat.contentInset"
    static let contentSizeTrack = "chat.contentSize"
    static let accessoryTrack = "accessory"
    static let viewTrackPrefix = "view."

    /// The track named `name`, if recorded.
    func track(_ name: String) -> Track? {
        tracks?.first { $0.name == name }
    }

    /// The two files of a lab session given either one: the trace and, when it is beside it, the sidecar.
    static func paths(for path: String) -> (trace: String, sidecar: String?) {
        if path.hasSuffix(sidecarSuffix) {
            return (String(path.dropLast(sidecarSuffix.count)) + traceSuffix, path)
        }
        if path.hasSuffix(traceSuffix) {
            let sidecar = String(path.dropLast(traceSuffix.count)) + sidecarSuffix
            return (path, FileManager.default.fileExists(atPath: sidecar) ? sidecar : nil)
        }
        return (path, nil)
    }

    /// Reads a sidecar, checking what the command relies on.
    ///
    /// - Returns: The sidecar, or a message naming the file, the key and the value.
    static func read(_ path: String) -> Result<LabSidecarReading, LabSidecarError> {
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(LabSidecarError("cannot read the KeyboardLab sidecar '\(path)'"))
        }
        let sidecar: LabSidecarReading
        do {
            sidecar = try JSONDecoder().decode(LabSidecarReading.self, from: data)
        } catch {
            return .failure(LabSidecarError("'\(path)' is not a KeyboardLab sidecar: \(error)"))
        }
        guard sidecar.version == supportedVersion else {
            return .failure(
                LabSidecarError("'\(path)': version: '\(sidecar.version)' is not \(supportedVersion), the one it reads")
            )
        }
        for (key, frames) in [
            ("guideFrames", sidecar.guideFrames), ("presentedGuideFrames", sidecar.presentedGuideFrames),
        ] {
            for (index, sample) in (frames ?? []).enumerated() {
                guard sample.frame.count == 4, sample.frame.allSatisfy(\.isFinite), sample.time.isFinite,
                    sample.time >= 0
                else {
                    return .failure(
                        LabSidecarError(
                            "'\(path)': \(key)[\(index)]: time \(sample.time), frame \(sample.frame) is not "
                                + "seconds 0 or more and [x, y, width, height]"))
                }
            }
        }
        for (trackIndex, track) in (sidecar.tracks ?? []).enumerated() {
            for (index, sample) in track.samples.enumerated() {
                guard sample.count == 1 || sample.count == track.fields.count + 1, sample.allSatisfy(\.isFinite),
                    sample[0] >= 0
                else {
                    return .failure(
                        LabSidecarError(
                            "'\(path)': tracks[\(trackIndex)].samples[\(index)]: \(sample) is not [time] or [time, "
                                + "\(track.fields.joined(separator: ", "))], finite numbers, the time 0 or more"))
                }
            }
        }
        for (index, event) in (sidecar.events ?? []).enumerated() where !(event.time.isFinite && event.time >= 0) {
            return .failure(
                LabSidecarError(
                    "'\(path)': events[\(index)].time: \(event.time) is not seconds since the recording started, "
                        + "0 or more"))
        }
        return .success(sidecar)
    }

    /// The line the table prints above itself.
    var summary: String {
        let origin =
            provenance == "device" ? "recorded on a device" : "\(provenance), not a device recording (see its note)"
        var summary =
            "KeyboardLab session '\(scenario)' on \(device.model), \(device.system): \(origin); "
            + "\(guideFrames.count) layout-guide frame\(guideFrames.count == 1 ? "" : "s")"
        if let tracks, !tracks.isEmpty {
            summary += ", \(tracks.count) track\(tracks.count == 1 ? "" : "s")"
        }
        if let events, !events.isEmpty {
            summary += ", \(events.count) lab event\(events.count == 1 ? "" : "s")"
        }
        return summary
    }
}

/// A sidecar that can't be used, in words.
struct LabSidecarError: Error, Equatable {
    var message: String
    init(_ message: String) { self.message = message }
}
