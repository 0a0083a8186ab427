import Foundation
import KeyboardProtocols
import KeyboardProtocolsTesting

/// The `keyboard-replay` command: replays keyboard sessions (the embedded default session, a JSON trace or
/// printed `userInfo` dumps) and prints a timeline table or JSON lines.
///
/// ```
/// keyboard-replay [PATH | -] [--screen WIDTHxHEIGHT] [--safe-area-bottom POINTS] [--json | --timeline SVG]
/// keyboard-replay --curve [--samples N] [--json]
/// keyboard-replay --svg PATH
/// ```
///
/// `--json` prints one object per event, one per line, with exactly these keys, in this order:
/// - `notification`: the UIKit name, or null when the printed name is not a keyboard notification or the event is
///   a tracked frame or a drag's start or end;
/// - `nameAssumed`: `true` when the dump printed no notification name and was read as will-change-frame (the
///   table's `*`), else `false`;
/// - `interactiveDismissal`: `"began"` or `"ended"`, and only on the start or end of a drag (format version 3);
/// - `layout`: the layout in force from a layout change on (format version 5), and only on its row: `{"screen":
///   [width, height], "safeAreaInsets": [top, left, bottom, right], "windowFrame": [x, y, width, height] or null,
///   "orientation", "screenIdentity"}` (each null when not recorded); the row keeps the keyboard's state;
/// - `tracked`: `true`, and only on a keyboard frame the layout tracked (format version 2);
/// - what the payload said: `beginFrame` and `endFrame` (`[x, y, width, height]`), `animationDuration` (seconds),
///   `animationCurve`, `animationOptions` (`curve << 16 | 4`) and `isLocal`, each null when the event can't be
///   understood or is a drag's start or end (`beginFrame` and `isLocal` also when absent). `endFrame` is the
///   notification's own frame; where the trace carried the input accessory (format version 4), `accessoryFrame`
///   follows it, and only then (`height`, `bottomInset` and `heard` count both). A duration or curve
///   that could not be used is printed as the payload said it: the number where it was one (curve `123`), null
///   where it was none (a duration of `"fast"`); `animationOptions` is then null for a curve, and `isLocal` null.
///   (Before, these fields printed the defaults observers got, 0.25 and 7, which now are only in `heard`.)
/// - `recovered`: the payload's values that could not be used and took their default (duration 0.25, curve 7,
///   isLocal null), as `{"key": …, "message": …}` naming the key and the value; `[]` for every payload iOS sends;
/// - the keyboard after the event: `visible`, `docked` (unchanged by an event that can't be understood), `height`
///   and `bottomInset` (points, null on error);
/// - `delivered`: whether observers were told, and `heard`: what they were told, `{"endFrame", "height",
///   "animationDuration", "animationCurve", "animationOptions"}`, or null when not delivered. It differs from the
///   payload where the delivery rules say: a did-change-frame's move arrives with duration 0, a tracked frame
///   never above the announced keyboard;
/// - `error`: null, or a message naming the key and the value.
///
/// Without `--screen`, printed dumps are replayed on the screen a docked keyboard's frame gives (its width by its
/// bottom edge), which the table's header says; a dump with no notification name is read as will-change-frame and marked `*`.
///
/// Options taking a value accept it as the next argument or after `=`: `--screen 393x852`, `--screen=393x852`.
///
/// Exit status: 0 when every event was understood, 1 when some could not be (every event is still
/// printed), when the input holds none, when a JSON trace can't be read (a layout or time the format
/// forbids included), when the input is too large or its file can't be read, or when the `--svg` or `--timeline` file
/// can't be written, 2 for a usage error.
public enum KeyboardReplayCommand {
    /// What a run printed and its exit status.
    public struct Outcome: Sendable, Equatable {
        /// Text for standard output.
        public var output: String
        /// Text for standard error.
        public var errorOutput: String
        /// The exit status: 0, 1 or 2.
        public var status: Int32

