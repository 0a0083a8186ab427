import Foundation
import KeyboardProtocols

/// What the command line asked for.
struct ReplayOptions: Equatable {
    /// Where the events come from.
    enum Input: Equatable {
        /// The embedded default session.
        case defaultSession
        /// A file holding a JSON trace or printed text.
        case path(String)
        /// Standard input (`-`).
        case standardInput
    }

    /// What to print.
    enum Mode: Equatable {
        /// Replay events and print a table or JSON lines.
        case replay(Input)
        /// Print the keyboard's spring curve in `samples` evenly spaced samples from 0 to 0.5 s.
        case curve(samples: Int)
        /// Write the SVG plot of the keyboard curve to a path.
        case svg(path: String)
        /// Print the usage.
        case help
    }

    var mode: Mode = .replay(.defaultSession)
    var screen: CGSize?
    var safeAreaBottom: Double?
    var json = false
    /// Where `--timeline` writes the replay as an SVG timeline instead of printing it; nil to print.
    var timelinePath: String?

    /// The most curve samples `--samples` accepts, to bound the work.
    static let maximumCurveSamples = 100_000
    /// The largest screen side `--screen` accepts, in points.
    static let maximumScreenSide = 100_000

    /// The options that take a value, written `--screen 393x852` or `--screen=393x852`.
    static let optionsWithValues: Set<String> = [
        "--screen", "--safe-area-bottom", "--samples", "--svg", "--timeline",
    ]

    /// Parses the arguments (without the program name).
    ///
    /// - Throws: ``ReplayUsageError`` naming the argument at fault.
    static func parse(_ arguments: [String]) throws(ReplayUsageError) -> ReplayOptions {
        var options = ReplayOptions()
        var input: Input?
        var curve = false
        var samples: Int?
        var svgPath: String?
        var index = 0
        // The value written after `=` in `--option=value`, for the option being read.
        var attachedValue: String?

        func value(for option: String) throws(ReplayUsageError) -> String {
            if let attachedValue { return attachedValue }
            guard index + 1 < arguments.count else { throw .missingValue(option) }
            index += 1
            return arguments[index]
        }

        while index < arguments.count {
            var argument = arguments[index]
            attachedValue = nil
            // `--screen=393x852`, as GNU-style tools accept: split at the first `=`. Only long options are split; a
            // path such as `a=b.txt` stays a path.
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                attachedValue = String(argument[argument.index(after: equals)...])
                argument = String(argument[..<equals])
                guard optionsWithValues.contains(argument) else {
                    throw ["--json", "--curve", "--help"].contains(argument)
                        ? .unexpectedValue(argument) : .unknownOption(arguments[index])
                }
            }
            switch argument {
            case "-h", "--help":
                return ReplayOptions(mode: .help)
            case "--json":
                options.json = true
            case "--screen":
                options.screen = try parseScreen(try value(for: argument))
            case "--safe-area-bottom":
                let text = try value(for: argument)
                guard let points = Double(text), points.isFinite, points >= 0, points <= Double(maximumScreenSide)
                else {
                    throw .invalidValue(
                        option: argument, value: text,
                        expected: "a number of points from 0 to \(maximumScreenSide)")
                }
                options.safeAreaBottom = points
            case "--curve":
                curve = true
            case "--samples":
                let text = try value(for: argument)
                guard let count = Int(text), count >= 2, count <= maximumCurveSamples else {
                    throw .invalidValue(
                        option: argument, value: text, expected: "a whole number from 2 to \(maximumCurveSamples)")
                }
                samples = count
            case "--svg":
                svgPath = try value(for: argument)
            case "--timeline":
                options.timelinePath = try value(for: argument)
            case "-":
                guard input == nil else { throw .extraInput(argument) }
                input = .standardInput
            default:
                if argument.hasPrefix("-") { throw .unknownOption(argument) }
                guard input == nil else { throw .extraInput(argument) }
                input = .path(argument)
            }
            index += 1
        }

        if samples != nil, !curve { throw .conflict("--samples goes with --curve") }
        if options.timelinePath != nil {
            if curve || svgPath != nil {
                throw .conflict(
                    "--timeline draws a replayed session: it does not go with \(curve ? "--curve" : "--svg")")
            }
            if options.json { throw .conflict("--json does not go with --timeline") }
        }
        if curve || svgPath != nil {
            if curve, svgPath != nil { throw .conflict("--curve and --svg are separate runs") }
            if input != nil || options.screen != nil || options.safeAreaBottom != nil {
                throw .conflict("\(curve ? "--curve" : "--svg") takes no input, --screen or --safe-area-bottom")
            }
            if let svgPath {
                if options.json { throw .conflict("--json does not go with --svg") }
                options.mode = .svg(path: svgPath)
            } else {
                options.mode = .curve(samples: samples ?? KeyboardSpring.defaultSampleCount)
            }
            return options
        }
        options.mode = .replay(input ?? .defaultSession)
        return options
    }

    private static func parseScreen(_ text: String) throws(ReplayUsageError) -> CGSize {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
            !width.isNaN, !height.isNaN
        else {
            throw .invalidValue(option: "--screen", value: text, expected: "WIDTHxHEIGHT in points, e.g. 375x667")
        }
        guard width > 0, height > 0, width <= Double(maximumScreenSide),
            height <= Double(maximumScreenSide)
        else {
            throw .outOfRange(
                option: "--screen", value: text,
                limit: "each side more than 0 and at most \(maximumScreenSide) points")
        }
        return CGSize(width: width, height: height)
    }
}

/// A command-line mistake; the command prints the message and the usage and exits with status 2.
enum ReplayUsageError: Error, Equatable, CustomStringConvertible {
    case unknownOption(String)
    case missingValue(String)
    case invalidValue(option: String, value: String, expected: String)
    case unexpectedValue(String)
    case outOfRange(option: String, value: String, limit: String)
    case extraInput(String)
    case conflict(String)

    var description: String {
        switch self {
        case .unknownOption(let option):
            return "unknown option '\(option)'"
        case .missingValue(let option):
            return "\(option) needs a value"
        case .unexpectedValue(let option):
            return "\(option) takes no value"
        case .invalidValue(let option, let value, let expected):
            return "\(option): '\(value)' is not \(expected)"
        case .outOfRange(let option, let value, let limit):
            return "\(option): '\(value)' is out of range: \(limit)"
        case .extraInput(let argument):
            return "'\(argument)': only one input (PATH or -) is read"
        case .conflict(let reason):
            return reason
        }
    }
}
