import Foundation
import Testing

@testable import KeyboardProtocols
@testable import KeyboardProtocolsTesting
@testable import KeyboardReplayCommand

@Suite("The keyboard-replay command")
struct ReplayCommandTests {
    static let contractKeys = [
        "notification", "nameAssumed", "beginFrame", "endFrame", "animationDuration", "animationCurve",
        "animationOptions", "isLocal", "recovered", "visible", "docked", "height", "bottomInset", "delivered", "heard",
        "error",
    ]

    private func run(_ arguments: [String], input: String = "") -> KeyboardReplayCommand.Outcome {
        KeyboardReplayCommand.run(arguments: arguments, standardInput: { _ in Data(input.utf8) })
    }

    private func run(_ arguments: [String], bytes: Data) -> KeyboardReplayCommand.Outcome {
        KeyboardReplayCommand.run(arguments: arguments, standardInput: { limit in bytes.prefix(limit) })
    }

    /// Each output line as a JSON object, checking it has exactly the contract's keys.
    private func objects(_ output: String) throws -> [[String: Any]] {
        try output.split(separator: "\n").map { line in
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            let unwrapped = try #require(object)
            #expect(Set(unwrapped.keys) == Set(Self.contractKeys))
            return unwrapped
        }
    }

    private func temporaryPath(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("replay-\(UUID().uuidString)-\(name)").path
    }

    // MARK: - The embedded session