        /// Creates an outcome.
        ///
        /// - Parameters:
        ///   - output: Text for standard output.
        ///   - errorOutput: Text for standard error.
        ///   - status: The exit status.
        public init(output: String, errorOutput: String, status: Int32) {
            self.output = output
            self.errorOutput = errorOutput
            self.status = status
        }
    }

    /// The largest input read, in bytes: 4 MiB, thousands of events. Larger input is refused with an error
    /// (status 1) after reading at most one byte more, so endless input can't hang the command.
    public static let maximumInputBytes = 4 << 20

    /// The usage text printed by `--help` and after usage errors.
    public static let usage = """
        usage: keyboard-replay [PATH | -] [--screen WIDTHxHEIGHT] [--safe-area-bottom POINTS] [--json | --timeline SVG]
               keyboard-replay --curve [--samples N] [--json]
               keyboard-replay --svg PATH

        Replays keyboard notifications through the code paths live notifications take.
          (no input)                 the embedded session: iPad 768x1024, show, emoji, hide, split, shortcut bar
          PATH | -                   a JSON keyboard trace, or printed userInfo dumps, from a file or stdin;
                                     a KeyboardLab session's .trace.json or .lab.json reads both files
          --screen WIDTHxHEIGHT      screen size in points (default: the trace's, else inferred from a
                                     docked keyboard's frame, else 768x1024)
          --safe-area-bottom POINTS  bottom safe-area inset in points (default: the trace's, else 0)
          --json                     one JSON object per event (per sample with --curve)
          --curve                    the keyboard's spring curve from 0 to 0.5 s
          --samples N                number of curve samples, 2...100000 (default 51)
          --svg PATH                 write a plot of the keyboard curve against ease-in-out and linear
          --timeline SVG             draw the replayed session as an SVG timeline instead of printing it: the
                                     keyboard's top (a KeyboardLab session's layout guide, else the payloads),
                                     what observers heard, animated, and the moved views at rest
          -h, --help                 this text

        Options taking a value also take it after '=', e.g. --screen=393x852.

        Each --json object says what the payload said (beginFrame, endFrame, animationDuration,
        animationCurve, animationOptions, isLocal, and in recovered the values that took their default),
        the keyboard after the event (visible, docked, height, bottomInset), what observers heard
        (delivered, heard: null or its endFrame, height, duration, curve and options), nameAssumed (a
        dump without a notification name, read as will-change-frame) and error. A duration or curve
        that took its default prints as the payload said it (curve 123; null for a duration "fast"),
        with the default observers got in heard.

        Input is read up to \(maximumInputBytes) bytes (4 MiB); split a larger session into smaller files.

        Exit status: 0 every event understood, 1 some not (all are printed), or the input or the --svg or
        --timeline file can't be read or written, 2 usage error.

        """

    /// Runs the command with the process's arguments and standard streams, then exits with its status.
    public static func main() -> Never {
        let outcome = run(arguments: Array(CommandLine.arguments.dropFirst()))
        FileHandle.standardOutput.write(Data(outcome.output.utf8))
        FileHandle.standardError.write(Data(outcome.errorOutput.utf8))
        exit(outcome.status)
    }

    /// Runs the command without touching the process's standard streams, for tests and embedding.
    ///
    /// - Parameters:
    ///   - arguments: The arguments, without the program name.
    ///   - standardInput: Reads standard input when the input is `-`, given the most bytes wanted. Defaults
    ///     to reading the process's standard input in chunks until that many bytes or its end.
    /// - Returns: The printed text and the exit status.
    public static func run(arguments: [String], standardInput: (Int) -> Data = readStandardInput) -> Outcome {
        let options: ReplayOptions
        do {
            options = try ReplayOptions.parse(arguments)
        } catch {
            return usageFailure(error)
        }
        switch options.mode {
        case .help:
            return Outcome(output: usage, errorOutput: "", status: 0)
        case .curve(let samples):
            return CurveOutput.curve(samples: samples, json: options.json)
        case .svg(let path):
            return CurveOutput.writeSVG(to: path)
        case .replay(let input):
            return replay(input, options: options, standardInput: standardInput)
        }
    }

