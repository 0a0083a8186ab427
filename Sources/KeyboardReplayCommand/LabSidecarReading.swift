import Foundation

/// The part of a KeyboardLab sidecar (`….lab.json`, beside a `….trace.json`) that `keyboard-replay` uses: the
/// scenario, where the session came from, the device, and the keyboard layout guide's frame on every display frame.
/// The lab's core (`KeyboardLab.swiftpm`, `LabSidecar`) defines the whole format; unknown keys are ignored here.
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
        for (index, sample) in sidecar.guideFrames.enumerated() {
            guard sample.frame.count == 4, sample.frame.allSatisfy(\.isFinite), sample.time.isFinite, sample.time >= 0
            else {
                return .failure(
                    LabSidecarError(
                        "'\(path)': guideFrames[\(index)]: time \(sample.time), frame \(sample.frame) is not "
                            + "seconds 0 or more and [x, y, width, height]"))
            }
        }
        return .success(sidecar)
    }

    /// The line the table prints above itself.
    var summary: String {
        let origin =
            provenance == "device" ? "recorded on a device" : "\(provenance), not a device recording (see its note)"
        return "KeyboardLab session '\(scenario)' on \(device.model), \(device.system): \(origin); "
            + "\(guideFrames.count) layout-guide frame\(guideFrames.count == 1 ? "" : "s")"
    }
}

/// A sidecar that can't be used, in words.
struct LabSidecarError: Error, Equatable {
    var message: String
    init(_ message: String) { self.message = message }
}
