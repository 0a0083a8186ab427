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
        do {
            try Data(svg.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            return KeyboardReplayCommand.Outcome(
                output: "",
                errorOutput: "keyboard-replay: --svg: cannot write '\(path)': \(error.localizedDescription)\n",
                status: 2)
        }
        return KeyboardReplayCommand.Outcome(
            output: "Wrote the keyboard curve against .curveEaseInOut and .curveLinear over 0.25 s to \(path)\n",
            errorOutput: "", status: 0)
    }
}