    /// Reads the process's standard input until its end or until `limit` bytes.
    ///
    /// - Parameter limit: The most bytes to read.
    /// - Returns: The bytes read.
    public static func readStandardInput(limit: Int) -> Data {
        read(FileHandle.standardInput, limit: limit)
    }

    // MARK: - Replay

    private static func replay(
        _ input: ReplayOptions.Input, options: ReplayOptions, standardInput: (Int) -> Data
    ) -> Outcome {
        var layout = DefaultSession.layout
        // Printed dumps don't say which screen they came from; the table says when it assumed one.
        var screenIsAssumed = input != .defaultSession
        // Version 2 traces infer drags from tracked frames; printed dumps hold no tracked frames.
        var version = KeyboardTrace.currentVersion
        let events: [KeyboardTrace.Event]
        // A KeyboardLab session: its trace, and the sidecar beside it (given either file).
        var sidecar: LabSidecarReading?
        switch input {
        case .defaultSession:
            events = DefaultSession.trace.events
        case .standardInput, .path:
            let data: Data
            if case .path(let given) = input {
                let lab = LabSidecarReading.paths(for: given)
                let path = lab.trace
                if let sidecarPath = lab.sidecar {
                    switch LabSidecarReading.read(sidecarPath) {
                    case .success(let read): sidecar = read
                    case .failure(let error): return inputFailure(error.message)
                    }
                }
                // A path that can't be read is not a usage mistake: say why, naming the path, without the usage.
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                    return inputFailure("cannot read '\(path)': there is no such file")
                }
                guard !isDirectory.boolValue else {
                    return inputFailure("cannot read '\(path)': it is a directory, not a trace or a text file")
                }
                guard let handle = FileHandle(forReadingAtPath: path) else {
                    return inputFailure("cannot read '\(path)': the file is not readable (permission denied)")
                }
                data = read(handle, limit: maximumInputBytes + 1)
                try? handle.close()
            } else {
                data = standardInput(maximumInputBytes + 1)
            }
            guard data.count <= maximumInputBytes else {
                return inputFailure(
                    "the input is larger than \(maximumInputBytes) bytes, the most it reads; "
                        + "split the session into smaller files")
            }
            // Editors on Windows save UTF-8 with a byte order mark; it is not part of the text.
            let content = data.starts(with: [0xEF, 0xBB, 0xBF]) ? Data(data.dropFirst(3)) : data
            if looksLikeJSON(content) {
                do throws(KeyboardTraceError) {
                    let trace = try KeyboardTrace(json: content)
                    guard !trace.events.isEmpty else {
                        return Outcome(
                            output: "", errorOutput: "keyboard-replay: the trace holds no events\n", status: 1)
                    }
                    layout = trace.layout
                    events = trace.events
                    version = trace.version
                    screenIsAssumed = false
                } catch {
                    return Outcome(output: "", errorOutput: "keyboard-replay: \(error)\n", status: 1)
                }
            } else {
                // Printed dumps carry no layout: the default screen, no safe area unless asked for.
                layout = KeyboardTrace.Layout(screen: DefaultSession.layout.screen)
                events = KeyboardPrintedPayload.events(in: String(decoding: content, as: UTF8.self))
            }
            guard !events.isEmpty else {
                return Outcome(
                    output: "",
                    errorOutput: "keyboard-replay: \(KeyboardPrintedPayloadError.noPayload)\n", status: 1)
            }
        }
        var screenNote: ReplayOutput.ScreenNote = screenIsAssumed ? .assumed : .given
        if let screen = options.screen {
            screenNote = .given
            layout.screen = KeyboardTrace.Size(width: Double(screen.width), height: Double(screen.height))
        } else if screenIsAssumed, let inferred = ScreenInference.screen(in: events) {
            screenNote = .inferred(inferred)
            layout.screen = KeyboardTrace.Size(
                width: Double(inferred.screen.width), height: Double(inferred.screen.height))
        }
        if let bottom = options.safeAreaBottom {
            layout.safeAreaInsets.bottom = bottom
        }
        let rows = KeyboardReplay(layout: layout, version: version).rows(for: events)
        let assumedNames =
            rows.count == events.count
            ? Set(events.indices.filter { events[$0].isNotification && events[$0].notification == nil }) : []
        // A will-hide whose frames can't be read still hides (a row with its error and the hide heard): it counts
        // as a failure for the exit status, as observers are told through keyboardNotificationFailed(_:).
        let failures = rows.filter { $0.error != nil }.count
        let notUnderstood = rows.filter { $0.error != nil && $0.change == nil }.count
        var errorOutput =
            notUnderstood == 0
            ? "" : "keyboard-replay: \(notUnderstood) of \(rows.count) events could not be understood\n"
        if failures > notUnderstood {
            errorOutput +=
                "keyboard-replay: \(failures - notUnderstood) of \(rows.count) events could not be read and were "
                + "delivered as a hide\n"
        }
        if let timelinePath = options.timelinePath {
            let source: String
            switch input {
            case .defaultSession: source = "the embedded iPad session"
            case .standardInput: source = "standard input"
            case .path(let path): source = URL(fileURLWithPath: path).lastPathComponent
            }
            let svg = TimelineOutput.svg(rows: rows, layout: layout, source: source, sidecar: sidecar)
            if let failure = write(svg, to: timelinePath, option: "--timeline") { return failure }
            return Outcome(
                output: "Wrote the timeline of \(rows.count) events to \(timelinePath)\n", errorOutput: errorOutput,
                status: failures == 0 ? 0 : 1)
        }
        var output =
            options.json
            ? ReplayOutput.jsonLines(rows, assumedNames: assumedNames)
            : ReplayOutput.table(rows, layout: layout, screen: screenNote, assumedNames: assumedNames)
        if let sidecar, !options.json {
            output = sidecar.summary + "\n" + output
        }
        return Outcome(output: output, errorOutput: errorOutput, status: failures == 0 ? 0 : 1)
    }

    /// Writes an SVG document; nil when written, else the failure naming the option, the path and why.
    private static func write(_ svg: String, to path: String, option: String) -> Outcome? {
        if let reason = CurveOutput.unwritableReason(path) {
            return inputFailure("\(option): cannot write '\(path)': \(reason)")
        }
        do {
            try Data(svg.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            return inputFailure("\(option): cannot write '\(path)': \(CurveOutput.writeFailureReason(error))")
        }
        return nil
    }

    private static func usageFailure(_ error: ReplayUsageError) -> Outcome {
        Outcome(output: "", errorOutput: "keyboard-replay: \(error)\n\n\(usage)", status: 2)
    }

    /// Input that can't be used: the message alone, status 1.
    private static func inputFailure(_ message: String) -> Outcome {
        Outcome(output: "", errorOutput: "keyboard-replay: \(message)\n", status: 1)
    }

    /// A JSON trace starts with `{` followed by a quoted key; Objective-C dumps in braces start with a bare key.
    private static func looksLikeJSON(_ data: Data) -> Bool {
        let significant = data.lazy.filter { !($0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D) }
        var iterator = significant.makeIterator()
        return iterator.next() == UInt8(ascii: "{") && iterator.next() == UInt8(ascii: "\"")
    }

    /// Reads until the end or `limit` bytes; a read error ends the input where it happened.
    private static func read(_ handle: FileHandle, limit: Int) -> Data {
        var data = Data()
        while data.count < limit {
            guard let chunk = try? handle.read(upToCount: min(1 << 16, limit - data.count)), !chunk.isEmpty else {
                break
            }
            data.append(chunk)
        }
        return data
    }
}
