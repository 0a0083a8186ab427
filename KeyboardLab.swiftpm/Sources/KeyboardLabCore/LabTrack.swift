import Foundation

/// Values the lab samples on every display frame beside the layout guide, such as a chat's content offset or its
/// newest row's frame in screen coordinates.
///
/// Each sample is the time (seconds on the trace's clock) followed by one number per field; a sample of the time
/// alone means the thing was not there (a row scrolled out or not drawn, no accessory):
///
/// ```json
/// { "name": "chat.newestRow", "fields": ["x", "y", "width", "height"],
///   "samples": [[0.008, 0, 700, 393, 44], [0.016]] }
/// ```
public struct LabTrack: Codable, Sendable, Equatable {
    /// What is sampled: one of the names below, or a screen's own (`view.<name>` for a view the screen moves).
    public var name: String
    /// The names of the numbers after the time, in order.
    public var fields: [String]
    /// `[time, value…]` per display frame, or `[time]` when the thing was absent.
    public var samples: [[Double]]

    /// Creates a track.
    public init(name: String, fields: [String], samples: [[Double]] = []) {
        self.name = name
        self.fields = fields
        self.samples = samples
    }

    /// The frame of the newest row of a chat, in screen coordinates (`[x, y, width, height]`); absent when the row
    /// has no cell on screen.
    public static let newestRow = "chat.newestRow"
    /// A chat's content offset (`[x, y]`).
    public static let contentOffset = "chat.contentOffset"
    /// A chat's adjusted content inset (`[top, left, bottom, right]`): what the keyboard added included.
    public static let contentInset = "chat.contentInset"
    /// A chat's content size (`[width, height]`).
    public static let contentSize = "chat.contentSize"
    /// The first responder's input accessory, in screen coordinates (`[x, y, width, height]`); absent when it has
    /// none or it is not in a window.
    public static let accessory = "accessory"
    /// `@Environment(\.keyboard)`'s overlap, read by a view filling the screen (`[overlap]`).
    public static let environmentOverlap = "environment.overlap"
    /// The prefix of a view a screen moves with the keyboard (`view.composer`), in screen coordinates.
    public static let viewPrefix = "view."

    /// The frame fields, for the tracks of frames.
    public static let frameFields = ["x", "y", "width", "height"]

    /// Checks the samples: each the time then one number per field (or the time alone), finite, times in order.
    func validate(key: String) throws(LabFileError) {
        guard !name.isEmpty else { throw .invalid(key: "\(key).name", value: "", expected: "a track's name") }
        var previous = 0.0
        for (index, sample) in samples.enumerated() {
            guard sample.count == 1 || sample.count == fields.count + 1, sample.allSatisfy(\.isFinite) else {
                throw .invalid(
                    key: "\(key).samples[\(index)]", value: "\(sample)",
                    expected: "[time] or [time, \(fields.joined(separator: ", "))], finite numbers")
            }
            guard sample[0] >= previous else {
                throw .invalid(
                    key: "\(key).samples[\(index)][0]", value: "\(sample[0])",
                    expected: "seconds since the recording started, 0 or more, in order")
            }
            previous = sample[0]
        }
    }
}

/// Something that happened during a recording besides the keyboard's notifications: a field began or ended editing,
/// a hardware keyboard connected, an option was picked, a registered screen heard a delivery.
///
/// ```json
/// { "time": 1.204, "kind": "focus", "subject": "UITextField", "detail": "Email, keyboardType 7" }
/// ```
public struct LabEvent: Codable, Sendable, Equatable {
    /// Seconds since the recording started, on the trace's clock.
    public var time: Double
    /// What kind of thing happened.
    public var kind: Kind
    /// What it happened to: the field's class and placeholder, the option's name, the screen's title.
    public var subject: String
    /// What it was, in words and numbers: the new value, the height heard.
    public var detail: String

    /// Creates an event.
    public init(time: Double, kind: Kind, subject: String, detail: String) {
        self.time = time
        self.kind = kind
        self.subject = subject
        self.detail = detail
    }

    /// The kinds of event the lab records.
    public enum Kind: String, Codable, Sendable, Equatable, CaseIterable {
        /// A field or text view began editing (`detail` names its traits).
        case focusBegan
        /// A field or text view ended editing.
        case focusEnded
        /// A hardware keyboard connected (`detail` "connected") or went away ("disconnected").
        case hardwareKeyboard
        /// An option the screen offers was picked: a chat scroll behavior, a mixin switched on or off.
        case option
        /// A registered screen heard a delivery (`detail`: the height, duration and options it heard).
        case heard
        /// The preload ran (`detail`: the estimate it used).
        case preload
    }
}
