import Foundation
import KeyboardProtocols
import KeyboardProtocolsTesting

/// `--curve` and `--svg`: the keyboard's spring motion, printed or plotted.
enum CurveOutput {
    /// The keyboard curve from 0 to `KeyboardSpring.defaultSamplesEnd` (0.5 s) inclusive in `samples` evenly spaced
    /// samples: a two-column table, or one `{"time": t, "fraction": x}` object per line with `json`.
    static func curve(samples: Int, json: Bool) -> KeyboardReplayCommand.Outcome {
        let points: [KeyboardCurveSample]
        do {
            points = try KeyboardSpring.keyboard.samples(count: samples)
        } catch {
            return KeyboardReplayCommand.Outcome(output: "", errorOutput: "keyboard-replay: \(error)\n", status: 2)
        }
        var output = ""
        if json {
            for point in points {
                output +=
                    "{\"time\": \(ReplayOutput.jsonNumber(point.time)), "
                    + "\"fraction\": \(ReplayOutput.jsonNumber(point.fraction))}\n"
            }
        } else {
            let spring = KeyboardSpring.keyboard
            output +=
                "Keyboard spring: mass \(ReplayOutput.points(spring.mass)), "
                + "stiffness \(ReplayOutput.points(spring.stiffness)), damping \(ReplayOutput.points(spring.damping)) "
                + "(\(regimeName(spring.regime)), as Core Animation runs it), "
                + "w = sqrt(stiffness / mass) = \(String(format: "%.3f", spring.naturalFrequency)) 1/s\n\n"
            output += "  time  fraction\n"
            for point in points {
                output += String(format: "%6.4f  %8.6f\n", point.time, point.fraction)
            }
        }
        return KeyboardReplayCommand.Outcome(output: output, errorOutput: "", status: 0)
    }

    private static func regimeName(_ regime: KeyboardSpring.Regime) -> String {
        switch regime {
        case .underdamped: "underdamped"
        case .criticallyDamped: "critically damped: x(t) = 1 - (1 + wt) e^(-wt)"
        case .overdamped: "overdamped"
        }
    }

    /// Writes the SVG plot of the keyboard curve against `.curveEaseInOut` and `.curveLinear` over 0.25 s.
    static func writeSVG(to path: String) -> KeyboardReplayCommand.Outcome {
        let svg: String
        do {
            svg = try KeyboardCurvePlot.svg()
        } catch {
            return KeyboardReplayCommand.Outcome(output: "", errorOutput: "keyboard-replay: \(error)\n", status: 1)
        }
        if let reason = unwritableReason(path) {
            return KeyboardReplayCommand.Outcome(
                output: "", errorOutput: "keyboard-replay: --svg: cannot write '\(path)': \(reason)\n", status: 1)
        }
        do {
            try Data(svg.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            return KeyboardReplayCommand.Outcome(
                output: "",
                errorOutput: "keyboard-replay: --svg: cannot write '\(path)': \(writeFailureReason(error))\n",
                status: 1)
        }
        return KeyboardReplayCommand.Outcome(
            output: "Wrote the keyboard curve against .curveEaseInOut and .curveLinear over 0.25 s to \(path)\n",
            errorOutput: "", status: 0)
    }

    /// Why `path` can't take a file, in words, found before writing: Foundation reports a directory or a missing
    /// folder only as "NSCocoaErrorDomain error 512" (`fileWriteUnknown`) on some platforms.
    static func unwritableReason(_ path: String) -> String? {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            return "it is a directory; give a file path such as '\(path.hasSuffix("/") ? path : path + "/")"
                + "keyboard-curve.svg'"
        }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        if !FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) {
            return "there is no folder '\(folder)'"
        }
        if !isDirectory.boolValue {
            return "'\(folder)' is a file, not a folder"
        }
        if !FileManager.default.isWritableFile(atPath: folder) {
            return "the folder '\(folder)' is not writable (permission denied)"
        }
        return nil
    }

    /// A write error in words: the operating system's reason (`strerror`) when Foundation wraps one, else
    /// Foundation's own description.
    static func writeFailureReason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain
        {
            return String(cString: strerror(Int32(underlying.code))).lowercased()
        }
        if nsError.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(nsError.code))).lowercased()
        }
        return nsError.localizedDescription
    }
}