    @Test("without arguments it prints the embedded iPad session as a timeline and exits 0")
    func defaultSessionTable() {
        let outcome = run([])
        #expect(outcome.status == 0)
        #expect(outcome.errorOutput == "")
        let lines = outcome.output.split(separator: "\n").map(String.init)
        #expect(lines[0] == "Screen 768 x 1024 pt, safe area top 20 bottom 0 pt; 16 events, 7 delivered to observers")
        #expect(
            lines[1]
                == "  time  notification     end frame                duration  curve  height  visible  docked  heard"
                + "            bottom inset")
        #expect(
            lines[2]
                == " 0.000  willChangeFrame  {{0, 711}, {768, 313}}     0.25 s      7     313  yes      yes     "
                + "313 over 0.25 s           313")
        #expect(
            lines[3]
                == " 0.000  willShow         {{0, 711}, {768, 313}}     0.25 s      7     313  yes      yes     "
                + "no                        313")
        #expect(
            lines.contains(
                " 8.000  willChangeFrame  {{0, -264}, {768, 304}}    0.25 s      7       0  yes      no      "
                    + "0 over 0.25 s               0"))
        #expect(
            lines.contains(
                "10.000  willChangeFrame  {{0, 969}, {768, 55}}      0.25 s      7      55  yes      yes     "
                    + "55 over 0.25 s             55"))
        #expect(lines.suffix(2).joined(separator: "\n") == ReplayOutputLegend.text)
        #expect(lines.count == 20)
    }

    @Test("the embedded session as JSON is 16 objects with exactly the contract's keys, in its order")
    func defaultSessionJSON() throws {
        let outcome = run(["--json"])
        #expect(outcome.status == 0)
        let objects = try objects(outcome.output)
        #expect(objects.count == 16)
        for line in outcome.output.split(separator: "\n") {
            let positions = Self.contractKeys.map { line.range(of: "\"\($0)\":")?.lowerBound }
            #expect(positions.allSatisfy { $0 != nil })
            #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted())
        }
        #expect(
            objects.map { $0["height"] as? Double } == [
                313, 313, 313, 313, 264, 264, 0, 0, 313, 313, 0, 0, 55, 55, 0, 0,
            ])
    }

    // MARK: - Inputs

    @Test("a fixture file replays on a 375 x 667 screen to exactly the contract's line")
    func fixtureFileJSON() throws {
        let path = temporaryPath("objc-willshow-375x667.txt")
        try Data(ReplayFixtures.objcWillShow.utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let outcome = run([path, "--screen", "375x667", "--json"])
        #expect(outcome.status == 0)
        #expect(
            outcome.output
                == #"{"notification": "UIKeyboardWillChangeFrameNotification", "nameAssumed": true, "beginFrame": [0, 667, 375, 216], "endFrame": [0, 451, 375, 216], "animationDuration": 0.25, "animationCurve": 7, "animationOptions": 458756, "isLocal": true, "recovered": [], "visible": true, "docked": true, "height": 216, "bottomInset": 216, "delivered": true, "heard": {"endFrame": [0, 451, 375, 216], "height": 216, "animationDuration": 0.25, "animationCurve": 7, "animationOptions": 458756}, "error": null}"#
                + "\n")
    }

    @Test("the Swift fixture from standard input on an iPhone 11 with a 34-point safe area sets a 312-point inset")
    func standardInputWithSafeArea() throws {
        let outcome = run(
            ["-", "--screen", "414x896", "--safe-area-bottom", "34", "--json"], input: ReplayFixtures.swiftWillShow)
        #expect(outcome.status == 0)
        let object = try #require(try objects(outcome.output).first)
        #expect(object["height"] as? Double == 346)
        #expect(object["bottomInset"] as? Double == 312)
        #expect(object["endFrame"] as? [Double] == [0, 550, 414, 346])
    }

    @Test("the unquoted hide fixture is on screen no more: visible false, height 0")
    func hideFixture() throws {
        let outcome = run(["-", "--screen", "375x667", "--json"], input: ReplayFixtures.objcUnquotedWillHide)
        let object = try #require(try objects(outcome.output).first)
        #expect(object["visible"] as? Bool == false)
        #expect(object["docked"] as? Bool == false)
        #expect(object["height"] as? Double == 0)
        #expect(object["endFrame"] as? [Double] == [0, 667, 375, 258])
    }

    @Test("a JSON trace replays in its own layout unless --screen overrides it")
    func traceInput() throws {
        let trace = KeyboardTrace(
            layout: KeyboardTrace.Layout(screen: KeyboardTrace.Size(width: 375, height: 667)),
            events: KeyboardPrintedPayload.events(in: "UIKeyboardWillShowNotification\n" + ReplayFixtures.objcWillShow))
        let json = String(decoding: trace.json(), as: UTF8.self)
        let own = try objects(run(["-", "--json"], input: json).output)
        #expect(own.map { $0["height"] as? Double } == [216])
        #expect(own.map { $0["notification"] as? String } == ["UIKeyboardWillShowNotification"])
        let taller = try objects(run(["-", "--json", "--screen", "375x812"], input: json).output)
        #expect(taller.map { $0["docked"] as? Bool } == [false])
    }

    @Test("an Objective-C dump inside braces is read as printed text, not mistaken for a JSON trace")
    func bracedDumpIsPrintedText() throws {
        let braced = "{\n" + ReplayFixtures.objcWillShow + "}\n"
        let outcome = run(["-", "--screen", "375x667", "--json"], input: braced)
        #expect(outcome.status == 0)
        let object = try #require(try objects(outcome.output).first)
        #expect(object["endFrame"] as? [Double] == [0, 451, 375, 216])
        #expect(object["height"] as? Double == 216)
    }

    @Test("printed events without a time show a dash in the time column")
    func printedEventsHaveNoTime() {
        let outcome = run(["-", "--screen", "375x667"], input: ReplayFixtures.objcWillShow)
        #expect(outcome.output.contains("\n   -  willChangeFrame*  {{0, 451}, {375, 216}}"))
    }

    // MARK: - Errors in events

    @Test("an event with a NaN frame is printed with an error and null numbers, and the run exits 1")
    func nanEvent() throws {
        let text = """
            UIKeyboardWillShowNotification
            UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, nan}, {375, 216}}";
            UIKeyboardDidShowNotification
            UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 451}, {375, 216}}";
            """
        let outcome = run(["-", "--json", "--screen", "375x667"], input: text)
        #expect(outcome.status == 1)
        #expect(outcome.errorOutput == "keyboard-replay: 1 of 2 events could not be understood\n")
        let objects = try objects(outcome.output)
        #expect(objects.count == 2)
        #expect(objects[0]["notification"] as? String == "UIKeyboardWillShowNotification")
        for key in [
            "beginFrame", "endFrame", "animationDuration", "animationCurve", "animationOptions", "isLocal",
            "height", "bottomInset",
        ] {
            #expect(objects[0][key] is NSNull, "\(key) should be null")
        }
        #expect(objects[0]["delivered"] as? Bool == false)
        #expect((objects[0]["error"] as? String)?.contains("UIKeyboardFrameEndUserInfoKey") == true)
        #expect(objects[1]["error"] is NSNull)
    }

    @Test("an unknown notification name gives a null notification and an error naming it")
    func unknownNotificationJSON() throws {
        let trace = #"""
            {"version": 1, "layout": {"screen": {"width": 375, "height": 667}},
             "events": [{"notification": "UIKeyboardWillWobbleNotification",
                         "userInfo": {"UIKeyboardFrameEndUserInfoKey": "NSRect: {{0, 451}, {375, 216}}"}}]}
            """#
        let outcome = run(["-", "--json"], input: trace)
        let object = try #require(try objects(outcome.output).first)
        #expect(object["notification"] is NSNull)
        #expect((object["error"] as? String)?.contains("'UIKeyboardWillWobbleNotification'") == true)
        #expect(outcome.status == 1)
    }

    @Test("the table shows an event's error on the line below it and counts the failures")
    func tableShowsErrors() {
        let outcome = run(["-"], input: #"UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 451}, {375, 1e999}}";"#)
        #expect(outcome.status == 1)
        #expect(outcome.output.contains("      error: UIKeyboardFrameEndUserInfoKey has the value"))
        #expect(outcome.output.hasSuffix("1 event could not be understood.\n"))
    }

    /// iPhone 15 Pro: the keyboard up, then iOS 7's will-hide ending at {{inf, inf}, {0, 0}} (DAKeyboardControl
    /// issue 91).
    static let unreadableHide = """
        UIKeyboardWillShowNotification
        UIKeyboardFrameBeginUserInfoKey = "NSRect: {{0, 852}, {393, 336}}";
        UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 516}, {393, 336}}";
        UIKeyboardWillHideNotification
        UIKeyboardFrameBeginUserInfoKey = "NSRect: {{0, 516}, {393, 336}}";
        UIKeyboardFrameEndUserInfoKey = "NSRect: {{inf, inf}, {0, 0}}";
        """

    @Test("the table shows an unreadable will-hide as the hide observers heard, with its error below, and exits 1")
    func tableShowsUnreadableHideAsHide() throws {
        let outcome = run(["-", "--screen", "393x852"], input: Self.unreadableHide)
        #expect(outcome.status == 1)
        #expect(
            outcome.errorOutput == "keyboard-replay: 1 of 2 events could not be read and were delivered as a hide\n")
        let lines = outcome.output.split(separator: "\n").map(String.init)
        let hide = try #require(lines.firstIndex { $0.contains("willHide") })
        #expect(lines[hide].contains("0 over 0.25 s"))
        #expect(lines[hide].contains("no       no"))
        #expect(lines[hide + 1].hasPrefix("      error: UIKeyboardFrameEndUserInfoKey"))
        #expect(lines[hide + 1].contains("inf"))
        #expect(outcome.output.contains("1 will-hide could not be read and still hid the keyboard"))
        #expect(!outcome.output.contains("could not be understood"))
    }

    @Test("in JSON an unreadable will-hide has no payload, the hide heard and its error")
    func jsonShowsUnreadableHideAsHide() throws {
        let outcome = run(["-", "--screen", "393x852", "--json"], input: Self.unreadableHide)
        let object = try #require(try objects(outcome.output).last)
        #expect(object["endFrame"] is NSNull)
        #expect(object["delivered"] as? Bool == true)
        #expect(object["visible"] as? Bool == false)
        let heard = try #require(object["heard"] as? [String: Any])
        #expect(heard["height"] as? Double == 0)
        #expect(heard["animationDuration"] as? Double == 0.25)
        #expect((object["error"] as? String)?.contains("UIKeyboardFrameEndUserInfoKey") == true)
    }

    /// iPhone 15, iOS 26: the notification's 336-point keyboard, a 44-point toolbar riding on it (trace format 4).
    static let toolbarTrace = #"""
        {"version": 4, "layout": {"screen": {"width": 393, "height": 852}, "safeAreaInsets": {"bottom": 34}},
         "events": [{"time": 0, "notification": "UIKeyboardWillShowNotification",
                     "userInfo": {"UIKeyboardFrameBeginUserInfoKey": "NSRect: {{0, 852}, {393, 336}}",
                                  "UIKeyboardFrameEndUserInfoKey": "NSRect: {{0, 516}, {393, 336}}",
                                  "KeyboardProtocolsInputAccessoryFrame": "NSRect: {{0, 472}, {393, 44}}"}}]}
        """#

    @Test("the table's end frame is the notification's, the accessory apart, the height both: 336, 44, 380")
    func tableShowsTheAccessoryApart() {
        let outcome = run(["-"], input: Self.toolbarTrace)
        #expect(outcome.status == 0)
        let lines = outcome.output.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix(" time  notification  end frame ") && $0.contains("accessory") })
        let show = lines.first { $0.contains("willShow") } ?? ""
        #expect(show.contains("{{0, 516}, {393, 336}}"))
        #expect(show.contains("{{0, 472}, {393, 44}}"))
        #expect(show.contains("380 over 0.25 s"))
        #expect(show.hasSuffix(" 346"))
        #expect(outcome.output.contains("accessory: the input accessory recorded with the notification"))
    }

    @Test("in JSON the end frame is the notification's, accessoryFrame apart (only then), heard both: 380")
    func jsonShowsTheAccessoryApart() throws {
        let outcome = run(["-", "--json"], input: Self.toolbarTrace)
        let line = try #require(outcome.output.split(separator: "\n").first)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(Set(object.keys) == Set(Self.contractKeys + ["accessoryFrame"]))
        #expect(object["endFrame"] as? [Double] == [0, 516, 393, 336])
        #expect(object["accessoryFrame"] as? [Double] == [0, 472, 393, 44])
        #expect(object["height"] as? Double == 380)
        #expect((object["heard"] as? [String: Any])?["height"] as? Double == 380)
        #expect(object["bottomInset"] as? Double == 346)
    }

    @Test("a table with no accessory has no accessory column")
    func tableWithoutAccessoryHasNoColumn() {
        let outcome = run([])
        #expect(!outcome.output.contains("accessory"))
    }

    @Test("a dump with neither isLocal nor a begin frame prints both as null and the rest as understood")
    func absentOptionalValuesAreNull() throws {
        let dump = #"UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 451}, {375, 216}}";"#
        let outcome = run(["-", "--screen", "375x667", "--json"], input: dump)
        #expect(outcome.status == 0)
        let object = try #require(try objects(outcome.output).first)
        #expect(object["isLocal"] is NSNull)
        #expect(object["beginFrame"] is NSNull)
        #expect(object["error"] is NSNull)
        #expect(object["animationOptions"] as? Int == 458_756)
        #expect(object["height"] as? Double == 216)
    }

    @Test("escape and other control bytes in a bad value are shown escaped in the table, not sent to the terminal")
    func controlBytesEscapedInTable() {
        let dump = "UIKeyboardFrameEndUserInfoKey = \"\u{1B}[2J\u{07}\";"
        let outcome = run(["-"], input: dump)
        #expect(outcome.status == 1)
        #expect(outcome.output.contains(#"\u{1b}[2J\u{7}"#))
        #expect(!outcome.output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }

    @Test("binary bytes give valid JSON lines or a clear no-payload error, never a crash")
    func binaryInput() throws {
        var bytes = Data(ReplayFixtures.objcWillShow.utf8)
        bytes.insert(contentsOf: [0x00, 0xFF, 0xFE, 0x1B, 0x80], at: 60)
        let outcome = run(["-", "--json"], bytes: bytes)
        #expect(outcome.status == 0 || outcome.status == 1)
        _ = try objects(outcome.output)
        let garbage = run(["-", "--json"], bytes: Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7919) }))
        #expect(garbage.status == 1)
        _ = try objects(garbage.output)
    }

    @Test("input beyond 4 MiB is refused with a message after reading one byte more, exit 1")
    func hugeInput() {
        let limit = KeyboardReplayCommand.maximumInputBytes
        var requested = 0
        let outcome = KeyboardReplayCommand.run(arguments: ["-"]) { wanted in
            requested = wanted
            return Data(repeating: UInt8(ascii: "{"), count: wanted)
        }
        #expect(requested == limit + 1)
        #expect(outcome.status == 1)
        #expect(outcome.errorOutput.contains("larger than \(limit) bytes"))
        #expect(outcome.output == "")
    }

    @Test("input of exactly 4 MiB is read: the iPhone SE dump padded to the limit replays its 216 points")
    func inputAtTheLimit() throws {
        let limit = KeyboardReplayCommand.maximumInputBytes
        var bytes = Data(ReplayFixtures.objcWillShow.utf8)
        bytes.append(Data(repeating: UInt8(ascii: " "), count: limit - bytes.count))
        let outcome = run(["-", "--screen", "375x667", "--json"], bytes: bytes)
        #expect(outcome.status == 0)
        #expect(try objects(outcome.output).map { $0["height"] as? Double } == [216])
    }

    @Test("empty input holds no payload: exit 1 with a message showing one")
    func emptyInput() {
        let outcome = run(["-"], input: "")
        #expect(outcome.status == 1)
        #expect(outcome.errorOutput.hasPrefix("keyboard-replay: no keyboard payload found"))
    }

    @Test("a JSON trace of an unknown version exits 1 naming the version")
    func unknownTraceVersion() {
        let outcome = run(["-"], input: #"{"version": 6, "events": []}"#)
        #expect(outcome.status == 1)
        #expect(outcome.errorOutput.contains("version: 6"))
    }

    /// An iPhone 15 turned to landscape at 2 s (trace format version 5), the 219-point landscape keyboard posted in
    /// the same turn (the package's iOS 18 figure for iPhone 12 to 16).
    static let rotationTrace = """
        {"version": 5, "layout": {"screen": {"width": 393, "height": 852}, "safeAreaInsets": {"top": 59, "bottom": 34}},
         "events": [
           {"time": 0, "notification": "UIKeyboardWillShowNotification", "userInfo": {
             "UIKeyboardFrameBeginUserInfoKey": "NSRect: {{0, 852}, {393, 336}}",
             "UIKeyboardFrameEndUserInfoKey": "NSRect: {{0, 516}, {393, 336}}",
             "UIKeyboardAnimationDurationUserInfoKey": 0.25, "UIKeyboardAnimationCurveUserInfoKey": 7}},
           {"time": 2, "layout": {"screen": {"width": 852, "height": 393},
             "safeAreaInsets": {"left": 59, "bottom": 21, "right": 59}, "orientation": "landscapeRight"}},
           {"time": 2, "notification": "UIKeyboardWillShowNotification", "userInfo": {
             "UIKeyboardFrameBeginUserInfoKey": "NSRect: {{0, 393}, {852, 219}}",
             "UIKeyboardFrameEndUserInfoKey": "NSRect: {{0, 174}, {852, 219}}",
             "UIKeyboardAnimationDurationUserInfoKey": 0.25, "UIKeyboardAnimationCurveUserInfoKey": 7}}]}
        """

    @Test("the table names a layout change and the layout after it, and measures the next show on it: docked, 219")
    func tableShowsLayoutChanges() {
        let outcome = run(["-"], input: Self.rotationTrace)
        #expect(outcome.status == 0)
        #expect(outcome.output.contains("pt at the start, then 1 layout change; 3 events"))
        #expect(
            outcome.output.contains(
                "      now: screen 852 x 393 pt, landscapeRight, safe area top 0 left 59 bottom 21 right 59 pt\n"))
        let lines = outcome.output.split(separator: "\n")
        let change = lines.firstIndex { $0.contains("layout change") && $0.hasPrefix("2.000") }
        #expect(change != nil)
        let show = lines.last { $0.hasPrefix("2.000") && $0.contains("willShow") }
        #expect(show?.contains("{{0, 174}, {852, 219}}") == true)
        #expect(show?.contains("219 over 0.25 s") == true)
    }

    @Test("--json puts the layout on the layout change's row only, and the next show is docked at 219")
    func jsonShowsLayoutChanges() throws {
        let objects = try run(["-", "--json"], input: Self.rotationTrace).output.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        #expect(objects.count == 3)
        #expect(objects.map { Set($0.keys) } == [0, 1, 2].map { Set(Self.contractKeys + ($0 == 1 ? ["layout"] : [])) })
        let layout = try #require(objects[1]["layout"] as? [String: Any])
        #expect(layout["screen"] as? [Double] == [852, 393])
        #expect(layout["safeAreaInsets"] as? [Double] == [0, 59, 21, 59])
        #expect(layout["orientation"] as? String == "landscapeRight")
        #expect(layout["windowFrame"] is NSNull)
        #expect(objects[2]["docked"] as? Bool == true && objects[2]["height"] as? Double == 219)
    }

    @Test("--timeline draws a layout change as a line with the new screen, and draws no drag for it")
    func timelineShowsLayoutChanges() throws {
        let path = temporaryPath("rotation.svg")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let outcome = run(["-", "--timeline", path], input: Self.rotationTrace)
        #expect(outcome.status == 0)
        let svg = try String(contentsOfFile: path, encoding: .utf8)
        #expect(svg.contains("layout: 852 × 393 pt, landscapeRight"))
        #expect(!svg.contains("fill=\"#fff4d6\""))
    }

    // MARK: - Usage

    @Test(
        "usage errors exit 2 with a message naming the argument and the usage",
        arguments: [
            (["--frobnicate"], "unknown option '--frobnicate'"),
            (["--screen"], "--screen needs a value"),
            (["--screen", "375"], "--screen: '375' is not WIDTHxHEIGHT in points"),
            (["--screen", "nanx667"], "--screen: 'nanx667' is not WIDTHxHEIGHT"),
            (["--safe-area-bottom", "-34"], "--safe-area-bottom: '-34' is not a number of points"),
            (["a.txt", "b.txt"], "'b.txt': only one input"),
            (["--samples", "10"], "--samples goes with --curve"),
            (["--curve", "--samples", "1"], "--samples: '1' is not a whole number from 2 to 100000"),
            (["--curve", "--samples", "100001"], "--samples: '100001' is not a whole number from 2 to 100000"),
            (["--curve", "-"], "--curve takes no input"),
            (["--curve", "--svg", "x.svg"], "--curve and --svg are separate runs"),
            (["--svg", "x.svg", "--json"], "--json does not go with --svg"),
            (["--json=yes"], "--json takes no value"),
            (["--frobnicate=1"], "unknown option '--frobnicate=1'"),
        ])
    func usageErrors(arguments: [String], message: String) {
        let outcome = run(arguments)
        #expect(outcome.status == 2)
        #expect(outcome.output == "")
        #expect(outcome.errorOutput.hasPrefix("keyboard-replay: \(message)"))
        #expect(outcome.errorOutput.contains("usage: keyboard-replay"))
    }

    @Test("--help prints the usage and exits 0")
    func help() {
        let outcome = run(["--help"])
        #expect(outcome.status == 0)
        #expect(outcome.output == KeyboardReplayCommand.usage)
    }

    // MARK: - Curve

    @Test("--curve prints 51 samples from 0 to 0.5 s, 0.942038 at 0.25 s")
    func curveTable() {
        let outcome = run(["--curve"])
        #expect(outcome.status == 0)
        let rows = outcome.output.split(separator: "\n").filter { $0.first?.isNumber == true }
        #expect(rows.count == 51)
        #expect(rows.first == "0.0000  0.000000")
        #expect(rows[25] == "0.2500  0.942038")
        #expect(rows.last == "0.5000  0.998901")
    }

    @Test("--curve --samples 3 --json prints one {time, fraction} object per line")
    func curveJSON() throws {
        let outcome = run(["--curve", "--samples", "3", "--json"])
        let lines = outcome.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[0] == #"{"time": 0, "fraction": 0}"#)
        let middle = try #require(try JSONSerialization.jsonObject(with: Data(lines[1].utf8)) as? [String: Double])
        #expect(middle["time"] == 0.25)
        #expect(abs((middle["fraction"] ?? 0) - 0.942_038_346_548) < 1e-9)
    }

    @Test("--svg writes the keyboard curve plot against ease-in-out and linear")
    func svgFile() throws {
        let path = temporaryPath("keyboard-curve.svg")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let outcome = run(["--svg", path])
        #expect(outcome.status == 0)
        let svg = try String(contentsOfFile: path, encoding: .utf8)
        #expect(svg.hasPrefix("<?xml"))
        #expect(svg.contains("curveEaseInOut"))
        #expect(svg.contains("curveLinear"))
    }

    @Test("--svg into a missing folder exits 1 naming the path and the folder")
    func svgUnwritable() {
        let outcome = run(["--svg", "/nonexistent-folder/curve.svg"])
        #expect(outcome.status == 1)
        #expect(
            outcome.errorOutput
                == "keyboard-replay: --svg: cannot write '/nonexistent-folder/curve.svg': "
                + "there is no folder '/nonexistent-folder'\n")
    }
}

/// The papercuts a new user hit, one test each.
@Suite("keyboard-replay's papercuts")
struct ReplayCommandPapercutTests {
    private func run(_ arguments: [String], input: String = "") -> KeyboardReplayCommand.Outcome {
        KeyboardReplayCommand.run(arguments: arguments, standardInput: { _ in Data(input.utf8) })
    }

    @Test("--screen=393x852 replays on an iPhone 15 exactly as --screen 393x852 does")
    func screenWithEquals() {
        let attached = run(["--screen=393x852"])
        #expect(attached.status == 0)
        #expect(attached.output.hasPrefix("Screen 393 x 852 pt"))
        #expect(attached == run(["--screen", "393x852"]))
    }

    @Test(
        "every option taking a value takes it after '=' too",
        arguments: [
            (["-", "--safe-area-bottom=34", "--json"], ["-", "--safe-area-bottom", "34", "--json"]),
            (["--curve", "--samples=6"], ["--curve", "--samples", "6"]),
            (["--svg=/nonexistent-folder/curve.svg"], ["--svg", "/nonexistent-folder/curve.svg"]),
        ])
    func everyOptionWithEquals(attached: [String], separate: [String]) {
        let outcome = run(attached, input: ReplayFixtures.objcWillShow)
        #expect(!outcome.errorOutput.contains("usage:"))
        #expect(outcome == run(separate, input: ReplayFixtures.objcWillShow))
    }

    @Test("a file that doesn't exist is named, with no usage text, and exits 1")
    func missingFile() {
        let outcome = run(["/nonexistent/session-1234.txt"])
        #expect(outcome.status == 1)
        #expect(outcome.output == "")
        #expect(
            outcome.errorOutput
                == "keyboard-replay: cannot read '/nonexistent/session-1234.txt': there is no such file\n")
    }

    @Test("a directory given as the input is named as a directory, with no usage text")
    func directoryInput() {
        let outcome = run(["/"])
        #expect(outcome.status == 1)
        #expect(
            outcome.errorOutput == "keyboard-replay: cannot read '/': it is a directory, not a trace or a text file\n")
    }

    @Test(
        "an out-of-range --screen names the limit: more than 0 and at most 100000 points a side",
        arguments: ["200000x852", "0x667", "393x-852", "1e308x667"])
    func screenOutOfRange(screen: String) {
        let outcome = run(["--screen", screen])
        #expect(outcome.status == 2)
        #expect(
            outcome.errorOutput.hasPrefix(
                "keyboard-replay: --screen: '\(screen)' is out of range: "
                    + "each side more than 0 and at most 100000 points\n"
            ))
    }

    @Test("--svg into a directory says it is a directory and suggests a file in it, not 'NSCocoaErrorDomain error 512'")
    func svgIntoDirectory() {
        let folder = FileManager.default.temporaryDirectory.path
        let outcome = run(["--svg", folder])
        #expect(outcome.status == 1)
        #expect(outcome.errorOutput.contains("cannot write '\(folder)': it is a directory; give a file path such as"))
        #expect(!outcome.errorOutput.contains("NSCocoaErrorDomain"))
    }

    @Test("numbers in messages are quoted as typed: a curve of 1e3 is '1e3', not 1000")
    func numbersQuotedAsTyped() {
        let dump = """
            UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 451}, {375, 216}}";
            UIKeyboardAnimationCurveUserInfoKey = 1e3;
            """
        let outcome = run(["-", "--screen", "375x667"], input: dump)
        #expect(outcome.status == 0)
        #expect(
            outcome.output.contains(
                "default used: UIKeyboardAnimationCurveUserInfoKey has the value 1e3, outside 0...15"))
        let frame = run(["-", "--screen", "375x667"], input: "UIKeyboardFrameEndUserInfoKey = {{0, 451}, {375, 2e6}};")
        #expect(frame.status == 1)
        #expect(frame.output.contains("error: UIKeyboardFrameEndUserInfoKey has the value {{0, 451}, {375, 2e6}}"))
        let screen = run(["--screen", "1e6x852"])
        #expect(screen.errorOutput.hasPrefix("keyboard-replay: --screen: '1e6x852' is out of range"))
    }

    @Test("--help states the input size limit: 4194304 bytes")
    func helpStatesTheInputLimit() {
        let outcome = run(["--help"])
        #expect(KeyboardReplayCommand.maximumInputBytes == 4_194_304)
        #expect(outcome.output.contains("Input is read up to 4194304 bytes (4 MiB)"))
    }

    @Test("the replay tutorial says how to keep a trace file from SwiftPM's 'unhandled file' warning")
    func tutorialDeclaresTheTraceFile() throws {
        let tutorial = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Documentation.docc/Tutorials/ReplayingAKeyboardSession.tutorial")
        let text = try String(contentsOf: tutorial, encoding: .utf8)
        #expect(text.contains("which are unhandled"))
        #expect(text.contains(#"exclude: ["session-1234.json"]"#))
        #expect(text.contains(#"resources: [.copy("Traces")]"#))
    }
}

@Suite("keyboard-replay's input details")
struct ReplayCommandInputTests {
    private func run(_ arguments: [String], bytes: Data) -> KeyboardReplayCommand.Outcome {
        KeyboardReplayCommand.run(arguments: arguments, standardInput: { bytes.prefix($0) })
    }

    @Test("a trace saved with a UTF-8 byte order mark reads as a trace")
    func byteOrderMark() {
        let json = #"""
            {"version": 1, "layout": {"screen": {"width": 375, "height": 667}},
             "events": [{"time": 0.5, "notification": "UIKeyboardWillShowNotification",
                         "userInfo": {"UIKeyboardFrameEndUserInfoKey": "NSRect: {{0, 451}, {375, 216}}"}}]}
            """#
        let outcome = run(["-"], bytes: Data([0xEF, 0xBB, 0xBF]) + Data(json.utf8))
        #expect(outcome.status == 0)
        #expect(outcome.output.contains("0.500  willShow      {{0, 451}, {375, 216}}    0.25 s      7     216"))
    }

    @Test("a trace without events exits 1 saying so")
    func emptyTrace() {
        let json = #"{"version": 1, "layout": {"screen": {"width": 375, "height": 667}}, "events": []}"#
        let outcome = run(["-"], bytes: Data(json.utf8))
        #expect(outcome.status == 1)
        #expect(outcome.errorOutput == "keyboard-replay: the trace holds no events\n")
    }

    @Test("printed dumps replay with no safe area unless --safe-area-bottom gives one")
    func printedDumpsHaveNoSafeArea() {
        let outcome = run(["-", "--screen", "375x667"], bytes: Data(ReplayFixtures.objcWillShow.utf8))
        #expect(outcome.output.hasPrefix("Screen 375 x 667 pt, safe area top 0 bottom 0 pt; 1 event"))
    }

    @Test("a printed dump whose keyboard can't tell the screen, replayed without --screen, says the screen was assumed")
    func assumedScreenIsNamed() {
        // A floating iPad keyboard: it starts at x 152, so it says nothing of the screen.
        let floating = ReplayFixtures.objcWillShow.replacingOccurrences(of: "{{0, 451}", with: "{{152, 451}")
        let assumed = run(["-"], bytes: Data(floating.utf8))
        #expect(assumed.output.contains("(the default screen: pass --screen WIDTHxHEIGHT"))
        let given = run(["-", "--screen", "375x667"], bytes: Data(ReplayFixtures.objcWillShow.utf8))
        #expect(!given.output.contains("the default screen"))
        #expect(!given.output.contains("screen inferred"))
    }

    @Test(
        "without --screen, an iPhone dump's screen is inferred from its docked keyboard: width by bottom edge",
        arguments: [
            (ReplayFixtures.objcWillShow, "Screen 375 x 667 pt", "{{0, 451}, {375, 216}}", "216  yes      yes"),
            (ReplayFixtures.swiftWillShow, "Screen 414 x 896 pt", "{{0, 550}, {414, 346}}", "346  yes      yes"),
            (ReplayFixtures.objcUnquotedWillHide, "Screen 375 x 667 pt", "{{0, 409}, {375, 258}}", "0  no       no"),
        ])
    func inferredScreen(dump: String, screen: String, frame: String, reading: String) {
        let outcome = run(["-"], bytes: Data(dump.utf8))
        #expect(outcome.status == 0)
        #expect(outcome.output.hasPrefix(screen))
        #expect(outcome.output.contains("(screen inferred from event 1's docked keyboard at \(frame)"))
        #expect(outcome.output.contains(reading))
        #expect(!outcome.output.contains("the default screen"))
    }

    @Test("iPhone dumps replayed as JSON without --screen read visible and docked, not 'docked no, height 0'")
    func inferredScreenInJSON() throws {
        let output = run(["-", "--json"], bytes: Data(ReplayFixtures.swiftWillShow.utf8)).output
        let line = try #require(output.split(separator: "\n").first)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(object["visible"] as? Bool == true)
        #expect(object["docked"] as? Bool == true)
        #expect(object["height"] as? Double == 346)
    }

    @Test("a dump with no notification name is marked with * and a note saying it was read as will-change-frame")
    func assumedNameIsMarked() {
        let unnamed = run(["-"], bytes: Data(ReplayFixtures.objcWillShow.utf8))
        #expect(unnamed.output.contains("willChangeFrame*"))
        #expect(unnamed.output.contains("(* no notification name was printed: read as will-change-frame)"))
        let named = run(["-"], bytes: Data(("UIKeyboardWillShowNotification\n" + ReplayFixtures.objcWillShow).utf8))
        #expect(named.output.contains("willShow "))
        #expect(!named.output.contains("willShow*"))
        #expect(!named.output.contains("no notification name was printed"))
    }

    @Test("the table ends with a two-line legend")
    func legendUnderTheTable() {
        let lines = run(["-"], bytes: Data(ReplayFixtures.objcWillShow.utf8)).output.split(separator: "\n")
        #expect(lines.suffix(2).joined(separator: "\n") == ReplayOutputLegend.text)
    }

    @Test("a trace replayed without --screen uses its own 375 x 667 screen and says nothing was assumed")
    func traceScreenIsNotAssumed() {
        let trace = KeyboardTrace(
            layout: KeyboardTrace.Layout(screen: KeyboardTrace.Size(width: 375, height: 667)),
            events: KeyboardPrintedPayload.events(in: ReplayFixtures.objcWillShow))
        let outcome = run(["-"], bytes: trace.json())
        #expect(outcome.output.hasPrefix("Screen 375 x 667 pt"))
        #expect(!outcome.output.contains("the default screen"))
    }
}

@Suite("keyboard-replay on a trace of format version 3, which records drags")
struct ReplayCommandDragTests {
    typealias Drag = InteractiveDismissalPayloads

    /// The iPhone 15's 336-point keyboard shown, dragged to 252 points (top at 600) and let go.
    private var traceJSON: Data {
        KeyboardTrace(
            layout: Drag.layout,
            events: Drag.traceShow + [
                KeyboardTrace.Event(interactiveDismissal: .began, time: 1.0),
                Drag.traceTracked(top: 600, at: 1.05),
                KeyboardTrace.Event(interactiveDismissal: .ended, time: 1.1),
            ]
        ).json()
    }

    private func run(_ arguments: [String]) -> KeyboardReplayCommand.Outcome {
        let json = traceJSON
        return KeyboardReplayCommand.run(arguments: arguments, standardInput: { _ in json })
    }

    @Test("a drag's rows print as drag began and drag ended")
    func dragRowsAreNamed() {
        let lines = run(["-"]).output.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("1.000  drag began") })
        #expect(lines.contains { $0.hasPrefix("1.100  drag ended") })
    }

    @Test("a drag's rows assume no notification name: no row is marked * and no note says so")
    func dragRowsAssumeNoName() {
        let output = run(["-"]).output
        #expect(!output.contains("?*"))
        #expect(!output.contains("no notification name was printed"))
    }

    @Test("--json prints interactiveDismissal began or ended on a drag's rows and on no other row")
    func dragRowsInJSON() throws {
        let lines = run(["-", "--json"]).output.split(separator: "\n")
        let objects = try lines.map { line in
            try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        #expect(objects.map { $0["interactiveDismissal"] as? String } == [nil, nil, nil, "began", nil, "ended"])
        #expect(lines[3].hasPrefix(#"{"notification": null, "nameAssumed": false, "interactiveDismissal": "began", "#))
    }
}

/// The legend the table prints under itself, as the command's users read it.
enum ReplayOutputLegend {
    static let text =
        "end frame, duration, curve: what the payload said; heard: the height and duration observers were told\n"
        + "visible, docked: the keyboard after the event; bottom inset: a full-screen scroll view's; *: name assumed"
}

@Suite("keyboard-replay says what the payload said and, apart, what observers heard")
struct ReplayCommandPayloadAndHeardTests {
    private func run(_ arguments: [String], input: String = "") -> KeyboardReplayCommand.Outcome {
        KeyboardReplayCommand.run(arguments: arguments, standardInput: { _ in Data(input.utf8) })
    }

    /// Each output line as a JSON object, checking it has exactly the contract's keys.
    private func objects(_ output: String) throws -> [[String: Any]] {
        try output.split(separator: "\n").map { line in
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect(Set(object.keys) == Set(ReplayCommandTests.contractKeys))
            return object
        }
    }

    /// The embedded session's 313-point iPad keyboard sliding off its 768 x 1024 screen, announced by nothing but its
    /// did-change-frame, printed as iOS prints it (the duration as the text "0.25").
    private static let iPadDidChangeFrameOffScreen = """
        UIKeyboardDidChangeFrameNotification
        UIKeyboardAnimationCurveUserInfoKey = 7;
        UIKeyboardAnimationDurationUserInfoKey = "0.25";
        UIKeyboardFrameBeginUserInfoKey = "NSRect: {{0, 711}, {768, 313}}";
        UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 1024}, {768, 313}}";
        UIKeyboardIsLocalUserInfoKey = 1;
        """

    @Test("a did-change-frame whose payload says \"0.25\" prints animationDuration 0.25, and heard 0 s apart")
    func payloadAndHeardApartInJSON() throws {
        let outcome = run(["-", "--screen", "768x1024", "--json"], input: Self.iPadDidChangeFrameOffScreen)
        #expect(outcome.status == 0)
        let object = try #require(try objects(outcome.output).first)
        #expect(object["animationDuration"] as? Double == 0.25)
        #expect(object["delivered"] as? Bool == true)
        let heard = try #require(object["heard"] as? [String: Any])
        #expect(heard["animationDuration"] as? Double == 0)
        #expect(heard["height"] as? Double == 0)
        #expect(heard["endFrame"] as? [Double] == [0, 1024, 768, 313])
    }

    @Test("the table prints the payload's 0.25 s beside what observers heard: 0 over 0 s")
    func payloadAndHeardApartInTable() {
        let outcome = run(["-", "--screen", "768x1024"], input: Self.iPadDidChangeFrameOffScreen)
        #expect(
            outcome.output.contains(
                "   -  didChangeFrame  {{0, 1024}, {768, 313}}    0.25 s      7       0  no       no      0 over 0 s"))
    }

    @Test("an event observers don't hear prints heard null, and its payload's values")
    func undeliveredHeardIsNull() throws {
        let objects = try objects(run(["--json"]).output)
        #expect(objects[1]["delivered"] as? Bool == false)
        #expect(objects[1]["heard"] is NSNull)
        #expect(objects[1]["animationDuration"] as? Double == 0.25)
    }

    /// A will-change-frame with curve 123, as square/Listable's KeyboardObserverTests deliver it.
    static let curve123 = """
        UIKeyboardWillChangeFrameNotification
        UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 451}, {375, 216}}";
        UIKeyboardAnimationDurationUserInfoKey = "0.25";
        UIKeyboardAnimationCurveUserInfoKey = 123;
        """

    /// The same will-change-frame with a duration that is no number.
    static let durationFast = """
        UIKeyboardWillChangeFrameNotification
        UIKeyboardFrameEndUserInfoKey = "NSRect: {{0, 451}, {375, 216}}";
        UIKeyboardAnimationDurationUserInfoKey = "fast";
        UIKeyboardAnimationCurveUserInfoKey = 7;
        """

    @Test("a pasted will-change-frame with curve 123 prints curve 123 in the table, and the default used beneath")
    func curve123InTable() {
        let table = run(["-", "--screen", "375x667"], input: Self.curve123)
        #expect(table.status == 0)
        #expect(table.errorOutput == "")
        #expect(
            table.output.contains(
                "   -  willChangeFrame  {{0, 451}, {375, 216}}    0.25 s    123     216  yes      yes     216 over 0.25 s"
            ))
        #expect(
            table.output.contains(
                "      default used: UIKeyboardAnimationCurveUserInfoKey has the value 123, outside 0...15"))
        #expect(table.output.contains("1 event had a value that could not be used and took the keyboard's default"))
    }

    @Test("--json prints curve 123 as the payload said it, no options, and the heard curve 7 apart")
    func curve123InJSON() throws {
        let object = try #require(
            try objects(run(["-", "--screen", "375x667", "--json"], input: Self.curve123).output).first)
        #expect(object["animationCurve"] as? Int == 123)
        #expect(object["animationOptions"] is NSNull)
        #expect(object["animationDuration"] as? Double == 0.25)
        #expect(object["delivered"] as? Bool == true)
        #expect(object["error"] is NSNull)
        let heard = try #require(object["heard"] as? [String: Any])
        #expect(heard["animationCurve"] as? Int == 7)
        #expect(heard["animationOptions"] as? Int == 458756)
        let recovered = try #require(object["recovered"] as? [[String: String]])
        #expect(
            recovered == [
                [
                    "key": "UIKeyboardAnimationCurveUserInfoKey",
                    "message": "UIKeyboardAnimationCurveUserInfoKey has the value 123, outside 0...15",
                ]
            ])
    }

    @Test("a duration of \"fast\" prints \"fast\" in the table's duration column, and observers hear 0.25 s")
    func durationFastInTable() {
        let table = run(["-", "--screen", "375x667"], input: Self.durationFast)
        #expect(table.status == 0)
        #expect(
            table.output.contains(
                "   -  willChangeFrame  {{0, 451}, {375, 216}}    \"fast\"      7     216  yes      yes     216 over 0.25 s"
            ))
        #expect(
            table.output.contains(
                "      default used: UIKeyboardAnimationDurationUserInfoKey has the value \"fast\", which is not a number"
            ))
    }

    @Test("--json prints a duration of \"fast\" as null, and the heard duration 0.25 apart")
    func durationFastInJSON() throws {
        let object = try #require(
            try objects(run(["-", "--screen", "375x667", "--json"], input: Self.durationFast).output).first)
        #expect(object["animationDuration"] is NSNull)
        #expect(object["animationCurve"] as? Int == 7)
        #expect(object["animationOptions"] as? Int == 458756)
        let heard = try #require(object["heard"] as? [String: Any])
        #expect(heard["animationDuration"] as? Double == 0.25)
        let recovered = try #require(object["recovered"] as? [[String: String]])
        #expect(recovered.map { $0["key"] } == ["UIKeyboardAnimationDurationUserInfoKey"])
    }

    @Test("--json flags a dump printed without a notification name as nameAssumed, and a named one not")
    func assumedNameInJSON() throws {
        let unnamed = try objects(run(["-", "--json"], input: ReplayFixtures.objcWillShow).output)
        #expect(unnamed.map { $0["nameAssumed"] as? Bool } == [true])
        #expect(unnamed.map { $0["notification"] as? String } == ["UIKeyboardWillChangeFrameNotification"])
        let named = try objects(
            run(["-", "--json"], input: "UIKeyboardWillShowNotification\n" + ReplayFixtures.objcWillShow).output)
        #expect(named.map { $0["nameAssumed"] as? Bool } == [false])
    }
}
